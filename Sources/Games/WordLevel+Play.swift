import Foundation
import Support
import Model

/// The level a game is played at, and its words; a failure is a game's to report.
public extension WordLevel {
    /// The level's words, or a failure naming the file.
    func playableWords(fixtures: URL) throws -> [String] {
        do {
            return try words(fixtures: fixtures)
        } catch {
            throw GameError.unreadableLevel(self, reason: error.localizedDescription)
        }
    }

    /// The level asked for, else the configuration's `word.level`, else beginner.
    static func chosen(_ given: WordLevel?, configuration: Configuration) throws -> WordLevel {
        if let given { return given }
        guard let configured = configuration.string("word.level") else { return .beginner }
        guard let level = WordLevel(rawValue: configured.lowercased()) else { throw GameError.unknownLevel(configured) }
        return level
    }
}
