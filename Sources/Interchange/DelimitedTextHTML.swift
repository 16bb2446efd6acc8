import Foundation

/// Cells of a file that says `#html:true` (Anki's exports) reduced to the text they show:
/// tags dropped, line breaks and blocks made spaces, character references decoded. Pictures and
/// sound references are counted and dropped: a text file carries no media.
enum DelimitedTextHTML {
    struct Reduced: Equatable {
        var text = ""
        var pictures = 0
        var sounds = 0
    }

    static func text(_ html: String) -> Reduced {
        var reduced = Reduced()
        var rest = Substring(html)
        while let first = rest.first {
            if first == "<", let close = rest.firstIndex(of: ">") {
                let tag = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
                reduced.read(tag: tag, rest: &rest)
            } else if rest.hasPrefix("[sound:"), let close = rest.firstIndex(of: "]") {
                reduced.sounds += 1
                rest = rest[rest.index(after: close)...]
            } else if first == "&", let (character, end) = reference(at: rest) {
                reduced.text.append(character)
                rest = rest[end...]
            } else {
                reduced.text.append(first)
                rest = rest.dropFirst()
            }
        }
        return reduced
    }
}

private extension DelimitedTextHTML.Reduced {
    static let breaking: Set<String> = ["br", "hr", "div", "p", "li", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6"]

    /// Handles one tag; after `<script>` or `<style>` it skips `rest` past their end tag.
    mutating func read(tag: Substring, rest: inout Substring) {
        let name = tag.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
        if name == "img" { pictures += 1 }
        if Self.breaking.contains(name) { text.append(" ") }
        guard (name == "script" || name == "style") && !tag.hasPrefix("/") else { return }
        guard let end = rest.range(of: "</" + name, options: .caseInsensitive),
              let close = rest[end.upperBound...].firstIndex(of: ">") else {
            rest = rest[rest.endIndex...]
            return
        }
        rest = rest[rest.index(after: close)...]
    }
}

private extension DelimitedTextHTML {
    static let named: [Substring: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]

    /// A character reference at the start of `text` (`&amp;`, `&#233;`, `&#xE9;`) and where it ends.
    static func reference(at text: Substring) -> (Character, Substring.Index)? {
        guard let semicolon = text.prefix(10).firstIndex(of: ";") else { return nil }
        let body = text[text.index(after: text.startIndex)..<semicolon]
        let end = text.index(after: semicolon)
        if let character = named[body] { return (character, end) }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let hex = digits.first == "x" || digits.first == "X"
        let value = hex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let scalar = value.flatMap(Unicode.Scalar.init) else { return nil }
        return (Character(scalar), end)
    }
}
