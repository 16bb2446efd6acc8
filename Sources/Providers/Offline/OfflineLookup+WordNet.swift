import Foundation
import Model

extension OfflineLookup {
    /// MultiWordNet's vote (``MultiWordNet``): a candidate among the target words of one of the
    /// word's synsets, in the part of speech it is read as, is marked with the first such synset
    /// (tenda for tent, beside the chain's negozio: Spanish tienda is also a shop). A word no
    /// other source translates takes the words of its most used synset that has some (curly →
    /// riccio, ricciuto); so does a word whose chain's word MultiWordNet sets on other senses
    /// only (``doubtsChains``). The other checks then rank them.
    func addWordNetVotes(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery], readings: [[OfflineReading]],
                         senses found: [String: [PartOfSpeech: MultiWordNet.Senses]]) throws {
        var doubted: [Int: Int] = [:]
        for index in candidates.indices {
            guard let reading = readings[index].first, let part = reading.partOfSpeech,
                  let senses = found[reading.lemma.lowercased()]?[part] else { continue }
            var merged = CandidateList(candidates[index])
            // Unknown also when every candidate is of another part of speech or of a shape the
            // card will refuse (domare for "tame", a noun for "to crawl").
            let unknown = !candidates[index].contains { candidate in
                candidate.score > 0 && (candidate.partOfSpeech == nil || candidate.partOfSpeech == part)
                    && !refusesShape(candidate.text, for: queries[index], readings[index])
            }
            let filling = unknown ? senses.firstIndex { !$0.isEmpty } : nil
            for (sense, words) in senses.enumerated() {
                for word in sense == filling ? mostUsedFirst(words) : words where sense == filling || merged.contains(word) {
                    // The synset that fills an unknown word is the best sense there is: its words
                    // count as the first sense's, rare or not (strisciare for "to crawl").
                    let rank = sense == filling ? 0 : sense
                    merged.update(word, partOfSpeech: part, gender: nil) { candidate in
                        candidate.wordNetSense = min(candidate.wordNetSense ?? rank, rank)
                    }
                }
            }
            candidates[index] = merged.items
            if doubtsChains, !unknown, senses.contains(where: { !$0.isEmpty }),
               let leading = candidates[index].indices.max(by: { candidates[index][$0].score < candidates[index][$1].score }),
               Self.isChainsOnly(candidates[index][leading], part: part) {
                doubted[index] = leading
            }
        }
        guard !doubted.isEmpty, let multiWordNet = sources.multiWordNet else { return }
        let held = try multiWordNet.parts(of: Set(doubted.map { candidates[$0.key][$0.value].text }))
        for (index, leading) in doubted {
            guard let part = readings[index].first?.partOfSpeech, held[candidates[index][leading].text.lowercased()]?.contains(part) == true,
                  let senses = found[readings[index][0].lemma.lowercased()]?[part], let first = senses.first(where: { !$0.isEmpty }) else { continue }
            candidates[index][leading].otherSenses = true
            var merged = CandidateList(candidates[index])
            // Its words come in as the filling synset's; a candidate already among them keeps its own vote.
            for word in mostUsedFirst(first) {
                merged.update(word, partOfSpeech: part, gender: nil) { $0.wordNetSense = $0.wordNetSense ?? 0 }
            }
            candidates[index] = merged.items
        }
    }

    /// MultiWordNet's Italian synsets drop an elision's apostrophe its index keeps: a phrase only
    /// MultiWordNet gave takes the index's spelling (farina davena → farina d'avena), joining the
    /// candidate of that spelling where another source gave it.
    func restoreElisions(_ candidates: inout [[OfflineCandidate]]) throws {
        guard let multiWordNet = sources.multiWordNet else { return }
        let phrases = Set(candidates.joined().filter { $0.sources == ["multiwordnet"] && $0.text.contains(" ") }.map(\.text))
        let spelled = try multiWordNet.elisionsRestored(of: phrases)
        guard !spelled.isEmpty else { return }
        for index in candidates.indices {
            for position in candidates[index].indices.reversed() {
                let candidate = candidates[index][position]
                guard candidate.sources == ["multiwordnet"], let restored = spelled[candidate.text] else { continue }
                if let existing = candidates[index].firstIndex(where: { $0.text.lowercased() == restored.lowercased() }) {
                    candidates[index][existing].wordNetSense = min(candidates[index][existing].wordNetSense ?? .max, candidate.wordNetSense ?? .max)
                    candidates[index].remove(at: position)
                } else {
                    candidates[index][position].text = restored
                }
            }
        }
    }

    /// Whether MultiWordNet's target words are its own language's full list, so that a word it
    /// sets on synsets, none of them the English word's, means something else: Italian's, which
    /// MultiWordNet was made for (addobbo, a decoration, for fertilizer through Catalan adob).
    /// Not French's, whose synsets are not English's (chien shares none with dog's), nor
    /// Portuguese's: tried, it gained two words (speaker → orador) and lost five (frozen → fixo).
    var doubtsChains: Bool { target.code == "it" }

    /// A candidate only Apertium's chains gave, of the word's part of speech, that no synset of
    /// the word holds: the chains' pivot word may have brought its other sense.
    static func isChainsOnly(_ candidate: OfflineCandidate, part: PartOfSpeech) -> Bool {
        candidate.fromApertium && candidate.freeDictPlace == nil && !candidate.fromNames && !candidate.fromGlossary
            && candidate.wordNetSense == nil && (candidate.partOfSpeech == nil || candidate.partOfSpeech == part)
    }

    /// A synset's words, single words before phrases (a learner wants the one word where there is
    /// one) and the most used first: MultiWordNet lists them alphabetically, and of Portuguese's
    /// andar à volta, girar and rodar for "to rotate" the card wants rodar or girar.
    func mostUsedFirst(_ words: [String]) -> [String] {
        let frequencies = sources.frequencies
        return words.map { word in (word, -word.split(separator: " ").count, frequencies.map { Self.zipf(of: word, in: $0) } ?? 0) }
            .enumerated()
            .sorted { ($0.element.1, $0.element.2, -$0.offset) > ($1.element.1, $1.element.2, -$1.offset) }.map(\.element.0)
    }
}

extension OfflineLookup {
    /// Into English, each candidate's WordNet synsets in its part of speech, so that only a
    /// synonym of the chosen word's main senses is accepted beside it (``OfflineCandidate/isAlternative(to:)``):
    /// "to wait" is another sense of esperar than "to expect", "nice" of bueno than "good".
    func markSynsets(_ candidates: inout [[OfflineCandidate]]) throws {
        guard target == .english, let wordNet = sources.wordNet else { return }
        func key(_ text: String) -> String { WordNetSenses.key(Self.bare(text)) }
        let found = try wordNet.synsets(of: Set(candidates.joined().map { key($0.text) }))
        for index in candidates.indices {
            for position in candidates[index].indices {
                let candidate = candidates[index][position]
                let parts = found[key(candidate.text)] ?? [:]
                candidates[index][position].synsets = PartOfSpeech.wordNet.enumerated().flatMap { number, part -> [Int] in
                    guard candidate.partOfSpeech == nil || candidate.partOfSpeech == part else { return [] }
                    return (parts[part] ?? []).map { $0 * 4 + number }
                }
            }
        }
    }
}
