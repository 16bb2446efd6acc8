/// One question of the guessing game: a learned word beside a native word, the true
/// translation or another word's.
struct GuessRound: Sendable, Equatable {
    let pair: GuessPair
    /// The native word shown.
    let shown: String
    /// True when `shown` is the pair's translation.
    let isTrue: Bool

    init(pair: GuessPair, shown: String) {
        self.pair = pair
        self.shown = shown
        isTrue = pair.accepts(shown)
    }

    /// True when the learner's yes (`true`) or no (`false`) is right.
    func isRight(_ saidTrue: Bool) -> Bool { saidTrue == isTrue }
}
