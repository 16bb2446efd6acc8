/// One translation a dictionary offered for a card's word, kept so the learner can pick another
/// (`flash edit LIST WORD --pick N`), as Flashspeak kept image candidates.
package struct TranslationCandidate: Codable, Sendable, Equatable {
    package var text: String
    package var partOfSpeech: PartOfSpeech?
    package var gender: Gender?
    /// The dictionaries that gave it ("apertium", "freedict").
    package var sources: [String]
    /// How it stands to the chosen translation: an accepted answer of the same sense, or
    /// another meaning of the word; nil for a candidate that is neither (only `--pick` uses it).
    package var role: CandidateRole?
    /// True for a plural noun ("gafas").
    package var plural: Bool?
    /// Its reading (kana, pinyin, Russian stress), where the script does not show it.
    package var reading: String?

    /// In sorted order, as JSONEncoder writes them, so a card's JSON can be streamed.
    enum CodingKeys: String, CodingKey { case gender, partOfSpeech, plural, reading, role, sources, text }

    package init(text: String, partOfSpeech: PartOfSpeech? = nil, gender: Gender? = nil, sources: [String] = []) {
        self.text = text
        self.partOfSpeech = partOfSpeech
        self.gender = gender
        self.sources = sources
    }
}

/// How a translation candidate stands to the card's translation.
package enum CandidateRole: String, Codable, Sendable {
    /// The same sense, checked by two sources or a translation back: accepted as an answer.
    case alternative
    /// Another sense of an ambiguous word: shown as such, never accepted as an answer.
    case otherMeaning = "other meaning"
}

/// How sure the translation chain is of a card's translation.
public enum TranslationConfidence: String, Codable, Sendable, CaseIterable {
    /// Two independent dictionaries gave it (or one gave it and another translates it back).
    case agreed
    /// One dictionary gave it and nothing contradicts it.
    case single
    /// Dictionaries disagree: the chosen one is the best ranked, not a shared answer.
    case disputed
    /// The word's part of speech had to be guessed, so the sense may be the wrong one.
    case guessed
    /// Found only through a third language (English → German → Spanish), where senses can drift.
    case indirect
    /// A phrase no dictionary holds, put together from its words ("good idea" → buena idea).
    case composed
    /// Only a thesaurus of senses had it (MultiWordNet), whose words of a sense come in no
    /// order of preference: it may be a rare or rough word for the sense.
    case sensesOnly
    /// No dictionary had it; the English word itself is common in the language's own text
    /// (hacker, mascara), as a loanword is.
    case loanword
    /// No dictionary had it; the English word spelled as the language spells its cognates,
    /// a word of the language's own dictionary (pathologiste for pathologist).
    case cognate
    /// No dictionary had it; Spanish's word for it, which Portuguese text writes alike and uses
    /// (intruso, néctar, traidor).
    case spanishCognate

    /// True when the learner should check the card.
    public var isLow: Bool { self != .agreed && self != .single }

    /// Why the card is worth checking, for `flash new` and `flash show`.
    package var explanation: String {
        switch self {
        case .agreed: return "dictionaries agree"
        case .single: return "one dictionary"
        case .disputed: return "dictionaries disagree"
        case .guessed: return "part of speech guessed"
        case .indirect: return "found through another language"
        case .composed: return "put together word by word"
        case .sensesOnly: return "from a thesaurus of senses only"
        case .loanword: return "the English word, a loanword in common use"
        case .cognate: return "the English word in the language's spelling"
        case .spanishCognate: return "Spanish's word, which Portuguese writes alike"
        }
    }
}
