import Foundation
import Support

/// What `flash import` makes of a file, from its name and its content, which must agree: a
/// `.apkg` that is no zip archive, a `.json` that is no JSON, a `.csv` holding a zip or JSON, or
/// a file of binary data is refused in one line, before anything is read or stored. A name that
/// says nothing (no extension, a URL) leaves it to the content.
public enum ImportFormat: Equatable, Sendable {
    /// An Anki package (a zip archive).
    case ankiPackage
    /// flash's own JSON of a list (`flash export LIST --format json`): an object with "cards".
    case listJSON
    /// A story-mode kit (indi's JSON): an array of questions.
    case kitJSON
    /// CSV, TSV or TXT.
    case text

    /// The format of `bytes`, read from `source` (the file or URL the learner named); `origin`
    /// names it in the refusal.
    public static func recognise(_ bytes: [UInt8], source: String, origin: String) throws -> ImportFormat {
        let claim = Claim(source: source)
        let content = Content(bytes, expectingJSON: claim == .json)
        let file = Text.printable(origin)
        func refuse(_ why: String) -> InterchangeFailure { InterchangeFailure("\(file) \(why); nothing was imported") }
        if case .empty = content { throw refuse("is empty") }
        switch (claim, content) {
        case (.package, .zip), (.none, .zip): return .ankiPackage
        case (.package, _): throw refuse("is not an Anki package: it holds \(content), not a zip archive")
        case (.json, .json(.list)), (.none, .json(.list)): return .listJSON
        case (.json, .json(.array)), (.none, .json(.array)): return .kitJSON
        case (.json, .json(.other(let shape))), (.none, .json(.other(let shape))):
            throw refuse("is JSON, but \(shape): neither a list flash exported (an object with \"cards\") nor a story-mode kit (an array of questions)")
        case (.json, .brokenJSON(let error)): throw refuse("is not valid JSON (\(error))")
        case (.json, .largeJSON), (.none, .largeJSON):
            throw refuse("is JSON of more than \(ByteCountText.describe(ListJSONFile.maximumBytes)), more than flash reads")
        case (.json, _): throw refuse("is not JSON: it holds \(content)")
        case (.spreadsheet, _): throw refuse("is a spreadsheet workbook: save it as CSV (comma-separated values) and import that")
        case (_, .zip): throw refuse("holds a zip archive (an Anki package? name it .apkg), not CSV/TSV text")
        case (_, .json), (_, .largeJSON): throw refuse("holds JSON, not CSV/TSV text (name it .json to import flash's JSON)")
        case (_, .binary): throw refuse("holds \(content), not text")
        case (_, .text), (_, .brokenJSON): return .text
        case (_, .empty): throw refuse("is empty")
        }
    }
}

private extension ImportFormat {
    /// What the file's extension says.
    enum Claim {
        case package, json, text, spreadsheet, none

        init(source: String) {
            let path = source.contains("://") ? URLComponents(string: source)?.path ?? "" : source
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "apkg", "colpkg": self = .package
            case "json": self = .json
            case "csv", "tsv", "txt", "tab": self = .text
            case "xlsx", "xls", "ods", "numbers": self = .spreadsheet
            default: self = .none
            }
        }
    }

    /// What the bytes are.
    enum Content: CustomStringConvertible {
        case empty, zip, text, brokenJSON(String), largeJSON
        case json(JSONShape)
        /// Not text: what it looks like ("an SQLite database", "binary data").
        case binary(String)

        enum JSONShape {
            case list, array, other(String)
        }

        /// `expectingJSON`: the name says JSON, so any text is read as JSON, not only text
        /// that opens an object or an array.
        init(_ bytes: [UInt8], expectingJSON: Bool) {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
            guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { self = .empty; return }
            if ImportSource.isPackage(bytes) { self = .zip; return }
            if let kind = Self.binaryKind(bytes) { self = .binary(kind); return }
            guard expectingJSON || first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { self = .text; return }
            guard body.count <= ListJSONFile.maximumBytes else { self = .largeJSON; return }
            do {
                let object = try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
                self = .json(Self.shape(of: object))
            } catch {
                self = .brokenJSON(Self.reason(error))
            }
        }

        var description: String {
            switch self {
            case .empty: "nothing"
            case .zip: "a zip archive"
            case .text, .brokenJSON: "text"
            case .json, .largeJSON: "JSON"
            case .binary(let kind): kind
            }
        }

        /// Known formats by their first bytes, then anything with a NUL byte in its first 64 kB
        /// (no text flash reads holds one; UTF-16, which does, is named by the text reader).
        static func binaryKind(_ bytes: [UInt8]) -> String? {
            let magics: [(String, [UInt8])] = [
                ("an SQLite database (an Anki collection? export a package from Anki instead)", Array("SQLite format 3\0".utf8)),
                ("a PNG image", [0x89, 0x50, 0x4E, 0x47]), ("a JPEG image", [0xFF, 0xD8, 0xFF]), ("a GIF image", Array("GIF8".utf8)),
                ("a PDF document", Array("%PDF".utf8)), ("gzip-compressed data", [0x1F, 0x8B]),
                ("Zstandard-compressed data", [0x28, 0xB5, 0x2F, 0xFD]), ("an old Excel or Word file", [0xD0, 0xCF, 0x11, 0xE0]),
            ]
            if let (kind, _) = magics.first(where: { bytes.starts(with: $0.1) }) { return kind }
            if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
            return bytes.prefix(65_536).contains(0) ? "binary data (NUL bytes)" : nil
        }

        static func shape(of object: Any) -> JSONShape {
            if let list = object as? [String: Any] {
                return list["cards"] is [Any] ? .list : .other("an object without a \"cards\" array")
            }
            if object is [Any] { return .array }
            return .other("a single \(object is String ? "string" : object is NSNumber ? "number or boolean" : "null")")
        }

        /// JSONSerialization's reason, in a line.
        static func reason(_ error: Error) -> String {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let line = Text.collapsingWhitespace(Text.printable(text))
            return line.count > 120 ? line.prefix(119) + "…" : line
        }
    }
}
