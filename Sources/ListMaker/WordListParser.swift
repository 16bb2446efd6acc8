import FoundationEssentials
import Support
import Model

/// Turns pasted text into words: UTF-8 only, one item per line or between commas and
/// semicolons, pairs written with a tab, " = " or " - ", list markers and comments removed,
/// duplicates dropped and reported.
public struct WordListParser: Sendable {
    package static let maximumItemLength = Card.maximumWordLength
    static let maximumItems = 5_000
    package static let minimumWords = 2

    /// When false, a paste with fewer than ``minimumWords`` words is accepted (adding to a list).
    var requiresMinimum: Bool

    public init(requiresMinimum: Bool = true) {
        self.requiresMinimum = requiresMinimum
    }

    /// Parses raw bytes, skipping a UTF-8 byte order mark.
    public func parse(_ bytes: [UInt8]) throws -> ParsedList {
        var collector = Collector()
        for (index, lineBytes) in Self.lines(of: Self.droppingBOM(bytes)).enumerated() {
            let number = index + 1
            guard let line = String(validating: lineBytes, as: UTF8.self) else {
                throw ParseError.invalidUTF8(line: number)
            }
            try collector.add(line: line, number: number)
        }
        if requiresMinimum, collector.words.count < Self.minimumWords {
            throw ParseError.tooFewWords(found: collector.words.count)
        }
        return ParsedList(words: collector.words, duplicates: collector.duplicates)
    }

    /// Parses text already in memory.
    func parse(_ text: String) throws -> ParsedList {
        try parse(Array(text.utf8))
    }
}

private extension WordListParser {
    static func droppingBOM(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    }

    /// Splits on LF, CRLF and CR, so every line number matches what an editor shows.
    static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(bytes[start..<index])
                if byte == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.endIndex { lines.append(bytes[start..<bytes.endIndex]) }
        return lines
    }

    /// Gathers items line by line, dropping duplicates and enforcing the limits.
    struct Collector {
        var words: [ParsedWord] = []
        var duplicates: [DuplicateWord] = []
        var firstLines: [String: Int] = [:]

        mutating func add(line: String, number: Int) throws {
            if let scalar = line.unicodeScalars.first(where: { $0 != "\t" && Text.isControl($0) }) {
                throw ParseError.controlCharacter(line: number, scalar: scalar.value)
            }
            let content = LineSyntax.removingListMarker(line)
            if content.hasPrefix("#") { return }
            for item in LineSyntax.items(in: content) {
                try add(item, line: number)
            }
        }

        mutating func add(_ item: LineSyntax.Item, line: Int) throws {
            let word = LineSyntax.clean(item.word)
            let translation = item.translation.map(LineSyntax.clean).flatMap { $0.isEmpty ? nil : $0 }
            guard !word.isEmpty else { return }
            for text in [word, translation ?? ""] where text.count > WordListParser.maximumItemLength {
                throw ParseError.itemTooLong(line: line, length: text.count)
            }
            let key = word.lowercased()
            if let first = firstLines[key] {
                duplicates.append(DuplicateWord(text: word, line: line, firstLine: first))
                return
            }
            guard words.count < WordListParser.maximumItems else { throw ParseError.tooManyItems(line: line) }
            firstLines[key] = line
            words.append(ParsedWord(text: word, translation: translation, line: line))
        }
    }
}
