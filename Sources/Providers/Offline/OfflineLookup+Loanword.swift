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
        var translation = Translation(text: text)
        translation.partOfSpeech = .noun
        translation.confidence = .loanword
        translation.origin = "wordfreq"
        translation.lemma = readings.first?.lemma
        translation.candidates = [TranslationCandidate(text: text, partOfSpeech: .noun, gender: nil, sources: ["wordfreq"])]
        return translation
    }
}
