import Foundation
import Support
import Model

extension OfflineLookup {
    /// Every candidate the sources give for one word, merged by text (ignoring case).
    func gather(_ query: OfflineQuery, _ readings: [OfflineReading], bilingual: [String: [ApertiumStream.Reading]],
                entries: [String: [FreeDictEntry]], participles: [String: [String]]) -> [OfflineCandidate] {
        var merged = CandidateList(distinguishingCapitals: target.code == "de")
        let top = readings.first?.partOfSpeech
        // When the word is read as itself ("saw" the noun or verb), another word's form of the same
        // part ("see" in the past) is another reading.
        let word = query.text.lowercased(), topIsItself = readings.first?.lemma.lowercased() == word
        // An adjective that is a verb's participle: the target's participle is an adjective too.
        // After the adjective's own translations, where the dictionary has them ("left": izquierdo
        // before dejado).
        let participleForms = readings.compactMap { $0.apertium?.bilingualForm }.flatMap { participles[$0] ?? [] }
        let chained = sources.apertium?.direct == nil
        let ownAdjective = readings.first.flatMap { $0.apertium.map { bilingual[$0.bilingualForm] ?? [] } }?.isEmpty == false
        for (index, participle) in participleForms.enumerated() where top == .adjective {
            let rank = index + (ownAdjective ? 1 : 0)
            merged.update(participle, partOfSpeech: .adjective, gender: nil) { $0.apertiumRank = min($0.apertiumRank ?? rank, rank) }
        }
        for reading in readings {
            guard let form = reading.apertium?.bilingualForm else { continue }
            let isTop = reading.partOfSpeech == top && (!topIsItself || reading.lemma.lowercased() == word)
            // A plural noun that is its own lemma ("glasses"): its translation is plural too (gafas).
            let ownPlural = reading.apertium?.tags.contains("pl") == true && reading.lemma.lowercased() == query.text.lowercased()
            for (rank, candidate) in (bilingual[form] ?? []).enumerated() {
                merged.update(candidate.lemma, partOfSpeech: candidate.partOfSpeech ?? reading.partOfSpeech, gender: candidate.gender) {
                    if isTop { $0.apertiumRank = min($0.apertiumRank ?? rank, rank) } else { $0.apertiumOtherReading = true }
                    if ownPlural, candidate.tags.contains("pl") { $0.plural = true }
                    if isTop, candidate.votes > 1 { $0.chainsAgree = true }
                    if chained { $0.chained = true }
                }
            }
        }
        // Emoji name things: they say nothing of a verb or an adjective ("kiss" 💋 is beso).
        for name in top == nil || top == .noun ? sources.names?.names(of: query.text) ?? [] : [] {
            merged.update(name, partOfSpeech: .noun, gender: nil) { $0.fromNames = true }
        }
        var entryNumber = 0
        for headword in headwords(query, readings) {
            // The most everyday entries first: a note or a subject label marks a narrow sense (Blüte [bot.]).
            let ordered = (entries[headword] ?? []).enumerated().sorted {
                ($0.element.everydayRank(asked: query.text), $0.offset) < ($1.element.everydayRank(asked: query.text), $1.offset)
            }.map(\.element)
            for entry in ordered {
                addEntry(entry, number: entryNumber, wordPart: top, asked: query.text, to: &merged)
                entryNumber += 1
            }
        }
        let askedWords = query.text.split(separator: " ").count
        return Self.joiningReflexives(merged.items, in: target).map { candidate in
            var candidate = candidate
            candidate.longerThanAsked = candidate.text.split(separator: " ").count > askedWords
            return candidate
        }
    }

