import Model
/// An adjective and a noun that no German dictionary holds as a phrase ("cold milk"), put
/// together from each word's own card: the adjective in the strong ending its noun's gender
/// wants, as Ding writes its phrases (kalte Milch, kalter Kaffee, kaltes Wasser). German has no
/// Apertium pair, so the Romance way (``addComposedCandidates(_:units:)``) cannot do it.
extension OfflineLookup {
    func addGermanPhraseCandidates(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery]) throws {
        guard target.code == "de", source == .english, let wordNet = sources.wordNet else { return }
        let phrases = queries.indices.compactMap { index -> (index: Int, words: [String])? in
            let words = queries[index].text.lowercased().split(separator: " ").map(String.init)
            guard words.count == 2, queries[index].hint != .verb, !candidates[index].contains(where: { $0.score > 0 }) else { return nil }
            return (index, words)
        }
        guard !phrases.isEmpty else { return }
        // An adjective in its own form and a singular noun: "colder milk" and "green beans" are
        // left alone rather than given the wrong ending or number.
        let readings = try wordNet.readings(of: phrases.flatMap(\.words))
        let kept = phrases.filter { phrase in
            Self.knowsAsItself(phrase.words[0], as: .adjective, in: readings) && Self.knowsAsItself(phrase.words[1], as: .noun, in: readings)
        }
        guard !kept.isEmpty else { return }
        for (phrase, words) in zip(kept, try phraseWords(kept.map { ($0.words[0], $0.words[1]) })) {
            guard let words, let form = Article.germanStrong(words.adjective, gender: words.gender, plural: false) else { continue }
            var merged = CandidateList(candidates[phrase.index], distinguishingCapitals: true)
            merged.update("\(form) \(words.noun)", partOfSpeech: .noun, gender: words.gender) { $0.composed = true; $0.adjectivePhrase = true }
            candidates[phrase.index] = merged.items
        }
    }
}
