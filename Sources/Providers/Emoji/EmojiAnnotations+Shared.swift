import Foundation
import Model

extension EmojiAnnotations {
    /// One locale's annotations, read once per process: the emoji pictures and the offline
    /// translator's aligned names both use them, often for the same language in the same run.
    static func shared(directory: String, language: Language) throws -> EmojiAnnotations {
        try SharedFiles.instance.annotations(directory: directory, language: language)
    }

    private final class SharedFiles: @unchecked Sendable {
        static let instance = SharedFiles()
        private let lock = NSLock()
        private var loaded: [String: Result<EmojiAnnotations, any Error>] = [:]

        func annotations(directory: String, language: Language) throws -> EmojiAnnotations {
            let key = "\(directory)|\(language.code)"
            return try lock.withLock {
                let result = loaded[key] ?? Result { try EmojiAnnotations(directory: directory, language: language) }
                loaded[key] = result
                return try result.get()
            }
        }
    }
}
