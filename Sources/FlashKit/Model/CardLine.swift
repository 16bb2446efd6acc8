/// What one line of a list's table shows of a card (`flash show`): its words and their
/// alternatives, the learned word's gender and how sure its translation is, and its picture.
/// The store reads these columns alone, so listing 10,000 cards decodes none of their
/// candidates, counters or dates.
struct CardLine: Sendable, Equatable {
    var native: String
    var learned: String
    var learnedAlternatives: [String]
    var nativeAlternatives: [String]
    var gender: Gender?
    var confidence: TranslationConfidence?
    /// The chosen image, inside the data directory.
    var imageFile: String?
    var imageURL: String?
    /// The learned noun is plural (las gafas).
    var plural = false
    /// The learned word's reading (kana, pinyin, stress), shown after it.
    var reading: String?

    /// Both words are set.
    var isTranslated: Bool { !learned.isEmpty && !native.isEmpty }
}

extension Card {
    /// The card as a line of its list's table.
    var line: CardLine {
        CardLine(native: native, learned: learned, learnedAlternatives: learnedAlternatives, nativeAlternatives: nativeAlternatives,
                 gender: gender, confidence: confidence, imageFile: imageFile, imageURL: imageURL, plural: plural, reading: reading)
    }
}
