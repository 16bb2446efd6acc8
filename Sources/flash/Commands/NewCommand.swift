import FlashArguments
import FoundationEssentials
import Support
import Model
import Store
import ListMaker

/// `flash new`: parses a pasted word list, translates it, finds images and stores the cards.
enum NewCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "new",
        summary: "make a list of cards from pasted words",
        options: [
            .option(.lang, "CODE", "The language you learn (ISO 639-1: es, fr, de, ...). Required."),
            .option(.from, "CODE", "Your native language (default: `native` in the configuration, en)."),
            .option(.name, "NAME", short: "n", "The list's name (default: the file's name, or the language: spanish, spanish 2, ...)."),
            .option(.words, "SIDE", "native (default): the words are yours to translate; learned: the reverse.", completion: .cases(of: WordSide.self)),
            .option(.style, "COLOUR", "grey (default), red, orange, yellow, green, blue or violet."),
            .option(.translator, "NAME", "Use this translation provider for this run."),
            .option(.images, "NAME", "Use this image provider for this run."),
            .flag(.noImages, "Make cards without images."),
            .flag(.replace, "Replace an existing list of the same name (its history is lost)."),
            .flag(.keepUntranslated, "Store the list even when no word could be translated."),
            .flag(.show, "Show the list when it is made."),
            .flag(.json, short: "j", "Print the summary as JSON."),
            .option(.stage, "STAGE", "Make the list a story-mode kit of STAGE (flash story); its name has at most 30 characters."),
        ],
        arguments: [.optional("FILE", "The word list (default: standard input).", completion: .files)],
        discussion: """
            Reads FILE, or standard input. Words are separated by new lines, commas and semicolons;
            a line with a tab, " = " or " - " is a word and your own translation. Lines starting
            with # are comments; list markers (1. 2) - * •) are removed; duplicates are dropped.

            Examples:
              flash new --lang es Fixtures/words/animals.txt
              printf 'house\\nice cream\\ndog = perro\\n' | flash new --lang es --name home
              printf 'hammer\\nto climb\\ncandle\\n' | flash new --lang es
              flash new --lang de --words learned --name verbs < verben.txt
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        guard let learned = arguments.value(.lang) else { throw UsageError("--lang is required: the language you learn, e.g. --lang es") }
        let study = try ListMaking.study(arguments, learned: learned, context: context)
        let side = try arguments.choice(.words, as: WordSide.self, among: WordSide.allCases) ?? .native
        let style = try InvalidInput.checking { try arguments.value(.style).map(ListStyle.init(parsing:)) ?? .grey }
        let store = try context.store()
        let name = try listName(arguments, study: study, store: store)
        let json = arguments.flag(.json)
        let order = NewList(name: name, study: study, side: side, style: style, images: !arguments.flag(.noImages),
                            replacing: arguments.flag(.replace), keepUntranslated: arguments.flag(.keepUntranslated))
        if try store.lists.find(name.value) != nil, !order.replacing { throw ListError.exists(name.value) }
        let stage = try StoryMode.checkNewKit(name, stage: arguments.value(.stage), replacing: order.replacing, context: context)
        let parsed = try WordListParser().parse(InputFile.read(path: arguments.positionals.first, console: context.console))
        let report = try await ListMaking.build(parsed.words, study: study, side: side, images: order.images, style: style, arguments: arguments, context: context)
        let list: WordList
        do {
            list = try order.store(report, in: store, now: context.clock.now())
        } catch NewListError.nothingTranslated {
            throw CommandFailure(report.nothingTranslated)
        }
        context.console.show(BuildSummary(list: list, report: report, duplicates: parsed.duplicates, side: side, verb: "Made"), json: json)
        if let stage { try StoryMode.finishNewKit(list, stage: stage, quiet: json, context: context) }
        if arguments.flag(.show), !json {
            context.console.line()
            try ShowCommand.show(list, images: false, in: context)
        }
    }

    /// The name given, else the file's, else the learned language's first free one ("spanish",
    /// "spanish 2"), so pasted words need no name.
    static func listName(_ arguments: ParsedArguments, study: Study, store: FlashStore) throws -> ListName {
        let file = arguments.positionals.first.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        if let given = arguments.value(.name) ?? file { return try InvalidInput.checking { try ListName(given) } }
        guard let free = try ListName.firstFree(for: study, in: store) else { throw UsageError("name the list with --name NAME") }
        return free
    }
}
