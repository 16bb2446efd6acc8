import Model
/// An adjective and a noun that no dictionary holds as a phrase ("good idea"), put together from
/// Apertium's translations of each word, in the target's order and agreement: the noun's
/// gender, the adjective generated to match, before the noun for the few adjectives that go
/// there (buena idea, idée intéressante). Only for Romance targets, whose rules these are.
extension OfflineLookup {
    /// Adjectives that come before the noun, per target language; Spanish shortens some before
    /// a masculine noun (buen día).
    static let adjectivesBefore: [String: Set<String>] = [
        "es": ["bueno", "malo", "primero", "tercero", "último", "mejor", "peor", "mucho", "poco", "otro", "feliz"],
        "fr": ["bon", "mauvais", "petit", "grand", "beau", "joli", "jeune", "vieux", "nouveau", "premier", "dernier", "gros", "long", "haut", "bref"],
        "it": ["buono", "bello", "brutto", "cattivo", "primo", "ultimo", "nuovo", "vecchio", "giovane", "grande", "piccolo", "lungo", "breve", "altro"],
        "pt": ["bom", "mau", "primeiro", "último", "feliz"],
        "ca": ["bo", "mal", "primer", "últim", "bon", "feliç"],
    ]
    static let shortenedBeforeMasculine = ["bueno": "buen", "malo": "mal", "primero": "primer", "tercero": "tercer"]

    func addComposedCandidates(_ candidates: inout [[OfflineCandidate]], units: [[ApertiumStream.Unit]]) throws {
        guard let apertium = sources.apertium, let before = Self.adjectivesBefore[target.code] else { return }
        let left = candidates.map { !$0.contains { $0.score > 0 } }
        let units = try splittingPhrases(units, left: left, apertium: apertium)
        let found = candidates.indices.compactMap { index -> (Int, ApertiumStream.Reading, ApertiumStream.Reading)? in
            guard left[index], index < units.count, units[index].count == 2,
                  let adjective = units[index][0].readings.first(where: { $0.partOfSpeech == .adjective }),
                  let noun = units[index][1].readings.first(where: { $0.partOfSpeech == .noun }) else { return nil }
            return (index, adjective, noun)
        }
        guard !found.isEmpty else { return }
        // Apertium calls many nouns adjectives when they modify ("police station"): for English,
        // WordNet must know the first word as an adjective too.
        let adjectives = try sources.wordNet.map { wordNet in
            source == .english ? try wordNet.readings(of: found.map(\.1.lemma)) : [:]
        } ?? [:]
        let phrases = found.filter { phrase in
            source != .english || sources.wordNet == nil
                || Self.knowsAsItself(phrase.1.lemma, as: .adjective, in: adjectives)
        }
        guard !phrases.isEmpty else { return }
        let translated = try apertium.translate(phrases.flatMap { [$0.1, $0.2] })
        // A word no chain translates (tea into Italian: Catalan–Italian has no te) takes the
        // word of its own card, as a list of the two words would have it.
        let untranslated = phrases.indices.filter { translated[2 * $0].isEmpty || translated[2 * $0 + 1].isEmpty }
        let ownWords = Dictionary(uniqueKeysWithValues: zip(untranslated, try phraseWords(untranslated.map { (phrases[$0].1.lemma, phrases[$0].2.lemma) })))
        var wanted: [(index: Int, adjective: String, noun: String, gender: Gender?)] = []
        for (number, phrase) in phrases.enumerated() {
            if let adjective = translated[2 * number].first, let noun = translated[2 * number + 1].first {
                wanted.append((phrase.0, adjective.lemma, noun.lemma, noun.gender))
            } else if let own = ownWords[number] ?? nil {
                wanted.append((phrase.0, own.adjective, own.noun, own.gender))
            }
        }
        let forms = try apertium.adjectives(wanted.map { ($0.adjective, $0.gender ?? .masculine) })
        for (item, form) in zip(wanted, forms) {
            let gender = item.gender ?? .masculine
            var adjective = form ?? item.adjective
            let first = before.contains(item.adjective)
            if first, target.code == "es", gender == .masculine, let short = Self.shortenedBeforeMasculine[item.adjective] { adjective = short }
            let phrase = first ? "\(adjective) \(item.noun)" : "\(item.noun) \(adjective)"
            var merged = CandidateList(candidates[item.index])
            merged.update(phrase, partOfSpeech: .noun, gender: item.gender) { $0.composed = true; $0.adjectivePhrase = true }
            candidates[item.index] = merged.items
        }
    }
}

