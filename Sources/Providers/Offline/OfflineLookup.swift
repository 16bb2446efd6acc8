import Model
import Support
/// One run of the offline chain over a list: every source is asked once for all the words.
/// 1. Each word's readings (lemma and part of speech) from Apertium's analyser, or WordNet's
///    morphology for English, ranked by how often each part of speech is used.
/// 2. Candidates from Apertium's bilingual dictionary and FreeDict's entries for the lemma
///    (a phrase is looked up whole), FreeDict's truncated phrase entries left out.
/// 3. Each candidate scored (``OfflineCandidate``): agreement between sources and a reverse
///    dictionary that translates it back weigh most; MultiWordNet's senses vote.
struct OfflineLookup {
    let sources: OfflineSources
    let source: Language
    let target: Language
    let pronounce: (@Sendable ([String], Language) -> [String?])?
    /// FreeDict entries given by a dictd (the `freedict` provider), read instead of the files.
    var supplied: [String: [FreeDictEntry]]?

    /// The most candidates a card keeps.
    static let candidateLimit = 9

    func translate(_ words: [String]) throws -> [Translation?] {
        try translate(queries: words.map { OfflineQuery($0, language: source) })
    }

    func translate(queries: [OfflineQuery]) throws -> [Translation?] {
        let senses = try sources.wordNet.map { wordNet in
            source == .english ? try wordNet.readings(of: queries.map(\.text)) : [:]
        } ?? [:]
        let units = try sources.apertium?.analyse(queries.map(\.text)) ?? []
        var readings = analyse(queries, units: units, senses: senses)
        // MultiWordNet's 14 MB are read while Apertium's chains answer. Phrases are not asked: a
        // phrase's synset holds its head word too (young woman: giovane), and its words lose their spaces.
        let lemmas = Set(readings.joined().map { $0.lemma.lowercased() }.filter { !$0.contains(" ") })
        let (bilingual, wordNetSenses) = try Concurrently.both({ try translateReadings(readings) },
                                                               { [multiWordNet = sources.multiWordNet] in try multiWordNet?.senses(of: lemmas) ?? [:] })
        sources.startLoadingWayBack()
        let targetSenses = try englishSenses(of: bilingual)
        // A list that marks its verbs ("to run") means its bare words as nouns and adjectives;
        // a list of dictionary forms means "saw" and "rose" as the things, not as past tenses.
        let marksVerbs = queries.contains { $0.hint == .verb }
        let readsLemmas = Self.readsLemmas(queries, readings)
        for index in queries.indices {
            readings[index] = rank(readings[index], query: queries[index], senses: senses, bilingual: bilingual,
                                   targetSenses: targetSenses, marksVerbs: marksVerbs, readsLemmas: readsLemmas)
        }
        let entries = try freeDictEntries(queries, readings)
        let participles = try participleCandidates(readings, bilingual: bilingual)
        var candidates = queries.indices.map { index in
            gather(queries[index], readings[index], bilingual: bilingual, entries: entries, participles: participles)
        }
        try addGlossaryCandidates(&candidates, queries: queries, readings: readings)
        try addWordNetVotes(&candidates, queries: queries, readings: readings, senses: wordNetSenses)
        try restoreElisions(&candidates)
        try addPivotCandidates(&candidates, queries: queries, readings: readings)
        try addBridgedCandidates(&candidates, queries: queries, readings: readings)
        try addComposedCandidates(&candidates, units: units)
        try addGermanPhraseCandidates(&candidates, queries: queries)
        try addNounOfNounCandidates(&candidates, queries: queries)
        try analyseTargets(&candidates, readings: readings)
        try restoreSpacesByFrequency(&candidates)
        try checkBack(&candidates, queries: queries, readings: readings)
        try markMainSenses(&candidates, queries: queries, readings: readings)
        try checkThroughPivots(&candidates, readings: readings)
        try markSynsets(&candidates)
        markCognates(&candidates, readings: readings)
        var translations = queries.indices.map { translation(queries[$0], readings[$0], candidates[$0]) }
        try fillEmpty(&translations, queries: queries, readings: readings)
        try fillThroughSpanish(&translations, queries: queries, readings: readings)
        return translations
    }
}

