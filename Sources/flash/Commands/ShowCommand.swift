import FlashArguments
import FoundationEssentials
import Model
import Reports

/// `flash show`: every card of a list.
enum ShowCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "show", summary: "show the cards of a list",
        options: [
            .flag(.json, short: "j", "Print everything stored about each card as JSON."),
            .flag(.images, "Draw each card's image in the terminal (needs chafa)."),
            .flag(.untranslated, "Only the cards without a translation."),
        ],
        arguments: [.required("LIST", "The list to show.", completion: .lists)],
        discussion: "Examples:\n  flash show animals\n  flash show animals --json\n  flash show animals --images")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let list = try context.store().lists.named(arguments.positionals[0])
        let untranslated = arguments.flag(.untranslated)
        guard arguments.flag(.json) else {
            return try show(list, images: arguments.flag(.images), untranslated: untranslated, in: context)
        }
        let scheduler = try context.reviewPolicy().scheduler, now = context.clock.now(), images = context.paths.imagesDirectory
        // Written as it is read, in parts: a damaged row stops the output there, with the
        // damage named on stderr and exit 1.
        var writer = CardJSONWriter(list: list, output: context.console.write(utf8:))
        try context.store().cards.forEachCardWithMemory(in: list) { card, memory in
            guard !untranslated || !card.isTranslated else { return }
            let memory = memory.map { CardJSON.Memory($0, retrievability: scheduler.retrievability(of: $0.state, at: now)) }
            try writer.add(CardJSON(card, images: images, sounds: context.paths.soundsDirectory, memory: memory))
        }
        try writer.finish()
        context.console.line()
    }

    /// The list as a table, its cards streamed from the store into the rows.
    static func show(_ list: WordList, images: Bool, untranslated: Bool = false, in context: Context) throws {
        let listing = try CardListing(list, store: context.store(), images: context.paths.imagesDirectory, untranslated: untranslated,
                                      keepPictures: images, style: context.console.style)
        context.console.lines(listing.lines)
        if images { try ImageDrawing.draw(listing.pictures, context: context) }
    }
}
