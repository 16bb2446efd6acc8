import Support

/// The sense lines of an entry read on their UTF-8 bytes. A cleaned line whose scalars are all
/// ones ``Text/hasSettledScalars(_:)`` takes (printable ASCII, the space, the letters of
/// U+00C0–U+02FF, Cyrillic, kana, CJK ideographs) is one character a scalar, with no combining
/// mark to join a delimiter, so splitting its bytes at the ASCII delimiters gives what splitting
/// its characters gives, without walking characters: Ding's entries for a list's words are tens
/// of thousands of lines, EDICT's Japanese ones thousands more. The one difference left is a
/// number in other digits (１, 一, 〇) leading a line, which the walk takes for a sense's number:
/// such a line, and any other, takes the character walk.
extension FreeDictEntry {
    /// ``sense(_:)`` on a line of clean bytes.
    static func sense(bytes line: UnsafeBufferPointer<UInt8>) -> Sense {
        var start = 0
        if let dot = line.firstIndex(of: Byte.dot), dot > 0, line[..<dot].allSatisfy(Byte.isDigit) { start = dot + 1 }
        var labels: [String] = []
        var words: [Word] = [], leadingColloquial = false
        for (index, piece) in Byte.topLevelPieces(line[start...]).enumerated() {
            var withoutLabels: [UInt8] = [], markers: [String] = [], plain: [UInt8] = []
            let found = Byte.splitting(piece, open: Byte.openBracket, close: Byte.closeBracket, into: &withoutLabels)
            labels += found
            let colloquial = found.contains(where: isColloquialLabel)
            if index == 0, piece.first(where: { $0 != Byte.space }) == Byte.openBracket { leadingColloquial = colloquial }
            markers = Byte.splitting(withoutLabels[...], open: Byte.openAngle, close: Byte.closeAngle, into: &plain)
            // "Straße <fem>Str.": what follows a word's markers is its abbreviation.
            let beforeMarker = withoutLabels[..<(withoutLabels.firstIndex(of: Byte.openAngle) ?? withoutLabels.endIndex)]
            let chosen = Byte.trimmed(beforeMarker).isEmpty ? plain[...] : beforeMarker
            var word = Text.collapsingSpaces(bytes: Byte.withoutAbbreviation(chosen))
            // "dog (Canis (lupus) familiaris)": a closing explanation is not part of the word.
            if word.last == Byte.closeParenthesis, let open = Byte.firstSpaceParenthesis(word[...]) { word.removeSubrange(open...) }
            guard !word.isEmpty, !(word.first == Byte.slash && word.last == Byte.slash) else { continue }
            words.append(Word(text: String(decoding: word, as: UTF8.self), gender: markers.lazy.compactMap(gender).first,
                              partOfSpeech: markers.lazy.compactMap(partOfSpeech).first, colloquial: colloquial || leadingColloquial))
        }
        return Sense(words: words, labels: labels)
    }

    /// ``isSense(_:)`` on a line of clean bytes.
    static func isSense(bytes line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first, first != Byte.quote, first != Byte.openBrace else { return false }
        guard let colon = line.firstIndex(of: Byte.colon) else { return true }
        let isLabel = colon > 0 && line[..<colon].allSatisfy(Byte.isASCIILetter)
        return !(isLabel && (colon + 1 == line.count || line[colon + 1] == Byte.space))
    }

    /// Whether a sense line is numbered ("2. rebaja"): it starts with a digit and holds a dot.
    static func isNumbered(_ line: String) -> Bool {
        guard readsAsBytes(line) else { return line.first?.isNumber == true && line.contains(".") }
        return line.utf8.first.map(Byte.isDigit) == true && line.utf8.contains(Byte.dot)
    }

