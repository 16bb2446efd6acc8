import Testing
@testable import Model
@testable import Providers

/// CC-CEDICT read backwards: which glosses name an English word, and how its entries are ranked.
@Suite struct CEDICTGlossaryTests {
    static let dictionary = CEDICTGlossary(text: """
        # CC-CEDICT
        男人 男人 [nan2 ren2] /a man/a male/men/CL:個|个[ge4]/
        漢 汉 [han4] /man/
        聽 听 [ting1] /to listen to; to hear/to heed; to obey/
        聆聽 聆听 [ling2 ting1] /to listen (respectfully)/
        看 看 [kan4] /to see; to look at/
        發 发 [fa1] /to send out/to show (one's feeling)/to issue/
        髮 发 [fa4] /hair/
        頭髮 头发 [tou2 fa5] /hair (on the head)/
        王 王 [Wang2] /surname Wang/
        """)

    /// "a man" is the gloss of 男人, "to listen to" of 听: neither exactly the asked word.
    @Test func articlesAndAVerbsPrepositionAreNotPartOfTheKey() throws {
        let found = try Self.dictionary.entries(for: ["man", "to listen", "to look"])
        #expect(found["man"]?.map(\.text) == ["男人", "汉"])
        #expect(found["man"]?.map(\.exact) == [false, true])
        #expect(found["to listen"]?.map(\.text) == ["听", "聆听"])
        #expect(found["to listen"]?.first?.partOfSpeech == .verb && found["to listen"]?.first?.sense == 0)
        #expect(found["to look"]?.map(\.text) == ["看"] && found["to look"]?.first?.position == 1)
        #expect(try Self.dictionary.entries(for: ["an"]).isEmpty && (try Self.dictionary.entries(for: ["to"])).isEmpty)
    }

    /// 发 is "hair" in one entry of four senses between them; 头发 has one.
    @Test func aWordsSensesAreCountedOverAllItsEntries() throws {
        let hair = try #require(try Self.dictionary.entries(for: ["hair"])["hair"])
        #expect(hair.map(\.text) == ["发", "头发"])
        #expect(hair.map(\.senses) == [4, 1])
    }

    /// A rare word counts one sense later; among equals, the word more common in that sense wins:
    /// 发 (Zipf 5.5 over four senses, 4.9) after 头发 (5.0 in its one).
    @Test func rareWordsComeLaterAndCommonnessIsSharedBetweenSenses() {
        let hair = GlossEntry(text: "发", sense: 0, senses: 4), head = GlossEntry(text: "头发", sense: 0, exact: false)
        #expect(hair.zipfInSense(5.5) < head.zipfInSense(5.0))
        #expect(hair.rank(for: .noun, zipf: 3.4) == [0, 1, 1, 0])
        #expect(hair.rank(for: .noun, zipf: 3.5) == [0, 1, 0, 0] && hair.rank(for: .noun) == [0, 1, 0, 0])
    }
}
