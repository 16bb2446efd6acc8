import Model

/// How dictionary entries word things, read the way a card needs them. Ding (FreeDict's
/// English-German dictionary) files transitive verbs under "buy sth" and writes their object
/// ("etw. kaufen", "sich etw. besorgen"); German capitalises its nouns, so "Schwimmen" is the
/// noun and "schwimmen" the verb; an entry ending in "!" is an exclamation or an imperative
/// ("vergiss!"), not the word.
extension OfflineLookup {
    /// The object placeholders Ding writes in German ("etw.", "jdm.") and English ("sth", "sb").
    static let objectMarkers: Set<String> = ["etw.", "etw", "jdm.", "jdn.", "jds.", "jd.", "jdm", "jdn", "jds"]

    /// The headwords an English verb's transitive entries are filed under ("buy sth", "see sb").
    static func objectHeadwords(of lemma: String) -> [String] {
        ["\(lemma) sth", "\(lemma) sb", "\(lemma) sb sth"]
    }

    /// The headwords to read for a word: its lemma and itself, and for an English verb the
    /// lemma with an object.
    func headwords(_ query: OfflineQuery, _ readings: [OfflineReading]) -> [String] {
        var headwords = [query.text.lowercased()]
        if let lemma = readings.first?.lemma.lowercased(), !headwords.contains(lemma) { headwords.insert(lemma, at: 0) }
        if source == .english, readings.first?.partOfSpeech == .verb, let lemma = readings.first?.lemma.lowercased() {
            headwords += Self.objectHeadwords(of: lemma)
        }
        return headwords
    }

    /// The German prepositions Ding writes before an object ("für etw. danken", "mit jdm. teilen").
    static let objectPrepositions: Set<String> = ["an", "auf", "aus", "bei", "durch", "für", "gegen", "hinter", "in", "mit",
                                                  "nach", "neben", "ohne", "über", "um", "unter", "von", "vor", "zu", "zwischen"]

    /// A dictionary word as a card's candidate: object markers dropped with the preposition
    /// before them ("etw. kaufen" → kaufen, "für etw. danken" → danken), words in parentheses
    /// dropped as the optional words they are ("jdn. (vor Gericht) anklagen" → anklagen), the
    /// first of a word's spellings kept ("Ski/Schi fahren" → Ski fahren), a closing "!" dropped
    /// from a phrase; nil for an exclamation offered for a single word.
    static func cardWord(_ text: String, asked: String) -> String? {
        let pieces = withoutOptionalWords(text).split(separator: " ").map(String.init)
        var words: [String] = []
        for (index, piece) in pieces.enumerated() where !Self.objectMarkers.contains(piece) {
            if Self.objectPrepositions.contains(piece), index + 1 < pieces.count, Self.objectMarkers.contains(pieces[index + 1]) { continue }
            words.append(Self.firstSpelling(piece))
        }
        guard var last = words.popLast() else { return nil }
        if last.hasSuffix("!"), !asked.hasSuffix("!") {
            guard !words.isEmpty || asked.contains(" ") else { return nil }
            last.removeLast()
        }
        let word = (words + [last]).joined(separator: " ")
        return word.isEmpty ? nil : word
    }

    /// The text without its whole words in parentheses, which Ding writes for words one may
    /// leave out ("etw. (zeitlich) verlängern", "eine Abstimmung (über etw.) durchführen"); a
    /// parenthesis inside a word ("(los)schicken") or around the whole text stays.
    static func withoutOptionalWords(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "(")) else { return text }
        var kept: [Substring] = [], depth = 0, group: [Substring] = []
        for piece in text.split(separator: " ") {
            if depth == 0, piece.first != "(" { kept.append(piece); continue }
            group.append(piece)
            depth += piece.filter { $0 == "(" }.count - piece.filter { $0 == ")" }.count
            guard depth <= 0 else { continue }
            // Only a group that closes at a word's end is optional words; any other stays as written.
            if piece.last != ")" { kept += group }
            group = []
            depth = 0
        }
        kept += group
        return kept.isEmpty ? text : kept.joined(separator: " ")
    }

    /// "Ski/Schi" → Ski: two spellings of one word, both letters; anything else as it is.
    static func firstSpelling(_ piece: String) -> String {
        let spellings = piece.split(separator: "/", omittingEmptySubsequences: false)
        guard spellings.count == 2, spellings.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }) else { return piece }
        return String(spellings[0])
    }

    /// The part of speech a German word's spelling shows: capitalised, a noun; in lower case,
    /// not one (nil for other languages and for phrases).
    func spelledPart(_ text: String) -> PartOfSpeech? {
        guard target.code == "de", !text.contains(" "), let first = text.first, first.isLetter else { return nil }
        return first.isUppercase ? .noun : nil
    }

    /// German's indefinite pronouns, which translate what WordNet files as nouns ("nothing", "somebody").
    static let germanPronouns: Set<String> = ["nichts", "etwas", "alles", "jemand", "niemand", "jedermann", "keiner", "nix",
                                              "irgendetwas", "irgendwas", "irgendjemand", "irgendwer"]

    /// True when a German word in lower case is offered as a noun's translation: it is not one.
    func spelledAsNotNoun(_ text: String) -> Bool {
        target.code == "de" && !text.contains(" ") && text.first?.isLowercase == true
    }
}