    func addEntry(_ entry: FreeDictEntry, number: Int, wordPart: PartOfSpeech?, asked: String, to merged: inout CandidateList) {
        var counted: Set<String> = []
        let importance = entry.importance(asked: asked)
        for (senseIndex, sense) in entry.senses.enumerated() {
            // Ding writes one label for a whole line of vulgar words, after its last one.
            let vulgar = sense.labels.contains(where: FreeDictEntry.isVulgarLabel)
            for (wordIndex, word) in sense.words.enumerated() {
                guard let text = Self.cardWord(word.text, asked: asked) else { continue }
                let shortened = Self.withoutOptionalWords(word.text) != word.text
                var part = spelledPart(text) ?? word.partOfSpeech ?? entry.partOfSpeech ?? (word.gender != nil ? .noun : nil)
                if part == .noun, spelledAsNotNoun(text) { part = nil }
                // German spells every noun with a capital: "abgelegt" is no shed. WordNet's nouns
                // "nothing" and "nobody" are German pronouns (nichts, niemand), written in lower case.
                let otherPart = (part != nil && wordPart != nil && part != wordPart)
                    || (wordPart == .noun && spelledAsNotNoun(text) && !Self.germanPronouns.contains(text))
                merged.update(text, partOfSpeech: part ?? wordPart, gender: word.gender) { candidate in
                    if candidate.freeDictPlace == nil || (candidate.freeDictOtherPart && !otherPart) {
                        candidate.freeDictPlace = (number, senseIndex, wordIndex)
                        candidate.freeDictOtherPart = otherPart
                        candidate.specialised = sense.labels.contains(where: FreeDictEntry.isSpecialistLabel)
                        candidate.colloquial = word.colloquial
                        candidate.vulgar = vulgar
                        candidate.shortened = shortened
                    } else {
                        if !sense.labels.contains(where: FreeDictEntry.isSpecialistLabel) { candidate.specialised = false }
                        if !shortened { candidate.shortened = false }
                        if !word.colloquial { candidate.colloquial = false }
                        if !vulgar { candidate.vulgar = false }
                    }
                    if counted.insert(word.text.lowercased()).inserted { candidate.freeDictEntries += 1 }
                    if !otherPart { candidate.freeDictSenses.insert([number, senseIndex]) }
                    if sense.labels.contains(where: FreeDictEntry.isRegisterLabel) { candidate.registerMarked = true }
                    if !otherPart { candidate.freeDictImportance = max(candidate.freeDictImportance, importance) }
                }
            }
        }
    }

    /// Words and phrases no direct source knows, looked up through German: the German words of
    /// their most everyday entries, then those words' first senses in the target language
    /// ("traffic light" → Ampel → semáforo).
    func addPivotCandidates(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        guard let pivot = sources.pivot else { return }
        let missing = candidates.indices.filter { index in !candidates[index].contains { $0.score > 0 } }
        let found = try throughGerman(missing, queries: queries, readings: readings, into: pivot.out)
        for index in missing {
            var merged = CandidateList(candidates[index])
            for (rank, word) in (found[index] ?? []).enumerated() {
                merged.update(word.text, partOfSpeech: word.partOfSpeech, gender: word.gender) {
                    $0.pivotRank = min($0.pivotRank ?? rank, rank)
                    $0.pivot = "German"
                }
            }
            candidates[index] = merged.items
        }
    }

    /// The words `out` gives, in order, for the German words of each asked word's most everyday
    /// Ding entries (the first sense's words of each, five at most; a verb's German verbs only),
    /// two for each German word.
    func throughGerman(_ indices: [Int], queries: [OfflineQuery], readings: [[OfflineReading]],
                       into out: FreeDictFiles) throws -> [Int: [FreeDictEntry.Word]] {
        guard let pivot = sources.pivot, !indices.isEmpty else { return [:] }
        let asked = Dictionary(indices.map { ($0, Set([queries[$0].text.lowercased(), readings[$0].first?.lemma.lowercased() ?? ""]).subtracting([""])) },
                               uniquingKeysWith: { first, _ in first })
        let firstHop = try pivot.into.entries(for: Set(asked.values.joined()))
        var germanWords: [Int: [String]] = [:]
        for index in indices {
            let entries = asked[index, default: []].flatMap { firstHop[$0] ?? [] }
                .enumerated().sorted { ($0.element.importance(asked: queries[index].text), -$0.offset) > ($1.element.importance(asked: queries[index].text), -$1.offset) }
                .map(\.element)
            var words: [String] = []
            // German spells its nouns with a capital: a verb goes through German verbs only. A
            // pronoun after a noun's first word begins Ding's description of it, no translation:
            // "Kauflustiger, jemand, der Einkäufe macht" for shopper (but nothing: nichts).
            let verb = queries[index].hint == .verb
            let noun = queries[index].hint == .noun || (queries[index].hint == nil && readings[index].first?.partOfSpeech == .noun)
            for sense in entries.compactMap(\.senses.first) {
                for (position, word) in sense.words.enumerated() where words.count < 5 {
                    let bare = word.text.trimmingCharacters(in: CharacterSet(charactersIn: "!.?¡¿ "))
                    if verb, !WordShape.isGermanInfinitive(bare.split(separator: " ").last.map(String.init) ?? bare) { continue }
                    if noun, position > 0, Self.germanPronouns.contains(bare) { continue }
                    if !bare.isEmpty, !words.contains(bare) { words.append(bare) }
                }
            }
            germanWords[index] = words
        }
        let secondHop = try out.entries(for: Set(germanWords.values.joined().map { $0.lowercased() }))
        return germanWords.mapValues { words in
            words.flatMap { german in
                (secondHop[german.lowercased()] ?? []).prefix(2).compactMap { $0.senses.first }.flatMap { $0.words.prefix(2) }
            }
        }
    }