    /// A definition block's lines, empty ones left out, as splitting its characters at "\n" gives
    /// them: split at its newline bytes unless it holds a carriage return (CR LF is one character).
    static func lines(of text: String) -> [String] {
        guard !text.utf8.contains(Byte.carriageReturn) else { return text.split(separator: "\n").map(String.init) }
        return text.utf8.split(separator: Byte.newline).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A line of clean bytes as the entry reads it: a quoted example as its quote alone (only
    /// counted), any other line trimmed with its runs of spaces made one, as ``Text/clean(_:)`` does.
    static func cleaned(bytes line: UnsafeBufferPointer<UInt8>) -> String {
        guard line.first(where: { $0 != Byte.space }) != Byte.quote else { return "\"" }
        return String(decoding: Text.collapsingSpaces(bytes: line[...]), as: UTF8.self)
    }

    /// A headword line before the irregular forms it lists: "drink /dɹˈɪŋk/" of
    /// "drink /dɹˈɪŋk/ (drank /dɹˈaŋk/, drunk /dɹˈʌŋk/)"; the whole line when it lists none.
    static func beforeForms(_ head: String) -> String {
        // Without the bytes of " (" the characters cannot hold it either (JMdict's "犬 /(en)…/").
        guard Byte.holdsSpaceParenthesis(head) else { return head }
        return withCleanBytes(head) { bytes in Byte.firstSpaceParenthesis(bytes[...]).map { String(decoding: bytes[..<$0], as: UTF8.self) } ?? head }
            ?? head.range(of: " (").map { String(head[..<$0.lowerBound]) } ?? head
    }

    /// ``splittingMarkers(_:)`` on the bytes of a line that reads the same on them, as nearly
    /// every entry's headword line does.
    static func headMarkers(_ line: String) -> (String, [String]) {
        // No "<" opens no marker, whatever else the line holds (the IPA's combining marks in JMdict's).
        guard line.utf8.contains(Byte.openAngle) else { return (line, []) }
        return withCleanBytes(line) { bytes in
            var plain: [UInt8] = []
            let markers = Byte.splitting(bytes, open: Byte.openAngle, close: Byte.closeAngle, into: &plain)
            return (String(decoding: plain, as: UTF8.self), markers)
        } ?? splittingMarkers(line)
    }

    /// Calls `body` with the bytes of `line` when they are all clean (see above), else returns nil.
    static func withCleanBytes<Result>(_ line: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard readsAsBytes(line) else { return nil }
        var line = line
        return line.withUTF8(body)
    }

    /// Whether `line` reads the same on its bytes (see above): settled scalars, and no number in
    /// digits but ASCII's leading it before a dot, where the walk's `isNumber` and the bytes'
    /// digits differ.
    static func readsAsBytes(_ line: String) -> Bool {
        if Text.hasCleanBytes(line) { return true }
        guard Text.hasSettledScalars(line) else { return false }
        guard line.utf8.contains(Byte.dot) else { return true }
        for scalar in line.unicodeScalars {
            if scalar == "." || scalar.properties.numericType == nil { return true }
            if !scalar.isASCII { return false }
        }
        return true
    }
}

/// The ASCII bytes FreeDict's lines are split at, and the byte forms of the character helpers.
private enum Byte {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), dot = UInt8(ascii: "."), colon = UInt8(ascii: ":"), quote = UInt8(ascii: "\"")
    static let slash = UInt8(ascii: "/"), comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";")
    static let openAngle = UInt8(ascii: "<"), closeAngle = UInt8(ascii: ">"), openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// ``FreeDictEntry/topLevelPieces(_:)``: the pieces between commas and semicolons outside
    /// `<...>`, `(...)`, `[...]` and `{...}`.
    static func topLevelPieces(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> [Slice<UnsafeBufferPointer<UInt8>>] {
        var pieces: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var start = line.startIndex, depth = 0
        for index in line.indices {
            switch line[index] {
            case openAngle, openParenthesis, openBracket, openBrace: depth += 1
            case closeAngle, closeParenthesis, closeBracket, closeBrace: depth = max(0, depth - 1)
            case comma where depth == 0, semicolon where depth == 0:
                pieces.append(line[start..<index])
                start = index + 1
            default: break
            }
        }
        pieces.append(line[start...])
        return pieces
    }

    /// ``FreeDictEntry/splitting(_:open:close:)``: the text outside the `open`…`close` groups
    /// into `plain`, a space for each group; the groups' texts trimmed, returned.
    static func splitting<Bytes: Collection<UInt8>>(_ text: Bytes, open: UInt8, close: UInt8, into plain: inout [UInt8]) -> [String] {
        var found: [String] = []
        var inside: [UInt8]?
        for byte in text {
            if byte == open, inside == nil {
                inside = []
            } else if byte == close, let marker = inside {
                found.append(String(decoding: trimmed(marker[...]), as: UTF8.self))
                inside = nil
                plain.append(space)
            } else if inside != nil {
                inside?.append(byte)
            } else {
                plain.append(byte)
            }
        }
        return found
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var low = bytes.startIndex, high = bytes.endIndex
        while low < high, bytes[low] == space { low += 1 }
        while high > low, bytes[high - 1] == space { high -= 1 }
        return bytes[low..<high]
    }

    /// ``FreeDictEntry/withoutAbbreviation(_:)``: "Straße /Str./" → "Straße".
    static func withoutAbbreviation(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let trimmed = trimmed(text)
        guard trimmed.last == slash, let open = trimmed.dropLast().lastIndex(of: slash), open > trimmed.startIndex,
              trimmed[open - 1] == space else { return text }
        return trimmed[..<open]
    }

    /// Whether the bytes of " (" stand anywhere in `text`.
    static func holdsSpaceParenthesis(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == space && byte == openParenthesis { return true }
            previous = byte
        }
        return false
    }

    /// Where the first " (" starts.
    static func firstSpaceParenthesis<Bytes: RandomAccessCollection<UInt8>>(_ text: Bytes) -> Bytes.Index? {
        text.indices.dropLast().first { text[$0] == space && text[text.index(after: $0)] == openParenthesis }
    }
}
