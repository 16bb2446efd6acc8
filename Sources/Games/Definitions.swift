import FoundationEssentials
import Support
import HTTP
import Providers

/// The configured definition providers (`definitions = wordnet, fixtures`), with espeak-ng
/// filling in a missing pronunciation when `ipa = espeak`; what fails is noted, not thrown.
public struct Definitions: Sendable {
    let lookup: DefinitionLookup
    let note: @Sendable (String) -> Void

    init(lookup: DefinitionLookup, note: @escaping @Sendable (String) -> Void) {
        self.lookup = lookup
        self.note = note
    }

    public init(configuration: Configuration, fixtures: URL, cache: (any ResponseCaching)?, environment: [String: String],
                note: @escaping @Sendable (String) -> Void) {
        let setup = ProviderSetup(configuration: configuration, fixtures: fixtures, cache: cache, environment: environment, roles: [.definitions])
        setup.notes.forEach(note)
        var lookup = DefinitionLookup(providers: setup.definitionProviders)
        if configuration.string("ipa", default: "espeak") == "espeak", let espeak = Espeak.find(environment: environment) {
            lookup.pronounce = { word, language in try? espeak.ipa(for: word, language: language) }
        }
        self.init(lookup: lookup, note: note)
    }

    /// The failure when no provider knows `what` ("'qwzzkx'", "today's words").
    func unknown(_ what: String) -> GameError {
        .undefined(what, providers: lookup.providers.map(\.name))
    }

    /// The word's entry, or nil when no provider knows it.
    func entry(for word: String) async -> WordEntry? {
        let result = await lookup.entry(for: word)
        result.failures.forEach(note)
        return result.entry
    }

    /// The first definition of the word, for a question.
    func definition(of word: String) async -> String? {
        await entry(for: word)?.senses.first.map(\.definition)
    }
}
