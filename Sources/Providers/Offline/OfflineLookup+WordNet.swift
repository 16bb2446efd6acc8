import Foundation
import Model

extension OfflineLookup {
    /// MultiWordNet's vote (``MultiWordNet``): a candidate among the target words of one of the
    /// word's synsets, in the part of speech it is read as, is marked with the first such synset
    /// (tenda for tent, beside the chain's negozio: Spanish tienda is also a shop). A word no
    /// other source translates takes the words of its most used synset that has some (curly →
    /// riccio, ricciuto); the other checks then rank them.
    func addWordNetVotes(_ candidates: inout [[OfflineCandidate]], readings: [[OfflineReading]], senses found: [String: [PartOfSpeech: MultiWordNet.Senses]]) {
        for index in candidates.indices {
            // A phrase's synset holds its head word too (young woman: giovane), and its own words
            // come with no spaces.
            guard let reading = readings[index].first, !reading.lemma.contains(" "), let part = reading.partOfSpeech,
                  let senses = found[reading.lemma.lowercased()]?[part] else { continue }
            var merged = CandidateList(candidates[index])
            let known = Set(candidates[index].map { Self.folded($0.text) })
            let unknown = !candidates[index].contains { $0.score > 0 }
            let filling = unknown ? senses.firstIndex { !$0.isEmpty } : nil
            for (sense, words) in senses.enumerated() {
                for word in words where known.contains(Self.folded(word)) || sense == filling {
                    merged.update(word, partOfSpeech: part, gender: nil) { candidate in
                        candidate.wordNetSense = min(candidate.wordNetSense ?? sense, sense)
                    }
                }
            }
            candidates[index] = merged.items
        }
    }

    /// A candidate's text as CandidateList merges it: case and accents aside.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
