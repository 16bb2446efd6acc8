import FlashArguments
import FlashKit

/// `flash rename`: gives a list a new name.
enum RenameCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "rename", summary: "rename a list", arguments: [.required("OLD", "The list's name now.", completion: .lists), .required("NEW", "Its new name.")],
        discussion: "Example:\n  flash rename animals \"animals 1\"")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        if try store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
        let name = try usage { try ListName(arguments.positionals[1]) }
        try store.lists.rename(list, to: name)
        context.console.line("Renamed '\(Text.printable(list.name))' to '\(Text.printable(name.value))'.")
    }
}
