import Support
import Model

/// V. K. Mueller's English-Russian dictionary (Debian's `mueller7accent-dict`, the `mueller7accent`
/// database in `/usr/share/dictd`), whose Russian words show their stress as a capital vowel
/// ("собАка, пЁс"). Each headword's sections are marked "1. _n.", "2. _v." and their senses
/// "1) ...; ..."; a card takes the words of the section of the asked part of speech, the
/// first sense first, in lower case, with the stress as an acute accent in its reading (соба́ка).
struct MuellerGlossary: ReverseGlossary {
    let files: FreeDictFiles

    init?(directory: String) {
        let base = directory + "/mueller7accent"
        guard let data = try? DictZip(path: base + ".dict.dz") else { return nil }
        files = FreeDictFiles(pair: "mueller7accent", indexPath: base + ".index", data: data)
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
                    for (sense, words) in (section?.senses ?? []).prefix(3).enumerated() {
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
    struct Section {
        var part: PartOfSpeech?
        var senses: [[String]] = []
    }

    static let partMarkers: [String: PartOfSpeech] = ["_n.": .noun, "_v.": .verb, "_a.": .adjective, "_adv.": .adverb]

    /// The entry's sections, each with the Russian words of its senses in order.
    static func sections(of text: String) -> [Section] {
        var sections: [Section] = []
        var current = ""
        func flush() {
            guard !sections.isEmpty else { current = ""; return }
            let senses = senseTexts(current).map(words).filter { !$0.isEmpty }
            sections[sections.count - 1].senses += senses
            current = ""
        }
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let part = partMarkers[String(token)] {
                flush()
                sections.append(Section(part: part))
            } else if token.hasPrefix("_"), token.hasSuffix("."), sections.isEmpty {
                continue
            } else {
                current += " " + token
            }
        }
        flush()
        return sections
    }

    /// "1) собАка, пЁс; Greater Dog ... 2) кобЕль" → the text of each numbered sense.
    static func senseTexts(_ text: String) -> [String] {
        var senses: [String] = [], current = ""
        for token in text.split(separator: " ") {
            if token.count <= 3, token.hasSuffix(")"), token.dropLast().allSatisfy(\.isNumber) {
                if !current.isEmpty { senses.append(current) }
                current = ""
            } else if token.count <= 3, token.hasSuffix("."), token.dropLast().allSatisfy(\.isNumber) {
                break
            } else {
                current += (current.isEmpty ? "" : " ") + token
            }
        }
        if !current.isEmpty { senses.append(current) }
        return senses
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
            guard !trimmed.isEmpty, !trimmed.contains(" "), !trimmed.contains("_"),
                  trimmed.allSatisfy({ ("а"..."я").contains($0.lowercased().first!) || "ёЁ-".contains($0) || ("А"..."Я").contains($0) }) else { return nil }
            return trimmed
        }
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
