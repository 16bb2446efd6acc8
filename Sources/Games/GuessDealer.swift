import Support
/// Makes the guessing game's rounds: each pair in turn from a shuffled deck, shown with its
/// true translation with the rules' chance, otherwise with another pair's native word.
struct GuessDealer: Sendable {
    let truth: Double
    private var deck: ShuffledDeck<GuessPair>
    private var generator: SplitMix64

    /// Needs at least two pairs with different translations, or throws ``GameError/tooFewWords``.
    init(pairs: [GuessPair], truth: Double, seed: UInt64) throws {
        let natives = Set(pairs.map { $0.native.lowercased() })
        guard natives.count >= 2 else { throw GameError.tooFewWords(needed: 2, found: natives.count) }
        self.truth = truth
        deck = ShuffledDeck(pairs)
        generator = SplitMix64(seed: seed)
    }

    /// The next round.
    mutating func next() -> GuessRound {
        let pair = deck.next(using: &generator)!
        let showTrue = Double.random(in: 0..<1, using: &generator) < truth
        let wrong = deck.elements.filter { !pair.accepts($0.native) }
        guard !showTrue, let other = wrong.randomElement(using: &generator) else {
            return GuessRound(pair: pair, shown: pair.native)
        }
        return GuessRound(pair: pair, shown: other.native)
    }
}
