import Support
import Model
/// One FreeDict definition block, as a dictd sends it and as the installed `.dict.dz` files hold
/// it. The first line is the headword, its IPA between slashes and markers such as `<v>`; then
/// senses, one line each or numbered ("1. calmarse, sosegarse"), words separated by commas or
/// semicolons, each word with optional markers (`Wasser <neut>`) and the sense with labels
/// (`[techn.]`). Quoted examples and lines such as "Note: ..." or "see: {...}" are not senses.
struct FreeDictEntry: Equatable, Sendable {
    struct Word: Equatable, Sendable {
        var text: String
        var gender: Gender?
        var partOfSpeech: PartOfSpeech?
        /// Marked colloquial or figurative by a label after it ("Zeh <masc> [ugs.]") or before
        /// the sense's first word ("[coll.] Brandstifter, Brandleger"), not by a neighbour's.
        var colloquial = false
    }

    struct Sense: Equatable, Sendable {
        var words: [Word]
        /// Subject labels ("techn.", "sport") that mark a specialised sense.
        var labels: [String]
    }

    var headword: String
    var ipa: String?
    var partOfSpeech: PartOfSpeech?
    var senses: [Sense]
    /// Quoted usage examples: dictionaries give the everyday sense of a word the most.
    var examples = 0
    /// "Note:" lines restricting the sense ("Note: Tiere").
    var notes = 0
    /// True when the headword line lists irregular forms ("drink (drank, drunk)"): the word's core entry.
    var listsForms = false

    /// Every word of every sense, in order.
    var words: [String] { senses.flatMap { $0.words.map(\.text) } }

    init(lines: [String]) {
        // Quoted examples are only counted: cleaning each of Ding's many would cost the most.
        let lines = lines.map(Self.cleaned).filter { !$0.isEmpty }
        let (head, headMarkers) = Self.headMarkers(lines.first ?? "")
        // "drink /dɹˈɪŋk/ (drank /dɹˈaŋk/, drunk /dɹˈʌŋk/)": the forms follow the headword.
        let core = Self.beforeForms(head)
        (headword, ipa) = Self.headwordAndPronunciation(core)
        partOfSpeech = headMarkers.lazy.compactMap(Self.partOfSpeech).first
        senses = Self.senses(lines.dropFirst())
        examples = lines.dropFirst().filter { $0.hasPrefix("\"") }.count
        notes = lines.dropFirst().filter { $0.hasPrefix("Note:") }.count
        listsForms = core != head
    }

    /// How much the entry looks like the word's everyday sense rather than a narrow one: examples
    /// and irregular forms count for it, notes and a headword in another case (Milk, a river) against.
    func importance(asked word: String) -> Double {
        var total = min(5, Double(examples)) * 0.3 + (listsForms ? 1.5 : 0) - min(2, Double(notes)) * 0.5
        if headword != word, headword.lowercased() == word.lowercased(), word == word.lowercased() { total -= 2 }
        return total
    }
}

extension FreeDictEntry {
    /// 0 for an entry with no note and no subject label on its first sense, 1 otherwise: the
    /// order to read a word's entries in when the dictionary's own order means nothing.
    func everydayRank(asked word: String) -> Int {
        notes > 0 || senses.first?.labels.contains(where: Self.isSpecialistLabel) == true ? 1 : 0
    }

    /// A sense's word in lower case without the number WikDict runs on after it ("comer 2.").
    static func bare(_ word: String) -> String {
        String(word.reversed().drop { $0.isNumber || $0 == "." || $0 == " " }.reversed()).lowercased()
    }

    /// "house /haus/" -> ("house", "haus"); the IPA is what ends the line between slashes
    /// (a headword may hold a slash itself: "and/or"). WikDict's files write it between double
    /// slashes ("falegname //fale'ɲɲame//") and may give two ("pic /pi/ /pik/"): the first is kept.
    static func headwordAndPronunciation(_ line: String) -> (String, String?) {
        var head = Substring(line.trimmingSpaces())
        var ipa: String?
        while let (rest, found) = trailingPronunciation(head) { (head, ipa) = (rest, found) }
        return (Text.clean(String(head)), ipa)
    }

