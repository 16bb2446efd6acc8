import Foundation
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

    /// Lines end in CR LF, LF or CR alike; a gloss that is not ASCII is keyed as the rest are
    /// (its string walked), a name's line (capitalised pinyin) and a comment give nothing.
    @Test func linesEndAnyWayAndAGlossBeyondASCIIIsKeyedToo() throws {
        let dictionary = CEDICTGlossary(text: "# comment /man/\r\n咖啡館 咖啡馆 [ka1 fei1 guan3] /Café (the place)/coffee shop/\r\n"
            + "漢 汉 [han4] /man/old variant of 漢/\r\r王 王 [Wang2] /man/\n男 男 [nan2] /male; a MAN/\n太陽 太阳 [tai4 yang2] /the Sun/")
        let found = try dictionary.entries(for: ["café", "coffee shop", "man", "sun"])
        #expect(found["sun"]?.map(\.text) == ["太阳"] && found["sun"]?.first?.exact == false)
        #expect(found["café"]?.map(\.text) == ["咖啡馆"] && found["café"]?.first?.exact == false)
        #expect(found["café"]?.first?.reading == "kāfēiguǎn")
        #expect(found["coffee shop"]?.map(\.position) == [0] && found["coffee shop"]?.first?.sense == 1)
        #expect(found["man"]?.map(\.text) == ["汉", "男"] && found["man"]?.map(\.exact) == [true, false])
        #expect(found["man"]?.map(\.senses) == [1, 1], "a variant reference is no sense")
        var bytes: [UInt8] = [], characters: [UInt8] = []
        for gloss in ["  The  Dog\t(Canis)  ", "to\u{0B}listen\u{0C}TO", "A (b (c) d) E)", "(all)", ""] {
            let exact = CEDICTGlossary.normalisedGloss(Array(gloss.utf8)[...], into: &bytes)
            #expect(exact == CEDICTGlossary.normalisedByCharacters(Array(gloss.utf8)[...], into: &characters) && bytes == characters, "\(gloss)")
        }
        for (text, found) in [("old variant of", true), ("vvariant of", true), ("a variant o", false), ("variant", false), ("", false)] {
            #expect(CEDICTGlossary.contains(Array(text.utf8)[...], CEDICTGlossary.variant) == found, "\(text)")
        }
    }

    /// Every ASCII gloss of the installed CC-CEDICT is normalised on its bytes as on its
    /// characters (the parentheses, the spacing and the capitals of real glosses), and keyed for
    /// WordNet's 3,000 most used lemmas as nouns and as verbs.
    @Test(.enabled(if: OfflineData.ccCEDICT.shouldRun && OfflineData.wordNet.shouldRun))
    func glossesAreNormalisedOnTheirBytesAsOnTheirCharacters() throws {
        try OfflineData.ccCEDICT.requireInstalled()
        try OfflineData.wordNet.requireInstalled()
        let dictionary = try #require(try CEDICTGlossary.find(pypi: OfflineTranslator.Paths.defaultPyPI))
        let lemmas = try String(contentsOfFile: WordNetSenses.defaultDirectory + "/cntlist.rev", encoding: .utf8)
            .split(separator: "\n").compactMap { $0.split(separator: " ").first?.split(separator: "%").first }.map { $0.replacingOccurrences(of: "_", with: " ") }
        let wanted = Set(lemmas.prefix(6_000).flatMap { [$0, "to " + $0] }.map { Array($0.utf8) })
        var bytes: [UInt8] = [], characters: [UInt8] = [], scratch: [UInt8] = [], compared = 0, keyed = 0
        for range in dictionary.lines {
            let line = dictionary.text[range]
            guard let slash = line.firstIndex(of: UInt8(ascii: "/")) else { continue }
            for segment in line[(slash + 1)...].split(separator: UInt8(ascii: "/")) {
                for gloss in segment.split(separator: UInt8(ascii: ";")) where gloss.allSatisfy({ $0 < 0x80 }) {
                    let exact = CEDICTGlossary.normalisedGloss(gloss, into: &bytes)
                    #expect(exact == CEDICTGlossary.normalisedByCharacters(gloss, into: &characters) && bytes == characters,
                            "\(String(decoding: gloss, as: UTF8.self))")
                    compared += 1
                    if CEDICTGlossary.key(of: gloss, wanted: wanted, scratch: &scratch) != nil { keyed += 1 }
                }
            }
        }
        #expect(compared > 150_000 && keyed > 5_000, "\(compared) glosses compared, \(keyed) keyed")
    }

    /// The Chinese Vocab List's data module, read as text: words, their definitions keyed as
    /// glosses are, `simp=None` for a word written the same both ways, escapes in strings.
    @Test func theLearnersListIsReadFromItsDataModuleWithoutRunningIt() throws {
        let source = #"""
            vocab_list = VocabList(words=[VocabWord(trad='錢', simp='钱', pinyin='qián', defs=['money', 'coin'], tw_pinyin=None, \#
            clfrs=[], example_sentences=[ExampleSentence(trad='沒錢。', simp='没钱。', pinyin='méi qián', eng='It's "money".')]), \#
            VocabWord(trad='我', simp=None, pinyin='wǒ', defs=['I', "me (a person's \"self\")", 'a man'], tw_pinyin=None)])
            """#
        let list = try #require(ChineseVocabList(source: Array(source.utf8)))
        #expect(list.definitions == ["钱": ["money", "coin"], "我": ["i", "me", "man"]])
        #expect(list.defines("钱", as: "money") && !list.defines("币", as: "money"))
        #expect(ChineseVocabList(source: Array("VocabWord(trad='x', simp=".utf8)) == nil)
        #expect(ChineseVocabList(source: []) == nil)
    }

    /// CC-CEDICT marks nothing common; the learner's list marks 钱 for money, not 币.
    @Test func aWordTheLearnersListDefinesSoIsCommon() throws {
        let list = try #require(ChineseVocabList(source: Array("VocabWord(trad='錢', simp='钱', pinyin='qián', defs=['money'])".utf8)))
        let dictionary = CEDICTGlossary(text: "幣 币 [bi4] /money/coins/\n錢 钱 [qian2] /coin/money/", learnerList: list)
        let money = try #require(try dictionary.entries(for: ["money", "coin"])["money"])
        #expect(money.map(\.text) == ["币", "钱"] && money.map(\.common) == [false, true])
        #expect(try dictionary.entries(for: ["coin"])["coin"]?.map(\.common) == [false])
    }

    /// The list defines verbs as CC-CEDICT glosses them, and as nouns: 笑 "laugh" and 等 "to wait
    /// for" are common for to laugh and to wait; 乐, whose main sense is "happy", is not.
    @Test func theListsVerbsCountWithoutToOrTheirPreposition() throws {
        let list = try #require(ChineseVocabList(source: Array("""
            VocabWord(trad='笑', simp=None, pinyin='xiào', defs=['laugh', 'smile']), \
            VocabWord(trad='等', simp=None, pinyin='děng', defs=['to wait for', 'class'])
            """.utf8)))
        #expect(list.defines("笑", as: "to laugh") && list.defines("笑", as: "laugh") && list.defines("等", as: "to wait"))
        #expect(!list.defines("等", as: "wait") && !list.defines("笑", as: "to smile at"))
        let dictionary = CEDICTGlossary(text: "樂 乐 [le4] /happy/cheerful/to laugh/\n笑 笑 [xiao4] /to laugh; to smile/", learnerList: list)
        let laugh = try #require(try dictionary.entries(for: ["to laugh"])["to laugh"])
        #expect(laugh.map(\.text) == ["乐", "笑"] && laugh.map(\.common) == [false, true])
    }

    /// An adjective glossed only inside phrases is the word two of their words open with and
    /// that is a headword itself: 呼吸 for respiratory; none for veterinary, whose phrases share
    /// only one character, nor for an adjective in one phrase only.
    @Test func anAdjectiveGlossedOnlyInPhrasesIsTheWordTheyShare() {
        let dictionary = CEDICTGlossary(text: """
            呼吸系統 呼吸系统 [hu1 xi1 xi4 tong3] /respiratory system/
            呼吸道 呼吸道 [hu1 xi1 dao4] /respiratory tract/
            呼吸 呼吸 [hu1 xi1] /to breathe/
            獸藥 兽药 [shou4 yao4] /veterinary medicines/
            獸醫學 兽医学 [shou4 yi1 xue2] /veterinary medicine/veterinary science/
            獸醫 兽医 [shou4 yi1] /vet/
            精神病醫院 精神病医院 [jing1 shen2 bing4 yi1 yuan4] /psychiatric hospital/
            精神病 精神病 [jing1 shen2 bing4] /mental illness/
            """)
        let heads = dictionary.sharedHeads(of: ["respiratory", "veterinary", "psychiatric", "blue"])
        #expect(heads.mapValues(\.text) == ["respiratory": "呼吸"])
        #expect(heads["respiratory"]?.reading == "hūxī")
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
