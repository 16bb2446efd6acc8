import FlashArguments
import FlashKit

/// Options the games share: the seed and the word level.
@MainActor
enum GameOptions {
    static let seed = OptionSpec.option("seed", "N", "Make the game repeatable.")
    static let level = OptionSpec.option("level", "LEVEL", "beginner (default: `word.level`), intermediate, advanced or expert.", completion: .cases(of: WordLevel.self))

    /// `--seed N`, or a random seed.
    static func seed(_ arguments: ParsedArguments) throws -> UInt64 {
        guard let text = arguments.value("seed") else { return UInt64.random(in: 0...UInt64(Int64.max)) }
        guard let seed = UInt64(text) else { throw UsageError("--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'") }
        return seed
    }

    /// `--level`, else the configuration's `word.level`, else beginner.
    static func level(_ arguments: ParsedArguments, context: Context) throws -> WordLevel {
        if let level = try arguments.choice("level", as: WordLevel.self, among: WordLevel.allCases) { return level }
        guard let configured = context.configuration.string("word.level") else { return .beginner }
        guard let level = WordLevel(rawValue: configured.lowercased()) else {
            let names = WordLevel.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandFailure("the configuration's word.level = \(configured) is not one of \(names)")
        }
        return level
    }

    /// The level's words from `Fixtures/levels/`.
    static func words(_ level: WordLevel, context: Context) throws -> [String] {
        do {
            return try level.words(fixtures: context.fixtures())
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot read the \(level.rawValue) words (Fixtures/levels/\(level.rawValue).txt): \(error.localizedDescription)")
        }
    }

    /// A game's settings as its session records them.
    static func settings(seed: UInt64) -> SessionSettings {
        var settings = SessionSettings()
        settings.seed = seed
        return settings
    }
}
