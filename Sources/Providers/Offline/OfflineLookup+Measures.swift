/// "cup of coffee", "piece of cake": a noun of another noun that no dictionary holds, put
/// together from the two nouns' translations with the target's own joining word (tasse de café,
/// tazza di caffè) or none (German: Tasse Kaffee), the first noun's gender for the whole; and
/// in Romance targets an English compound of two nouns, head last ("fish soup": soupe de poisson).
extension OfflineLookup {
    /// The word joining two nouns, per target language; French elides it before a vowel.
    static let nounJoiners: [String: String] = ["es": "de", "fr": "de", "it": "di", "pt": "de", "ca": "de", "de": ""]

    func addNounOfNounCandidates(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery]) throws {
        guard source == .english, let joiner = Self.nounJoiners[target.code] else { return }
        // "cup of coffee", and in Romance targets an English compound of two nouns, whose head
        // is the second ("fish soup" → zuppa di pesce); German writes compounds as one word.
        let asked = queries.indices.compactMap { index -> (Int, String, String, compound: Bool)? in
            let words = queries[index].text.split(separator: " ").map(String.init)
            guard !candidates[index].contains(where: { $0.score > 0 }) else { return nil }
            if words.count == 3, words[1].lowercased() == "of" { return (index, words[0], words[2], false) }
            return words.count == 2 && !joiner.isEmpty && words.allSatisfy({ $0.allSatisfy(\.isLetter) }) ? (index, words[1], words[0], true) : nil
        }
        // Both words of a compound must be nouns first of all in WordNet ("fish soup", not "run fast").
        let compounds = asked.filter(\.compound).flatMap { [$0.1, $0.2] }
        let senses = compounds.isEmpty ? [:] : try sources.wordNet?.readings(of: compounds) ?? [:]
        let phrases = asked.filter { phrase in
            !phrase.compound || [phrase.1, phrase.2].allSatisfy { senses[$0.lowercased()]?.first?.partOfSpeech == .noun }
        }
        guard !phrases.isEmpty else { return }
        let nouns = try OfflineLookup(sources: sources, source: source, target: target, pronounce: pronounce)
            .translate(phrases.flatMap { ["the " + $0.1, "the " + $0.2] })
        for (number, phrase) in phrases.enumerated() {
            guard let head = nouns[2 * number], let tail = nouns[2 * number + 1], !head.text.isEmpty, !tail.text.isEmpty else { continue }
            if phrase.compound, head.partOfSpeech != .noun || tail.partOfSpeech != .noun { continue }
            let elided = target.code == "fr" && tail.text.first.map { "aeiouhéèêàâîôû".contains($0.lowercased()) } == true
            let tailText = target.code == "de" || target.code == "en" ? tail.text : tail.text.lowercased()
            let text = joiner.isEmpty ? "\(head.text) \(tailText)" : elided ? "\(head.text) d'\(tailText)" : "\(head.text) \(joiner) \(tailText)"
            var merged = CandidateList(candidates[phrase.0])
            merged.update(text, partOfSpeech: .noun, gender: head.gender) { $0.composed = true }
            candidates[phrase.0] = merged.items
        }
    }
}
