import Model
/// What building cards did: where translations and images came from, and what is missing.
public struct BuildReport: Sendable {
    public var cards: [Card] = []
    /// Cards per translation provider ("you" for the learner's own translations).
    var translatedBy: [String: Int] = [:]
    /// Cards per image provider.
    public var imagesBy: [String: Int] = [:]
    /// Words no provider could translate: stored with an empty translation.
    package var untranslated: [String] = []
    /// Cards whose translation the learner should check (dictionaries disagreed, or the part of
    /// speech was guessed).
    public var uncertain: [Card] = []
    /// Words left without an image while images are on.
    var withoutImage: [String] = []
    /// One line per provider problem ("google skipped: no key (set FLASH_GOOGLE_KEY)").
    public var notes: [String] = []

    public init() {}

    /// The one line a build that translated no word ends with: what failed, then what was kept.
    /// "google: HTTP 500 ...; no word was translated, so nothing was stored (--keep-untranslated
    /// keeps the list)".
    public var nothingTranslated: String {
        let failures = notes.filter { $0.contains(" failed: ") || $0.contains(" skipped: ") }.map { note in
            // "google failed: google: ..." names the provider once.
            guard let range = note.range(of: " failed: ") else { return note }
            let provider = note[..<range.lowerBound], message = note[range.upperBound...]
            return message.hasPrefix(provider + ":") ? String(message) : note
        }
        let outcome = failures.isEmpty ? "no word could be translated" : "no word was translated"
        return (failures + ["\(outcome), so nothing was stored (--keep-untranslated keeps the list)"]).joined(separator: "; ")
    }
}

/// How far a build has got, for a progress bar.
public struct BuildProgress: Sendable {
    public enum Phase: String, Sendable {
        case translating, images
    }

    public let phase: Phase
    public let done: Int
    public let total: Int
    public let errors: Int
}
