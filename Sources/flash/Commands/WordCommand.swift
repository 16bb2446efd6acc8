import FlashArguments
import FoundationEssentials
import Support
import Model
import Providers
import Games

/// `flash word`: a word with its definitions, examples, pronunciation and frequency.
enum WordCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "word", summary: "a word explained: definitions, examples, pronunciation, frequency",
        options: [
            GameOptions.level,
            .flag(.fav, "Add the word to your favourites (`flash favs`)."),
            GameOptions.seed,
            .flag(.json, short: "j", "Print the entry as JSON."),
        ],
        arguments: [.repeating("WORD", "The word (default: a random one).")],
        discussion: """
            Without WORD, a random word of the level. Definitions come from the providers in
            `definitions = wordnet, fixtures` (add dictionaryapi for the online Free Dictionary
            API), tried in order; a missing pronunciation comes from espeak-ng when it is
            installed. Frequency is on the Zipf scale: very common (5.5+), common, uncommon,
            rare (below 3.5).

            Examples:
              flash word
              flash word --level expert --fav
              flash word serendipity
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let definitions = try GameOptions.definitions(context)
        let levels = try WordLevel.all(fixtures: context.fixtures())
        let entry = try await find(arguments, levels: levels, definitions: definitions, context: context)
        let level = try arguments.choice(.level, as: WordLevel.self, among: WordLevel.allCases) ?? WordLevel.level(of: entry.word, in: levels)
        let games = try context.store().games
        let added = arguments.flag(.fav) ? try games.addFavourite(entry.word, level: level, now: context.clock.now()) : false
        let explanation = WordExplanation(entry: entry, level: level)
        if arguments.flag(.json) { return context.console.line(explanation.json(favourite: try games.isFavourite(entry.word))) }
        context.console.lines(explanation.lines(style: context.console.style))
        if arguments.flag(.fav) {
            let word = Text.printable(entry.word)
            context.console.line(added ? "Added '\(word)' to your favourites (`flash favs`)." : "'\(word)' is already one of your favourites.")
        }
    }

    /// The words given, else a random word of the level.
    static func find(_ arguments: ParsedArguments, levels: [WordLevel: [String]], definitions: Definitions,
                     context: Context) async throws -> WordEntry {
        if !arguments.positionals.isEmpty { return try await WordExplanation.named(arguments.positionals, definitions: definitions) }
        let level = try GameOptions.level(arguments, context: context)
        return try await WordExplanation.random(in: levels[level] ?? [], level: level, seed: arguments.seed(), definitions: definitions)
    }
}
