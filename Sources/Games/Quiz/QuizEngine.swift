import FoundationEssentials
import Support
import Model
import Scheduling
import Learn

/// Wordbuzz's questions (a definition, four words) as a state machine that knows no screen, for
/// `buzz` and `daily`: a right answer scores 200, a wrong one costs 100 and the same question
/// comes back. ``next(at:)`` gives the question to answer, ``submit(_:at:)`` judges a choice and
/// records it through the caretaker at once; the game is done once `rounds` questions are
/// answered right, and its score is kept.
public struct QuizEngine {
    /// Where the game stands.
    public enum State: Sendable, Equatable {
        /// No question is out: the next one is drawn when asked for.
        case between
        /// A question is out since `since`; `again` after a wrong answer to it.
        case asking(BuzzQuestion, since: Date, again: Bool)
        /// Over: done, stopped or interrupted.
        case finished(QuizResult)
    }

    public let kind: GameKind
    public private(set) var state: State = .between
    public private(set) var game: BuzzGame
    private var questions: QuizQuestions
    private let caretaker: Caretaker
    private let records: any GameRecords

    /// A buzz game of `rounds` questions on `words` (at least four), dealt by `seed`; the game
    /// counts as played from its start.
    package static func buzz(words: [String], level: WordLevel, rounds: Int, seed: UInt64, definitions: Definitions,
                             recorder: any SessionRecording, records: any GameRecords, now: Date) throws -> QuizEngine {
        guard words.count >= BuzzQuestion.optionCount else { throw GameError.levelTooSmall(level) }
        let deck = QuizQuestions.buzz(BuzzDeck(words: words, what: "the \(level.rawValue) words", seed: seed, definitions: definitions))
        return try QuizEngine(kind: .buzz, rounds: rounds, seed: seed, questions: deck, recorder: recorder, records: records, now: now)
    }

    /// The first question, or nil when the game is over. The next after a right answer is
    /// drawn now: a buzz word no provider defines is passed over, and when none is defined
    /// the game fails with ``GameError/undefined(_:providers:)``.
    public nonisolated(nonsending) mutating func next(at time: Date) async throws -> BuzzQuestion? {
        var draw = pendingDraw
        try await draw?.run()
        return try next(after: draw, at: time)
    }

    /// The draw of the next question when one must be drawn (no question is out and the game
    /// goes on), else nil. Drawing may wait on a definition provider and records nothing, so a
    /// front end that must not hold its store while it waits (the web server) runs the draw
    /// on its own and hands it back to ``next(after:at:)``.
    public var pendingDraw: QuizDraw? {
        guard case .between = state, !game.isFinished else { return nil }
        return QuizDraw(questions: questions)
    }

    /// ``next(at:)`` with the next question drawn already (``pendingDraw`` run): asks no
    /// provider. A draw that found no question finishes the game.
    public mutating func next(after draw: QuizDraw?, at time: Date) throws -> BuzzQuestion? {
        switch state {
        case .finished:
            return nil
        case let .asking(question, _, again):
            state = .asking(question, since: time, again: again)
            return question
        case .between:
            break
        }
        guard !game.isFinished, let draw, let question = draw.question else {
            if game.isFinished || draw?.isDrawn == true { _ = try finish(.completed, at: time) }
            return nil
        }
        questions = draw.questions
        state = .asking(question, since: time, again: false)
        return question
    }

    /// Judges the learner's choice at `time` and records it.
    public mutating func submit(_ input: QuizInput, at time: Date) throws -> QuizEvent {
        guard case let .asking(question, since, _) = state else { return .unreadable }
        let chosen: Int
        switch input {
        case .quit:
            return .finished(try stop(.stopped, at: time))
        case .choice(let index):
            guard question.options.indices.contains(index) else { return .unreadable }
            chosen = index
        case .text(let text):
            guard let index = question.chosenIndex(text) else { return .unreadable }
            chosen = index
        }
        let right = chosen == question.answerIndex
        let points = game.answer(right: right)
        try caretaker.record(AnswerRecord(
            cardID: nil, direction: .learned, shown: question.definition, expected: question.word, given: question.options[chosen],
            verdict: right ? .correct : .wrong, answered: time, milliseconds: SessionEngine.milliseconds(from: since, to: time)))
        let judged = QuizJudgement(question: question, chosen: chosen, right: right, points: points, score: game.score, streak: game.streak)
        guard right else {
            state = .asking(question, since: time, again: true)
            return .judged(judged, finished: nil)
        }
        state = .between
        guard game.isFinished else { return .judged(judged, finished: nil) }
        return .judged(judged, finished: try finish(.completed, at: time))
    }

