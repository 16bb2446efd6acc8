import FoundationEssentials

/// One image a provider offered for a card.
public struct ImageCandidate: Codable, Sendable, Equatable {
    /// Where the image can be fetched (http, https) or found (a fixture file path).
    package var url: String
    /// A smaller version, when the provider gives one.
    package var thumbnail: String?
    /// Who made it, for attribution ("Photo by Ana on Unsplash").
    package var credit: String?
    /// The provider that found it.
    package var source: String
    /// A URL the provider asks to be called when the image is used (Unsplash's download_location).
    package var downloadLocation: String?

    /// In sorted order, as JSONEncoder writes them, so a card's JSON can be streamed.
    enum CodingKeys: String, CodingKey { case credit, downloadLocation, source, thumbnail, url }

    package init(url: String, thumbnail: String? = nil, credit: String? = nil, source: String, downloadLocation: String? = nil) {
        self.url = url
        self.thumbnail = thumbnail
        self.credit = credit
        self.source = source
        self.downloadLocation = downloadLocation
    }
}

/// A flashcard: a native word and its translation in the learned language, with images.
public struct Card: Sendable, Equatable {
    public var id: Int64
    package var listID: Int64
    package var position: Int
    /// The word in the learner's native language (Flashspeak's `source`).
    public var native: String
    /// The word in the language being learned (Flashspeak's `translation`); empty if none found.
    public var learned: String
    /// Other accepted words in the learned language ("casa" and "hogar").
    package var learnedAlternatives: [String] = []
    /// Other accepted words in the learner's language.
    package var nativeAlternatives: [String] = []
    /// The side the list translated into, whose alternatives a provider or `--pick` sets.
    package var alternativesSide: WordSide
    /// Which provider gave the translation; "you" for the learner's own.
    package var translationSource: String?
    package var ipa: String?
    package var imageURL: String?
    /// The chosen image, stored inside the data directory (relative to it).
    public var imageFile: String?
    package var imageCredit: String?
    package var imageIndex: Int?
    package var imageCandidates: [ImageCandidate]
    /// Wrong answers that come with the card (indi's incorrect answers).
    package var incorrectAnswers: [String]
    /// The translations a dictionary offered, best first (`flash edit LIST WORD --pick N`).
    package var translationCandidates: [TranslationCandidate] = []
    /// The part of speech of the card's words, when a dictionary said.
    package var partOfSpeech: PartOfSpeech?
    /// The learned word's gender, for nouns whose dictionary gives one (el/la, der/die/das).
    package var gender: Gender?
    /// How sure the translation chain was; nil for the learner's own and older cards.
    public var confidence: TranslationConfidence?
    /// How the learned word is read when its script does not say: kana for Japanese, pinyin for
    /// Chinese, the stressed vowel marked for Russian.
    package var reading: String?
    /// True when the learned noun is plural ("gafas" for glasses), so its article agrees.
    package var plural = false
    /// The card's own recording (from an imported deck), stored inside the data directory.
    package var soundFile: String?
    package var right: Int
    package var wrong: Int
    package var created: Date

    package init(
        id: Int64 = 0, listID: Int64 = 0, position: Int = 0, native: String, learned: String,
        alternatives: [String] = [], alternativesSide: WordSide = .learned, translationSource: String? = nil, ipa: String? = nil,
        imageURL: String? = nil, imageFile: String? = nil, imageCredit: String? = nil,
        imageIndex: Int? = nil, imageCandidates: [ImageCandidate] = [], incorrectAnswers: [String] = [],
        right: Int = 0, wrong: Int = 0, created: Date
    ) {
        self.id = id
        self.listID = listID
        self.position = position
        self.native = native
        self.learned = learned
        self.alternativesSide = alternativesSide
        self.translationSource = translationSource
        self.ipa = ipa
        self.imageURL = imageURL
        self.imageFile = imageFile
        self.imageCredit = imageCredit
        self.imageIndex = imageIndex
        self.imageCandidates = imageCandidates
        self.incorrectAnswers = incorrectAnswers
        self.right = right
        self.wrong = wrong
        self.created = created
        setAlternatives(alternatives, on: alternativesSide)
    }

    /// True when a provider or the learner gave a translation.
    public var isTranslated: Bool { !learned.isEmpty && !native.isEmpty }
    /// The word on one side.
    public func word(on side: WordSide) -> String { side == .native ? native : learned }

    /// What a speech engine should read for the word on `side`: the kana reading of a learned
    /// Japanese word (espeak-ng reads 犬 as "Chinese letter", いぬ as ˈinɯᵝ), else the word
    /// itself. Pinyin and Russian stress marks are not read instead: espeak-ng reads 狗 right
    /// and puts the stress of соба́ка on the wrong syllable.
    public func spoken(on side: WordSide) -> String {
        guard side == .learned, let reading, !reading.isEmpty,
              reading.unicodeScalars.allSatisfy({ (0x3040...0x30FF).contains($0.value) }) else { return word(on: side) }
        return reading
    }

    /// The other accepted words on one side.
    package func alternatives(on side: WordSide) -> [String] {
        side == .native ? nativeAlternatives : learnedAlternatives
    }

    /// Sets the other accepted words on one side, leaving the other side's alone.
    package mutating func setAlternatives(_ words: [String], on side: WordSide) {
        if side == .native { nativeAlternatives = words } else { learnedAlternatives = words }
    }

    /// The alternatives on the translated side (``alternativesSide``).
    package var alternatives: [String] {
        get { alternatives(on: alternativesSide) }
        set { setAlternatives(newValue, on: alternativesSide) }
    }

    /// The word on one side with its alternatives, as the grader reads it ("casa / hogar").
    package func answer(on side: WordSide) -> String {
        ([word(on: side)] + alternatives(on: side)).filter { !$0.isEmpty }.joined(separator: " / ")
    }

}