    /// Words no source knows, not even through German, found through the pivot checks read
    /// backwards (``PivotCheck/bridge(_:part:)``): carpenter → carpintero → falegname.
    /// Only nouns, verbs, adjectives and phrases ("thank you very much" → muchas gracias → merci
    /// beaucoup): a word counts as unknown when no candidate is of its part of speech (comb has
    /// only pettinare, the verb).
    func addBridgedCandidates(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        func unknown(_ index: Int) -> Bool {
            guard let reading = readings[index].first else { return false }
            let part = reading.partOfSpeech
            guard reading.lemma.contains(" ") || [.noun, .verb, .adjective].contains(part) else { return false }
            return !candidates[index].contains { $0.score > 0 && (part == nil || $0.partOfSpeech == nil || $0.partOfSpeech == part) }
        }
        let missing = candidates.indices.filter(unknown)
        guard !missing.isEmpty else { return }
        let parts = Self.parts(missing.map { readings[$0] })
        let lemmas = missing.compactMap { readings[$0].first?.lemma }
        // Through Spanish only, which English reaches with one Apertium pair of its own; French
        // comes through a chain, and reading it for German costs more than it finds.
        let checks = sources.pivotChecks.filter { $0.pivot.code == "es" }
        guard !checks.isEmpty else { return }
        // For a single word, the Spanish words Ding and German–Spanish give too, where Apertium
        // and FreeDict have none (tendon → Sehne → tendón → tendão). Not for a phrase: Ding's
        // "big house" is a prison, and "white wine" is put together from its words.
        var spanishThroughGerman: [String: [String]] = [:]
        if let germanSpanish = sources.germanSpanish {
            let singleWords = missing.filter { !(readings[$0].first?.lemma.contains(" ") ?? true) }
            for (index, found) in try throughGerman(singleWords, queries: queries, readings: readings, into: germanSpanish) {
                guard let lemma = readings[index].first?.lemma else { continue }
                spanishThroughGerman[lemma, default: []] += found.map { FreeDictEntry.bare($0.text) }
            }
        }
        for check in checks {
            let bridged = try check.bridge(lemmas, also: spanishThroughGerman) { parts[$0] }
            for index in missing {
                guard let lemma = readings[index].first?.lemma else { continue }
                var merged = CandidateList(candidates[index])
                for (rank, word) in (bridged[lemma] ?? []).prefix(3).enumerated() {
                    merged.update(word.text, partOfSpeech: word.partOfSpeech, gender: word.gender) {
                        $0.pivotRank = min($0.pivotRank ?? rank, rank)
                        $0.pivot = check.pivot.name
                    }
                }
                candidates[index] = merged.items
            }
        }
    }

