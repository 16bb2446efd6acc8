import Foundation
import Support

extension Grader {
    /// The form answers are compared in: NFC, lower case, whitespace collapsed, ¡ and ¿ removed,
    /// typographic apostrophes (’ ‘ ʼ) and hyphens (‐ ‑) written as the keyboard's ' and -, the
    /// ligatures œ and æ as the oe and ae a keyboard without them types (cœur, coeur), and
    /// trailing punctuation (. , ! ? ; : … and their CJK and Arabic forms) dropped.
    /// Use it wherever answers are compared "ignoring case".
    static func normalize(_ text: String) -> String {
        asciiNormalized(text) ?? normalizedFully(text)
    }

    /// ``normalize(_:)`` of printable ASCII, byte by byte: what the full path gives it, in a
    /// twentieth of the time (judging against a 1,000-card pool normalizes every answer); nil
    /// for any other text.
    static func asciiNormalized(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var space = false
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            if byte == 0x20 {
                space = !bytes.isEmpty
                continue
            }
            if space { bytes.append(0x20) }
            space = false
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        while let last = bytes.last, last == 0x20 || asciiTrailingPunctuation.contains(last) { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``normalize(_:)`` for any text.
    static func normalizedFully(_ text: String) -> String {
        let lowered = Text.clean(text).lowercased().replacingOccurrences(of: "ς", with: "σ").reduce(into: "") { lowered, character in
            switch character {
            case "¡", "¿": break
            case "œ": lowered += "oe"
            case "æ": lowered += "ae"
            default: lowered.append(Text.keyboardForms[character] ?? character)
            }
        }
        let composed = trimmingPunctuation(Text.collapsingWhitespace(lowered)).precomposedStringWithCanonicalMapping
        return readingNeutral(composed)
    }

    /// What a reading does not change: Russian stress marks (соба́ка is собака) and ё written е,
    /// katakana written in hiragana (イヌ is いぬ).
    static func readingNeutral(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar.value != 0x301 {
            switch scalar.value {
            case 0x451: scalars.append("е")
            case 0x30A1...0x30F6: scalars.append(Unicode.Scalar(scalar.value - 0x60)!)
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` without diacritics: accents on Latin, Greek and Cyrillic letters, Arabic harakat and
    /// Hebrew points. Marks that change a letter elsewhere (kana voicing, Indic vowel signs) stay.
    static func strippingDiacritics(_ text: String) -> String {
        let scalars = text.decomposedStringWithCanonicalMapping.unicodeScalars.filter { !isDiacritic($0) }
        return String(String.UnicodeScalarView(scalars)).precomposedStringWithCanonicalMapping
    }
}

private extension Grader {
    static let asciiTrailingPunctuation: Set<UInt8> = Set(".,!?;:".utf8)

    static let trailingPunctuation: Set<Character> = [
        ".", ",", "!", "?", ";", ":", "…", "。", "、", "！", "？", "；", "：", "،", "؟", "؛",
    ]

    static let diacriticRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
        0x0591...0x05BD, 0x05BF...0x05C7, 0x064B...0x065F, 0x0670...0x0670,
    ]

    static func trimmingPunctuation(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last.isWhitespace || trailingPunctuation.contains(last) {
            result.removeLast()
        }
        return String(result.drop(while: \.isWhitespace))
    }

    static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .nonspacingMark
            && diacriticRanges.contains { $0.contains(scalar.value) }
    }
}
