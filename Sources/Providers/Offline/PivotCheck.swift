import Support
import Model

/// A check of candidates through a third language, where the direct dictionaries are weak (German
/// has no Apertium pair with English, and Ding's entries come in no useful order; French, Italian
/// and Portuguese come through chains): the word goes into Spanish or French (Apertium), each
/// candidate goes there too (FreeDict's WikDict dictionaries deu-spa, deu-fra, fra-spa, ita-spa,
/// por-spa), and a candidate whose translations hold the word's is confirmed: table → mesa, and
/// Tisch → mesa but Tabelle → tabla; kite → cometa, and aquilone → cometa but stella → estrella.
struct PivotCheck: Sendable {
    /// One side's way into the pivot language.
    enum Side: Sendable {
        case apertium(ApertiumRoute)
        case freeDict(FreeDictFiles)

        /// The pivot words of each text (lower case): Apertium's first (default) candidate of each of
        /// its readings whose lemma is the text (of `part`, when given), or the first words of
        /// each FreeDict entry's first sense.
        func words(for texts: [String], part: (String) -> PartOfSpeech? = { _ in nil }) throws -> [String: Set<String>] {
            let unique = Array(Set(texts))
            switch self {
            case .apertium(let route):
                var readings: [String: [ApertiumStream.Reading]] = [:]
                for (text, units) in zip(unique, try route.analyse(unique)) where units.count == 1 {
                    let wanted = part(text)
                    readings[text] = units[0].readings.filter { $0.lemma.lowercased() == text.lowercased() && (wanted == nil || $0.partOfSpeech == wanted) }
                }
                var forms: [String: ApertiumStream.Reading] = [:]
                for reading in readings.values.joined() { forms[reading.bilingualForm] = reading }
                let keys = Array(forms.keys)
                let translated = Dictionary(zip(keys, try route.translate(keys.compactMap { forms[$0] }, gendering: .firstGenerator)), uniquingKeysWith: { first, _ in first })
                return readings.mapValues { found in
                    Set(found.flatMap { (translated[$0.bilingualForm] ?? []).prefix(1).map { $0.lemma.lowercased() } })
                }
            case .freeDict(let files):
                let entries = try files.entries(for: Set(unique), limit: OfflineLookup.checkedEntries)
                var found: [String: Set<String>] = [:]
                for text in unique {
                    let senses = (entries[text.lowercased()] ?? []).compactMap(\.senses.first)
                    found[text] = Set(senses.flatMap { $0.words.prefix(3).map { FreeDictEntry.bare($0.text) } })
                }
                return found
            }
        }
    }

    let pivot: Language
    /// The asked words' way into the pivot language, and the candidates'.
    let asked: Side
    let candidates: Side
    /// English's FreeDict dictionary into the pivot, for words Apertium lacks when the check is
    /// read backwards (sneeze is no verb to Apertium's English–Spanish; FreeDict's has estornudar).
    var englishDictionary: FreeDictFiles?

    /// Translations for words no source knows, the check read backwards: the pivot's words for
    /// each asked lemma (Apertium's, then the first words of English's FreeDict senses), then the
    /// headwords of the candidates' dictionary whose senses hold one of them, earliest first
    /// (carpenter → carpintero, which ita-spa gives for falegname). Only from English, whose
    /// side is Apertium; the other side is FreeDict.
    func bridge(_ lemmas: [String], also more: [String: [String]] = [:], part: (String) -> PartOfSpeech?) throws -> [String: [FreeDictEntry.Word]] {
        guard case .apertium = asked, case .freeDict(let files) = candidates else { return [:] }
        let apertium = try asked.words(for: lemmas, part: part)
        let entries = try englishDictionary?.entries(for: Set(lemmas.map { $0.lowercased() }), limit: 2) ?? [:]
        var pivotWords: [String: [String]] = [:]
        for lemma in Set(lemmas) {
            let dictionary = (entries[lemma.lowercased()] ?? []).flatMap { $0.senses.flatMap { $0.words.prefix(2).map { FreeDictEntry.bare($0.text) } } }
            for word in (apertium[lemma] ?? []).sorted() + dictionary + (more[lemma] ?? []) where !(pivotWords[lemma] ?? []).contains(word) {
                pivotWords[lemma, default: []].append(word)
            }
        }
        let found = try files.entries(translatingTo: Set(pivotWords.values.joined()))
        var bridged: [String: [FreeDictEntry.Word]] = [:]
        for lemma in Set(lemmas) {
            let wanted = part(lemma)
            var words: [FreeDictEntry.Word] = []
            for hit in (pivotWords[lemma] ?? []).flatMap({ found[$0] ?? [] })
            where wanted == nil || hit.entry.partOfSpeech == nil || hit.entry.partOfSpeech == wanted {
                guard !words.contains(where: { $0.text == hit.entry.headword }) else { continue }
                words.append(FreeDictEntry.Word(text: hit.entry.headword, gender: nil, partOfSpeech: hit.entry.partOfSpeech ?? wanted))
            }
            bridged[lemma] = words
        }
        return bridged
    }