/// One way to read a pasted word: a lemma and part of speech, with the Apertium reading that
/// asks the bilingual dictionary for it.
struct OfflineReading: Equatable {
    var lemma: String
    var partOfSpeech: PartOfSpeech?
    var apertium: ApertiumStream.Reading?
    /// How often WordNet saw this part of speech (for English words, or their English
    /// translations), weighed by what learners paste (see ``OfflineLookup/prior(_:among:word:)``).
    var count = 0.0
    /// What learners' habits make of it (``OfflineLookup/prior(_:among:word:marksVerbs:)``),
    /// already in `count`: one use more for every reading, so that a use or two is no evidence.
    var prior = 1.0
    /// Set on the first reading of a ranked list when the part of speech was a guess.
    var guessed = false
    /// Added from WordNet where Apertium's analyser, which lists a word's everyday uses, has not got it.
    var wordNetOnly = false
    /// How many senses WordNet gives it, for English words (0 when it does not know it).
    var senses = 0
}

private extension OfflineLookup {
    /// Apertium's readings where it knows the word (or multiword); else WordNet's for English;
    /// else the word itself.
    func analyse(_ queries: [OfflineQuery], units: [[ApertiumStream.Unit]], senses: [String: [WordNetSenses.Reading]]) -> [[OfflineReading]] {
        return queries.indices.map { index in
            var found: [OfflineReading] = []
            var seen: Set<String> = []
            if index < units.count, units[index].count == 1 {
                for reading in units[index][0].readings where seen.insert("\(reading.lemma.lowercased()) \(reading.partOfSpeech?.rawValue ?? "")\(reading.tags.contains("pp") ? " pp" : "")").inserted {
                    found.append(OfflineReading(lemma: reading.lemma, partOfSpeech: reading.partOfSpeech, apertium: reading))
                }
            }
            // WordNet's readings Apertium lacks ("closed" the adjective, a multiword it does not know).
            let apertiumKnows = !found.isEmpty
            for sense in senses[queries[index].text.lowercased()] ?? []
            where (found.isEmpty || sense.lemma.lowercased() == queries[index].text.lowercased())
                && seen.insert("\(sense.lemma.lowercased()) \(sense.partOfSpeech.rawValue)").inserted {
                found.append(OfflineReading(lemma: sense.lemma, partOfSpeech: sense.partOfSpeech,
                                            apertium: sources.apertium == nil ? nil : Self.guessedReading(sense), wordNetOnly: apertiumKnows))
            }
            return found.isEmpty ? [OfflineReading(lemma: queries[index].text, partOfSpeech: queries[index].hint)] : found
        }
    }

    /// An Apertium reading for a lemma the analyser did not give (a WordNet multiword).
    static func guessedReading(_ sense: WordNetSenses.Reading) -> ApertiumStream.Reading {
        let tag: String
        switch sense.partOfSpeech {
        case .noun: tag = "n"
        case .verb: tag = "vblex"
        case .adjective: tag = "adj"
        default: tag = "adv"
        }
        return ApertiumStream.Reading(lemma: sense.lemma, tags: [tag], head: sense.lemma, queue: "")
    }

    /// Every distinct Apertium reading's bilingual candidates, by its bilingual form.
    func translateReadings(_ readings: [[OfflineReading]]) throws -> [String: [ApertiumStream.Reading]] {
        guard let apertium = sources.apertium else { return [:] }
        var unique: [String: ApertiumStream.Reading] = [:]
        for reading in readings.joined() { if let form = reading.apertium { unique[form.bilingualForm] = form } }
        let forms = Array(unique.values)
        let candidates = try apertium.translate(forms)
        return Dictionary(zip(forms.map(\.bilingualForm), candidates), uniquingKeysWith: { first, _ in first })
    }

