import Foundation

/// Pinyin as CC-CEDICT writes it (lao3 shi1) and as learners read it (lǎoshī): the tone mark
/// on a or e, on the o of ou, else on the last vowel; u: and v are ü; tone 5 is unmarked.
package enum Pinyin {
    static let marks: [Character: [Character]] = [
        "a": ["ā", "á", "ǎ", "à"], "e": ["ē", "é", "ě", "è"], "i": ["ī", "í", "ǐ", "ì"], "o": ["ō", "ó", "ǒ", "ò"],
        "u": ["ū", "ú", "ǔ", "ù"], "ü": ["ǖ", "ǘ", "ǚ", "ǜ"],
    ]

    /// "lao3 shi1" → lǎoshī.
    package static func marked(_ numbered: String) -> String {
        numbered.split(separator: " ").map { marked(syllable: String($0)) }.joined()
    }

    static func marked(syllable: String) -> String {
        var letters = Array(syllable.lowercased().replacingOccurrences(of: "u:", with: "ü").replacingOccurrences(of: "v", with: "ü"))
        guard let last = letters.last, let tone = last.wholeNumberValue else { return String(letters) }
        letters.removeLast()
        guard (1...4).contains(tone) else { return String(letters) }
        let vowels = letters.indices.filter { marks[letters[$0]] != nil }
        let target = vowels.first { "ae".contains(letters[$0]) }
            ?? vowels.first { letters[$0] == "o" && $0 + 1 < letters.count && letters[$0 + 1] == "u" }
            ?? vowels.last
        if let target, let marked = marks[letters[target]]?[tone - 1] { letters[target] = marked }
        return String(letters)
    }

    /// "lǎoshī" → laoshi: the reading as typed without tone marks.
    package static func withoutTones(_ reading: String) -> String {
        String(reading.map { character in
            for (plain, toned) in marks where toned.contains(character) { return plain == "ü" ? "u" : plain }
            return character == "ü" ? "u" : character
        })
    }

    /// Pinyin typed with tone numbers ("lao3shi1", "gou3") in tone marks; nil for other text.
    package static func fromNumbers(_ typed: String) -> String? {
        guard typed.contains(where: { ("1"..."5").contains($0) }),
              typed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " " || $0 == ":") }),
              typed.first?.isLetter == true else { return nil }
        var syllables: [String] = [], current = ""
        for character in typed where character != " " {
            current.append(character)
            if character.isNumber { syllables.append(current); current = "" }
        }
        if !current.isEmpty { syllables.append(current) }
        return syllables.map { marked(syllable: $0) }.joined()
    }
}
