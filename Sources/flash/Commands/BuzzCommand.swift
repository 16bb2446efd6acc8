import FlashArguments
import FoundationEssentials
import Games

/// `flash buzz`: Wordbuzz's game: a definition, four words; +200 right, -100 wrong.
enum BuzzCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "buzz", summary: "the definition game: pick the word that fits (+200 right, -100 wrong)",
        options: [
            GameOptions.level,
            .option(.rounds, "N", "Play until N questions are answered right, 1 to 50 (default 10)."),
            GameOptions.seed,
        ],
        discussion: """
            Each question shows a definition and four words of the level. Type the number or the
            word. Right: +200 and the streak grows. Wrong: -100, the streak starts again, and the
            same question comes back. The game ends when N questions are answered right, or
            with :q or the end of input (the answers given so far count). Your high score is your
            best streak x 200 (`flash profile`, `flash leaderboard`).

            Examples:
              flash buzz
              flash buzz --level advanced --rounds 5
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let level = try GameOptions.level(arguments, context: context)
        let rounds = try arguments.int(.rounds, in: 1...50) ?? 10
        let seed = try arguments.seed()
        let words = try level.playableWords(fixtures: context.fixtures())
        let recording = try context.store().gameRecording
        let engine = try QuizEngine.buzz(words: words, level: level, rounds: rounds, seed: seed, definitions: GameOptions.definitions(context),
                                         recorder: recording.answers, records: recording.scores, now: context.clock.now())
        let lines = GameLines(context: context)
        let questions = rounds == 1 ? "1 question" : "\(rounds) questions"
        lines.line("Buzz (\(level.rawValue)): \(questions), seed \(seed). Type the number or the word; :q stops.")
        var player = QuizPlayer(lines: lines, engine: engine)
        let result = try await player.run()
        report(result, lines: lines)
        try GameOptions.exit(after: GameOutcome(ending: result.ending, answers: result.answers))
    }

    static func report(_ result: QuizResult, lines: GameLines) {
        let game = result.game
        lines.line("")
        guard result.answers > 0 else { return lines.line("Game stopped before the first answer.") }
        let verb = result.ending == .completed ? "Game over" : "Game stopped"
        lines.line(lines.style.bold("\(verb): \(game.answeredRight) right, \(game.wrongAnswers) wrong, score \(game.score)."))
        lines.line("Best streak this game: \(game.bestStreak) (\(game.highScore) points).")
        let record = result.isNewHighScore ? " (a new high score!)" : ""
        lines.line("High score: \(BuzzGame.highScore(bestStreak: max(result.bestStreakBefore, game.bestStreak)))\(record)")
    }
}
