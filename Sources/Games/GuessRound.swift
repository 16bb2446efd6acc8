/// One question of the guessing game: a learned word beside a native word, the true
/// translation or another word's.
public struct GuessRound: Sendable, Equatable {
    let pair: GuessPair
    /// The native word shown.
    public let shown: String
    /// True when `shown` is the pair's translation.
    public let isTrue: Bool

    /// The learned word asked about.
    public var learned: String { pair.learned }
    /// Its translation.
    public var native: String { pair.native }

    init(pair: GuessPair, shown: String) {
        self.pair = pair
        self.shown = shown
        isTrue = pair.accepts(shown)
    }

    /// True when the learner's yes (`true`) or no (`false`) is right.
    func isRight(_ saidTrue: Bool) -> Bool { saidTrue == isTrue }
}
