import Support
/// The guessing game's rules, from GuessTranslation: the true pair one time in four, 5 seconds
/// an answer, over after 15 answers or 3 wrong.
public struct GuessRules: Sendable, Equatable {
    /// The chance that a round shows the true translation (`guess.truth`).
    var truth: Double
    /// Seconds allowed for each answer (`guess.seconds`); a slower answer is wrong.
    public var seconds: Double
    /// A game is over after this many answers...
    public var maximumAnswers: Int
    /// ...or this many wrong ones.
    public var maximumWrong: Int

    init(truth: Double = 0.25, seconds: Double = 5, maximumAnswers: Int = 15, maximumWrong: Int = 3) {
        self.truth = truth
        self.seconds = seconds
        self.maximumAnswers = maximumAnswers
        self.maximumWrong = maximumWrong
    }

    /// The rules with `guess.truth` and `guess.seconds` from the configuration, checked.
    public init(configuration: Configuration) throws {
        self.init()
        if let text = configuration.string("guess.truth") {
            guard let value = Double(text), (0...1).contains(value) else {
                throw GameError.invalidSetting(key: "guess.truth", value: text, expected: "a chance from 0 to 1 (0.25)")
            }
            truth = value
        }
        if let text = configuration.string("guess.seconds") {
            guard let value = Double(text), (0.5...600).contains(value) else {
                throw GameError.invalidSetting(key: "guess.seconds", value: text, expected: "seconds from 0.5 to 600 (5)")
            }
            seconds = value
        }
    }
}
