import FlashArguments
import FlashKit
import Foundation

/// `flash guess`: GuessTranslation's true/false game.
enum GuessCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "guess", summary: "the true/false game: is this the right translation?",
        options: [
            .option("words", "FILE", "Play the words of a file: GuessTranslation's words.json or a word list."),
            .option("lang", "CODE", "With a word list file: the language you learn (default es)."),
            .option("from", "CODE", "With a word list file: your native language (default: `native`)."),
            GameOptions.seed,
        ],
        arguments: [.optional("LIST", "Play with this list's cards.", completion: .lists)],
        discussion: """
            Each round shows a word you learn beside a word in your language: answer y if it is
            the right translation, n if not. The right one shows up one time in four
            (`guess.truth = 0.25`), and you have 5 seconds an answer (`guess.seconds = 5`); a
            slower answer counts as wrong. A game ends after 15 answers or 3 wrong ones; then you
            see your score, your best score, and may play again. :q stops a game (a stopped
            game does not count toward the best score).

            Without LIST or --words, flash plays GuessTranslation's own words. A word list file's
            words without a translation ("dog = perro" has one) are translated by the offline
            fixture tables. With FLASH_NOW set, a line may start with @+6s to say how long the
            answer took (1 s when it does not say): `@+6s y` is too slow.

            Examples:
              flash guess
              flash guess animals
              flash guess --words Fixtures/words/guess-words.json --seed 7
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let rules = try GuessRules(configuration: context.configuration)
        let seed = try GameOptions.seed(arguments)
        let words = try await GuessWords.resolve(arguments, context: context)
        let play = try GuessPlay(context: context, words: words, rules: rules, seed: seed)
        let console = context.console
        let about = "\(words.title), \(words.pairs.count) words, seed \(seed)"
        console.line("Guess the translation (\(about)): y or n, \(GuessPlay.seconds(rules.seconds)) an answer; :q stops.")
        var answered = 0
        while true {
            let outcome = try play.play()
            answered += outcome.game.answered
            try report(outcome, context: context)
            if outcome.ending == .interrupted { throw SessionInterrupted(answers: answered) }
            guard outcome.game.end != nil, outcome.ending == .completed, play.input.confirm("Play again? [y/N]") else { break }
        }
    }
}

private extension GuessCommand {
    static func report(_ outcome: GuessPlay.Outcome, context: Context) throws {
        let console = context.console
        let game = outcome.game
        let games = try context.store().games
        console.line("")
        guard let end = game.end else {
            console.line("Game stopped: \(game.right) right, \(game.wrong) wrong (a stopped game does not count toward the best score).")
            return
        }
        let before = try games.best(.guess)
        try games.save(GameScore(game: .guess, score: game.right, streak: game.bestStreak, right: game.right, wrong: game.wrong,
                                 played: context.clock.now(), sessionID: outcome.sessionID))
        let why = end == .answers ? "after \(game.rules.maximumAnswers) answers" : "\(game.rules.maximumWrong) wrong"
        console.line(console.bold("Game over (\(why)): \(game.right) right, \(game.wrong) wrong."))
        let best = max(before ?? 0, game.right)
        let record = game.right > (before ?? 0) ? " (a new best!)" : ""
        console.line("Best score: \(best) right\(record)")
    }
}
