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
