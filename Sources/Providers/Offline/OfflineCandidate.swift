import Model
/// What the sources said of one candidate translation of a word, and the score that ranks it.
struct OfflineCandidate {
    var text: String
    var partOfSpeech: PartOfSpeech?
    var gender: Gender?
    /// Its place among Apertium's candidates for the word's most likely reading (0 = the
    /// dictionary's default), when Apertium gave it for that reading.
    var apertiumRank: Int?
    /// True when Apertium gave it only for a less likely reading.
    var apertiumOtherReading = false
    /// Where FreeDict first has it: entry, sense and word (0 = first).
    var freeDictPlace: (entry: Int, sense: Int, word: Int)?
    /// Every FreeDict sense (entry and sense) that holds it in the word's part of speech: two
    /// candidates of one sense mean the same thing, two of different senses do not.
    var freeDictSenses: Set<[Int]> = []
    /// True for a plural noun that is the word's own lemma ("glasses" → gafas, plural).
    var plural = false
    /// How many FreeDict entries of the word hold it.
    var freeDictEntries = 0
    /// How everyday the most everyday FreeDict entry holding it looks (``FreeDictEntry/importance(asked:)``).
    var freeDictImportance = -Double.infinity
    /// True when FreeDict tagged it with another part of speech than the word's.
    var freeDictOtherPart = false
    /// True when CLDR names the same emoji with it (an everyday thing named in both languages).
    var fromNames = false
    /// True when every sense FreeDict gave it in is a specialised one ("[techn.]").
    var specialised = false
    /// True when FreeDict marks a sense of it colloquial, dated or regional ("[ugs.]", "[Br.]").
    var registerMarked = false
    /// True when FreeDict marks it colloquial or figurative wherever it gives it ("[coll.]", "[fig.]").
    var colloquial = false
    /// True when every FreeDict sense that gives it is marked vulgar ("jdn. ficken, vögeln, …
    /// [vulg.]" under "to mash"): no card for an everyday word teaches it.
    var vulgar = false
    /// True when every FreeDict sense gives it with words in parentheses around it, left out for
    /// the card ("jdn. (an sich) drücken" for to hug): the word alone may mean less (drücken is
    /// to press), so it comes after the words the senses give whole (umarmen).
    var shortened = false
    /// True for an adjective and a noun put together, the adjective agreeing (giorno piovoso, kalte Milch).
    var adjectivePhrase = false
    /// True when it was put together from the phrase's words (``OfflineLookup/addComposedCandidates(_:units:)``).
    var composed = false
    /// Its place among the translations found through another language (0 = best), when found so.
    var pivotRank: Int?
    /// The language it was found through ("German").
    var pivot: String?
    /// True when two Apertium chains (through Catalan and through Spanish) both gave it.
    var chainsAgree = false
    /// True when Apertium reached it through another language (a chain, no pair of its own).
    var chained = false
    /// True for a chain's word that may be its pivot word's other sense (``OfflineLookup/markDrift(_:)``).
    var drifted = false
    /// True for a chains' word that MultiWordNet sets on synsets, none of them the word's
    /// (``OfflineLookup/doubtsChains``): another sense, unless a second source confirms it.
    var otherSenses = false
    /// How many checks through a third language it passed (``PivotCheck``).
    var pivotVotes = 0
    /// The first of the word's MultiWordNet synsets that holds it (0 = the most used sense).
    var wordNetSense: Int?
    /// Its place among a glossary's entries for the word (EDICT, CC-CEDICT, Mueller; 0 = best).
    var glossaryRank: Int?
    /// The word CC-CEDICT's phrases with an adjective it glosses only inside them share
    /// (呼吸 for respiratory: 呼吸系统, 呼吸道).
    var sharedHead = false
    /// The glossary marks it common (EDICT's "(P)").
    var glossaryCommon = false
    /// How it is read (kana, pinyin, Russian stress), from the glossary.
    var reading: String?
    /// True when it has more words than the asked word (dar un beso for "to kiss"): a learner
    /// wants the one word where a dictionary has it.
    var longerThanAsked = false
    /// True when the reverse dictionary translates it back to the word.
    var translatesBack = false
    /// True when the word is the reverse dictionary's first translation of it: its main sense.
    var translatesBackFirst = false
    /// How common it is (wordfreq's Zipf scale: 3 is once per million words); nil without the list.
    var zipf: Double?
    /// A bonus where the dictionary's own order says nothing (Ding's entries): for common words,
    /// and for the word being the reverse dictionary's main sense of the candidate.
    var commonness = 0.0
    /// How many entries the reverse dictionary has for it: common words have many senses.
    var reverseEntries = 0
    /// True when its spelling cannot be the word's part of speech (``WordShape``): a noun
    /// (espirro) for "to sneeze", a German noun for an adjective.
    var misshapen = false
    /// Into English, its WordNet synsets in its part of speech, most used first (each synset's
    /// offset times four plus its part's place in WordNet's files); empty when WordNet does not
    /// know it, nil without WordNet or into another language.
    var synsets: [Int]?
    /// True when it is the English word's cognate (``Cognate``): sporadique for sporadic.
    var cognate = false

