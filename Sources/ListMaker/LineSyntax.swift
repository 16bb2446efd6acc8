import Foundation
import Support

/// The syntax of one pasted line: list markers, item separators and pairs.
package enum LineSyntax {
    struct Item: Equatable {
        var word: String
        var translation: String?
    }

    static let pairSeparators = [" = ", " - "]

    /// Drops a leading "1.", "2)", "-", "*" or "•" marker and the space after it; a line that
    /// is only a marker is empty. Scanned by hand: this runs for every pasted line.
    static func removingListMarker(_ line: String) -> String {
        let trimmed = line.drop(while: { $0.isWhitespace })
        guard let markerEnd = markerEnd(in: trimmed) else { return String(trimmed) }
        let rest = trimmed[markerEnd...]
        if rest.allSatisfy(\.isWhitespace) { return "" }
        if rest.first?.isWhitespace == true { return String(rest.drop(while: { $0.isWhitespace })) }
        return trimmed.first == "•" ? String(rest) : String(trimmed)
    }

    /// Where a leading marker ends: after 1 to 4 digits and "." or ")", or after "-", "*" or "•".
    private static func markerEnd(in text: Substring) -> Substring.Index? {
        guard let first = text.first else { return nil }
        if "-*•".contains(first) { return text.index(after: text.startIndex) }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...4).contains(digits.count), digits.endIndex < text.endIndex, ".)".contains(text[digits.endIndex]) else { return nil }
        return text.index(after: digits.endIndex)
    }

    /// The items of a line. A tab makes the whole line one pair; " = " or " - " make it a pair,
    /// or several pairs when every comma- or semicolon-separated part is one; otherwise commas
    /// and semicolons separate words.
    static func items(in line: String) -> [Item] {
        if let tab = line.firstIndex(of: "\t") {
            return [Item(word: String(line[..<tab]), translation: String(line[line.index(after: tab)...]))]
        }
        let parts = line.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
            .filter { !clean($0).isEmpty }
        let pairs = parts.map(pair(in:))
        if pairs.allSatisfy({ $0 != nil }) {
            return pairs.compactMap { $0 }
        }
        if let whole = pair(in: line) { return [whole] }
        return parts.map { Item(word: $0) }
    }

    /// Trims, collapses whitespace and normalises to NFC, keeping the learner's capitals.
    /// Invisible format characters (U+200B, U+202E, ...) are dropped, except the joiners that
    /// emoji and some scripts need; what is left without a letter, digit or symbol ("--") is
    /// no word and cleans to nothing.
    package static func clean(_ text: String) -> String {
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            scalar.properties.generalCategory != .format || scalar == "\u{200C}" || scalar == "\u{200D}"
        }))
        let cleaned = Text.collapsingWhitespace(visible).precomposedStringWithCanonicalMapping
        let meaningful = cleaned.unicodeScalars.contains { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .otherSymbol
        }
        return meaningful ? cleaned : ""
    }

    private static func pair(in text: String) -> Item? {
        for separator in pairSeparators {
            if let range = text.range(of: separator) {
                let word = String(text[..<range.lowerBound])
                guard !clean(word).isEmpty else { continue }
                return Item(word: word, translation: String(text[range.upperBound...]))
            }
        }
        return nil
    }
}
