import Foundation

/// A word the learner kept from `flash word --fav`.
public struct Favourite: Sendable, Equatable {
    public let word: String
    public let level: WordLevel?
    public let added: Date

    public init(word: String, level: WordLevel?, added: Date) {
        self.word = word
        self.level = level
        self.added = added
    }
}
