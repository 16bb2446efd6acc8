import FlashArguments
import Support
import Model

/// `flash rename`: gives a list a new name, colour, or images switch.
enum RenameCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "rename", summary: "rename a list, or change its colour or images",
        options: [
            .option(.style, "COLOUR", "A new colour: grey, red, orange, yellow, green, blue or violet.",
                    completion: .choices(ListStyle.allCases.map(\.rawValue))),
            .option(.images, "on|off", "Show the cards' images in sessions, or not.", completion: .choices(["on", "off"])),
        ],
        arguments: [.required("LIST", "The list's name now.", completion: .lists), .optional("NEW", "Its new name.")],
        discussion: "Examples:\n  flash rename animals \"animals 1\"\n  flash rename animals --style blue --images off")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let newName = arguments.positionals.dropFirst().first
        let style = try InvalidInput.checking { try arguments.value(.style).map(ListStyle.init(parsing:)) }
        // The spec lets only on and off through.
        let images = arguments.value(.images).map { $0.lowercased() == "on" }
        guard newName != nil || style != nil || images != nil else { throw UsageError("give a new name, --style or --images") }
        if try store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
        if let newName {
            let name = try InvalidInput.checking { try ListName(newName) }
            try store.lists.rename(list, to: name)
            context.console.line("Renamed '\(Text.printable(list.name))' to '\(Text.printable(name.value))'.")
        }
        guard style != nil || images != nil else { return }
        let (colour, shown) = (style ?? list.style, images ?? list.images)
        try store.lists.restyle(list, style: colour, images: shown)
        context.console.line("'\(Text.printable(newName ?? list.name))' is \(colour.rawValue), images \(shown ? "on" : "off").")
    }
}
