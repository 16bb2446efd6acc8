import FlashArguments
import FlashKit
import Foundation

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
        let seed = try GameOptions.seed(arguments)
        let words = try GameOptions.words(level, context: context)
        guard words.count >= BuzzQuestion.optionCount else { throw CommandFailure("the \(level.rawValue) list has too few words to play") }
        let definitions = try Definitions(context: context)
        let store = try context.store()
        let caretaker = try Caretaker(store: store, list: nil, kind: GameKind.buzz.rawValue, settings: GameOptions.settings(seed: seed),
                                      planned: rounds, now: context.clock.now())
        let quiz = WordQuiz(context: context, caretaker: caretaker, input: GameInput(context: context), rounds: rounds)
        let questions = rounds == 1 ? "1 question" : "\(rounds) questions"
        context.console.line("Buzz (\(level.rawValue)): \(questions), seed \(seed). Type the number or the word; :q stops.")
        var generator = SplitMix64(seed: seed)
        var deck = ShuffledDeck(words)
        while !quiz.game.isFinished {
            guard let question = await nextQuestion(&deck, words: words, definitions: definitions, using: &generator) else {
                throw definitions.unknown("the \(level.rawValue) words")
            }
            guard try quiz.ask(question) else { break }
        }
        try quiz.finish()
        try report(quiz, store: store, context: context)
        try quiz.throwIfInterrupted()
    }
}

private extension BuzzCommand {
    /// The next word of the deck that a provider can define, as a question.
    static func nextQuestion(_ deck: inout ShuffledDeck<String>, words: [String], definitions: Definitions,
                             using generator: inout SplitMix64) async -> BuzzQuestion? {
        for _ in words.indices {
            guard let word = deck.next(using: &generator) else { return nil }
            let options = BuzzQuestion.options(for: word, from: words, using: &generator)
            if let definition = await definitions.definition(of: word) {
                return BuzzQuestion(word: word, definition: definition, options: options)
            }
        }
        return nil
    }

    static func report(_ quiz: WordQuiz, store: FlashStore, context: Context) throws {
        let game = quiz.game
        let console = context.console
        console.line("")
        guard game.answeredRight + game.wrongAnswers > 0 else {
            console.line("Game stopped before the first answer.")
            return
        }
        let before = try store.games.bestStreak()
        try store.games.save(GameScore(game: .buzz, score: game.score, streak: game.bestStreak, right: game.answeredRight,
                                       wrong: game.wrongAnswers, played: context.clock.now(), sessionID: quiz.caretaker.sessionID))
        let verb = quiz.ending == .completed ? "Game over" : "Game stopped"
        console.line(console.bold("\(verb): \(game.answeredRight) right, \(game.wrongAnswers) wrong, score \(game.score)."))
        console.line("Best streak this game: \(game.bestStreak) (\(game.highScore) points).")
        let best = max(before, game.bestStreak)
        let record = game.bestStreak > before ? " (a new high score!)" : ""
        console.line("High score: \(BuzzGame.highScore(bestStreak: best))\(record)")
    }
}