    /// Its Apertium routes.
    var routes: [ApertiumRoute] {
        [asked, candidates].compactMap { side in
            if case .apertium(let route) = side { route } else { nil }
        }
    }

    /// The checks for a pair with English on one side, where the other language has WikDict's
    /// dictionary into a pivot that English reaches well with Apertium: German through Spanish
    /// and French, French, Italian and Portuguese through Spanish, wherever the data is installed.
    static func find(from source: Language, to target: Language, paths: OfflineTranslator.Paths,
                     ltProc: ExternalCommand?) throws -> [PivotCheck] {
        guard source == .english || target == .english else { return [] }
        let other = source == .english ? target : source
        var checks: [PivotCheck] = []
        for pivot in (pivots[other.code] ?? []).map(Language.init(trusted:)) {
            guard let english = ApertiumRoute.find(from: .english, to: pivot, in: paths.apertium, ltProc: ltProc),
                  let dictionary = try FreeDictFiles.find(from: other, to: pivot, in: paths.freeDict) else { continue }
            checks.append(source == .english
                ? PivotCheck(pivot: pivot, asked: .apertium(english), candidates: .freeDict(dictionary),
                             englishDictionary: try FreeDictFiles.find(from: .english, to: pivot, in: paths.freeDict))
                : PivotCheck(pivot: pivot, asked: .freeDict(dictionary), candidates: .apertium(english)))
        }
        return checks
    }

    /// The pivot languages of each language's checks.
    static let pivots: [String: [String]] = ["de": ["es", "fr"], "fr": ["es"], "it": ["es"], "pt": ["es"]]
}

extension OfflineLookup {
    /// The part of speech of each word's first reading, by its lemma.
    static func parts(_ readings: [[OfflineReading]]) -> [String: PartOfSpeech] {
        var parts: [String: PartOfSpeech] = [:]
        for reading in readings { if let first = reading.first, let part = first.partOfSpeech { parts[first.lemma] = part } }
        return parts
    }

    /// Counts, for every candidate, the pivot checks it passes.
    func checkThroughPivots(_ candidates: inout [[OfflineCandidate]], readings: [[OfflineReading]]) throws {
        guard !sources.pivotChecks.isEmpty else { return }
        let lemmas = readings.map { $0.first?.lemma ?? "" }
        let parts = Self.parts(readings)
        let texts = Array(Set(candidates.flatMap { Self.leading($0).map { $0.text.hasPrefix("to ") ? String($0.text.dropFirst(3)) : $0.text } }))
        for check in sources.pivotChecks {
            // One side is Apertium's and the other FreeDict's: read together, lt-proc answers
            // while the dictionary's entries are read.
            let (asked, offered) = try Concurrently.both({ try check.asked.words(for: lemmas.filter { !$0.isEmpty }) { parts[$0] } },
                                                         { try check.candidates.words(for: texts) })
            for index in candidates.indices {
                guard let wanted = asked[lemmas[index]], !wanted.isEmpty else { continue }
                let part = readings[index].first?.partOfSpeech
                for position in candidates[index].indices where part == nil || candidates[index][position].partOfSpeech == part {
                    let text = candidates[index][position].text
                    let key = text.hasPrefix("to ") ? String(text.dropFirst(3)) : text
                    if !(offered[key] ?? []).isDisjoint(with: wanted) { candidates[index][position].pivotVotes += 1 }
                }
            }
        }
    }
}
