/// What one line of a list's table shows of a card (`flash show`): its words and their
/// alternatives, the learned word's gender and how sure its translation is, and its picture.
/// The store reads these columns alone, so listing 10,000 cards decodes none of their
/// candidates, counters or dates.
package struct CardLine: Sendable, Equatable {
    package var native: String
    package var learned: String
    package var learnedAlternatives: [String]
    package var nativeAlternatives: [String]
    package var gender: Gender?
    package var confidence: TranslationConfidence?
    /// The chosen image, inside the data directory.
    package var imageFile: String?
    package var imageURL: String?
    /// Who made the chosen picture, and its licence.
    package var imageCredit: String?
    /// The learned noun is plural (las gafas).
    package var plural = false
    /// The learned word's reading (kana, pinyin, stress), shown after it.
    package var reading: String?

    package init(native: String, learned: String, learnedAlternatives: [String], nativeAlternatives: [String], gender: Gender? = nil,
                 confidence: TranslationConfidence? = nil, imageFile: String? = nil, imageURL: String? = nil, imageCredit: String? = nil,
                 plural: Bool = false, reading: String? = nil) {
        self.native = native
        self.learned = learned
        self.learnedAlternatives = learnedAlternatives
        self.nativeAlternatives = nativeAlternatives
        self.gender = gender
        self.confidence = confidence
        self.imageFile = imageFile
        self.imageURL = imageURL
        self.imageCredit = imageCredit
        self.plural = plural
        self.reading = reading
    }

    /// Both words are set.
    package var isTranslated: Bool { !learned.isEmpty && !native.isEmpty }
}

extension Card {
    /// The card as a line of its list's table.
    var line: CardLine {
        CardLine(native: native, learned: learned, learnedAlternatives: learnedAlternatives, nativeAlternatives: nativeAlternatives,
                 gender: gender, confidence: confidence, imageFile: imageFile, imageURL: imageURL, imageCredit: imageCredit,
                 plural: plural, reading: reading)
    }
}
