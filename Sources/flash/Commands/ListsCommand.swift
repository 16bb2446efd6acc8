import FlashArguments
import FoundationEssentials
import Store
import ListMaker

/// `flash lists`: every list with its languages, size, date and colour.
enum ListsCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "lists", summary: "show your lists",
        options: [
            .flag(.json, short: "j", "Print the lists as JSON."),
            .flag(.kits, "Show story mode's kits instead of your own lists."),
            .flag(.names, "Print only the names, one a line (for shell completion).", hidden: true),
        ],
        discussion: """
            Story mode's kits (`flash story`) are lists too; they are counted on one line, and
            shown with --kits. --json lists every list.

            Examples:
              flash lists
              flash lists --kits
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let lists = try store.lists.all()
        let kits = try store.story.kitListIDs()
        let showsKits = arguments.flag(.kits)
        let shown = lists.filter { kits.contains($0.id) == showsKits }
        if arguments.flag(.names) { return context.console.lines((showsKits ? shown : lists).map(\.name)) }
        if arguments.flag(.json) { return context.console.line(ListTable(lists).json) }
        context.console.line(ListTable(shown, kitsLeftOut: showsKits ? 0 : lists.count - shown.count).text(style: context.console.style))
    }
}
