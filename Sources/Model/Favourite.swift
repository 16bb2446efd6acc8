import FoundationEssentials

/// A word the learner kept from `flash word --fav`.
public struct Favourite: Sendable, Equatable {
    public let word: String
    package let level: WordLevel?
    package let added: Date

    package init(word: String, level: WordLevel?, added: Date) {
        self.word = word
        self.level = level
        self.added = added
    }
}