    /// The text before a last pronunciation between single or double slashes, and that pronunciation.
    private static func trailingPronunciation(_ text: Substring) -> (Substring, String)? {
        let line = Substring(String(text).trimmingSpaces())
        let mark = line.hasSuffix("//") ? 2 : 1
        guard line.hasSuffix("/"), line.count > 2 * mark else { return nil }
        let body = line.dropLast(mark)
        guard let open = body.lastIndex(of: "/") else { return nil }
        var start = open
        if mark == 2 {
            guard open > body.startIndex, body[body.index(before: open)] == "/" else { return nil }
            start = body.index(before: open)
        }
        guard start == body.startIndex || body[body.index(before: start)] == " " else { return nil }
        let ipa = String(body[body.index(after: open)...])
        return ipa.isEmpty ? nil : (body[..<start], ipa)
    }

    /// The lines that hold translations. Dictionaries made from Wiktionary follow each sense
    /// with a gloss in the source language ("semáforo" then "mit Lichtsignalen ausgestattete
    /// Anlage, ..."): an unnumbered line after a sense is that gloss, not another sense.
    static func senses(_ lines: ArraySlice<String>) -> [Sense] {
        var kept: [Sense] = []
        var afterSense = false
        // JMdict-made dictionaries (jpn-eng) number a sense by its part of speech alone,
        // "1. (noun (common) (futsuumeishi))", and give its words on the next line.
        var markedPart: PartOfSpeech??
        for line in lines where isSense(line) {
            let numbered = isNumbered(line)
            if let part = markedPart, !numbered {
                if line.hasPrefix("("), line.hasSuffix(")") { continue }  // "(transitive verb)": more of the marker
                var found = sense(line)
                found.words = found.words.map { word in var word = word; word.partOfSpeech = word.partOfSpeech ?? part; return word }
                if !found.words.isEmpty { kept.append(found) }
                (markedPart, afterSense) = (nil, true)
                continue
            }
            markedPart = nil
            if afterSense && !numbered {
                afterSense = false
                continue
            }
            if numbered, let part = partMarkerLine(line) {
                markedPart = .some(part)
                continue
            }
            let found = sense(line)
            guard !found.words.isEmpty else { continue }
            kept.append(found)
            afterSense = true
        }
        return kept
    }

