import Foundation

/// HTML reduced to the text it shows: tags dropped (a line break or block becomes a space, `<b>`
/// and `<span>` nothing), `<script>`, `<style>` and comments dropped whole, character references
/// decoded, whitespace collapsed. The pictures (`<img src>`) and sounds (`[sound:name]`) it
/// names are kept apart, in order. flash's one reducer: Anki's note fields and the cells of
/// `#html:true` text files both go through it.
package struct HTMLText: Equatable {
    package var text = ""
    package var pictures: [String] = []
    package var sounds: [String] = []

    package init(html: String) {
        guard html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "[") }) else {
            text = Self.collapsed(html)
            return
        }
        var rest = Substring(html)
        while let first = rest.first {
            if rest.hasPrefix("<!--") {
                rest = rest[(rest.range(of: "-->")?.upperBound ?? rest.endIndex)...]
            } else if first == "<", let end = Self.tagEnd(in: rest) {
                let tag = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
                read(tag: tag, rest: &rest)
            } else if rest.hasPrefix("[sound:"), let close = rest.firstIndex(of: "]") {
                sounds.append(Self.decodingReferences(rest[rest.index(rest.startIndex, offsetBy: 7)..<close]))
                rest = rest[rest.index(after: close)...]
            } else if first == "&", let (decoded, end) = Self.reference(at: rest) {
                text += decoded
                rest = rest[end...]
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        text = Self.collapsed(text)
    }

    package init(text: String, pictures: [String] = [], sounds: [String] = []) {
        (self.text, self.pictures, self.sounds) = (text, pictures, sounds)
    }
}

private extension HTMLText {
    static let breaking: Set<String> = [
        "br", "hr", "div", "p", "li", "ul", "ol", "dl", "dt", "dd", "tr", "td", "th", "table", "blockquote", "pre",
        "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "header", "footer",
    ]
    static let hidden: Set<String> = ["script", "style", "head", "title", "template"]

    /// `Text.collapsingWhitespace`, skipped for the common case it would not change: printable
    /// ASCII with single spaces inside.
    static func collapsed(_ text: String) -> String {
        var previous = UInt8(ascii: " ")
        for byte in text.utf8 {
            guard byte > 0x20 && byte < 0x7F || byte == 0x20 && previous != 0x20 else { return Text.collapsingWhitespace(text) }
            previous = byte
        }
        return previous == 0x20 ? Text.collapsingWhitespace(text) : text
    }

    /// Handles one tag (what lies between `<` and `>`); after an opening tag whose
    /// content is never shown, it skips `rest` past the end tag.
    mutating func read(tag: Substring, rest: inout Substring) {
        let closing = tag.hasPrefix("/")
        let name = tag.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
        if Self.breaking.contains(name) { text.append(" ") }
        if name == "img", !closing, let source = Self.attribute("src", in: tag) { pictures.append(source) }
        guard Self.hidden.contains(name), !closing else { return }
        guard let end = rest.range(of: "</" + name, options: .caseInsensitive),
              let close = rest[end.upperBound...].firstIndex(of: ">") else { return rest = rest[rest.endIndex...] }
        rest = rest[rest.index(after: close)...]
    }

    /// Where the tag opening `html` ends (its `>`, outside quotes), or nil when `<` does not open
    /// a tag (`a < b`) or nothing closes it.
    static func tagEnd(in html: Substring) -> Substring.Index? {
        let body = html.dropFirst()
        guard let second = body.first, second.isLetter || second == "/" || second == "!" || second == "?" else { return nil }
        var quote: Character?
        for index in body.indices {
            let character = body[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return index
            }
        }
        return nil
    }

    /// The value of attribute `name` in a tag's text, references decoded: `src="a b.png"`,
    /// `src='x.png'`, `src=x.png`.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag.drop(while: { !$0.isWhitespace && $0 != "/" })
        while true {
            rest = rest.drop(while: { $0.isWhitespace || $0 == "/" })
            guard !rest.isEmpty else { return nil }
            let key = rest.prefix(while: { !$0.isWhitespace && $0 != "=" && $0 != "/" })
            rest = rest[key.endIndex...].drop(while: \.isWhitespace)
            var value: Substring = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    value = rest.dropFirst().prefix(while: { $0 != quote })
                    rest = rest.dropFirst(value.count + 2)
                } else {
                    value = rest.prefix(while: { !$0.isWhitespace })
                    rest = rest[value.endIndex...]
                }
            }
            if key.lowercased() == name { return decodingReferences(value) }
            guard !key.isEmpty || !value.isEmpty else { rest = rest.dropFirst(); continue }
        }
    }

    static func decodingReferences(_ text: Substring) -> String {
        var output = ""
        var rest = text
        while let first = rest.first {
            if first == "&", let (decoded, end) = reference(at: rest) {
                output += decoded
                rest = rest[end...]
            } else {
                output.append(first)
                rest = rest.dropFirst()
            }
        }
        return output
    }

    /// The character reference at the start of `text` (`&amp;`, `&eacute;`, `&#233;`, `&#xE9;`)
    /// and where it ends; nil when it is none flash knows, so the text stays as written.
    static func reference(at text: Substring) -> (String, Substring.Index)? {
        guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return nil }
        let body = text[text.index(after: text.startIndex)..<semicolon]
        let end = text.index(after: semicolon)
        if let value = HTMLText.entities[String(body)], let scalar = Unicode.Scalar(value) {
            return (scalar == "\u{AD}" ? "" : String(Character(scalar)), end)  // a soft hyphen shows nothing
        }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let hex = digits.first == "x" || digits.first == "X"
        guard let value = hex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10) else { return nil }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", end) }
        return (String(Character(scalar)), end)
    }
}

extension HTMLText {
    /// HTML's named references for Latin-1 (`&nbsp;` to `&yuml;`) and the punctuation and
    /// letters beyond it that Anki's editor writes.
    static let entities: [String: UInt32] = {
        let latin1 = """
            nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 \
            acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml \
            Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde \
            Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig \
            ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide \
            oslash ugrave uacute ucirc uuml yacute thorn yuml
            """
        var table: [String: UInt32] = [
            "amp": 38, "lt": 60, "gt": 62, "quot": 34, "apos": 39, "OElig": 338, "oelig": 339, "Scaron": 352,
            "scaron": 353, "Yuml": 376, "fnof": 402, "circ": 710, "tilde": 732, "ensp": 8194, "emsp": 8195,
            "thinsp": 8201, "zwnj": 8204, "zwj": 8205, "ndash": 8211, "mdash": 8212, "lsquo": 8216, "rsquo": 8217,
            "sbquo": 8218, "ldquo": 8220, "rdquo": 8221, "bdquo": 8222, "dagger": 8224, "Dagger": 8225, "bull": 8226,
            "hellip": 8230, "permil": 8240, "prime": 8242, "Prime": 8243, "lsaquo": 8249, "rsaquo": 8250,
            "euro": 8364, "trade": 8482, "larr": 8592, "uarr": 8593, "rarr": 8594, "darr": 8595, "harr": 8596,
        ]
        for (offset, name) in latin1.split(separator: " ").enumerated() { table[String(name)] = 160 + UInt32(offset) }
        return table
    }()
}