    /// Marks the candidates the reverse FreeDict dictionary translates back to the word.
    func checkBack(_ candidates: inout [[OfflineCandidate]], queries: [OfflineQuery], readings: [[OfflineReading]]) throws {
        guard let reverse = sources.reverseFreeDict else { return }
        let texts = Set(candidates.flatMap { Self.leading($0).map { $0.text.lowercased() } })
        let entries = try reverse.entries(for: texts, limit: Self.checkedEntries)
        for index in candidates.indices {
            var words = Set([queries[index].text.lowercased()])
            for reading in readings[index] { words.insert(reading.lemma.lowercased()) }
            for position in candidates[index].indices {
                let reverseEntries = entries[candidates[index][position].text.lowercased()] ?? []
                candidates[index][position].translatesBack = reverseEntries.flatMap(\.words).contains { words.contains(Self.bare($0).lowercased()) }
                candidates[index][position].translatesBackFirst = reverseEntries.first?.senses.first?.words.first
                    .map { words.contains(Self.bare($0.text).lowercased()) } ?? false
                candidates[index][position].reverseEntries = reverseEntries.count
            }
        }
    }

    /// How many of a word's candidates, best first, the checks look at: the others cannot win.
    static let checkedCandidates = 10
    /// How many of a candidate's entries a check reads (Ding has dozens for common words).
    static let checkedEntries = 12

    /// A word's candidates worth checking, by their score so far.
    static func leading(_ candidates: [OfflineCandidate]) -> ArraySlice<OfflineCandidate> {
        candidates.sorted { $0.score > $1.score }.prefix(checkedCandidates)
    }

    /// "to eat" -> "eat": the form dictionaries file verbs under.
    static func bare(_ word: String) -> String {
        word.lowercased().hasPrefix("to ") ? String(word.dropFirst(3)) : word
    }

    /// What the target language's analyser says of each candidate: the parts of speech it
    /// has as a lemma of its own ("besar" verb, "beso" noun) and a noun's gender. A FreeDict word
    /// that cannot be the word's part of speech counts as another sense.
    func analyseTargets(_ candidates: inout [[OfflineCandidate]], readings: [[OfflineReading]]) throws {
        guard let analyser = sources.targetAnalyser else { return }
        let texts = Array(Set(candidates.joined().map(\.text)))
        guard !texts.isEmpty else { return }
        var parts: [String: Set<PartOfSpeech>] = [:], genders: [String: Set<Gender>] = [:], plurals: Set<String> = []
        let analysed = try analyser.analyse(texts)
        try restoreSpaces(&candidates, unknown: Set(zip(texts, analysed).filter { $0.1.count == 1 && $0.1[0].readings.isEmpty }.map(\.0)),
                          analyser: analyser)
        // A phrase's gender and number are its head noun's: the first noun, after adjectives
        // only (spazzolino da denti, giovane donna, occhiali da sole).
        for (text, units) in zip(texts, analysed) where (2...4).contains(units.count) {
            guard let head = units.firstIndex(where: { $0.readings.contains { $0.partOfSpeech == .noun } }),
                  units[..<head].allSatisfy({ $0.readings.contains { $0.partOfSpeech == .adjective } }) else { continue }
            let nouns = units[head].readings.filter { $0.partOfSpeech == .noun }
            let heads = Set(nouns.compactMap(\.gender))
            guard heads.count == 1 else { continue }
            genders[text] = heads
            if nouns.allSatisfy({ $0.tags.contains("pl") }) { plurals.insert(text) }
        }
        for (text, units) in zip(texts, analysed) where units.count == 1 {
            let own = units[0].readings.filter { $0.lemma.lowercased() == text.lowercased() }
            parts[text] = Set(own.compactMap(\.partOfSpeech))
            genders[text] = Set(own.filter { $0.partOfSpeech == .noun }.compactMap(\.gender))
            // A noun only known as another lemma's plural ("tijeras", "lunettes") is a plural noun.
            let pluralNouns = units[0].readings.filter { $0.partOfSpeech == .noun && $0.tags.contains("pl") }
            if own.isEmpty, !pluralNouns.isEmpty, pluralNouns.count == units[0].readings.count {
                plurals.insert(text)
                parts[text] = [.noun]
                genders[text] = Set(pluralNouns.compactMap(\.gender))
            }
        }
        for index in candidates.indices {
            let wordPart = readings[index].first?.partOfSpeech
            for position in candidates[index].indices {
                var candidate = candidates[index][position]
                let known = parts[candidate.text] ?? []
                if let wordPart, !known.isEmpty, !known.contains(wordPart), !candidate.fromApertium { candidate.freeDictOtherPart = true }
                if candidate.gender == nil, candidate.partOfSpeech == .noun, let only = genders[candidate.text], only.count == 1 {
                    candidate.gender = only.first
                }
                if plurals.contains(candidate.text), candidate.partOfSpeech == .noun, wordPart == .noun { candidate.plural = true }
                candidates[index][position] = candidate
            }
        }
    }

