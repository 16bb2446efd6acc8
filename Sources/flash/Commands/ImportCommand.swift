import FlashArguments
import FoundationEssentials
import Model
import Interchange
import Games
import Support

/// `flash import SOURCE`: an Anki package, a CSV/TSV/TXT file, or a story-mode kit (indi's
/// JSON), from a file or a URL, stored whole or not at all.
enum ImportCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "import", summary: "import an Anki deck, flash's JSON, a CSV/TSV file or a story-mode kit, from a file or a URL",
        options: [
            .option(.name, "NAME", short: "n", "The list's name (default: the deck's or the file's)."),
            .option(.lang, "CODE", "The language the cards teach, when the file does not say (kits: default es)."),
            .option(.from, "CODE", "Your language (default: `native` in the configuration, en)."),
            .option(.columns, "A,B", "The fields or columns holding your word and the learned one, by name or number (Front,Back or 2,1)."),
            .option(.separator, "SEP", "The separator between columns: comma, tab, semicolon, pipe, or the characters themselves."),
            .option(.words, "SIDE", "For one column of words: native (default, translated) or learned.", completion: .cases(of: WordSide.self)),
            .option(.stage, "STAGE", "Import a kit (indi's JSON) into this story stage; --name is then required."),
            .flag(.noImages, "Make cards of a one-column file without images."),
            .flag(.replace, "Replace a list of the same name."),
        ],
        arguments: [.required("SOURCE", "A file or an http(s) URL.", completion: .files)],
        discussion: """
            What SOURCE is, is told by its name and its content, which must agree: an Anki package
            (.apkg or .colpkg, the current and the legacy formats, with pictures, sounds, memory
            states and review history), flash's own JSON of a list (`flash export LIST x.json`,
            brought back whole), a story-mode kit (a JSON array of {"question", "correctAnswer",
            "incorrectAnswers"}, with --stage), or a CSV/TSV/TXT file (Anki's text export with its
            #header lines, Quizlet's export, any spreadsheet). Two columns are your own pairs; one
            column is translated like a pasted list. What cannot be read (an empty or binary file,
            a .apkg that is no zip, a .csv holding JSON) is refused in one line, and a failed
            import stores nothing.

            Examples:
              flash import spanish.apkg --lang es
              flash import pets.json
              flash import quizlet.txt --lang es --name food
              flash import words.csv --columns Back,Front --lang de
              flash import https://example.org/kits/verbs.json --stage preschool --name verbs
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let source = arguments.positionals[0]
        let (bytes, origin) = try await ImportSource.read(source, configuration: context.configuration)
        if arguments.value(.stage) != nil { return try StoryMode.importKit(bytes, origin: origin, arguments: arguments, context: context) }
        switch try ImportFormat.recognise(bytes, source: source, origin: origin) {
        case .ankiPackage: try DeckImporting.anki(bytes, origin: origin, arguments: arguments, context: context)
        case .listJSON: try DeckImporting.listJSON(bytes, origin: origin, arguments: arguments, context: context)
        case .kitJSON: throw UsageError("\(Text.printable(origin)) is a story-mode kit: give its stage with --stage STAGE and its --name")
        case .text: try await DeckImporting.text(bytes, origin: origin, arguments: arguments, context: context)
        }
    }
}
