import FlashArguments
import FoundationEssentials
import ListMaker

/// `flash lists`: every list with its languages, size, date and colour.
enum ListsCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "lists", summary: "show your lists",
        options: [
            .flag(.json, short: "j", "Print the lists as JSON."),
            .flag(.names, "Print only the names, one a line (for shell completion).", hidden: true),
        ],
        discussion: "Example:\n  flash lists")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let lists = try context.store().lists.all()
        if arguments.flag(.names) { return context.console.lines(lists.map(\.name)) }
        let table = ListTable(lists)
        context.console.line(arguments.flag(.json) ? table.json : table.text(style: context.console.style))
    }
}
