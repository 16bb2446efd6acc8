import Model

/// Candidates from a dictionary into English read backwards (EDICT for Japanese, CC-CEDICT for
/// Chinese) or from Mueller's English-Russian one, with their readings: the entries whose gloss
/// is the word in its part of speech, common and main senses first, then the more common word.
extension OfflineLookup {
    /// How many of a word's glossary entries become candidates.
    static let glossaryLimit = 8

    func addGlossaryCandidates(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        guard let glossary = sources.glossary else { return }
        let lemmas = queries.indices.map { readings[$0].first?.lemma ?? queries[$0].text }
        let parts = queries.indices.map { readings[$0].first?.partOfSpeech ?? queries[$0].hint }
        let keys = queries.indices.map { glossaryKey(lemmas[$0], parts[$0]) }
        let fallbacks = queries.indices.map { glossaryFallbacks(lemmas[$0], part: parts[$0], asked: queries[$0].text) }
        let found = try glossary.entries(for: Set(keys + fallbacks.joined()))
        // A word the glossary glosses only otherwise (``glossaryFallbacks``), else none.
        let used = keys.indices.map { index in ([keys[index]] + fallbacks[index]).first { found[$0] != nil } }
        for index in candidates.indices {
            var merged = CandidateList(candidates[index])
            for (rank, entry) in ranked(used[index].flatMap { found[$0] } ?? [], part: parts[index]).enumerated() {
                merged.update(entry.text, partOfSpeech: entry.partOfSpeech ?? parts[index], gender: nil) { candidate in
                    candidate.glossaryRank = min(candidate.glossaryRank ?? rank, rank)
                    if candidate.reading == nil { candidate.reading = entry.reading }
                    if entry.common { candidate.glossaryCommon = true }
                }
            }
            candidates[index] = merged.items
        }
        // An adjective glossed only inside phrases: the word the phrases share (呼吸 for respiratory).
        let unglossed = queries.indices.filter { used[$0] == nil && (parts[$0] == .adjective || parts[$0] == nil) && !queries[$0].text.contains(" ") }
        let heads = glossary.sharedHeads(of: Set(unglossed.map { keys[$0] }))
        for index in unglossed {
            guard let head = heads[keys[index]] else { continue }
            var merged = CandidateList(candidates[index])
            merged.update(head.text, partOfSpeech: .adjective, gender: nil) { candidate in
                candidate.sharedHead = true
                if candidate.reading == nil { candidate.reading = head.reading }
            }
            candidates[index] = merged.items
        }
    }

    /// The keys a word is looked up by when the glossary has no entry for its own: the plural of
    /// a noun (facilities, noodles), the word as the learner wrote it, and into Chinese, whose words
    /// do not change with their part of speech, an adjective as a verb (exempt: "to exempt", 免除).
    func glossaryFallbacks(_ lemma: String, part: PartOfSpeech?, asked: String) -> [String] {
        let lowered = lemma.lowercased()
        let bare = lowered.hasPrefix("to ") ? String(lowered.dropFirst(3)) : lowered
        var keys: [String] = []
        if part == nil || part == .noun, !bare.contains(" ") { keys += EnglishNoun.plurals(of: bare) }
        keys.append(glossaryKey(asked, part))
        // Not a verb as its noun: "to rate" is no 速度, "to delight" no 乐趣.
        if target.code == "zh", part == .adjective || part == nil { keys.append("to " + bare) }
        return keys.filter { $0 != glossaryKey(lemma, part) }
    }

    func glossaryKey(_ lemma: String, _ part: PartOfSpeech?) -> String {
        let lowered = lemma.lowercased()
        return part == .verb && !lowered.hasPrefix("to ") ? "to " + lowered : lowered
    }

    /// The entries best first, one per word: the word's part of speech, common entries, main
    /// senses (a rare word one later), first places, then the word more common in that sense
    /// (wordfreq's Zipf value for its share of senses: 钱 before 币 for money, 路 before 道 for road).
    func ranked(_ entries: [GlossEntry], part: PartOfSpeech?) -> [GlossEntry] {
        let zipf = { (entry: GlossEntry) in sources.frequencies.map { Self.zipf(of: entry.text, in: $0) } }
        let ranks = entries.map { entry in
            let frequency = zipf(entry)
            return (entry.rank(for: part, zipf: frequency), entry.zipfInSense(frequency ?? 0))
        }
        var seen: Set<String> = []
        return entries.indices.sorted { a, b in
            let ((rankA, zipfA), (rankB, zipfB)) = (ranks[a], ranks[b])
            if rankA != rankB { return rankA.lexicographicallyPrecedes(rankB) }
            return zipfA != zipfB ? zipfA > zipfB : a < b
        }.map { entries[$0] }.filter { seen.insert($0.text).inserted }.prefix(Self.glossaryLimit).map { $0 }
    }
}
