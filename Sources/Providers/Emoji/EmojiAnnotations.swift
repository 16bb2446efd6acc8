import FoundationEssentials
import Model

/// One locale's emoji names from Unicode CLDR (`annotations/<code>.xml`): for each emoji its
/// spoken (tts) name and its keywords, in file order. The file is read line by line, without an
/// XML parser, since CLDR writes one `<annotation>` element per line.
public struct EmojiAnnotations: Sendable {
    /// Where Debian's unicode-cldr-core installs the annotations.
    public static let defaultDirectory = "/usr/share/unicode/cldr/common/annotations"

    /// One emoji's names in the locale.
    struct Entry: Sendable, Equatable {
        /// The emoji as CLDR writes it, without U+FE0F.
        var emoji: String
        /// The short name a screen reader says ("dog"); empty when the file gives none.
        var name: String
        /// The words it is found by ("dog", "pet"), in the file's order.
        var keywords: [String]
    }

    /// The emoji of the locale, in the order they first appear in the file.
    let entries: [Entry]

    /// Reads `<directory>/<code>.xml` for `language` (no.xml for Norwegian Bokmål, which CLDR
    /// files under "no"). Throws ``EmojiError/unreadableAnnotations(path:)`` when it is missing.
    init(directory: String, language: Language) throws {
        let path = Self.file(in: directory, for: language)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EmojiError.unreadableAnnotations(path: path)
        }
        self.init(xml: data)
    }

    /// Reads annotations from the text of a CLDR annotations file.
    init(xml: some Sequence<UInt8>) {
        var entries: [Entry] = []
        var positions: [String: Int] = [:]
        for line in Array(xml).split(separator: UInt8(ascii: "\n")) {
            guard let line = Self.annotation(in: line) else { continue }
            let position = positions[line.emoji] ?? entries.count
            if position == entries.count {
                positions[line.emoji] = position
                entries.append(Entry(emoji: line.emoji, name: "", keywords: []))
            }
            if line.isName {
                entries[position].name = line.text
            } else {
                entries[position].keywords = line.text.split(separator: "|").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            }
        }
        self.entries = entries
    }
}

private extension EmojiAnnotations {
    /// One `<annotation cp="…" [type="tts"]>text</annotation>` line, entities decoded.
    struct Line {
        let emoji: String
        let isName: Bool
        let text: String
    }

    static let opening = Array("<annotation cp=\"".utf8)
    static let closing = Array("</annotation>".utf8)
    static let ttsType = Array("type=\"tts\"".utf8)

    static func file(in directory: String, for language: Language) -> String {
        let path = { (code: String) in URL(fileURLWithPath: directory).appendingPathComponent(code + ".xml").path }
        if language.code == "nb", !FileManager.default.fileExists(atPath: path("nb")) { return path("no") }
        return path(language.code)
    }

    static func annotation(in line: ArraySlice<UInt8>) -> Line? {
        guard let start = line.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
              line[start...].starts(with: opening) else { return nil }
        let valueStart = start + opening.count
        guard let quote = line[valueStart...].firstIndex(of: UInt8(ascii: "\"")),
              let tagEnd = line[quote...].firstIndex(of: UInt8(ascii: ">")),
              let textEnd = lastIndex(of: closing, in: line), textEnd > tagEnd else { return nil }
        let emoji = decoded(line[valueStart..<quote])
        guard !emoji.isEmpty else { return nil }
        let isName = contains(ttsType, in: line[quote..<tagEnd])
        return Line(emoji: emoji, isName: isName, text: decoded(line[(tagEnd + 1)..<textEnd]).trimmingSpaces())
    }

    static func lastIndex(of needle: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
        guard line.count >= needle.count else { return nil }
        return stride(from: line.endIndex - needle.count, through: line.startIndex, by: -1)
            .first { line[$0...].starts(with: needle) }
    }

    static func contains(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        bytes.indices.contains { bytes[$0...].starts(with: needle) }
    }

    /// The text with XML's five named entities and numeric references decoded.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.contains(UInt8(ascii: "&")) else { return text }
        var output = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            rest = rest[ampersand...]
            if let semicolon = rest.prefix(12).firstIndex(of: ";"),
               let character = entity(rest[rest.index(after: rest.startIndex)..<semicolon]) {
                output.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                output.append("&")
                rest = rest.dropFirst()
            }
        }
        return output + rest
    }

    static func entity(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X")
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
