import FoundationEssentials
import Model
import Learn

/// GuessTranslation's true/false game as a state machine that knows no screen: ``next(at:)``
/// deals a round, ``submit(_:at:)`` judges the learner's yes or no against the round's
/// deadline and records it through the caretaker at once. A game is over after the rules'
/// answers or wrong answers, and its score is kept; ``playAgain(at:)`` deals another on the
/// same words.
public struct GuessEngine {
    /// Where a run of games stands.
    public enum State: Sendable, Equatable {
        /// A round is out since `since`; an answer after ``deadline`` is too slow.
        case asking(GuessRound, since: Date)
        /// The next round is not dealt yet.
        case between
        /// The game is over and its score kept.
        case over(GuessResult)
        /// Stopped (`:q`, the end of input, an interruption); nothing more is asked.
        case stopped(SessionEnding, GuessResult)
    }

    public let words: GuessWords
    public let rules: GuessRules
    public let seed: UInt64
    public private(set) var state: State = .between
    /// The game being played.
    public private(set) var game: GuessGame
    private var dealer: GuessDealer
    private var caretaker: Caretaker
    private let recorder: any SessionRecording
    private let records: any GameRecords

    /// Starts the first game, recorded at once: a game counts as played from its start.
    package init(words: GuessWords, rules: GuessRules, seed: UInt64, recorder: any SessionRecording, records: any GameRecords, now: Date) throws {
        (self.words, self.rules, self.seed, self.recorder, self.records) = (words, rules, seed, recorder, records)
        dealer = try GuessDealer(pairs: words.pairs, truth: rules.truth, seed: seed)
        game = GuessGame(rules: rules)
        caretaker = try Self.caretaker(for: words, rules: rules, seed: seed, recorder: recorder, now: now)
    }

    /// The round to answer now: the one out, else a new one. Nil once the game is over or stopped.
    public mutating func next(at time: Date) -> GuessRound? {
        switch state {
        case .asking(let round, _):
            return round
        case .between:
            let round = dealer.next()
            state = .asking(round, since: time)
            return round
        case .over, .stopped:
            return nil
        }
    }

    /// When the round out must be answered by.
    public var deadline: Date? {
        guard case .asking(_, let since) = state else { return nil }
        return since.addingTimeInterval(rules.seconds)
    }

    /// Judges what the learner did at `time` and records it; an answer after the deadline, or
    /// none, counts as wrong.
    public mutating func submit(_ input: GuessInput, at time: Date) throws -> GuessEvent {
        guard case .asking(let round, let since) = state else { return .unreadable }
        let said: Bool?
        switch input {
        case .quit:
            return .stopped(try stop(.stopped, at: time))
        case .tooLate:
            said = nil
        case .answer(let yes):
            said = yes
        case .text(let text):
            guard let yes = GuessInput.yesOrNo(text) else { return .unreadable }
            said = yes
        }
        let inTime = time <= since.addingTimeInterval(rules.seconds)
        let given = inTime ? said : nil
        let right = given.map(round.isRight) ?? false
        try caretaker.record(AnswerRecord(
            cardID: round.pair.cardID, direction: .learned, shown: "\(round.pair.learned) = \(round.shown)?",
            expected: round.isTrue ? "yes" : "no", given: given.map { $0 ? "yes" : "no" } ?? "", verdict: right ? .correct : .wrong,
            answered: time, milliseconds: SessionEngine.milliseconds(from: since, to: time)))
        game.record(right: right)
        let judged = GuessJudgement(round: round, said: given, right: right)
        guard let end = game.end else {
            state = .between
            return .judged(judged, over: nil)
        }
        let result = try keepScore(end: end, at: time)
        state = .over(result)
        return .judged(judged, over: result)
    }

    /// Stops the game: `:q`, the end of input, Ctrl-C or a closed terminal. A stopped game's
    /// answers are kept but its score does not count toward the best.
    @discardableResult
    public mutating func stop(_ ending: SessionEnding, at time: Date) throws -> GuessResult {
        switch state {
        case .stopped(_, let result): return result
        case .over(let result):
            state = .stopped(ending, result)
            return result
        case .asking, .between:
            try caretaker.finish(ending, at: time)
            let result = GuessResult(end: nil, right: game.right, wrong: game.wrong, best: try records.best(.guess) ?? 0, isNewBest: false)
            state = .stopped(ending, result)
            return result
        }
    }

    /// Deals a new game on the same words after one that is over; recorded as its own session.
    public mutating func playAgain(at time: Date) throws {
        guard case .over = state else { return }
        game = GuessGame(rules: rules)
        caretaker = try Self.caretaker(for: words, rules: rules, seed: seed, recorder: recorder, now: time)
        state = .between
    }
}

private extension GuessEngine {
    static func caretaker(for words: GuessWords, rules: GuessRules, seed: UInt64, recorder: any SessionRecording, now: Date) throws -> Caretaker {
        let caretaker = Caretaker(recorder: recorder, list: words.list, kind: GameKind.guess.rawValue,
                                  settings: SessionSettings(seed: seed), planned: rules.maximumAnswers, now: now)
        _ = try caretaker.sessionID()
        return caretaker
    }

    /// Closes the finished game and keeps its score.
    mutating func keepScore(end: GuessGame.End, at time: Date) throws -> GuessResult {
        try caretaker.finish(.completed, at: time)
        let before = try records.best(.guess) ?? 0
        try records.save(GameScore(game: .guess, score: game.right, streak: game.bestStreak, right: game.right, wrong: game.wrong,
                                   played: time, sessionID: try caretaker.sessionID()))
        return GuessResult(end: end, right: game.right, wrong: game.wrong, best: max(before, game.right), isNewBest: game.right > before)
    }
}

/// What the learner did with a round.
public enum GuessInput: Sendable, Equatable {
    /// Yes (the translation is right) or no.
    case answer(Bool)
    /// A typed line: y, yes, n or no.
    case text(String)
    /// No answer came before the deadline.
    case tooLate
    /// `:q`: stop the game.
    case quit

    /// y/yes is true, n/no false, anything else nil.
    static func yesOrNo(_ text: String) -> Bool? {
        switch text.trimmingSpaces().lowercased() {
        case "y", "yes": true
        case "n", "no": false
        default: nil
        }
    }
}

/// What the engine made of an input.
public enum GuessEvent: Sendable, Equatable {
    /// The answer was judged and recorded; `over` when it ended the game.
    case judged(GuessJudgement, over: GuessResult?)
    /// Neither yes nor no.
    case unreadable
    /// The game was stopped.
    case stopped(GuessResult)
}

/// One round judged.
public struct GuessJudgement: Sendable, Equatable {
    public let round: GuessRound
    /// What the learner said in time; nil when too slow.
    public let said: Bool?
    public let right: Bool
}

/// A game's end: why it ended (nil when stopped), its score, and the best score with it.
public struct GuessResult: Sendable, Equatable {
    public let end: GuessGame.End?
    public let right: Int
    public let wrong: Int
    /// The best finished game's right answers, this one included when it is over.
    public let best: Int
    public let isNewBest: Bool
}
