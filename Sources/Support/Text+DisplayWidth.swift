extension Text {
    /// The columns a terminal gives `text`: two for each wide or fullwidth character (Unicode's
    /// East Asian Width W and F: 犬, いぬ, 老师, ｱ is narrow) and for an emoji shown as a picture
    /// (🐱, ❤️), none for a combining mark alone (the stress in соба́ка shares its vowel's
    /// column), one for the rest.
    /// - SeeAlso: https://www.unicode.org/reports/tr11/ (East Asian Width), wcwidth(3)
    public static func displayWidth(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + displayWidth($1) }
    }

    /// One Character's columns: 2 when any of its scalars is wide or an emoji presented as a
    /// picture (a base followed by U+FE0F), 0 when all are zero-width, else 1.
    static func displayWidth(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { isWide($0.value) || $0.properties.isEmojiPresentation }) || scalars.contains("\u{FE0F}") {
            return 2
        }
        return scalars.allSatisfy(isZeroWidth) ? 0 : 1
    }

    /// East Asian Width W or F: Hangul jamo, CJK radicals to Yi, Hangul syllables, compatibility
    /// ideographs, vertical and small forms, fullwidth forms, the supplementary ideograph planes.
    static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Combining marks, format characters (zero-width joiner, variation selectors) and the like.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B || (0xFE00...0xFE0F).contains(scalar.value) || (0x1160...0x11FF).contains(scalar.value)
        }
    }
}
