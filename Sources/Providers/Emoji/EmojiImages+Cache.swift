import Foundation
import Model

extension EmojiImages {
    /// Loads the font, the overrides and each language's index once, whoever asks first.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var font: Result<EmojiFont, any Error>?
        private var overrides: Result<Overrides, any Error>?
        private var indexes: [String: Result<Index, any Error>] = [:]

        func font(_ load: () throws -> EmojiFont) throws -> EmojiFont {
            try lock.withLock {
                let result = font ?? Result(catching: load)
                font = result
                return try result.get()
            }
        }

        func overrides(_ load: () throws -> Overrides) throws -> Overrides {
            try lock.withLock {
                let result = overrides ?? Result(catching: load)
                overrides = result
                return try result.get()
            }
        }

        /// The languages whose names have been read (or found unreadable), for tests.
        var indexedLanguages: Set<String> { lock.withLock { Set(indexes.keys) } }

        func index(for language: Language, _ load: () throws -> Index) throws -> Index {
            try lock.withLock {
                let result = indexes[language.code] ?? Result(catching: load)
                indexes[language.code] = result
                return try result.get()
            }
        }
    }
}
