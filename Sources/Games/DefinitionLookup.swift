import Support
import Model
import Providers
/// Looks a word up in the definition providers in order: the first that knows it gives the
/// senses; a missing pronunciation or frequency is taken from a later provider that knows the
/// word, and a pronunciation still missing from `pronounce` (espeak-ng).
struct DefinitionLookup: Sendable {
    var providers: [any DefinitionProvider]
    /// Gives a word's IPA when no provider has it.
    var pronounce: (@Sendable (String, Language) -> String?)?

    init(providers: [any DefinitionProvider], pronounce: (@Sendable (String, Language) -> String?)? = nil) {
        self.providers = providers
        self.pronounce = pronounce
    }

    /// What the lookup found, and one line per provider that failed.
    struct Result: Sendable {
        var entry: WordEntry?
        var failures: [String] = []
    }

    func entry(for word: String, language: Language = .english) async -> Result {
        var result = Result()
        for provider in providers {
            if let entry = result.entry, entry.ipa != nil, entry.frequency != nil { break }
            do {
                guard let found = try await provider.entry(for: word, language: language) else { continue }
                result.entry = result.entry.map { Self.filling($0, from: found) } ?? found
            } catch {
                result.failures.append("\(provider.name) failed for '\(Text.printable(word))': \(error)")
            }
        }
        if var entry = result.entry, entry.ipa == nil, let pronounce {
            entry.ipa = pronounce(entry.word, language).map(Text.clean)
            result.entry = entry
        }
        return result
    }

    /// `entry` with its missing pronunciation and frequency taken from `other`.
    static func filling(_ entry: WordEntry, from other: WordEntry) -> WordEntry {
        var entry = entry
        entry.ipa = entry.ipa ?? other.ipa
        entry.frequency = entry.frequency ?? other.frequency
        return entry
    }
}