    /// For words read as adjectives that are also a verb's past participle ("bored", "worried"):
    /// the target's participles of that verb's candidates, by the verb reading's bilingual form.
    func participleCandidates(_ readings: [[OfflineReading]], bilingual: [String: [ApertiumStream.Reading]]) throws -> [String: [String]] {
        guard let apertium = sources.apertium else { return [:] }
        var forms: [String] = [], verbs: [ApertiumStream.Reading] = []
        for word in readings where word.first?.partOfSpeech == .adjective {
            for reading in word where reading.partOfSpeech == .verb && reading.apertium?.tags.contains("pp") == true {
                guard let form = reading.apertium?.bilingualForm, !forms.contains(form) else { continue }
                for candidate in bilingual[form] ?? [] where candidate.partOfSpeech == .verb {
                    forms.append(form)
                    verbs.append(candidate)
                }
            }
        }
        var found: [String: [String]] = [:]
        for (form, participle) in zip(forms, try apertium.participles(of: verbs)) {
            if let participle { found[form, default: []].append(participle) }
        }
        return found
    }

    /// WordNet's readings of English candidates, to rank a foreign word's parts of speech by
    /// how common their English translations are.
    func englishSenses(of bilingual: [String: [ApertiumStream.Reading]]) throws -> [String: [WordNetSenses.Reading]] {
        guard target == .english, let wordNet = sources.wordNet else { return [:] }
        return try wordNet.readings(of: Array(Set(bilingual.values.joined().map(\.lemma))))
    }

    /// Orders a word's readings, most likely part of speech first: the learner's own marker
    /// ("to climb"), then WordNet's counts, then the reading that is the word itself, then
    /// Apertium's readings before WordNet's additions, then the one WordNet gives more senses,
    /// then noun, verb, adjective. The first is marked guessed when nothing told the parts apart.
    func rank(_ readings: [OfflineReading], query: OfflineQuery, senses: [String: [WordNetSenses.Reading]],
              bilingual: [String: [ApertiumStream.Reading]], targetSenses: [String: [WordNetSenses.Reading]],
              marksVerbs: Bool, readsLemmas: Bool) -> [OfflineReading] {
        var counted = readings.map { reading -> OfflineReading in
            var reading = reading
            reading.prior = Self.prior(reading, among: readings, word: query.text, marksVerbs: marksVerbs && query.hint == nil)
            reading.count = count(reading, query: query, senses: senses, bilingual: bilingual, targetSenses: targetSenses) * reading.prior
            reading.senses = Self.senseNumber(reading, senses[query.text.lowercased()])
            return reading
        }
        let wordForm = query.text.lowercased()
        // In a list of dictionary forms, a word that is itself a noun or adjective ("saw") is not
        // read as another word's form (the past of "see").
        let isItself = readsLemmas && query.hint == nil && readings.contains {
            $0.lemma.lowercased() == wordForm && ($0.partOfSpeech == .noun || $0.partOfSpeech == .adjective)
        }
        func isOtherWordsForm(_ reading: OfflineReading) -> Bool { isItself && reading.lemma.lowercased() != wordForm }
        counted = counted.enumerated().sorted { left, right in
            let a = left.element, b = right.element
            let hintA = a.partOfSpeech == query.hint && query.hint != nil, hintB = b.partOfSpeech == query.hint && query.hint != nil
            if hintA != hintB { return hintA }
            if isOtherWordsForm(a) != isOtherWordsForm(b) { return isOtherWordsForm(b) }
            if a.count + a.prior != b.count + b.prior { return a.count + a.prior > b.count + b.prior }
            let selfA = a.lemma.lowercased() == wordForm, selfB = b.lemma.lowercased() == wordForm
            if selfA != selfB { return selfA }
            // Nothing counted: Apertium's reading of the word ("tidy" the adjective), not a rarer
            // use only WordNet adds (tidy, a receptacle).
            if a.wordNetOnly != b.wordNetOnly { return b.wordNetOnly }
            // Or, with no Apertium pair (English to German), the use WordNet knows more senses of.
            if a.senses != b.senses { return a.senses > b.senses }
            let orderA = Self.partOrder(a.partOfSpeech), orderB = Self.partOrder(b.partOfSpeech)
            return orderA != orderB ? orderA < orderB : left.offset < right.offset
        }.map(\.element)
        let parts = Set(counted.compactMap(\.partOfSpeech))
        if parts.count > 1, query.hint == nil, let first = counted.first {
            let rival = counted.first { $0.partOfSpeech != first.partOfSpeech }
            counted[0].guessed = first.count == 0 || first.count == rival?.count
        }
        return counted
    }

