import FoundationEssentials
import Support
import Model
import Scheduling

/// A session as a state machine that knows no terminal: ``next(at:)`` gives the question to ask,
/// ``submit(_:at:)`` takes what the learner did and says what came of it. It judges, keeps the
/// countdown, queues retries, takes answers back, counts, and records every answer through the
/// caretaker the moment it is submitted. Cards are fetched one at a time as they are asked.
public struct SessionEngine {
    /// What the session asks, and how.
    public let plan: SessionPlan
    let caretaker: Caretaker
    let maker: QuestionMaker
    var queue: SessionQueue
    var generator: SplitMix64
    /// When the session started.
    let started: Date
    /// When the countdown (`--timer`) ends.
    public let deadline: Date?
    /// Every answer kept, in order, with its question.
    public internal(set) var answers: [(question: Question, judgement: Judgement)] = []
    /// The questions answered, newest last, each with the queue and generator as they stood
    /// once it was drawn: what `:u` goes back to.
    var history: [Asked] = []
    /// Where the session stands: between questions, asking one, or over.
    var state: State = .between(again: nil)
    /// The pool for judging typed answers against every other card, read once.
    var judging: JudgingPool?
    /// Pools shared with other sessions of the process, when a front end keeps them.
    public var sharedJudging: JudgingPools?

    /// Prepares the session, recorded with its first answer; every answer moves its card's
    /// schedule under `policy`.
    public init(plan: SessionPlan, policy: ReviewPolicy, now: Date) throws {
        self.plan = plan
        let settings = plan.settings
        caretaker = Caretaker(recorder: plan.pool.catalog.sessionRecording, list: plan.list, kind: plan.kind.rawValue,
                                  settings: settings, planned: plan.order.count, now: now)
        caretaker.schedule(with: policy, mode: settings.answer, seed: settings.seed)
        maker = plan.maker
        queue = SessionQueue(ids: plan.order, retry: settings.retry)
        generator = SplitMix64(seed: settings.seed &+ 1)
        started = now
        deadline = settings.timer.map { now.addingTimeInterval(TimeInterval($0)) }
    }

    /// The plan's settings.
    public var settings: SessionSettings { plan.settings }
    /// The session's id in the store; nil until its first answer.
    public var sessionID: Int64? { caretaker.recordedID }

    /// The question to ask now: the one being asked, the one `:u` brought back, else the next
    /// of the queue. Nil when the session is over; when the cards ran out, it is recorded as
    /// completed at `time`.
    public mutating func next(at time: Date) throws -> Question? {
        switch state {
        case .ended:
            return nil
        case .asking(let asking):
            state = .asking(Asking(asked: asking.asked, since: time, revealed: settings.answer != .self))
            return asking.asked.question
        case .between(let again):
            guard let asked = try again ?? draw() else {
                try finish(.completed, at: time)
                return nil
            }
            state = .asking(Asking(asked: asked, since: time, revealed: settings.answer != .self))
            return asked.question
        }
    }

    /// Where the session stands.
    public var progress: SessionProgress {
        SessionProgress(asked: queue.asked, total: queue.total, learned: queue.learned.count, isRetry: asking?.asked.isRetry ?? false)
    }

    /// How the session ended, once it has.
    public var ending: SessionEnding? {
        if case .ended(let ending, _) = state { return ending }
        return nil
    }

    /// When the session ended (the countdown's end when time ran out); nil while it runs.
    var finished: Date? {
        if case .ended(_, let end) = state { return end }
        return nil
    }

    /// Ends the session early: input closed, the countdown ran out while waiting, or the process
    /// was interrupted. Recorded at once; a second call changes nothing.
    public mutating func end(_ ending: SessionEnding, at time: Date) throws {
        guard self.ending == nil else { return }
        try finish(ending, at: time)
    }
}

extension SessionEngine {
    /// Where a session stands.
    enum State {
        /// No question is out: the next comes from the queue, or is `again`, the one `:u`
        /// brought back.
        case between(again: Asked?)
        /// A question is out.
        case asking(Asking)
        /// Over, and how; `at` is when (the countdown's end when time ran out).
        case ended(SessionEnding, at: Date)
    }

    /// The question out, since when, and what was given toward it.
    struct Asking {
        let asked: Asked
        let since: Date
        var hintLetters = 0
        /// False in `self` mode until the expected answer was shown.
        var revealed: Bool
    }

    /// The question out, if one is.
    var asking: Asking? {
        if case .asking(let asking) = state { return asking }
        return nil
    }
}

extension SessionEngine {
    /// A question as drawn, with the queue and generator right after it was drawn.
    struct Asked {
        let question: Question
        let isRetry: Bool
        let queue: SessionQueue
        let generator: SplitMix64
    }

    mutating func draw() throws -> Asked? {
        guard let (id, isRetry) = queue.next() else { return nil }
        guard let card = try plan.pool.catalog.sessionCards(ids: [id]).first else { throw SessionError.listDeleted }
        let pool = plan.pool, maker = maker
        let question = try maker.question(for: card, using: &generator) { side throws(any Error) in
            try pool.segments(for: card, side: side, maker: maker)
        }
        return Asked(question: question, isRetry: isRetry, queue: queue, generator: generator)
    }

    mutating func finish(_ ending: SessionEnding, at time: Date) throws {
        let end = ending == .outOfTime ? min(time, deadline ?? time) : time
        state = .ended(ending, at: end)
        try caretaker.finish(ending, at: end)
    }
}
