import Model

extension OfflineLookup {
    /// The lowest Zipf value at which an English noun is taken as the target's own loanword:
    /// wordfreq's small lists hold words from about Zipf 3 (once in a million words), and
    /// English words in them that often are used in the language's text (hacker, mascara).
    static let loanwordZipf = 3.0

    /// A card for an English noun no source translates, when the target's text uses the word
    /// itself (Italian and Portuguese write hacker, French mascara): the English word, marked
    /// to check. Not for phrases, verbs or adjectives, whose English form a language does not take
    /// as it is, nor into languages written in another script or cut into tokens by wordfreq.
    func loanword(_ query: OfflineQuery, _ readings: [OfflineReading]) -> Translation? {
        guard source == .english, target != .english, !["ja", "zh", "ru"].contains(target.code),
              let frequencies = sources.frequencies, query.hint ?? .noun == .noun, !query.text.contains(" "),
              readings.first?.partOfSpeech ?? .noun == .noun,
              frequencies.zipf(query.text.lowercased()) >= Self.loanwordZipf else { return nil }
        // German writes its nouns, loanwords too, with a capital.
        let text = target.code == "de" ? query.text.prefix(1).uppercased() + query.text.dropFirst() : query.text
        return Self.filled(text, as: .noun, gender: nil, confidence: .loanword, source: "wordfreq", lemma: readings.first?.lemma)
    }

    /// A card no dictionary made, from one source, its only candidate.
    static func filled(_ text: String, as part: PartOfSpeech, gender: Gender?, confidence: TranslationConfidence,
                       source: String, lemma: String?) -> Translation {
        var translation = Translation(text: text)
        translation.partOfSpeech = part
        translation.gender = gender
        translation.confidence = confidence
        translation.origin = source
        translation.lemma = lemma
        translation.candidates = [TranslationCandidate(text: text, partOfSpeech: part, gender: gender, sources: [source])]
        return translation
    }
}

extension OfflineLookup {
    /// The languages whose words of Latin and Greek make ``CognateSpelling`` spells.
    static let spelledCognateLanguages: Set<String> = ["fr", "it", "pt"]

    /// Cards for English words no source translates: the loanword the language's text uses
    /// (``loanword(_:_:)``), else the word spelled as the language spells its cognates, where
    /// the language's own Apertium analyser knows that spelling as a word of the same part of
    /// speech (pathologist → pathologiste, patologista; scenic → scenico). Either is marked to check.
    /// A weak card (``isWeak(_:)``) gives way to such a spelling too, by its ending only and where
    /// the language's text uses it (lucid → lucide, not cohérent).
    func fillEmpty(_ translations: inout [Translation?], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        var spelled: [Int: (part: PartOfSpeech, spellings: [String])] = [:], borrowed: [Int: Translation] = [:]
        for index in translations.indices where translations[index].map(Self.isWeak) ?? true {
            if translations[index] == nil, let loan = loanword(queries[index], readings[index]) {
                borrowed[index] = loan
                continue
            }
            guard source == .english, Self.spelledCognateLanguages.contains(target.code), !queries[index].text.contains(" "),
                  let part = queries[index].hint ?? readings[index].first?.partOfSpeech else { continue }
            let spellings = CognateSpelling.spellings(of: readings[index].first?.lemma ?? queries[index].text, as: part, in: target,
                                                      byEndingOnly: translations[index] != nil)
            if !spellings.isEmpty { spelled[index] = (part, spellings) }
        }
        // wordfreq counts a name with its spelling: Portuguese text writes Butler (Judith, Gerard),
        // not butler for mordomo. No loanword for a word WordNet also has as a name.
        if !borrowed.isEmpty, let wordNet = sources.wordNet {
            let names = try wordNet.names(among: Set(borrowed.keys.map { WordNetSenses.key(queries[$0].text) }))
            borrowed = borrowed.filter { !names.contains(WordNetSenses.key(queries[$0.key].text)) }
        }
        guard let analyser = sources.targetAnalyser else {
            for (index, loan) in borrowed { translations[index] = loan }
            return
        }
        let asked = Array(Set(spelled.values.flatMap(\.spellings) + borrowed.values.map(\.text)))
        guard !asked.isEmpty else { return }
        let analysed = Dictionary(uniqueKeysWithValues: zip(asked, try analyser.analyse(asked)).map { text, units in
            (text, units.count == 1 ? units[0].readings : [])
        })
        // A spelling counts where it is a lemma of the dictionary's, not another word's form.
        let known = Dictionary(uniqueKeysWithValues: analysed.map { text, readings in (text, readings.filter { $0.lemma == text }) })
        // A loanword the language's dictionary knows is one of its nouns, not a form of its own
        // verb that the English word looks like (communique, French for "communicates").
        for (index, loan) in borrowed {
            let readings = analysed[loan.text] ?? []
            if readings.isEmpty || readings.contains(where: { $0.partOfSpeech == .noun }) { translations[index] = loan }
        }
        for (index, found) in spelled {
            // Over a weak card, only a spelling the language's text uses as often as a loanword.
            let weak = translations[index] != nil
            guard let text = found.spellings.first(where: { spelling in
                known[spelling]?.contains { $0.partOfSpeech == found.part } == true
                    && (!weak || (sources.frequencies?.zipf(spelling) ?? 0) >= Self.loanwordZipf)
            }) else { continue }
            let genders = Set((known[text] ?? []).filter { $0.partOfSpeech == .noun }.compactMap(\.gender))
            translations[index] = Self.replacing(translations[index], with: Self.filled(
                text, as: found.part, gender: found.part == .noun && genders.count == 1 ? genders.first : nil,
                confidence: .cognate, source: "cognate", lemma: readings[index].first?.lemma))
        }
    }

    /// A card found only through a third language or only in a thesaurus of senses; or a noun's
    /// or adjective's that only FreeDict gave, whose reverse dictionary into French, Italian and
    /// Portuguese is the same Ergane read backwards (glorious: fameux, not glorieux). Not a verb's:
    /// English's verbs in -ize are false friends as often as not (to realize: capire, not realizzare).
    static func isWeak(_ translation: Translation) -> Bool {
        translation.confidence == .indirect || translation.confidence == .sensesOnly
            || (translation.partOfSpeech != .verb && ["freedict", "freedict+multiwordnet"].contains(translation.origin ?? ""))
    }

    /// The filled card, keeping a weak card's own words as candidates to pick.
    static func replacing(_ weak: Translation?, with filled: Translation) -> Translation {
        guard let weak else { return filled }
        var card = filled
        card.candidates += weak.candidates.filter { $0.text != filled.text }.prefix(candidateLimit - 1).map { candidate in
            var kept = candidate
            kept.role = nil
            return kept
        }
        return card
    }
}
