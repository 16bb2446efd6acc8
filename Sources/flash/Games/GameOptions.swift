import FlashArguments
import Model
import Games

/// What the games share: options, the definitions they ask, and their terminal.
@MainActor
enum GameOptions {
    static let seed = OptionSpec.option(.seed, "N", "Make the game repeatable.")
    static let level = OptionSpec.option(.level, "LEVEL", "beginner (default: `word.level`), intermediate, advanced or expert.", completion: .cases(of: WordLevel.self))

    /// `--level`, else the configuration's `word.level`, else beginner.
    static func level(_ arguments: ParsedArguments, context: Context) throws -> WordLevel {
        try WordLevel.chosen(arguments.choice(.level, as: WordLevel.self, among: WordLevel.allCases), configuration: context.configuration)
    }

    /// The configured definition providers; what fails is noted on stderr.
    static func definitions(_ context: Context) throws -> Definitions {
        let console = context.console
        return Definitions(configuration: context.configuration, fixtures: try context.fixtures(), cache: try context.responseCache(),
                           environment: context.environment) { console.note($0) }
    }

    /// Ends flash with status 130 when Ctrl-C, SIGTERM or a closed terminal stopped the game,
    /// as a session does; every answer given is already saved.
    static func exit(after outcome: GameOutcome) throws {
        if outcome.ending == .interrupted { throw SessionInterrupted(answers: outcome.answers, of: "game") }
    }
}
