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
        if hasCleanBytes(text) { return collapsingSpaces(text) }
        switch settledForm(of: text) {
        case .clean: return text
        case .spaced: return collapsingSpaces(text)
        case .unsettled: return scrubbed(text)
        }
    }

    /// What the walk would do to text beyond the bytes ``isClean(_:)`` takes, judged on its
    /// scalars: nothing, when every one is settled (``isSettled(_:)``, or a lone mark after a
    /// settled letter) and the spaces fall one between words; only collapse its spaces, when
    /// they fall otherwise.
    enum SettledForm { case clean, spaced, unsettled }

    static func settledForm(of text: String) -> SettledForm {
        var afterSpace = true, afterMark = false, spaced = false
        for scalar in text.unicodeScalars {
            if scalar == " " {
                spaced = spaced || afterSpace
                (afterSpace, afterMark) = (true, false)
            } else if isSettled(scalar.value) {
                (afterSpace, afterMark) = (false, false)
            } else if isLoneMark(scalar.value), !afterSpace, !afterMark {
                afterMark = true
            } else {
                return .unsettled
            }
        }
        return spaced || afterSpace && !text.isEmpty ? .spaced : .clean
    }

    /// A code point the walk keeps as it is wherever it stands: printable ASCII but the space,
    /// the letters of U+00C0–U+02FF, Cyrillic's letters (not its combining marks U+0483–U+0489),
    /// the phonetic letters of U+1D00–U+1D7F, kana (not the combining sound marks U+3099 and
    /// U+309A) and the CJK marks 、。々〆〇〜, CJK's unified ideographs and the full-width forms.
    /// None is a space, a control or a mark, each is its own NFC form, and none joins the
    /// character before it under NFC: Japanese, Chinese and Russian dictionary text skips the
    /// walk as Latin text does.
    static func isSettled(_ value: UInt32) -> Bool {
        switch value {
        case 0x21...0x7E, 0xC0...0x2FF, 0x400...0x482, 0x48A...0x4FF, 0x1D00...0x1D7F, 0x3001...0x3002, 0x3005...0x3007, 0x301C,
             0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF5E: true
        default: false
        }
    }

    /// A combining mark that no composed character holds (the IPA's lowered o̞, syllabic n̩, tie
    /// bar t͡s): NFC leaves it where it stands, one after a settled letter. Two in a row could be
    /// reordered, so a second one takes the walk.
    static func isLoneMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x305, 0x30D, 0x30E, 0x310, 0x312, 0x315...0x31A, 0x31C...0x322, 0x329...0x32C, 0x32F, 0x332...0x337, 0x339...0x33F,
             0x346...0x34E, 0x350...0x36F: true
        default: false
        }
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

    /// Whether every scalar of `text` is the space or one ``isSettled(_:)`` keeps, as Japanese,
    /// Chinese and Russian dictionary lines are: ``clean(_:)`` of such text only collapses its
    /// spaces, and no two of its scalars make one character, so it splits at ASCII delimiters on
    /// its bytes as it does on its characters.
    package static func hasSettledScalars(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == " " || isSettled($0.value) }
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