    /// How many senses WordNet gives an English reading (0 for one it does not know).
    static func senseNumber(_ reading: OfflineReading, _ known: [WordNetSenses.Reading]?) -> Int {
        known?.first { $0.lemma.lowercased() == reading.lemma.lowercased() && $0.partOfSpeech == reading.partOfSpeech }?.senses ?? 0
    }

    func count(_ reading: OfflineReading, query: OfflineQuery, senses: [String: [WordNetSenses.Reading]],
               bilingual: [String: [ApertiumStream.Reading]], targetSenses: [String: [WordNetSenses.Reading]]) -> Double {
        if source == .english {
            let known = senses[query.text.lowercased()] ?? []
            return Double(known.first { $0.lemma.lowercased() == reading.lemma.lowercased() && $0.partOfSpeech == reading.partOfSpeech }?.count ?? 0)
        }
        guard let form = reading.apertium?.bilingualForm else { return 0 }
        return Double((bilingual[form] ?? []).map { candidate in
            (targetSenses[candidate.lemma.lowercased()] ?? []).first { $0.partOfSpeech == reading.partOfSpeech }?.count ?? 0
        }.max() ?? 0)
    }

    /// Learners write verbs with their marker ("to dress") and paste nouns and adjectives bare,
    /// so a bare word that is itself a noun or adjective is read as one unless the verb is far
    /// more common ("dress", "clean", "closed"), and always in a list that marks its verbs; an
    /// adverb reading yields to any other.
    static func prior(_ reading: OfflineReading, among readings: [OfflineReading], word: String, marksVerbs: Bool) -> Double {
        let itself = readings.filter { $0.lemma.lowercased() == word.lowercased() }
        switch reading.partOfSpeech {
        case .verb:
            guard readings.contains(where: { $0.partOfSpeech == .noun || $0.partOfSpeech == .adjective }) else { return 1 }
            if marksVerbs { return 0.001 }
            return itself.contains { $0.partOfSpeech == .noun || $0.partOfSpeech == .adjective } ? 0.25 : 1
        case .adverb, .other: return readings.contains { $0.partOfSpeech != reading.partOfSpeech && $0.partOfSpeech != nil } ? 0.2 : 1
        default: return 1
        }
    }

    /// Whether a list is written in dictionary forms, as learners paste words: at most one in five
    /// of its single words is read only as a form of another word ("went", "children"). In such
    /// a list a bare word that is itself a noun or adjective is that word ("saw" the tool, "rose"
    /// the flower, "left" the side), not a past tense; a list of forms keeps the forms' readings.
    static func readsLemmas(_ queries: [OfflineQuery], _ readings: [[OfflineReading]]) -> Bool {
        let single = queries.indices.filter { !queries[$0].text.contains(" ") }
        let forms = single.filter { index in
            !readings[index].contains { $0.lemma.lowercased() == queries[index].text.lowercased() }
        }
        return !single.isEmpty && forms.count * 5 <= single.count
    }

    static func partOrder(_ part: PartOfSpeech?) -> Int {
        [PartOfSpeech.noun, .verb, .adjective, .adverb, .other].firstIndex { $0 == part } ?? 5
    }

    /// FreeDict's entries for each word and its lemmas, truncated phrase entries left out.
    func freeDictEntries(_ queries: [OfflineQuery], _ readings: [[OfflineReading]]) throws -> [String: [FreeDictEntry]] {
        var headwords = Set(queries.map { $0.text.lowercased() })
        for reading in readings.joined() { headwords.insert(reading.lemma.lowercased()) }
        for (query, found) in zip(queries, readings) { headwords.formUnion(self.headwords(query, found)) }
        guard let found = try supplied ?? sources.freeDict?.entries(for: headwords) else { return [:] }
        // Only a headword with several entries can hide a truncated phrase behind its own.
        let ambiguous = found.filter { $0.value.count > 1 }.map(\.key)
        let spoken = ambiguous.isEmpty ? [] : pronounce?(ambiguous, source) ?? []
        let own = Dictionary(zip(ambiguous, spoken).compactMap { key, ipa in ipa.map { (key, $0) } }, uniquingKeysWith: { first, _ in first })
        return found.reduce(into: [:]) { filtered, item in
            filtered[item.key] = TruncatedEntryFilter.keep(item.value, ownIPA: own[item.key])
        }
    }
}
