/// Which way a card is asked: `learned` shows the learned-language word and expects the native
/// one (Flashspeak's default); `native` the reverse; `mixed` picks per card.
public enum Direction: String, Sendable, Codable, CaseIterable {
    case learned, native, mixed

    /// The side shown for a resolved direction.
    public var shownSide: WordSide { self == .native ? .native : .learned }
    /// The side expected as the answer for a resolved direction.
    package var expectedSide: WordSide { self == .native ? .learned : .native }
}

/// The question strategy: what a card shows.
public enum QuestionShow: String, Sendable, Codable, CaseIterable {
    case word, image
    case wordAndImage = "word+image"

    public var showsImage: Bool { self != .word }
    public var showsWord: Bool { self != .image }
}

/// The answer strategy: how the learner answers.
public enum AnswerMode: String, Sendable, Codable, CaseIterable {
    /// Pick among options, by number or by typing the text.
    case choice
    /// Type the answer; graded by ``Grader``.
    case type
    /// Reveal the answer and grade yourself 1 Again, 2 Hard, 3 Good, 4 Easy.
    case `self`
}

/// Which cards a session asks.
public enum CardFilter: String, Sendable, Codable, CaseIterable {
    /// The cards missed in the last session of the list.
    case mistakes
    /// Cards with right - wrong <= 0.
    case unlearned
    /// Cards that lapsed often (tagged leech by the scheduler).
    case leeches
}

/// Everything that shapes one session; stored with it so a session can be replayed.
public struct SessionSettings: Sendable, Codable, Equatable {
    public var direction: Direction = .learned
    public var show: QuestionShow = .word
    public var answer: AnswerMode = .choice
    /// How many options `choice` offers, 2 to 8.
    public var options = 4
    /// Ask only this many cards.
    public var count: Int?
    public var only: CardFilter?
    /// Ask every missed card again at the end until each is answered right.
    public var retry = false
    /// Seconds for the whole session (a countdown); nil counts up.
    public var timer: Int?
    /// Count `almost` as wrong.
    public var strict = false
    /// Show and ask learned nouns with their article (el perro, la vela) where the gender is known.
    public var articles = false
    public var seed: UInt64 = 0

    public init() {}

    public static let optionRange = 2...8
}
