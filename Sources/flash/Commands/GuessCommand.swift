import FlashArguments
import FoundationEssentials
import Support
import Store
import Games

/// `flash guess`: GuessTranslation's true/false game.
enum GuessCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "guess", summary: "the true/false game: is this the right translation?",
        options: [
            .option(.words, "FILE", "Play the words of a file: GuessTranslation's words.json or a word list."),
            .option(.lang, "CODE", "With a word list file: the language you learn (default es)."),
            .option(.from, "CODE", "With a word list file: your native language (default: `native`)."),
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
            fixture tables. With FLASH_NOW set, the clock stands still and each answer takes
            1 second, so a game replays exactly.

            Examples:
              flash guess
              flash guess animals
              flash guess --words Fixtures/words/guess-words.json --seed 7
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let rules = try GuessRules(configuration: context.configuration)
        let seed = try arguments.seed()
        let store = try context.store()
        let words = try await words(arguments, store: store, context: context)
        let recording = store.gameRecording
        let engine = try GuessEngine(words: words, rules: rules, seed: seed, recorder: recording.answers, records: recording.scores,
                                     now: context.clock.now())
        var player = GuessPlayer(lines: GameLines(context: context), engine: engine)
        try GameOptions.exit(after: player.run())
    }

    /// A LIST, a --words FILE (a word list is translated as `flash new` would), or the bundled words.
    static func words(_ arguments: ParsedArguments, store: FlashStore, context: Context) async throws -> GuessWords {
        if let name = arguments.positionals.first {
            guard arguments.value(.words) == nil else { throw UsageError("play a LIST or --words FILE, not both") }
            return try GuessWords.list(store.lists.named(name), store: store)
        }
        guard let path = arguments.value(.words) else { return try GuessWords.bundled(fixtures: context.fixtures()) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        return try await GuessWords.file(InputFile.read(path: path), name: name, note: context.console.note) { words in
            let study = try ListMaking.study(arguments, learned: arguments.value(.lang) ?? "es", context: context)
            let report = try await ListMaking.build(words, study: study, side: .native, images: false, arguments: arguments, context: context)
            report.notes.forEach { context.console.note(Text.printable($0)) }
            return report
        }
    }
}