    var fromApertium: Bool { apertiumRank != nil }
    var fromFreeDict: Bool { freeDictPlace != nil && !freeDictOtherPart }
    var fromGlossary: Bool { glossaryRank != nil }

    /// Agreement between the two dictionaries weighs most, then a translation back, then the
    /// dictionaries' own order; specialised senses and other parts of speech weigh least.
    var score: Double {
        var total = 0.0
        if let rank = apertiumRank { total += rank == 0 ? 5 : 3.5 } else if apertiumOtherReading { total += 1 }
        if let place = freeDictPlace, !freeDictOtherPart {
            total += place.word == 0 ? (place.sense == 0 ? 2.5 : 1.5) : 1
            if place.entry == 0 { total += 0.5 }
            total += min(2, 0.5 * Double(freeDictEntries - 1))
            if specialised { total -= 2 }
            if colloquial { total -= 2 }
            if vulgar { total -= 8 }
            if shortened { total -= 1 }
            if freeDictImportance.isFinite { total += freeDictImportance }
        }
        if fromNames { total += 3 }
        if let rank = glossaryRank { total += rank == 0 ? 5 : max(1.5, 4 - 0.5 * Double(rank)) }
        // Through German, the first entry's word before the next ones' (windy: windig, venteux,
        // before wortreich, interminable), more than a rarer word loses.
        if let rank = pivotRank { total += max(0.5, 2.5 - Double(rank)) }
        // MultiWordNet's most used sense of the word holds it: a vote as strong as CLDR's name.
        if let sense = wordNetSense { total += sense == 0 ? 3.5 : max(0.5, 2 - 0.5 * Double(sense)) }
        if composed { total += 1 }
        if sharedHead { total += 2 }
        if longerThanAsked { total -= 1 }
        if [fromApertium, fromFreeDict, fromNames, fromGlossary].filter({ $0 }).count >= 2 { total += 3 }
        if chainsAgree { total += 3 }
        // Another part of speech than the word's (Dank for "to thank") comes last.
        if freeDictOtherPart && !fromApertium { total -= 2 }
        total += 2.5 * Double(pivotVotes)
        // Rare words after common ones (Eisschrank after Kühlschrank), when wordfreq is installed;
        // being common earns nothing, since common words are often the wrong sense (fuente for bowl).
        // An adjective and its noun put together is as rare as its rarer word, which wordfreq may
        // not list (giorno piovoso): it is put together only where nothing else was offered.
        if let zipf, !adjectivePhrase { total += max(-2, min(0, (zipf - 3) * 0.8)) }
        total += commonness
        if translatesBack { total += 1.5 }
        if cognate { total += 1.5 }
        // A chain's word of another sense loses what the chain gave it: the dictionary's first
        // place, the chains' agreement and the check through the same Spanish word.
        if drifted { total -= 7 }
        total += min(1.5, 0.25 * Double(max(0, reverseEntries - 1)))
        // After every candidate of the right shape, however well sourced.
        if misshapen { total -= 12 }
        return total
    }

