/// Whether the word is a candidate's main sense, from the reverse Apertium pair where one is
/// installed: its default translation back (the first for the candidate's own reading). FreeDict's
/// sense lines lump meanings ("shirt: camisa, camiseta"); Apertium's default for camiseta is
/// "T-shirt", so camiseta is no alternative for shirt.
extension OfflineLookup {
    func markMainSenses(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        guard let reverse = sources.reverseApertium else { return }
        let texts = Array(Set(candidates.flatMap { Self.leading($0).map(\.text) }))
        guard !texts.isEmpty else { return }
        var own: [String: [ApertiumStream.Reading]] = [:]
        for (text, units) in zip(texts, try reverse.analyse(texts)) where units.count == 1 {
            own[text] = units[0].readings.filter { $0.lemma.lowercased() == text.lowercased() }
        }
        let forms = Array(Set(own.values.joined().map(\.bilingualForm)))
        var unique: [String: ApertiumStream.Reading] = [:]
        for reading in own.values.joined() { unique[reading.bilingualForm] = reading }
        let translated = Dictionary(zip(forms, try reverse.translate(forms.compactMap { unique[$0] })), uniquingKeysWith: { first, _ in first })
        for index in candidates.indices {
            var words = Set([queries[index].text.lowercased()])
            for reading in readings[index] { words.insert(reading.lemma.lowercased()) }
            for position in candidates[index].indices {
                let candidate = candidates[index][position]
                let matching = (own[candidate.text] ?? []).filter { $0.partOfSpeech == candidate.partOfSpeech || candidate.partOfSpeech == nil }
                guard let reading = matching.first, let first = translated[reading.bilingualForm]?.first else { continue }
                candidates[index][position].translatesBackFirst = words.contains(Self.bare(first.lemma).lowercased())
            }
        }
    }
}
