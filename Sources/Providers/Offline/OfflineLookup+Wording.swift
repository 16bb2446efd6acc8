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

    /// A dictionary word as a card's candidate: object markers dropped ("etw. kaufen" → kaufen),
    /// a closing "!" dropped from a phrase; nil for an exclamation offered for a single word.
    func cardWord(_ text: String, asked: String) -> String? {
        var words = text.split(separator: " ").map(String.init).filter { !Self.objectMarkers.contains($0) }
        guard var last = words.popLast() else { return nil }
        if last.hasSuffix("!"), !asked.hasSuffix("!") {
            guard !words.isEmpty || asked.contains(" ") else { return nil }
            last.removeLast()
        }
        let word = (words + [last]).joined(separator: " ")
        return word.isEmpty ? nil : word
    }

    /// The part of speech a German word's spelling shows: capitalised, a noun; in lower case,
    /// not one (nil for other languages and for phrases).
    func spelledPart(_ text: String) -> PartOfSpeech? {
        guard target.code == "de", !text.contains(" "), let first = text.first, first.isLetter else { return nil }
        return first.isUppercase ? .noun : nil
    }

    /// True when a German word in lower case is offered as a noun's translation: it is not one.
    func spelledAsNotNoun(_ text: String) -> Bool {
        target.code == "de" && !text.contains(" ") && text.first?.isLowercase == true
    }
}
