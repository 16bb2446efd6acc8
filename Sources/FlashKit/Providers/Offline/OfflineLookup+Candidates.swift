extension OfflineLookup {
    /// Every candidate the sources give for one word, merged by text (ignoring case).
    func gather(_ query: OfflineQuery, _ readings: [OfflineReading], bilingual: [String: [ApertiumStream.Reading]],
                entries: [String: [FreeDictEntry]]) -> [OfflineCandidate] {
        var merged = CandidateList()
        let top = readings.first?.partOfSpeech
        for reading in readings {
            guard let form = reading.apertium?.bilingualForm else { continue }
            let isTop = reading.partOfSpeech == top
            for (rank, candidate) in (bilingual[form] ?? []).enumerated() {
                merged.update(candidate.lemma, partOfSpeech: candidate.partOfSpeech ?? reading.partOfSpeech, gender: candidate.gender) {
                    if isTop { $0.apertiumRank = min($0.apertiumRank ?? rank, rank) } else { $0.apertiumOtherReading = true }
                }
            }
        }
        var headwords = [query.text.lowercased()]
        if let lemma = readings.first?.lemma.lowercased(), !headwords.contains(lemma) { headwords.insert(lemma, at: 0) }
        var entryNumber = 0
        for headword in headwords {
            for entry in entries[headword] ?? [] {
                addEntry(entry, number: entryNumber, wordPart: top, to: &merged)
                entryNumber += 1
            }
        }
        return merged.items
    }

    func addEntry(_ entry: FreeDictEntry, number: Int, wordPart: PartOfSpeech?, to merged: inout CandidateList) {
        var counted: Set<String> = []
        for (senseIndex, sense) in entry.senses.enumerated() {
            for (wordIndex, word) in sense.words.enumerated() {
                let part = word.partOfSpeech ?? entry.partOfSpeech ?? (word.gender != nil ? .noun : nil)
                let otherPart = part != nil && wordPart != nil && part != wordPart
                merged.update(word.text, partOfSpeech: part ?? wordPart, gender: word.gender) { candidate in
                    if candidate.freeDictPlace == nil || (candidate.freeDictOtherPart && !otherPart) {
                        candidate.freeDictPlace = (number, senseIndex, wordIndex)
                        candidate.freeDictOtherPart = otherPart
                        candidate.specialised = !sense.labels.isEmpty
                    } else if sense.labels.isEmpty {
                        candidate.specialised = false
                    }
                    if counted.insert(word.text.lowercased()).inserted { candidate.freeDictEntries += 1 }
                }
            }
        }
    }

    /// Marks the candidates the reverse FreeDict dictionary translates back to the word.
    func checkBack(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        guard let reverse = sources.reverseFreeDict else { return }
        let texts = Set(candidates.joined().map { $0.text.lowercased() })
        let entries = try reverse.entries(for: texts)
        for index in candidates.indices {
            var words = Set([queries[index].text.lowercased()])
            for reading in readings[index] { words.insert(reading.lemma.lowercased()) }
            for position in candidates[index].indices {
                let back = (entries[candidates[index][position].text.lowercased()] ?? []).flatMap(\.words)
                candidates[index][position].translatesBack = back.contains { words.contains(Self.bare($0).lowercased()) }
            }
        }
    }

    /// "to eat" -> "eat": the form dictionaries file verbs under.
    static func bare(_ word: String) -> String {
        word.lowercased().hasPrefix("to ") ? String(word.dropFirst(3)) : word
    }

    /// The gender of noun candidates the forward dictionary left open (perro<GD>), from the
    /// target language's own analyser.
    func fillGenders(_ candidates: inout [[OfflineCandidate]]) throws {
        guard let analyser = sources.reverseApertium else { return }
        let open = Array(Set(candidates.joined().filter { $0.partOfSpeech == .noun && $0.gender == nil }.map(\.text)))
        guard !open.isEmpty else { return }
        let units = try analyser.analyse(open)
        var genders: [String: Gender] = [:]
        for (text, found) in zip(open, units) where found.count == 1 {
            let nouns = found[0].readings.filter { $0.partOfSpeech == .noun && $0.lemma == text }
            let kinds = Set(nouns.compactMap(\.gender))
            if kinds.count == 1 { genders[text] = kinds.first }
        }
        for index in candidates.indices {
            for position in candidates[index].indices where candidates[index][position].gender == nil {
                candidates[index][position].gender = candidates[index][position].partOfSpeech == .noun ? genders[candidates[index][position].text] : nil
            }
        }
    }

    /// The card's translation: the best candidate, the other good ones of the same part of
    /// speech as alternatives, every candidate for `flash edit --pick`, and the confidence.
    func translation(_ query: OfflineQuery, _ readings: [OfflineReading], _ candidates: [OfflineCandidate]) -> Translation? {
        let ranked = candidates.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element)
        guard let best = ranked.first, best.score > 0 else { return nil }
        let part = best.partOfSpeech ?? readings.first?.partOfSpeech
        var translation = Translation(text: display(best.text, part))
        translation.alternatives = ranked.dropFirst()
            .filter { $0.score >= 3 && ($0.partOfSpeech == nil || $0.partOfSpeech == part) }
            .prefix(4).map { display($0.text, $0.partOfSpeech) }
        translation.candidates = ranked.prefix(Self.candidateLimit).map {
            TranslationCandidate(text: display($0.text, $0.partOfSpeech), partOfSpeech: $0.partOfSpeech,
                                 gender: $0.partOfSpeech == .noun ? $0.gender : nil, sources: $0.sources)
        }
        translation.partOfSpeech = part
        translation.gender = part == .noun ? best.gender : nil
        translation.confidence = confidence(best, ranked: ranked, guessed: readings.first?.guessed ?? false)
        translation.origin = best.sources.filter { $0 != "reverse" }.joined(separator: "+")
        translation.lemma = readings.first?.lemma
        return translation
    }

    func confidence(_ best: OfflineCandidate, ranked: [OfflineCandidate], guessed: Bool) -> TranslationConfidence {
        if best.isAgreed { return .agreed }
        if guessed { return .guessed }
        let bothSpoke = ranked.contains(where: \.fromApertium) && ranked.contains(where: \.fromFreeDict)
        return bothSpoke ? .disputed : .single
    }

    /// English verbs are learned with "to" ("to eat"), as the learner would write them.
    func display(_ text: String, _ part: PartOfSpeech?) -> String {
        target == .english && part == .verb && !text.lowercased().hasPrefix("to ") ? "to " + text : text
    }
}

/// Candidates merged by text, ignoring case, in the order they first came.
struct CandidateList {
    private(set) var items: [OfflineCandidate] = []
    private var positions: [String: Int] = [:]

    mutating func update(_ text: String, partOfSpeech: PartOfSpeech?, gender: Gender?, _ change: (inout OfflineCandidate) -> Void) {
        let clean = Text.clean(text)
        guard !clean.isEmpty, clean.count <= WordListParser.maximumItemLength else { return }
        let key = clean.lowercased()
        if positions[key] == nil {
            positions[key] = items.count
            items.append(OfflineCandidate(text: clean, partOfSpeech: partOfSpeech, gender: gender))
        }
        let index = positions[key]!
        if items[index].gender == nil { items[index].gender = gender }
        if items[index].partOfSpeech == nil { items[index].partOfSpeech = partOfSpeech }
        change(&items[index])
    }
}
