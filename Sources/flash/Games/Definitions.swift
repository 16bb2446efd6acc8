import FlashKit
import Foundation

/// The configured definition providers (`definitions = wordnet, fixtures`), with espeak-ng
/// filling in a missing pronunciation when `ipa = espeak`.
@MainActor
struct Definitions {
    let lookup: DefinitionLookup
    let console: Console

    init(context: Context) throws {
        let setup = ProviderSetup(configuration: context.configuration, fixtures: try context.fixtures(), cache: try context.responseCache(),
                                  environment: context.environment, roles: [.definitions])
        for note in setup.notes { context.console.note(note) }
        var lookup = DefinitionLookup(providers: setup.definitionProviders)
        if context.configuration.string("ipa", default: "espeak") == "espeak", let espeak = Espeak.find(environment: context.environment) {
            lookup.pronounce = { word, language in try? espeak.ipa(for: word, language: language) }
        }
        self.lookup = lookup
        console = context.console
    }

    /// The failure when no provider knows `what` ("'qwzzkx'", "today's words").
    func unknown(_ what: String) -> CommandFailure {
        CommandFailure("no definition provider (\(lookup.providers.map(\.name).joined(separator: ", "))) knows \(what)")
    }

    /// The word's entry, or nil when no provider knows it; failures are noted on stderr.
    func entry(for word: String) async -> WordEntry? {
        let result = await lookup.entry(for: word)
        for failure in result.failures { console.note(failure) }
        return result.entry
    }

    /// The first definition of the word, for a question.
    func definition(of word: String) async -> String? {
        await entry(for: word)?.senses.first.map(\.definition)
    }
}
