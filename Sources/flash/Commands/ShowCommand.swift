import FlashArguments
import FlashKit
import Foundation

/// `flash show`: every card of a list.
enum ShowCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "show", summary: "show the cards of a list",
        options: [
            .flag("json", short: "j", "Print everything stored about each card as JSON."),
            .flag("images", "Draw each card's image in the terminal (needs chafa)."),
            .flag("untranslated", "Only the cards without a translation."),
        ],
        arguments: [.required("LIST", "The list to show.", completion: .lists)],
        discussion: "Examples:\n  flash show animals\n  flash show animals --json\n  flash show animals --images")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let list = try context.store().lists.named(arguments.positionals[0])
        let untranslated = arguments.flag("untranslated")
        guard arguments.flag("json") else {
            return try show(list, images: arguments.flag("images"), untranslated: untranslated, in: context)
        }
        let scheduler = try context.reviewPolicy().scheduler, now = context.clock.now(), images = context.paths.imagesDirectory
        // Written as it is read, in parts: a damaged row stops the output there, with the
        // damage named on stderr and exit 1.
        var writer = CardJSONWriter(list: list, output: context.console.write(utf8:))
        try context.store().cards.forEachCardWithMemory(in: list) { card, memory in
            guard !untranslated || !card.isTranslated else { return }
            let memory = memory.map { CardJSON.Memory($0, retrievability: scheduler.retrievability(of: $0.state, at: now)) }
            writer.add(CardJSON(card, images: images, memory: memory))
        }
        writer.finish()
        context.console.line()
    }

    /// The list as a table, its cards streamed from the store into the rows.
    static func show(_ list: WordList, images: Bool, untranslated: Bool = false, in context: Context) throws {
        let console = context.console
        var table = TextTable("#", list.study.native.name.uppercased(), list.study.learned.name.uppercased(), "ALSO", "IMAGE")
        var count = 0, uncertain = 0, pictures: [CardLine] = []
        let folder = context.paths.imagesDirectory
        try context.store().cards.forEachLine(in: list) { card in
            guard !untranslated || !card.isTranslated else { return }
            count += 1
            table.add(String(count), card.nativeCell, card.learnedCell(in: list.study), card.alsoCell(in: list.study), card.imageCell(images: folder))
            if card.isDoubtful { uncertain += 1 }
            if images, card.imageFile != nil { pictures.append(card) }
        }
        let header = "\(list.name) - \(list.study.native.name) → \(list.study.learned.name), \(count) cards"
        console.line(console.paint(console.bold(Text.printable(header)), list.style.ansiColour))
        console.line(table.render())
        if uncertain > 0 {
            console.line("! marks \(uncertain) translation\(uncertain == 1 ? "" : "s") to check: `flash edit \(BuildSummary.quoted(list.name)) WORD` lists the candidates")
        }
        if images { try ImageDrawing.draw(pictures, context: context) }
    }
}
