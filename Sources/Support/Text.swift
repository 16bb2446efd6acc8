import Foundation

/// Text clean-up shared by parsing, storing and printing.
public enum Text {
    /// Typographic apostrophes (’ ‘ ʼ) and hyphens (‐ ‑), and the keyboard's ' or - for each:
    /// a typed answer and the card it is judged against are compared with these written the same.
    package static let keyboardForms: [Character: Character] = ["\u{2019}": "'", "\u{2018}": "'", "\u{02BC}": "'", "\u{2010}": "-", "\u{2011}": "-"]

    /// True for C0 and C1 control characters (tab and newlines included) and DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    package static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    /// Trims, and turns every run of whitespace into one space.
    public static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Removes terminal escape sequences (CSI, OSC, and other ESC forms) and every other control
    /// character, so text from a provider or a file cannot drive the terminal. Tabs and newlines
    /// become spaces.
    public static func printable(_ text: String) -> String {
        // Plain printable ASCII (nearly every card) has nothing to remove: skip the scalar walk.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}": skipEscapeSequence(&scalars)
            case "\u{9B}": skipCSI(&scalars)
            case "\u{9D}", "\u{90}", "\u{98}", "\u{9E}", "\u{9F}": skipString(&scalars)
            case "\t", "\n", "\r": output.append(" ")
            default: if !isControl(scalar) && !isBidiOverride(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// `printable`, with whitespace collapsed and NFC applied: the form provider text is stored in.
    public static func clean(_ text: String) -> String {
        if isClean(text) { return text }
        return hasCleanBytes(text) ? collapsingSpaces(text) : scrubbed(text)
    }

    /// ``clean(_:)`` the long way: the scalar walk, the word split and NFC.
    package static func scrubbed(_ text: String) -> String {
        collapsingWhitespace(printable(text)).precomposedStringWithCanonicalMapping
    }

    /// Whether `text` is already clean, judged on its bytes alone: printable ASCII and the
    /// letters of U+00C0–U+02FF (two bytes led by C3–CB; none is a space, a control or a
    /// combining mark, and each is its own NFC form), one space between words. Most dictionary
    /// text is, and skips the walk; anything else (a three-byte character, a combining mark)
    /// takes it.
    package static func isClean(_ text: String) -> Bool {
        var afterSpace = true
        for byte in text.utf8 {
            switch byte {
            case 0x20:
                if afterSpace { return false }
                afterSpace = true
            case _ where isCleanByte(byte): afterSpace = false
            default: return false
            }
        }
        return !afterSpace || text.isEmpty
    }

    /// A byte of clean text other than the space: printable ASCII, or a byte of a two-byte
    /// letter of U+00C0–U+02FF (led by C3–CB).
    private static func isCleanByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x7E, 0x80...0xBF, 0xC3...0xCB: true
        default: false
        }
    }

    /// Whether every byte of `text` is one ``isClean(_:)`` takes, however its spaces fall: such
    /// text has no whitespace but the space and nothing else the walk changes, so collapsing its
    /// spaces cleans it. Dictionary words cut out of a line keep the spaces around what was cut
    /// ("Straße <fem>" gives "Straße "), and would otherwise all take the walk.
    package static func hasCleanBytes(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || isCleanByte($0) }
    }

    /// Trims spaces and turns every run of them into one, byte by byte.
    static func collapsingSpaces(_ text: String) -> String {
        String(decoding: collapsingSpaces(bytes: text.utf8), as: UTF8.self)
    }

    /// ``collapsingSpaces(_:)`` on UTF-8 bytes, for a reader that has not made a string yet.
    @inlinable package static func collapsingSpaces<Bytes: Collection<UInt8>>(bytes text: Bytes) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        for byte in text where byte != 0x20 || (bytes.last ?? 0x20) != 0x20 { bytes.append(byte) }
        if bytes.last == 0x20 { bytes.removeLast() }
        return bytes
    }

    /// Characters that reorder displayed text and can disguise it.
    static func isBidiOverride(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipCSI(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        case " "..."/":
            // nF sequences: intermediate bytes, then one final byte.
            while let more = scalars.next(), (0x20...0x2F).contains(more.value) {}
        default: break
        }
    }

    private static func skipCSI(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return }
        }
    }

    /// Skips an OSC, DCS, SOS, PM or APC string up to BEL or ST (ESC \ or 0x9C).
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if scalar == "\u{07}" || scalar == "\u{9C}" { return }
            if scalar == "\u{1B}" {
                _ = scalars.next()
                return
            }
        }
    }
}