    /// The card's translation: the best candidate, the other good ones of the same part of
    /// speech as alternatives, every candidate for `flash edit --pick`, and the confidence.
    func translation(_ query: OfflineQuery, _ readings: [OfflineReading], _ candidates: [OfflineCandidate]) -> Translation? {
        var counted = candidates
        // wordfreq cuts Japanese and Chinese text into its own tokens: no measure of a dictionary word.
        if let frequencies = sources.frequencies, !["ja", "zh"].contains(target.code) {
            for index in counted.indices {
                let zipf = Self.zipf(of: counted[index].text, in: frequencies)
                counted[index].zipf = zipf
                // Ding (English-German) lists its entries in no useful order: the common word wins a tie.
                if target.code == "de" || source.code == "de" {
                    counted[index].commonness = max(0, min(1, (zipf - 3.5) * 0.5)) + (counted[index].translatesBackFirst ? 1 : 0)
                }
            }
        }
        for index in counted.indices where refusesShape(counted[index].text, for: query, readings) { counted[index].misshapen = true }
        markDrift(&counted)
        let ranked = counted.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element)
        guard let best = ranked.first, best.score > 0 else { return nil }
        let part = best.partOfSpeech ?? readings.first?.partOfSpeech
        var translation = Translation(text: display(best.text, part))
        let roles = Self.roles(of: ranked, part: part, reverseIsSameWork: reverseIsSameWork)
        translation.alternatives = ranked.indices.filter { roles[$0] == .alternative }.map { display(ranked[$0].text, ranked[$0].partOfSpeech) }
        translation.candidates = ranked.prefix(Self.candidateLimit).enumerated().map { index, candidate in
            var kept = TranslationCandidate(text: display(candidate.text, candidate.partOfSpeech), partOfSpeech: candidate.partOfSpeech,
                                            gender: candidate.partOfSpeech == .noun ? candidate.gender : nil, sources: candidate.sources)
            kept.role = roles[index]
            kept.plural = candidate.plural ? true : nil
            kept.reading = candidate.reading
            return kept
        }
        translation.plural = part == .noun && best.plural
        translation.reading = best.reading
        translation.partOfSpeech = part
        translation.gender = part == .noun ? best.gender ?? (target.code == "de" ? Article.germanGender(ofPhrase: best.text) : nil) : nil
        translation.confidence = confidence(best, ranked: ranked, guessed: readings.first?.guessed ?? false)
        translation.origin = best.sources.filter { $0 != "reverse" }.joined(separator: "+")
        translation.lemma = readings.first?.lemma
        translation.sourceGender = readings.first?.partOfSpeech == .noun ? readings.first?.apertium?.gender : nil
        return translation
    }

    /// Whether the card refuses `text` for the word by its shape: "to X" is a verb in every
    /// language, an adjective read as one is no German noun, and a word in letters has none in figures.
    func refusesShape(_ text: String, for query: OfflineQuery, _ readings: [OfflineReading]) -> Bool {
        let adjective = query.hint == nil && readings.first?.partOfSpeech == .adjective && readings.first?.guessed == false
        return (query.hint == .verb && WordShape.canBeInfinitive(text, in: target) == false)
            || (adjective && WordShape.canBeAdjective(text, in: target) == false)
            || isName(text, for: query)
            || (Self.hasFigure(text) && !Self.hasFigure(query.text))
    }

    /// A figure in a candidate for a word written in letters ("3e" for third) is no word to learn.
    static func hasFigure(_ text: String) -> Bool {
        text.unicodeScalars.contains { ("0"..."9").contains($0) }
    }

    /// A name offered for a word written in lower case, where the target writes its common
    /// words so too (not German's nouns, English's days or French's peoples, un Juif): Canis
    /// latrans for coyote, Kashmir for cashmere.
    func isName(_ text: String, for query: OfflineQuery) -> Bool {
        !["de", "en", "fr"].contains(target.code) && query.text.first?.isLowercase == true && text.first?.isUppercase == true
    }

    /// Marks the chain's words that may be their pivot word's other sense. Spanish dedo is both
    /// finger and toe, fuente both source and fountain, so the chains through Spanish and Catalan
    /// give doigt for toe, and the check through Spanish passes it too. Such a word is suspect
    /// when the reverse dictionary knows it and does not give the word back, while another
    /// candidate does and is confirmed by a check, a CLDR name or the reverse's first sense
    /// (orteil). Only from English: English's reverse dictionaries into Italian and Portuguese are
    /// too thin to doubt a chain with (bambino lost child when tried).
    func markDrift(_ candidates: inout [OfflineCandidate]) {
        for index in candidates.indices where candidates[index].otherSenses && !candidates[index].isAgreed {
            candidates[index].drifted = true
        }
        guard source == .english, candidates.contains(where: { candidate in
            candidate.translatesBack && !candidate.fromApertium && !candidate.misshapen && candidate.score > 0
                && (candidate.pivotVotes > 0 || candidate.fromNames || candidate.translatesBackFirst)
        }) else { return }
        for index in candidates.indices {
            let candidate = candidates[index]
            if candidate.chained && candidate.fromApertium && candidate.reverseEntries > 0 && !candidate.translatesBack { candidates[index].drifted = true }
        }
    }

    /// A phrase is as common as its rarest word, and so is a word with hyphens, which wordfreq
    /// counts as its parts (grand-mère as grand and mère).
    static func zipf(of text: String, in frequencies: WordFrequencies) -> Double {
        text.split(separator: " ").map { word in
            let whole = frequencies.zipf(String(word))
            guard whole == 0, word.utf8.contains(UInt8(ascii: "-")) else { return whole }
            return word.split(separator: "-").map { frequencies.zipf(String($0)) }.min() ?? 0
        }.min() ?? 0
    }

    /// What each candidate after the first is to it: an accepted alternative when another source
    /// confirms it and it shares the chosen one's sense; another meaning when confirmed but of
    /// another sense; else only a candidate. At most four alternatives and three other meanings.
    /// Where the reverse dictionary is the forward one read backwards (``reverseIsSameWork``), its
    /// translating back confirms no alternative but another form of the chosen word (erster, Lehrerin).
    static func roles(of ranked: [OfflineCandidate], part: PartOfSpeech?, reverseIsSameWork: Bool = false) -> [Int: CandidateRole] {
        guard let best = ranked.first else { return [:] }
        var roles: [Int: CandidateRole] = [:]
        var alternatives = 0, others = 0
        for (index, candidate) in ranked.enumerated().dropFirst() where candidate.isAgreed && candidate.score >= 3 {
            let samePart = candidate.partOfSpeech == nil || candidate.partOfSpeech == part
            if samePart, candidate.isAlternative(to: best), alternatives < 4 {
                // Unconfirmed, it stays a candidate to pick: the same sense, one source.
                guard !reverseIsSameWork || candidate.isAgreedBesidesReverse || candidate.isForm(of: best) else { continue }
                roles[index] = .alternative
                alternatives += 1
            } else if others < 3 {
                roles[index] = .otherMeaning
                others += 1
            }
        }
        return roles
    }

    /// Whether the reverse dictionary is the forward one read backwards and lists every sense of a
    /// word: FreeDict's English–German and German–English are both Ding, so into German a word
    /// Ding gives and translates back has one source behind it, not two (Ding's reverse gives Bock
    /// and Bandhaken for dog too). FreeDict's other pairs with English are Ergane both ways, but
    /// Ergane lists a few words a sense: there the rule cost most of the alternatives teachers
    /// accept (Spanish kept 1 of 16) for a few points.
    var reverseIsSameWork: Bool { target.code == "de" }

    func confidence(_ best: OfflineCandidate, ranked: [OfflineCandidate], guessed: Bool) -> TranslationConfidence {
        // FreeDict's reverse is its forward dictionary read backwards: a word FreeDict alone gives
        // and translates back is one dictionary's; Apertium's two chains alone, one project's.
        if best.isAgreedByTwoWorks, !best.hasOnlyTheChains { return .agreed }
        // Found only through another language; not when a dictionary gave it for another reading too.
        if best.pivotRank != nil, !best.fromApertium, !best.apertiumOtherReading, best.freeDictPlace == nil, !best.fromNames { return .indirect }
        if best.composed || best.sharedHead { return .composed }
        if best.wordNetSense != nil, !best.fromApertium, !best.apertiumOtherReading, best.freeDictPlace == nil, !best.fromNames,
           !best.fromGlossary, best.pivotRank == nil, best.pivotVotes == 0 { return .sensesOnly }
        if guessed { return .guessed }
        // Disputed when another source's own answer comes close to the chosen one.
        let rival = ranked.dropFirst().first { candidate in
            (candidate.fromApertium && !best.fromApertium) || (candidate.fromFreeDict && !best.fromFreeDict) || (candidate.fromNames && !best.fromNames)
        }
        return rival.map { $0.score >= best.score - 1.5 } == true ? .disputed : .single
    }

    /// English verbs are learned with "to" ("to eat"), as the learner would write them.
    func display(_ text: String, _ part: PartOfSpeech?) -> String {
        target == .english && part == .verb && !text.lowercased().hasPrefix("to ") ? "to " + text : text
    }
}

