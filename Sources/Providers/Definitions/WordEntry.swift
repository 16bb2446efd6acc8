/// What a dictionary says about one word: pronunciation, senses, and how common it is.
public struct WordEntry: Sendable, Equatable, Codable {
    /// One meaning of the word.
    package struct Sense: Sendable, Equatable, Codable {
        /// "noun", "verb", "adjective", ...
        package var partOfSpeech: String
        package var definition: String
        /// A sentence using the word in this sense.
        package var example: String?
        /// Other words with this meaning.
        package var synonyms: [String]

        init(partOfSpeech: String, definition: String, example: String? = nil, synonyms: [String] = []) {
            self.partOfSpeech = partOfSpeech
            self.definition = definition
            self.example = example
            self.synonyms = synonyms
        }
    }

    /// The headword as the dictionary spells it (WordNet gives "run" for "ran").
    public var word: String
    /// The pronunciation in IPA, as the dictionary writes it ("/bʊk/").
    package var ipa: String?
    /// The meanings, most common first.
    package var senses: [Sense]
    /// How often the word is used, on the Zipf scale (1 rare to 7 very common), when known.
    package var frequency: Double?
    /// The provider's name.
    package var source: String

    init(word: String, ipa: String? = nil, senses: [Sense], frequency: Double? = nil, source: String) {
        self.word = word
        self.ipa = ipa
        self.senses = senses
        self.frequency = frequency
        self.source = source
    }

    /// ``frequency`` in words: "very common" (Zipf 5.5 and up), "common" (4.5), "uncommon"
    /// (3.5) or "rare"; nil when the frequency is unknown.
    package var frequencyBand: String? {
        guard let frequency else { return nil }
        switch frequency {
        case 5.5...: return "very common"
        case 4.5...: return "common"
        case 3.5...: return "uncommon"
        default: return "rare"
        }
    }
}
