import FlashArguments
import Model
import ListMaker
import Support

/// `flash add`: adds words to a list, asking providers only for the new ones.
enum AddCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "add", summary: "add words to a list",
        options: [
            .option(.words, "SIDE", "native (default) or learned: which side the new words are.", completion: .cases(of: WordSide.self)),
            .option(.translator, "NAME", "Use this translation provider for this run."),
            .option(.images, "NAME", "Use this image provider for this run."),
            .flag(.json, short: "j", "Print the summary as JSON."),
        ],
        arguments: [.required("LIST", "The list to add to.", completion: .lists), .repeating("WORD", "Words to add (or standard input).")],
        discussion: """
            Each WORD argument is read like a line of a pasted list ("dog = perro" keeps your
            translation); without WORDS, standard input is read with the same rules.

            Examples:
              flash add animals tiger "polar bear"
              printf 'owl\\nfox\\n' | flash add animals
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let side = try arguments.choice(.words, as: WordSide.self, among: WordSide.allCases) ?? .native
        let words = Array(arguments.positionals.dropFirst())
        let input = words.isEmpty ? try InputFile.read(path: nil, console: context.console) : Array(words.joined(separator: "\n").utf8)
        var parsed = try WordListParser(requiresMinimum: false).parse(input)
        for word in parsed.removeKnown(try store.cards.all(in: list), side: side) {
            context.console.note("'\(Text.printable(word.text))' is already in \(list.name): skipped")
        }
        guard !parsed.words.isEmpty else {
            throw CommandFailure("nothing to add: every word is already in '\(list.name)' or the input is empty")
        }
        let report = try await ListMaking.build(parsed.words, study: list.study, side: side, images: list.images, style: list.style, arguments: arguments, context: context)
        try store.cards.append(report.cards, to: list, now: context.clock.now())
        context.console.show(BuildSummary(list: list, report: report, duplicates: parsed.duplicates, side: side, verb: "Added"),
                             json: arguments.flag(.json))
    }
}
