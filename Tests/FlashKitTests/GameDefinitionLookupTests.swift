import Testing
@testable import FlashKit
@testable import Model
@testable import Providers
@testable import Games

/// Looking a word up through the definition providers in order.
@Suite struct GameDefinitionLookupTests {
    struct Fake: DefinitionProvider {
        let name: String
        var entry: WordEntry?
        var fails = false

        func entry(for word: String, language: Language) async throws -> WordEntry? {
            if fails { throw DefinitionError.malformedResponse(provider: name) }
            return entry
        }
    }

    static let sense = WordEntry.Sense(partOfSpeech: "noun", definition: "A building people live in.")

    @Test func theFirstProviderThatKnowsTheWordGivesTheSensesAndLaterOnesFillIn() async {
        let lookup = DefinitionLookup(providers: [
            Fake(name: "none"),
            Fake(name: "wordnet", entry: WordEntry(word: "house", senses: [Self.sense], source: "wordnet")),
            Fake(name: "fixtures", entry: WordEntry(word: "house", ipa: "/haʊs/", senses: [], frequency: 5.6, source: "fixtures")),
        ])
        let result = await lookup.entry(for: "house")
        #expect(result.entry == WordEntry(word: "house", ipa: "/haʊs/", senses: [Self.sense], frequency: 5.6, source: "wordnet"))
        #expect(result.failures.isEmpty)
    }

    @Test func aFailingProviderIsNotedAndTheNextOneAsked() async {
        let lookup = DefinitionLookup(providers: [
            Fake(name: "dictionaryapi", fails: true),
            Fake(name: "fixtures", entry: WordEntry(word: "house", senses: [Self.sense], source: "fixtures")),
        ], pronounce: { _, _ in "hˈaʊs" })
        let result = await lookup.entry(for: "house")
        #expect(result.entry?.source == "fixtures" && result.entry?.ipa == "hˈaʊs")
        #expect(result.failures.count == 1 && result.failures[0].hasPrefix("dictionaryapi failed for 'house'"))
    }

    @Test func noProviderKnowingTheWordGivesNothing() async {
        let result = await DefinitionLookup(providers: [Fake(name: "a"), Fake(name: "b")], pronounce: { _, _ in "x" }).entry(for: "zzz")
        #expect(result.entry == nil && result.failures.isEmpty)
    }
}
