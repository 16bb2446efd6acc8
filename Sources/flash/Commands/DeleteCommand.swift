import FlashArguments
import Model
import Support

/// `flash delete`: deletes a list, its cards and its history.
enum DeleteCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "delete", summary: "delete a list and its history",
        options: [.flag(.yes, short: "y", "Do not ask (needed when standard input is not a terminal).")],
        arguments: [.required("LIST", "The list to delete.", completion: .lists)],
        discussion: "Example:\n  flash delete animals --yes")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        if try store.story.isBasic(list) { throw StoryError.basicKitKept(list.name) }
        if !arguments.flag(.yes) {
            guard context.console.inputIsTerminal else {
                throw UsageError("add --yes to delete '\(list.name)' without being asked")
            }
            context.console.write("Delete '\(Text.printable(list.name))' with \(list.cardCount) cards and its history? [y/N] ")
            let answer = readLine()?.trimmingSpaces().lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                context.console.line("Kept '\(Text.printable(list.name))'.")
                return
            }
        }
        try store.lists.delete(list)
        context.console.line("Deleted '\(Text.printable(list.name))'.")
    }
}