    /// The dictionaries behind it, for the card ("apertium", "freedict", "freedict back").
    var sources: [String] {
        var names: [String] = []
        if fromApertium || apertiumOtherReading { names.append(chainsAgree ? "apertium (two chains)" : "apertium") }
        if freeDictPlace != nil { names.append("freedict") }
        if fromNames { names.append("cldr") }
        if fromGlossary { names.append("glossary") }
        if pivotRank != nil { names.append("freedict via \(pivot ?? "German")") }
        if composed { names.append("apertium, word by word") }
        if sharedHead { names.append("glossary phrases") }
        if pivotVotes > 0 { names.append("pivot check") }
        if wordNetSense != nil { names.append("multiwordnet") }
        if translatesBack { names.append("reverse") }
        return names
    }

    /// True when it means what `chosen` means: one FreeDict sense holds both, or both name the
    /// same everyday thing in CLDR. (MultiWordNet's synsets are too wide for it: ala, a
    /// building's wing, shares asa's.)
    func sharesSense(with chosen: OfflineCandidate) -> Bool {
        !freeDictSenses.isDisjoint(with: chosen.freeDictSenses) || (fromNames && chosen.fromNames)
    }

    /// Good enough to accept as an answer beside `chosen`: it means what `chosen` means (one
    /// sense of a dictionary holds both), the reverse dictionary gives the word as its main
    /// translation, and it is about as common (FreeDict lists archaic and regional words:
    /// Oheim for uncle, lecho for bed).
    func isAlternative(to chosen: OfflineCandidate) -> Bool {
        guard translatesBackFirst, sharesSense(with: chosen), plural == chosen.plural, !registerMarked, !specialised, !misshapen,
              text.split(separator: " ").count <= chosen.text.split(separator: " ").count else { return false }
        // Beside a glossary's word (Japanese, Chinese, Russian), only another word the glossary
        // marks common: not 狗 beside 犬, nor the honorific いらっしゃる beside 来る.
        if chosen.fromGlossary, !glossaryCommon { return false }
        // Into English, a synonym of the chosen word's two most used senses: not "to wait" beside
        // "to expect", nor "great" beside "big".
        if let synsets, let chosenSynsets = chosen.synsets, Set(chosenSynsets.prefix(2)).isDisjoint(with: synsets) { return false }
        guard let zipf, let chosenZipf = chosen.zipf else { return true }
        return zipf >= max(3.3, chosenZipf - 1)
    }

    /// Two independent sources behind it: both dictionaries, or one and the reverse dictionary.
    var isAgreed: Bool {
        isAgreedByTwoWorks || (translatesBack && fromFreeDict)
    }

    /// Two works behind it: two sources besides the reverse dictionary, or the reverse dictionary
    /// translating back a word another work gave (Apertium, CLDR, a glossary). FreeDict's pairs
    /// with English are one work each way (Ding, Ergane): a word FreeDict alone gives and
    /// translates back has one work behind it.
    var isAgreedByTwoWorks: Bool {
        isAgreedBesidesReverse || (translatesBack && (fromApertium || fromNames || fromGlossary))
    }

    /// Nothing but Apertium's two chains behind it (through Catalan and through Spanish), with at
    /// most MultiWordNet, which gives no order: one project's dictionaries, whose cards were right
    /// about as often as one dictionary's on the labelled sets (French 75%, Italian 85%,
    /// Portuguese 74%, against 95% for the other agreed cards).
    var hasOnlyTheChains: Bool {
        chainsAgree && !fromFreeDict && !fromNames && !fromGlossary && pivotRank == nil && pivotVotes == 0 && !translatesBack && !composed
    }

    /// Two independent sources behind it without the reverse dictionary: two dictionaries, two
    /// Apertium chains, or a dictionary and a check through a third language.
    var isAgreedBesidesReverse: Bool {
        [fromApertium, fromFreeDict, fromNames, fromGlossary].filter { $0 }.count >= 2
            || chainsAgree || (pivotVotes > 0 && (fromApertium || fromFreeDict || fromNames))
    }

    /// Another form of the chosen word rather than another word: the two share all but their last
    /// two letters, four at least (erste and erster, eigen and eigenes, Künstler and Künstlerin).
    func isForm(of chosen: OfflineCandidate) -> Bool {
        Cognate.differInEndingOnly(text.lowercased(), chosen.text.lowercased())
    }
}