    /// "1. (noun (common) (futsuumeishi))" → noun; "2. (adjective (keiyoushi))" → adjective: a
    /// numbered line that is one parenthesised part of speech; nil for any other line.
    static func partMarkerLine(_ line: String) -> PartOfSpeech?? {
        guard let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber) else { return nil }
        let rest = String(line[line.index(after: dot)...]).trimmingSpaces()
        guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
        let lowered = rest.lowercased()
        if lowered.hasPrefix("(noun") { return .some(.noun) }
        if lowered.contains("verb") { return .some(.verb) }
        if lowered.hasPrefix("(adjective") { return .some(.adjective) }
        if lowered.hasPrefix("(adverb") { return .some(.adverb) }
        return .some(nil)
    }

    /// A line as the entry reads it: trimmed and cleaned; a quoted example as its quote alone.
    static func cleaned(_ line: String) -> String {
        withCleanBytes(line, cleaned(bytes:)) ?? cleanedByCharacters(line)
    }

    static func cleanedByCharacters(_ line: String) -> String {
        let trimmed = line.trimmingSpaces()
        return trimmed.hasPrefix("\"") ? "\"" : Text.clean(trimmed)
    }

    /// Drops quoted examples and labelled notes ("see: ...", "Note: ...", "Synonym: ...").
    static func isSense(_ line: String) -> Bool {
        withCleanBytes(line, isSense(bytes:)) ?? isSenseByCharacters(line)
    }

    static func isSenseByCharacters(_ line: String) -> Bool {
        guard let first = line.first, first != "\"", first != "{" else { return false }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let label = line[..<colon]
        let isLabel = !label.isEmpty && label.allSatisfy(\.isLetter) && label.unicodeScalars.allSatisfy(\.isASCII)
        return !(isLabel && (line.index(after: colon) == line.endIndex || line[line.index(after: colon)] == " "))
    }

    /// "2. descuento, rebaja [econ.]" -> the words, with the sense's labels apart.
    static func sense(_ line: String) -> Sense {
        withCleanBytes(line, sense(bytes:)) ?? senseByCharacters(line)
    }

    static func senseByCharacters(_ line: String) -> Sense {
        var text = Substring(line)
        if let dot = text.firstIndex(of: "."), dot > text.startIndex, text[..<dot].allSatisfy(\.isNumber) {
            text = text[text.index(after: dot)...]
        }
        var labels: [String] = []
        var words: [Word] = [], leadingColloquial = false
        for (index, piece) in topLevelPieces(String(text)).enumerated() {
            let (withoutLabels, found) = splittingBrackets(piece)
            labels += found
            let colloquial = found.contains(where: isColloquialLabel)
            if index == 0, piece.trimmingSpaces().hasPrefix("[") { leadingColloquial = colloquial }
            // "Straße <fem>Str.": what follows a word's markers is its abbreviation.
            let beforeMarker = String(withoutLabels[..<(withoutLabels.firstIndex(of: "<") ?? withoutLabels.endIndex)])
            let (plain, markers) = splittingMarkers(withoutLabels)
            let chosen = beforeMarker.trimmingSpaces().isEmpty ? plain : beforeMarker
            var word = Text.clean(withoutAbbreviation(chosen))
            // "dog (Canis (lupus) familiaris)": a closing explanation is not part of the word.
            if word.hasSuffix(")"), let open = word.range(of: " (") { word = String(word[..<open.lowerBound]) }
            guard !word.isEmpty, !(word.hasPrefix("/") && word.hasSuffix("/")) else { continue }
            words.append(Word(text: word, gender: markers.lazy.compactMap(gender).first,
                              partOfSpeech: markers.lazy.compactMap(partOfSpeech).first, colloquial: colloquial || leadingColloquial))
        }
        return Sense(words: words, labels: labels)
    }

    /// "Straße /Str./" -> "Straße": Ding gives a word's abbreviation between slashes after it.
    static func withoutAbbreviation(_ text: String) -> String {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasSuffix("/"), let open = trimmed.dropLast().lastIndex(of: "/"), open > trimmed.startIndex,
              trimmed[trimmed.index(before: open)] == " " else { return text }
        return String(trimmed[..<open])
    }

    /// Splits at commas and semicolons outside `<...>`, `(...)`, `[...]` and `{...}`.
    static func topLevelPieces(_ line: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            switch character {
            case "<", "(", "[", "{": depth += 1
            case ">", ")", "]", "}": depth = max(0, depth - 1)
            case ",", ";":
                guard depth == 0 else { break }
                pieces.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        pieces.append(current)
        return pieces
    }

    /// "Wasser <neut>" -> ("Wasser ", ["neut"]).
    static func splittingMarkers(_ text: String) -> (String, [String]) {
        splitting(text, open: "<", close: ">")
    }

    /// "Bock [techn.]" -> ("Bock ", ["techn."]).
    static func splittingBrackets(_ text: String) -> (String, [String]) {
        splitting(text, open: "[", close: "]")
    }

    static func splitting(_ text: String, open: Character, close: Character) -> (String, [String]) {
        var plain = ""
        var found: [String] = []
        var inside: String?
        for character in text {
            if character == open, inside == nil {
                inside = ""
            } else if character == close, let marker = inside {
                found.append(marker.trimmingSpaces())
                inside = nil
                plain.append(" ")
            } else if inside != nil {
                inside?.append(character)
            } else {
                plain.append(character)
            }
        }
        return (plain, found)
    }

    /// Labels of trades and sciences, whose senses a learner rarely means ("[techn.]"); everyday
    /// subjects such as "[zool.]" or "[cook.]" are not among them.
    static let specialistLabels: Set<String> = [
        "techn.", "constr.", "mach.", "electr.", "comp.", "math.", "econ.", "fin.", "med.", "chem.", "phys.", "min.", "geol.",
        "naut.", "aviat.", "mil.", "jur.", "textil.", "print", "phil.", "arch.", "telco.", "mining", "envir.", "biochem.", "pharm.",
        "statist.", "ling.", "electronics",
    ]

    /// Labels of register and region (colloquial, dated, British): words a teacher would not
    /// accept as an answer beside the everyday one.
    static let registerLabels: Set<String> = [
        "ugs.", "slang", "vulg.", "pej.", "veraltet", "veraltend", "geh.", "poet.", "humor.", "übtr.", "fig.", "selten",
        "Br.", "Am.", "Ös.", "Schw.", "Dt.", "Süddt.", "Norddt.", "coll.", "colloq.", "fam.", "arc.", "obs.", "dated", "rare",
    ]

    static func isRegisterLabel(_ label: String) -> Bool {
        self.label(label, hasOneOf: registerLabels)
    }

    /// The register labels of everyday talk and figures of speech (not of region or age): Ding's
    /// "[coll.] Brandstifter" is a torch only in American slang.
    static let colloquialLabels: Set<String> = ["ugs.", "slang", "vulg.", "pej.", "humor.", "übtr.", "fig.", "coll.", "colloq.", "fam."]

    static func isColloquialLabel(_ label: String) -> Bool {
        self.label(label, hasOneOf: colloquialLabels)
    }

    /// Labels of words a dictionary marks vulgar or obscene.
    static let vulgarLabels: Set<String> = ["vulg.", "vulg", "vulgar", "obsc.", "obscene"]

    static func isVulgarLabel(_ label: String) -> Bool {
        self.label(label, hasOneOf: vulgarLabels, ignoringCase: true)
    }

    static func isSpecialistLabel(_ label: String) -> Bool {
        self.label(label, hasOneOf: specialistLabels, ignoringCase: true)
    }

    /// Whether a bracketed label, which may hold several ("Am.; coll."), has one of `labels`.
    static func label(_ label: String, hasOneOf labels: Set<String>, ignoringCase: Bool = false) -> Bool {
        label.split(separator: ";").contains { part in
            let trimmed = part.trimmingSpaces()
            return labels.contains(ignoringCase ? trimmed.lowercased() : trimmed)
        }
    }

    /// "masc" -> masculine; "masc, fem" names two, so no one gender.
    static func gender(_ marker: String) -> Gender? {
        let parts = marker.split(separator: ",").map { $0.trimmingSpaces() }
        let genders = parts.compactMap { part -> Gender? in
            switch part {
            case "masc", "m": return .masculine
            case "fem", "f": return .feminine
            case "neut", "nt": return .neuter
            default: return nil
            }
        }
        return genders.count == 1 ? genders[0] : nil
    }

    /// "v", "v, trans", "vt" -> verb; "adj" -> adjective; "n", "noun" or a gender -> noun.
    static func partOfSpeech(_ marker: String) -> PartOfSpeech? {
        let first = marker.split(separator: ",").first.map { $0.trimmingSpaces() } ?? ""
        switch first {
        case "v", "vt", "vi", "vr", "verb": return .verb
        case "adj", "adjective": return .adjective
        case "adv", "adverb": return .adverb
        case "n", "noun", "masc", "fem", "neut", "m", "f", "nt", "pl": return .noun
        case "prep", "conj", "pron", "art", "interj", "num": return .other
        default: return nil
        }
    }
}
