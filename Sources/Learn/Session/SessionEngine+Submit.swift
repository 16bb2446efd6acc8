import FoundationEssentials
import Model

extension SessionEngine {
    /// Takes what the learner did with the current question at `time` and says what came of it.
    /// An answer or a skip is committed through the caretaker before this returns.
    public mutating func submit(_ input: SessionInput, at time: Date) throws -> SessionEvent {
        if case .ended(let ending, _) = state { return .finished(ending) }
        switch input {
        case .undo:
            return try takeBack()
        case .quit:
            try end(.stopped, at: time)
            return .finished(.stopped)
        case .hint:
            guard var asking else { return .unreadable }
            asking.hintLetters += 1
            state = .asking(asking)
            return .hint(asking.asked.question.hint(letters: asking.hintLetters))
        case .skip:
            return try record(.skipped, at: time)
        case .answer(let text):
            guard var asking else { return .unreadable }
            guard asking.revealed else {
                asking.revealed = true
                state = .asking(asking)
                return .revealed(asking.asked.question.expected)
            }
            guard let judgement = try judge(text, asking.asked.question) else { return .unreadable }
            return try record(judgement, at: time)
        }
    }

    /// Milliseconds between two instants, kept within 0 and a day.
    package static func milliseconds(from start: Date, to end: Date) -> Int {
        let elapsed = end.timeIntervalSince(start) * 1000
        return elapsed.isFinite ? Int(min(max(0, elapsed), longestAnswerSeconds * 1000).rounded()) : 0
    }

    /// The longest time an answer is recorded as taking.
    static let longestAnswerSeconds: Double = 86_400
}

private extension SessionEngine {
    /// Judges an answer. A right answer needs no other card; any other is judged again against
    /// every card of the pool (is it another card's answer?), read once when first needed, with
    /// their answers normalized once for the session.
    mutating func judge(_ text: String, _ question: Question) throws -> Judgement? {
        if settings.answer == .self { return AnswerJudge(settings: settings, maker: maker).judgeSelf(text) }
        guard let quick = AnswerJudge(settings: settings, maker: maker).judge(text, for: question) else { return nil }
        if quick.verdict == .correct { return quick }
        let pool = try judgingPool()
        return AnswerJudge(settings: settings, maker: pool.maker, otherAnswers: pool.otherAnswers(on: question.direction.expectedSide))
            .judge(text, for: question)
    }

    /// The session's judging pool: read now, or shared with the process's other sessions.
    mutating func judgingPool() throws -> JudgingPool {
        if let judging { return judging }
        let plan = plan, settings = settings
        let make = {
            let loaded = try plan.pool.loadCards()
            return JudgingPool(maker: QuestionMaker(settings: settings, cards: loaded.cards, extraCards: loaded.extras,
                                                    studies: plan.studies, learned: plan.learned))
        }
        let pool = try sharedJudging.map { shared in
            let key = JudgingPool.Key(members: plan.pool.members.map(\.id), memberIDs: plan.pool.members.map(\.ids), extras: plan.pool.extraGroups,
                                      articles: settings.articles, studies: plan.studies, learned: plan.learned)
            return try shared.pool(for: key, version: try plan.pool.catalog.wordsVersion(), make: make)
        } ?? make()
        judging = pool
        return pool
    }

    /// Records the judgement, unless it came after the countdown ended.
    mutating func record(_ judgement: Judgement, at time: Date) throws -> SessionEvent {
        guard let asking else { return .unreadable }
        if let deadline, time > deadline {
            try finish(.outOfTime, at: time)
            return .timeUp
        }
        let question = asking.asked.question
        try caretaker.record(AnswerRecord(
            cardID: question.card.id, direction: question.direction, shown: question.shown, expected: question.expected,
            given: judgement.given, verdict: judgement.verdict, selfGrade: judgement.selfGrade?.rawValue,
            confusedCardID: judgement.confusedWith?.id, answered: time, milliseconds: Self.milliseconds(from: asking.since, to: time),
            hints: asking.hintLetters))
        history.append(asking.asked)
        let right = judgement.verdict.isRight
        queue.record(question.card.id, right: right)
        answers.append((question, judgement))
        state = .between(again: nil)
        return !right && settings.retry ? .retryQueued(judgement, question) : .judged(judgement, question)
    }

    /// `:u`: the last answer taken back in the store and in the session, and its question next.
    mutating func takeBack() throws -> SessionEvent {
        guard ending == nil, let previous = history.last, let undone = try caretaker.takeBack() else { return .nothingToUndo }
        history.removeLast()
        answers.removeLast()
        queue = previous.queue
        generator = previous.generator
        state = .between(again: previous)
        return .undone(undone)
    }
}
