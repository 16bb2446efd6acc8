import Foundation
import Support
import Model
import Scheduling
import Store
import Providers
import ListMaker
import Reports

/// What `flash export` writes: an Anki package, CSV or TSV, a printable page, or JSON.
public enum ExportFormat: String, CaseIterable, Sendable {
    case apkg, csv, tsv, html, json

    /// False for an Anki package, which is a zip.
    public var isText: Bool { self != .apkg }

    /// The format `--format` names, else the one the file's extension says.
    public static func chosen(_ given: ExportFormat?, path: String) throws -> ExportFormat {
        if let given { return given }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "apkg": return .apkg
        case "csv": return .csv
        case "tsv", "txt": return .tsv
        case "html", "htm": return .html
        case "json": return .json
        default: throw InvalidInput("say which format with --format apkg|csv|tsv|html|json (\(Text.printable(path)) has no known extension)")
        }
    }
}

/// A list written as an Anki package, CSV/TSV or a printable page, with its pictures and, in a
/// package, the learned word spoken; written beside the target and renamed, never half-written.
public struct ListExporting {
    let store: FlashStore
    let exporter: ListExport
    let now: Date
    let policy: () throws -> ReviewPolicy
    let images: URL
    let sounds: URL

    /// `policy` is read only by the formats that need the scheduling settings; `speak` gives the learned word as WAV bytes for a package.
    public init(store: FlashStore, paths: FlashPaths, now: Date, policy: @escaping () throws -> ReviewPolicy, speak: ((String, Language) -> [UInt8]?)?) {
        exporter = ListExport(store: store, images: ImageStore(directory: paths.imagesDirectory),
                              sounds: SoundStore(directory: paths.soundsDirectory), speak: speak)
        (self.store, self.now, self.policy, images, sounds) = (store, now, policy, paths.imagesDirectory, paths.soundsDirectory)
    }

    /// The file's bytes in `format`; JSON is everything stored about each card, as `show --json`,
    /// and each card's reviews.
    public func render(_ list: WordList, as format: ExportFormat) throws -> [UInt8] {
        switch format {
        case .json:
            let cards = try store.cards.all(in: list), scheduler = try policy().scheduler, now = now
            let json = try CardJSON.list(list, cards: cards, images: images, sounds: sounds, memory: { card in
                try store.memory.memory(of: card.id).map { CardJSON.Memory($0, retrievability: scheduler.retrievability(of: $0.state, at: now)) }
            }, reviews: { card in try store.memory.history(of: card.id).map(CardJSON.Review.init) })
            return Array((JSONOutput.encode(json) + "\n").utf8)
        case .apkg: return try AnkiPackageWriter(now: now, parameters: policy().parameters).package(exporter.deck(of: list))
        case .csv, .tsv: return try Array(DelimitedTextWriter(format: format == .csv ? .csv : .tsv).text(for: exporter.deck(of: list)).utf8)
        case .html:
            let cards = try store.cards.all(in: list)
            let report = try PrintableReport(list: list, cards: cards, deck: exporter.deck(of: list, cards: cards), store: store, now: now,
                                             scheduler: policy().scheduler)
            return Array(PrintableCards().html(for: report).utf8)
        }
    }

    /// The learned word spoken by espeak-ng as WAV bytes.
    public static func speaker(_ espeak: Espeak) -> (String, Language) -> [UInt8]? {
        { word, language in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("flash-say-\(UUID().uuidString).wav")
            defer { try? FileManager.default.removeItem(at: file) }
            guard (try? espeak.write(word, language: language, to: file.path)) != nil else { return nil }
            return FileManager.default.contents(atPath: file.path).map(Array.init)
        }
    }

    /// Writes to a temporary file beside `path`, then renames it: never a half-written file.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let target = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw InterchangeFailure("cannot write '\(Text.printable(path))': it is a directory")
        }
        let folder = target.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw InterchangeFailure("cannot write '\(Text.printable(path))': no folder \(Text.printable(folder.path))")
        }
        do {
            try Data(bytes).write(to: target, options: .atomic)
        } catch {
            throw InterchangeFailure("cannot write '\(Text.printable(path))': permission denied or disk full")
        }
    }
}