/// Candidates merged by text, ignoring case, in the order they first came; German words that
/// differ in their first letter's case stay apart (Schwimmen the noun, schwimmen the verb).
struct CandidateList {
    private(set) var items: [OfflineCandidate] = []
    private var positions: [String: Int] = [:]
    private var distinguishingCapitals = false

    init(_ items: [OfflineCandidate] = [], distinguishingCapitals: Bool = false) {
        self.distinguishingCapitals = distinguishingCapitals
        for item in items { update(item.text, partOfSpeech: item.partOfSpeech, gender: item.gender) { $0 = item } }
    }

    mutating func update(_ text: String, partOfSpeech: PartOfSpeech?, gender: Gender?, _ change: (inout OfflineCandidate) -> Void) {
        let clean = Self.cleaned(text)
        guard !clean.isEmpty, clean.count <= Card.maximumWordLength else { return }
        let key = self.key(clean)
        if positions[key] == nil {
            positions[key] = items.count
            items.append(OfflineCandidate(text: clean, partOfSpeech: partOfSpeech, gender: gender))
        }
        let index = positions[key]!
        if items[index].gender == nil { items[index].gender = gender }
        if items[index].partOfSpeech == nil { items[index].partOfSpeech = partOfSpeech }
        change(&items[index])
    }

