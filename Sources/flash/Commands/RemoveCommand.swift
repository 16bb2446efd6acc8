import FlashArguments
import Support
import Model
import ListMaker

/// `flash remove`: removes cards by either of their words.
enum RemoveCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "remove", summary: "remove words from a list",
        arguments: [.required("LIST", "The list.", completion: .lists), .repeating("WORD", minimum: 1, "Words to remove.")],
        discussion: "A WORD matches either side of a card, ignoring case. Nothing is removed when one is not found.\n\nExample:\n  flash remove animals tiger \"polar bear\"")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        if try store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
        let cards = try store.cards.all(in: list)
        let chosen = try arguments.positionals.dropFirst().map { try CardLookup.find($0, in: cards, list: list) }
        try store.cards.delete(chosen)
        let names = chosen.map { Text.printable($0.native.isEmpty ? $0.learned : $0.native) }
        context.console.line("Removed \(chosen.count) card\(chosen.count == 1 ? "" : "s") from '\(Text.printable(list.name))': \(names.joined(separator: ", "))")
    }
}
