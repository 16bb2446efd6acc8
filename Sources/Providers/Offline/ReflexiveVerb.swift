import Model

/// A French verb's reflexive citation form, as dictionaries write a verb used with its pronoun
/// (s'agenouiller, se plaindre). Apertium files such a verb under its bare lemma and leaves the
/// pronoun to its grammar, so its agenouiller and FreeDict's s'agenouiller are one verb.
/// French only: Spanish and Portuguese FreeDict list reflexive uses where the plain verb is the
/// word (comerse for "to eat", lamentar-se for "to lament"), and Italian's gained nothing.
enum ReflexiveVerb {
    /// The ways `verb` is written with its reflexive pronoun; none outside French or for a verb
    /// already so written.
    static func forms(of verb: String, in language: Language) -> [String] {
        let lower = verb.lowercased()
        guard language.code == "fr", !lower.isEmpty,
              !lower.hasPrefix("se "), !lower.hasPrefix("s'"), !lower.hasPrefix("s’") else { return [] }
        return Article.beginsWithVowel(lower) ? ["s'" + verb, "s’" + verb] : ["se " + verb]
    }
}

extension OfflineLookup {
    /// Joins each verb Apertium gave bare to its reflexive form where only a dictionary gave
    /// that (agenouiller and s'agenouiller for "to kneel", plaindre and se plaindre for "to
    /// complain"): one candidate under the dictionary's citation form, with both sources behind
    /// it. Where a dictionary gives both forms they are two uses (arrêter, s'arrêter) and stay apart.
    static func joiningReflexives(_ candidates: [OfflineCandidate], in language: Language) -> [OfflineCandidate] {
        var items = candidates
        var joined: Set<Int> = []
        for (position, bare) in candidates.enumerated()
        where bare.partOfSpeech == .verb && (bare.apertiumRank != nil || bare.apertiumOtherReading)
            && bare.freeDictPlace == nil && !bare.fromNames && !bare.fromGlossary {
            let forms = Set(ReflexiveVerb.forms(of: bare.text, in: language).map { $0.lowercased() })
            guard !forms.isEmpty, let reflexive = candidates.indices.first(where: { forms.contains(candidates[$0].text.lowercased()) }),
                  candidates[reflexive].freeDictPlace != nil, candidates[reflexive].apertiumRank == nil,
                  !candidates[reflexive].apertiumOtherReading else { continue }
            items[reflexive].apertiumRank = bare.apertiumRank
            items[reflexive].apertiumOtherReading = bare.apertiumOtherReading
            items[reflexive].chainsAgree = items[reflexive].chainsAgree || bare.chainsAgree
            items[reflexive].chained = items[reflexive].chained || bare.chained
            items[reflexive].partOfSpeech = .verb
            joined.insert(position)
        }
        return items.enumerated().filter { !joined.contains($0.offset) }.map(\.element)
    }
}