    /// Whether a candidate of this text is in the list.
    func contains(_ text: String) -> Bool {
        positions[key(Self.cleaned(text))] != nil
    }

    /// A text as a candidate: cleaned of control characters, with the hyphen and apostrophe on
    /// a learner's keyboard (FreeDict spells grand‐mère with U+2010, WikDict aujourd’hui with
    /// U+2019, Apertium grand-mère and aujourd'hui), and without the sense number WikDict runs
    /// on after a word.
    private static func cleaned(_ text: String) -> String {
        let clean = Text.clean(text)
        // Every keyboard form replaces a character from U+02BC on: most candidates have none to look up.
        guard clean.unicodeScalars.contains(where: { $0.value >= 0x2BC && Text.keyboardForms[Character($0)] != nil }) else {
            return withoutSenseNumber(clean)
        }
        return withoutSenseNumber(String(clean.map { Text.keyboardForms[$0] ?? $0 }))
    }

    /// "souffle 2." -> souffle; a text that ends otherwise as it is.
    static func withoutSenseNumber(_ text: String) -> String {
        guard text.hasSuffix("."), let space = text.lastIndex(of: " ") else { return text }
        let number = text[text.index(after: space)...].dropLast()
        return !number.isEmpty && number.allSatisfy({ $0.isASCII && $0.isNumber }) ? String(text[..<space]) : text
    }

    /// Case and accents aside; a German word's capital kept apart where asked.
    private func key(_ clean: String) -> String {
        // ASCII has no accents, and folds its case as it lowers it: Foundation's folding, the
        // costlier, is for the rest.
        let key = clean.utf8.allSatisfy { $0 < 0x80 } ? clean.lowercased() : clean.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return distinguishingCapitals && clean.first?.isUppercase == true ? "^" + key : key
    }
}
