import Testing
@testable import FlashKit
@testable import Providers

/// `flash word` leads with the sense people use most (WordNet's tagged-corpus counts), and shows
/// an example with the word itself where WordNet has one.
@Suite struct WordNetSenseOrderTests {
    static let gentle = """

        Overview of verb gentle

        The verb gentle has 3 senses (first 1 from tagged texts)

        1. (1) pacify, lenify, conciliate, assuage, appease, mollify, placate, gentle, gruntle -- (cause to be more favorably inclined; gain the good will of; "She managed to mollify the angry customer")
        2. ennoble, gentle, entitle -- (give a title to someone; make someone a member of the nobility)

        Overview of adj gentle

        The adj gentle has 7 senses (first 4 from tagged texts)

        1. (6) gentle, soft -- (soft and mild; not harsh or stern or severe; "a gentle reprimand"; "a vein of gentle irony")
        2. (4) gentle -- (having or showing a kindly or tender nature; "the gentle touch of her hand")
        3. easy, gentle -- (marked by moderate steepness; "an easy climb"; "a gentle slope")
        """

    @Test func theMostUsedSenseComesFirstAcrossPartsOfSpeech() throws {
        let entry = try #require(WordNetDefinitions.parse(Self.gentle))
        #expect(entry.senses.map(\.definition).prefix(3) == [
            "soft and mild; not harsh or stern or severe", "having or showing a kindly or tender nature",
            "cause to be more favorably inclined; gain the good will of",
        ])
        #expect(entry.senses.first?.partOfSpeech == "adjective")
        #expect(entry.senses.last?.definition == "marked by moderate steepness", "uncounted senses keep WordNet's order, last")
    }

    @Test func anExampleWithTheWordItselfIsPreferred() throws {
        let entry = try #require(WordNetDefinitions.parse(Self.gentle))
        let steep = try #require(entry.senses.first { $0.definition == "marked by moderate steepness" })
        #expect(steep.example == "a gentle slope")
        let verb = try #require(entry.senses.first { $0.partOfSpeech == "verb" })
        #expect(verb.example == "She managed to mollify the angry customer", "the first example when none has the word")
    }
}
