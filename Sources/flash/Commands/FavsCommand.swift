import FlashArguments
import FoundationEssentials
import Support
import Model
import Store
import ListMaker
import Games

/// `flash favs`: the favourite words, and a list made from them.
enum FavsCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "favs", summary: "your favourite words; make a list of them",
        options: [
            .option(.remove, "WORD", "Remove a word from your favourites.", repeats: true),
            .option(.toList, "NAME", "Make a list of cards from your favourites."),
            .option(.lang, "CODE", "With --to-list: the language you learn (required)."),
            .option(.from, "CODE", "With --to-list --lang en: your native language (default: `native`)."),
            .option(.translator, "NAME", "With --to-list: use this translation provider for this run."),
            .option(.images, "NAME", "With --to-list: use this image provider for this run."),
            .flag(.noImages, "With --to-list: make cards without images."),
            .flag(.replace, "With --to-list: replace a list of the same name."),
            .flag(.json, short: "j", "Print the favourites (or the list's summary) as JSON."),
        ],
        discussion: """
            Favourites are English words kept with `flash word --fav`. They are content, not
            progress: `flash profile reset` keeps them. --to-list translates them through the
            configured translation providers, as `flash new` does: with --lang es the cards are
            English → Spanish; with --lang en, your native language → English.

            Examples:
              flash favs
              flash favs --to-list "my words" --lang es
              flash favs --remove serendipity
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let games = try context.store().games
        for word in arguments.all(.remove) {
            guard try games.removeFavourite(Text.collapsingWhitespace(word)) else {
                throw CommandFailure("'\(Text.printable(word))' is not one of your favourites")
            }
            context.console.note("Removed '\(Text.printable(word))' from your favourites.")
        }
        let favourites = FavouriteList(try games.favourites())
        if let name = arguments.value(.toList) {
            try await makeList(name, from: favourites, arguments: arguments, context: context)
        } else if arguments.flag(.json) {
            context.console.line(favourites.json)
        } else if arguments.all(.remove).isEmpty {
            context.console.line(favourites.text)
        }
    }

    /// English favourites become cards English → LANG; with --lang en, your language → English.
    static func makeList(_ raw: String, from favourites: FavouriteList, arguments: ParsedArguments, context: Context) async throws {
        guard let learned = arguments.value(.lang) else { throw UsageError("--to-list needs --lang: the language you learn, e.g. --lang es") }
        let words = try favourites.words()
        let name = try InvalidInput.checking { try ListName(raw) }
        let store = try context.store()
        if try store.lists.find(name.value) != nil, !arguments.flag(.replace) { throw ListError.exists(name.value) }
        let english = learned.lowercased() == Language.english.code
        let study = english ? try ListMaking.study(arguments, learned: learned, context: context)
            : try InvalidInput.checking { try Study(native: .english, learned: Language(code: learned)) }
        let side: WordSide = english ? .learned : .native, images = !arguments.flag(.noImages)
        let report = try await ListMaking.build(words, study: study, side: side, images: images, arguments: arguments, context: context)
        let list = try store.lists.create(name: name, study: study, style: .grey, images: images, cards: report.cards,
                                          now: context.clock.now(), replacing: arguments.flag(.replace))
        context.console.show(BuildSummary(list: list, report: report, duplicates: [], side: side, verb: "Made"), json: arguments.flag(.json))
    }
}
