import Support
import Model

/// V. K. Mueller's English-Russian dictionary (Debian's `mueller7accent-dict`, the `mueller7accent`
/// database in `/usr/share/dictd`), whose Russian words show their stress as a capital vowel
/// ("собАка, пЁс"). Each headword's sections are marked "1. _n.", "2. _v." and their senses
/// "1) ...; ..."; a card takes the words of the section of the asked part of speech, the
/// first sense first, in lower case, with the stress as an acute accent in its reading (соба́ка).
struct MuellerGlossary: ReverseGlossary {
    let files: FreeDictFiles

    /// The dictionary in `directory`, nil when it is not installed; installed but unreadable, it
    /// throws, naming the file.
    init?(directory: String) throws {
        guard let files = try FreeDictFiles.installed("mueller7accent", base: directory + "/mueller7accent", package: "mueller7accent-dict") else {
            return nil
        }
        self.files = files
    }

    func entries(for keys: Set<String>) throws -> [String: [GlossEntry]] {
        var asked: [String: [(key: String, part: PartOfSpeech?)]] = [:]
        for key in keys {
            let verb = key.hasPrefix("to ")
            asked[verb ? String(key.dropFirst(3)) : key, default: []].append((key, verb ? .verb : nil))
        }
        var found: [String: [GlossEntry]] = [:]
        for (headword, texts) in try files.definitions(for: Set(asked.keys)) {
            for text in texts {
                let sections = Self.sections(of: text)
                for (key, part) in asked[headword] ?? [] {
                    let section = sections.first { part == nil ? $0.part != .verb : $0.part == part }
                    for (sense, words) in (section?.senses(3) ?? []).enumerated() {
                        for (position, word) in words.enumerated() {
                            found[key, default: []].append(GlossEntry(text: Self.plain(word), reading: Self.stressed(word),
                                                                      partOfSpeech: section?.part, sense: sense, position: position))
                        }
                    }
                }
            }
        }
        return found
    }
}

extension MuellerGlossary {
    /// A part of speech's section of an entry, its words as they came: a card takes the first
    /// senses of one section, so the others' senses are never worked out.
    struct Section {
        var part: PartOfSpeech?
        var tokens: [Substring] = []

        /// The Russian words of each sense that has some, in order.
        var senses: [[String]] { senses(.max) }

        /// The Russian words of the first `count` senses that have some.
        func senses(_ count: Int) -> [[String]] {
            Array(senseTexts(tokens).lazy.map(words).filter { !$0.isEmpty }.prefix(count))
        }
    }

    static let partMarkers: [String: PartOfSpeech] = ["_n.": .noun, "_v.": .verb, "_a.": .adjective, "_adv.": .adverb]

    /// The entry's sections, each with the words that follow its part of speech.
    static func sections(of text: String) -> [Section] {
        var sections: [Section] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if token.first == "_", let part = partMarkers[String(token)] {
                sections.append(Section(part: part))
            } else if token.first == "_", token.hasSuffix("."), sections.isEmpty {
                continue
            } else if !sections.isEmpty {
                sections[sections.count - 1].tokens.append(token)
            }
        }
        return sections
    }

    /// The text of each numbered sense of a section's words ("1) собАка, пЁс; Greater Dog ...
    /// 2) кобЕль"); a numbered section ("2.") ends it.
    static func senseTexts(_ tokens: [Substring]) -> [String] {
        var senses: [String] = [], current: [Substring] = []
        for token in tokens {
            if isNumber(token, endingIn: ")") {
                if !current.isEmpty { senses.append(current.joined(separator: " ")) }
                current = []
            } else if isNumber(token, endingIn: ".") {
                break
            } else {
                current.append(token)
            }
        }
        if !current.isEmpty { senses.append(current.joined(separator: " ")) }
        return senses
    }

    /// "2)" or "12.": at most two digits and the mark.
    static func isNumber(_ token: Substring, endingIn mark: Character) -> Bool {
        token.last == mark && token.dropFirst(3).isEmpty && token.dropLast().allSatisfy(\.isNumber)
    }

    /// The Russian words of a sense, before its first example: single Cyrillic words (or two,
    /// a reflexive "-ся" verb's), without parenthesised parts and markers.
    static func words(_ sense: String) -> [String] {
        var plain = "", depth = 0
        for character in sense {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth = max(0, depth - 1); continue }
            if depth == 0 { plain.append(character) }
        }
        let clause = plain.split(separator: ";").first.map(String.init) ?? ""
        return clause.split(separator: ",").compactMap { piece in
            let trimmed = String(piece).trimmingSpaces()
            guard !trimmed.isEmpty, !trimmed.contains(" "), !trimmed.contains("_"), trimmed.allSatisfy(isRussianLetter) else { return nil }
            return trimmed
        }
    }

    /// A letter of a Russian word: а–я and А–Я, ё and Ё, or the hyphen of a compound, or any
    /// other character whose lower case sorts among а–я. A character of one code point is
    /// answered by its value, which spares the lower case every character of an entry made.
    static func isRussianLetter(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let value = scalars.first?.value {
            if (0x0410...0x044F).contains(value) || value == 0x0401 || value == 0x0451 || value == 0x2D { return true }
            if value < 0x80 { return false }
        }
        return ("а"..."я").contains(character.lowercased().first!) || "ёЁ-".contains(character) || ("А"..."Я").contains(character)
    }

    /// "собАка" → собака.
    static func plain(_ word: String) -> String { word.lowercased() }

    /// "собАка" → соба́ка (the stressed vowel with U+0301); "пЁс" → пёс; nil for a word with no
    /// stress marked.
    static func stressed(_ word: String) -> String? {
        var result = "", marked = false
        for character in word {
            if character.isUppercase, "АЕИОУЫЭЮЯ".contains(character) {
                result += character.lowercased() + "\u{301}"
                marked = true
            } else {
                result += character.lowercased()
            }
        }
        return marked ? result : (word.contains("Ё") || word.contains("ё") ? word.lowercased() : nil)
    }
}