    /// Stops the game: `:q`, the end of input, Ctrl-C or a closed terminal. The answers given
    /// are kept; a stopped buzz game with answers keeps its score, a stopped daily challenge
    /// stays open.
    @discardableResult
    public mutating func stop(_ ending: SessionEnding, at time: Date) throws -> QuizResult {
        if case .finished(let result) = state { return result }
        return try finish(ending, at: time)
    }
}

extension QuizEngine {
    init(kind: GameKind, rounds: Int, seed: UInt64, questions: QuizQuestions, recorder: any SessionRecording,
         records: any GameRecords, now: Date) throws {
        (self.kind, self.questions, self.records) = (kind, questions, records)
        game = BuzzGame(rounds: rounds)
        caretaker = Caretaker(recorder: recorder, list: nil, kind: kind.rawValue, settings: SessionSettings(seed: seed), planned: rounds, now: now)
        _ = try caretaker.sessionID()
    }

    /// Closes the session and keeps the score as the kind of game says.
    mutating func finish(_ ending: SessionEnding, at time: Date) throws -> QuizResult {
        try caretaker.finish(ending, at: time)
        let before = try records.bestStreak()
        let answered = game.answeredRight + game.wrongAnswers > 0
        let score = GameScore(game: kind, score: game.score, streak: game.bestStreak, right: game.answeredRight,
                              wrong: game.wrongAnswers, played: time, sessionID: caretaker.recordedID)
        switch (kind, ending) {
        case (.daily, .completed):
            if let day = questions.day { try records.finishDaily(day, score: game.score, now: time) }
            try records.save(score)
        case (.daily, _):
            break
        default:
            if answered { try records.save(score) }
        }
        let result = QuizResult(kind: kind, ending: ending, game: game, bestStreakBefore: before)
        state = .finished(result)
        return result
    }
}

/// The next question of a quiz, drawn apart from its engine (see ``QuizEngine/pendingDraw``).
public struct QuizDraw: Sendable {
    fileprivate var questions: QuizQuestions
    /// The question drawn; nil before ``run()`` or when none was left.
    public private(set) var question: BuzzQuestion?
    fileprivate private(set) var isDrawn = false

    fileprivate init(questions: QuizQuestions) {
        self.questions = questions
    }

    /// Draws the question, asking the definition providers as buzz needs; records nothing.
    public nonisolated(nonsending) mutating func run() async throws {
        guard !isDrawn else { return }
        question = try await questions.next()
        isDrawn = true
    }
}

/// What the learner did with a question.
public enum QuizInput: Sendable, Equatable {
    /// The option at this index (from 0).
    case choice(Int)
    /// A typed line: an option's number (from 1) or its word.
    case text(String)
    /// `:q`: stop.
    case quit
}

/// What the engine made of an input.
public enum QuizEvent: Sendable, Equatable {
    /// The choice was judged and recorded; `finished` when it ended the game.
    case judged(QuizJudgement, finished: QuizResult?)
    /// Neither an option's number nor its word.
    case unreadable
    /// The game was stopped.
    case finished(QuizResult)
}

/// One choice judged, with the score after it.
public struct QuizJudgement: Sendable, Equatable {
    public let question: BuzzQuestion
    public let chosen: Int
    public let right: Bool
    /// +200 or -100.
    public let points: Int
    public let score: Int
    public let streak: Int
}

/// How a game ended, with its score and the best streak before it.
public struct QuizResult: Sendable, Equatable {
    public let kind: GameKind
    public let ending: SessionEnding
    public let game: BuzzGame
    public let bestStreakBefore: Int

    /// Answers given, right and wrong.
    public var answers: Int { game.answeredRight + game.wrongAnswers }
    /// The game beat the best streak kept before it.
    public var isNewHighScore: Bool { game.bestStreak > bestStreakBefore }
}
