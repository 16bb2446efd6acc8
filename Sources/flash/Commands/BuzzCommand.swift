import FlashArguments
import FoundationEssentials
import Games

/// `flash buzz`: Wordbuzz's game: a definition, four words; +200 right, -100 wrong.
enum BuzzCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "buzz", summary: "the definition game: pick the word that fits (+200 right, -100 wrong)",
        options: [
            GameOptions.level,
            .option("rounds", "N", "Play until N questions are answered right, 1 to 50 (default 10)."),
            GameOptions.seed,
        ],
        discussion: """
            Each question shows a definition and four words of the level. Type the number or the
            word. Right: +200 and the streak grows. Wrong: -100, the streak starts again, and the
            same question comes back. The game ends when N questions are answered right, or
            with :q or the end of input (the answers given so far count). Your high score is your
            best streak x 200 (`flash profile`, `flash leaderboard`). With FLASH_NOW set, a line
            may start with @+2s to say how long the answer took.

            Examples:
              flash buzz
              flash buzz --level advanced --rounds 5
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let level = try GameOptions.level(arguments, context: context)
        let rounds = try arguments.int("rounds", in: 1...50) ?? 10
        let seed = try arguments.seed()
        let words = try level.playableWords(fixtures: context.fixtures())
        let match = try BuzzMatch(terminal: GameOptions.terminal(context), store: context.store(),
                                  definitions: GameOptions.definitions(context), level: level, words: words)
        try GameOptions.exit(after: await match.run(rounds: rounds, seed: seed))
    }
}
