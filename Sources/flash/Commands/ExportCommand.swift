import FlashArguments
import FlashKit
import Foundation

/// `flash export`: a list as an Anki package, CSV or TSV, a printable page, or JSON.
enum ExportCommand: FlashCommand {
    enum Format: String, CaseIterable {
        case apkg, csv, tsv, html, json

        var isText: Bool { self != .apkg }

        init?(path: String) {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "apkg": self = .apkg
            case "csv": self = .csv
            case "tsv", "txt": self = .tsv
            case "html", "htm": self = .html
            case "json": self = .json
            default: return nil
            }
        }
    }

    static let spec = CommandSpec(
        name: "export", summary: "write a list as an Anki package, CSV/TSV, printable cards or JSON",
        options: [
            .option("format", "FORMAT", "apkg, csv, tsv, html or json (default: from FILE's extension).",
                    completion: .choices(Format.allCases.map(\.rawValue))),
            .flag("no-sound", "Leave the spoken words out of an Anki package."),
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
        let format = try format(arguments, path: path)
        if path == "-", !format.isText { throw UsageError("an Anki package is not text: give a FILE ending in .apkg, not -") }
        let bytes = try render(list, as: format, speak: !arguments.flag("no-sound"), store: store, context: context)
        if path == "-" {
            Console.write(String(decoding: bytes, as: UTF8.self), to: 1)
            return
        }
        try write(bytes, to: path)
        context.console.line("Exported '\(Text.printable(list.name))' (\(list.cardCount) cards) to \(Text.printable(path)).")
    }
}

private extension ExportCommand {
    static func format(_ arguments: ParsedArguments, path: String) throws -> Format {
        if let chosen = try arguments.choice("format", as: Format.self, among: Format.allCases) { return chosen }
        if let known = Format(path: path) { return known }
        throw UsageError("say which format with --format apkg|csv|tsv|html|json (\(Text.printable(path)) has no known extension)")
    }

    static func render(_ list: WordList, as format: Format, speak: Bool, store: FlashStore, context: Context) throws -> [UInt8] {
        let images = ImageStore(directory: context.paths.imagesDirectory)
        let sounds = SoundStore(directory: context.paths.soundsDirectory)
        let wantsSound = format == .apkg && speak
        let exporter = ListExport(store: store, images: images, sounds: sounds, speak: wantsSound ? speaker(context) : nil)
        switch format {
        case .apkg:
            let deck = try exporter.deck(of: list)
            return try AnkiPackageWriter(now: context.clock.now(), parameters: try context.reviewPolicy().parameters).package(deck)
        case .csv, .tsv:
            let deck = try exporter.deck(of: list)
            return Array(DelimitedTextWriter(format: format == .csv ? .csv : .tsv).text(for: deck).utf8)
        case .html:
            let report = try PrintableReport(list: list, deck: exporter.deck(of: list), store: store, now: context.clock.now(),
                                             scheduler: context.reviewPolicy().scheduler)
            return Array(PrintableCards().html(for: report).utf8)
        case .json:
            let cards = try store.cards.all(in: list)
            return Array((JSONOutput.encode(try CardJSON.list(list, cards: cards, images: context.paths.imagesDirectory)) + "\n").utf8)
        }
    }

    /// The learned word spoken by espeak-ng as WAV bytes, when it is installed (said once if not).
    static func speaker(_ context: Context) -> ((String, Language) -> [UInt8]?)? {
        guard let espeak = Espeak.find(environment: context.environment) else {
            context.console.note("espeak-ng is not installed, so the package has no spoken words (apt-get install espeak-ng)")
            return nil
        }
        return { word, language in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("flash-say-\(UUID().uuidString).wav")
            defer { try? FileManager.default.removeItem(at: file) }
            guard (try? espeak.write(word, language: language, to: file.path)) != nil else { return nil }
            return FileManager.default.contents(atPath: file.path).map(Array.init)
        }
    }

    /// Writes to a temporary file beside `path`, then renames it: never a half-written file.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let target = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure("cannot write '\(Text.printable(path))': it is a directory")
        }
        let folder = target.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw CommandFailure("cannot write '\(Text.printable(path))': no folder \(Text.printable(folder.path))")
        }
        do {
            try Data(bytes).write(to: target, options: .atomic)
        } catch {
            throw CommandFailure("cannot write '\(Text.printable(path))': permission denied or disk full")
        }
    }
}
