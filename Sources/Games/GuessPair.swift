import Model
/// A word and its translation for the guessing game: from a card, or from a file.
struct GuessPair: Sendable, Equatable {
    /// The learned-language word, with its alternatives ("coche / carro").
    public var learned: String
    /// The native word shown when the pair is true.
    public var native: String
    /// Every native form that is a right translation (the word and its alternatives).
    var natives: [String]
    /// The card it came from; nil for words from a file.
    var cardID: Int64?

    init(learned: String, native: String, nativeAlternatives: [String] = [], cardID: Int64? = nil) {
        self.learned = learned
        self.native = native
        natives = [native] + nativeAlternatives.filter { !$0.isEmpty }
        self.cardID = cardID
    }

    /// The pair a translated card makes; nil for a card without a translation.
    init?(card: Card) {
        guard card.isTranslated else { return nil }
        let alternatives = card.alternativesSide == .native ? card.alternatives : []
        self.init(learned: card.answer(on: .learned), native: card.native, nativeAlternatives: alternatives, cardID: card.id)
    }

    /// True when `word` is one of the pair's native forms, ignoring case.
    func accepts(_ word: String) -> Bool {
        let key = word.lowercased()
        return natives.contains { $0.lowercased() == key }
    }
}
