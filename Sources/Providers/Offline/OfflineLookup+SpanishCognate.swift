import Model

extension OfflineLookup {
    /// Portuguese writes many of Spanish's learned words alike (intruso, néctar, traidor,
    /// maníaco), and English–Spanish is the strongest pair there is: a single word no source
    /// translates into Portuguese takes the first word the chain through Spanish has for it, where
    /// Portuguese text uses that spelling as often as a loanword (``loanwordZipf``). Its card says
    /// to check it. Not into French or Italian, whose words are spelled apart (tried: no empty
    /// card of their sets filled right), nor for a phrase.
    func fillThroughSpanish(_ translations: inout [Translation?], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        guard source == .english, target.code == "pt", let frequencies = sources.frequencies,
              let chain = sources.apertium?.chains.first(where: { $0.pivot.code == "es" }) else { return }
        let asked = translations.indices.filter { index in
            translations[index] == nil && !queries[index].text.contains(" ") && readings[index].first?.apertium != nil
        }
        guard !asked.isEmpty else { return }
        let spanish = try chain.first.translate(asked.map { readings[$0][0].apertium! }, gendering: .none)
        for (index, words) in zip(asked, spanish) {
            guard let word = words.first, !word.lemma.contains(" "), let part = word.partOfSpeech ?? readings[index][0].partOfSpeech,
                  frequencies.zipf(word.lemma.lowercased()) >= Self.loanwordZipf else { continue }
            translations[index] = Self.filled(word.lemma, as: part, gender: part == .noun ? word.gender : nil, confidence: .spanishCognate,
                                              source: "apertium via Spanish", lemma: readings[index][0].lemma)
        }
    }
}
