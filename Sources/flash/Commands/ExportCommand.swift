import FlashArguments
import FoundationEssentials
import Model
import Store
import Providers
import Interchange
import Support

/// `flash export`: a list as an Anki package, CSV or TSV, a printable page, or JSON.
enum ExportCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "export", summary: "write a list as an Anki package, CSV/TSV, printable cards or JSON",
        options: [
            .option(.format, "FORMAT", "apkg, csv, tsv, html or json (default: from FILE's extension).",
                    completion: .cases(of: ExportFormat.self)),
            .flag(.noSound, "Leave the spoken words out of an Anki package."),
        ],
        arguments: [.required("LIST", "The list to export.", completion: .lists),
                    .required("FILE", "Where to write it; - writes a text format to standard output.", completion: .files)],
        discussion: """
            apkg: a package every Anki since 2.1 imports (AnkiDroid and AnkiMobile too): the words,
            pictures, the learned word spoken (espeak-ng), memory states and review history. Export
            again and import it into Anki to update the same notes. csv/tsv: Anki's text import
            format with its header lines. html: one self-contained page to print double-sided,
            with the list's results. json: everything stored about each card.

            Examples:
              flash export animals animals.apkg
              flash export animals - --format csv
              flash export animals cards.html
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let path = arguments.positionals[1]
        let format = try ExportFormat.chosen(arguments.choice(.format, as: ExportFormat.self, among: ExportFormat.allCases), path: path)
        if path == "-", !format.isText { throw UsageError("an Anki package is not text: give a FILE ending in .apkg, not -") }
        let bytes = try render(list, as: format, speak: format == .apkg && !arguments.flag(.noSound), store: store, context: context)
        if path == "-" { return Console.write(String(decoding: bytes, as: UTF8.self), to: 1) }
        try ListExporting.write(bytes, to: path)
        context.console.line("Exported '\(Text.printable(list.name))' (\(list.cardCount) cards) to \(Text.printable(path)).")
    }

    static func render(_ list: WordList, as format: ExportFormat, speak: Bool, store: FlashStore, context: Context) throws -> [UInt8] {
        let espeak = speak ? Espeak.find(environment: context.environment) : nil
        if speak, espeak == nil { context.console.note("espeak-ng is not installed, so the package has no spoken words (apt-get install espeak-ng)") }
        let exporting = ListExporting(store: store, paths: context.paths, now: context.clock.now(), policy: context.reviewPolicy,
                                      speak: espeak.map(ListExporting.speaker))
        return try exporting.render(list, as: format)
    }
}
