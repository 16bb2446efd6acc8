import FlashArguments
import FlashKit

/// `flash rename`: gives a list a new name, colour, or images switch.
enum RenameCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "rename", summary: "rename a list, or change its colour or images",
        options: [
            .option("style", "COLOUR", "A new colour: grey, red, orange, yellow, green, blue or violet.",
                    completion: .choices(ListStyle.allCases.map(\.rawValue))),
            .option("images", "on|off", "Show the cards' images in sessions, or not.", completion: .choices(["on", "off"])),
        ],
        arguments: [.required("LIST", "The list's name now.", completion: .lists), .optional("NEW", "Its new name.")],
        discussion: "Examples:\n  flash rename animals \"animals 1\"\n  flash rename animals --style blue --images off")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let newName = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        let style = try usage { try arguments.value("style").map(ListStyle.init(parsing:)) ?? .grey }
        let images = try imagesOption(arguments)
        guard newName != nil || arguments.value("style") != nil || images != nil else {
            throw UsageError("give a new name, --style or --images")
        }
        if try store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
        if let newName {
            let name = try usage { try ListName(newName) }
            try store.lists.rename(list, to: name)
            context.console.line("Renamed '\(Text.printable(list.name))' to '\(Text.printable(name.value))'.")
        }
        if arguments.value("style") != nil || images != nil {
            let colour = arguments.value("style") != nil ? style : list.style
            try store.lists.restyle(list, style: colour, images: images ?? list.images)
            context.console.line("'\(Text.printable(newName ?? list.name))' is \(colour.rawValue), images \((images ?? list.images) ? "on" : "off").")
        }
    }

    static func imagesOption(_ arguments: ParsedArguments) throws -> Bool? {
        switch arguments.value("images")?.lowercased() {
        case nil: return nil
        case "on", "yes": return true
        case "off", "no": return false
        case let other?: throw UsageError("--images takes on or off, not '\(Text.printable(other ?? ""))'")
        }
    }
}