extension OfflineLookup {
    /// The words of two-word phrases' adjective and noun, each from its own card read as that part
    /// of speech (a list's "green" is the colour, a noun; a phrase's, the adjective), in one run
    /// for all: nil where a card is missing or of another part of speech, the adjective's is more
    /// than a word, or the noun's is plural or has no gender.
    func phraseWords(_ phrases: [(adjective: String, noun: String)]) throws -> [(adjective: String, noun: String, gender: Gender)?] {
        guard !phrases.isEmpty else { return [] }
        let queries = phrases.flatMap { phrase in
            [(phrase.adjective, PartOfSpeech.adjective), (phrase.noun, .noun)].map { word, part in
                var query = OfflineQuery(word, language: source)
                query.hint = part
                return query
            }
        }
        let found = try translate(queries: queries)
        return phrases.indices.map { number in
            guard let adjective = found[2 * number], adjective.partOfSpeech == .adjective, !adjective.text.contains(" "),
                  let noun = found[2 * number + 1], noun.partOfSpeech == .noun, !noun.plural, let gender = noun.gender else { return nil }
            return (adjective.text, noun.text, gender)
        }
    }

    /// Whether WordNet's readings know `word` as `part` in its own form: "cold" as an adjective,
    /// not "colder"; "milk" as a noun, not "beans".
    static func knowsAsItself(_ word: String, as part: PartOfSpeech, in readings: [String: [WordNetSenses.Reading]]) -> Bool {
        let lowered = word.lowercased()
        return readings[lowered]?.contains { $0.partOfSpeech == part && $0.lemma.lowercased() == lowered } == true
    }
}

extension OfflineLookup {
    /// The units with each two-word phrase that the source dictionary holds whole but no chain
    /// translates ("red wine", a noun in English's, none in Italian's) read as its two words,
    /// so it can be put together; `left[index]` says the phrase has no translation yet.
    func splittingPhrases(_ units: [[ApertiumStream.Unit]], left: [Bool], apertium: ApertiumRoute) throws -> [[ApertiumStream.Unit]] {
        let phrases = units.indices.filter { index in
            index < left.count && left[index] && units[index].count == 1 && units[index][0].surface.split(separator: " ").count == 2
        }
        guard !phrases.isEmpty else { return units }
        let words = try apertium.analyse(phrases.flatMap { units[$0][0].surface.split(separator: " ").map(String.init) })
        var split = units
        for (number, index) in phrases.enumerated() where words[2 * number].count == 1 && words[2 * number + 1].count == 1 {
            split[index] = [words[2 * number][0], words[2 * number + 1][0]]
        }
        return split
    }
}

extension ApertiumDictionary {
    /// Each adjective generated to agree with a singular noun of the gender; nil where the
    /// generator has no such form (an adjective for both genders is tried as such).
    func adjectives(_ wanted: [(lemma: String, gender: Gender)]) throws -> [String?] {
        guard generator != nil, !wanted.isEmpty else { return wanted.map { _ in nil } }
        let agreeing = try generate(wanted.map { "^\(ApertiumStream.escaped($0.lemma))<adj><\($0.gender.rawValue)><sg>$" }, everyGenerator: true)
        let either = try generate(wanted.map { "^\(ApertiumStream.escaped($0.lemma))<adj><mf><sg>$" }, everyGenerator: true)
        return zip(agreeing, either).map { $0 ?? $1 }
    }
}
