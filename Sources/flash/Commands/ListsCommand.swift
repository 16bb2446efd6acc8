import FlashArguments
import FlashKit
import Foundation

/// `flash lists`: every list with its languages, size, date and colour.
enum ListsCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "lists", summary: "show your lists",
        options: [
            .flag("json", short: "j", "Print the lists as JSON."),
            .flag("names", "Print only the names, one a line (for shell completion).", hidden: true),
        ],
        discussion: "Example:\n  flash lists")

    struct Entry: Encodable {
        let name: String
        let native: String
        let learned: String
        let cards: Int
        let created: Date
        let style: String
        let images: Bool
    }

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let lists = try context.store().lists.all()
        if arguments.flag("names") {
            lists.forEach { context.console.line($0.name) }
            return
        }
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(lists.map {
                Entry(name: $0.name, native: $0.study.native.code, learned: $0.study.learned.code,
                      cards: $0.cardCount, created: $0.created, style: $0.style.rawValue, images: $0.images)
            }))
            return
        }
        guard !lists.isEmpty else {
            context.console.line("No lists yet. Make one: flash new --lang es words.txt")
            return
        }
        var table = TextTable("NAME", "LANGUAGES", "CARDS", "CREATED", "COLOUR")
        for list in lists {
            table.add(list.name, "\(list.study.native.name) → \(list.study.learned.name)", "\(list.cardCount)",
                      DateText.day(list.created), list.style.rawValue)
        }
        context.console.line(table.render { row, column, text in
            column == 0 || column == 4 ? context.console.paint(text, lists[row].style.ansiColour) : text
        })
    }
}
