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
        var writer = CardJSONWriter(list: list)
        try context.store().cards.forEachCardWithMemory(in: list) { card, memory in
            guard !untranslated || !card.isTranslated else { return }
            let memory = memory.map { CardJSON.Memory($0, retrievability: scheduler.retrievability(of: $0.state, at: now)) }
            writer.add(CardJSON(card, images: images, memory: memory))
        }
        // Printed once all is read, so a damaged row leaves no half-written JSON behind.
        writer.finish().forEach(context.console.write)
        context.console.line()
    }

    /// The list as a table, its cards streamed from the store into the rows.
    static func show(_ list: WordList, images: Bool, untranslated: Bool = false, in context: Context) throws {
        let console = context.console
        var table = TextTable("#", list.study.native.name.uppercased(), list.study.learned.name.uppercased(), "ALSO", "IMAGE")
        var count = 0, uncertain = 0, pictures: [Card] = []
        let folder = context.paths.imagesDirectory
        try context.store().cards.forEachCard(in: list) { card in
            guard !untranslated || !card.isTranslated else { return }
            count += 1
            table.add("\(count)", card.native.isEmpty ? "?" : card.native, learnedText(card, list: list),
                      alsoText(card, list: list), imageText(card, images: folder))
            if card.confidence?.isLow == true { uncertain += 1 }
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

    /// The learned word with its article where the gender is known (el perro), marked `!` when
    /// the translation is worth checking.
    static func learnedText(_ card: Card, list: WordList) -> String {
        guard !card.learned.isEmpty else { return "?" }
        let word = Article.withDefinite(card.learned, gender: card.gender, in: list.study.learned)
        return card.confidence?.isLow == true ? word + " !" : word
    }

    /// The alternatives, naming the language when they are on the native side.
    static func alsoText(_ card: Card, list: WordList) -> String {
        let learned = card.learnedAlternatives.joined(separator: ", ")
        let native = card.nativeAlternatives.joined(separator: ", ")
        let yours = native.isEmpty ? "" : "\(native) (\(list.study.native.name))"
        return [learned, yours].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    static func imageText(_ card: Card, images: URL) -> String {
        if let file = card.imageFile { return images.appending(path: file, directoryHint: .notDirectory).path }
        return card.imageURL ?? "-"
    }
}

/// Draws card images with chafa on a terminal; says once when that cannot be done.
@MainActor
enum ImageDrawing {
    private static var saidUnavailable = false

    /// Draws a question's picture, or prints its path when it cannot be drawn.
    static func drawQuestion(file: String, context: Context) {
        if context.console.outputIsTerminal, let chafa = ExternalCommand.find("chafa", environment: context.environment) {
            draw(file, with: chafa, context: context)
            return
        }
        if context.console.outputIsTerminal, !saidUnavailable {
            saidUnavailable = true
            context.console.note("chafa is not installed, so pictures are shown as paths (apt-get install chafa)")
        }
        context.console.line("  [image: \(file)]")
    }

    static func draw(_ cards: [Card], context: Context) throws {
        guard context.console.outputIsTerminal else {
            context.console.note("--images draws pictures only on a terminal; showing paths instead")
            return
        }
        guard let chafa = ExternalCommand.find("chafa", environment: context.environment) else {
            context.console.note("chafa is not installed, so images are not drawn (apt-get install chafa)")
            return
        }
        for card in cards {
            guard let file = card.imageFile else { continue }
            context.console.line(context.console.bold(Text.printable("\(card.native) - \(card.learned)")))
            draw(context.paths.imagesDirectory.appendingPathComponent(file).path, with: chafa, context: context)
        }
    }

    /// chafa draws the picture in colour, or in plain blocks where colour is not allowed.
    private static func draw(_ path: String, with chafa: ExternalCommand, context: Context) {
        let symbols = context.console.usesColour ? [] : ["-c", "none"]
        _ = try? chafa.runShowingOutput(["--size", "24x12"] + symbols + [path])
    }
}
