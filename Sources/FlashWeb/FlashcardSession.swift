import FoundationEssentials
import Support
import Model
import Scheduling
import Learn

/// A `learn`, `review` or `train` session in the browser: the same ``SessionEngine`` as the
/// terminal's, so it judges, schedules and records every answer the moment it is given.
final class FlashcardSession: WebSessionDriver {
    let kind: String
    let title: String
    private var engine: SessionEngine
    private var question: Question?
    private var revealed: String?
    private let clock: TimeSource
    private let links: MediaLinks
    private let policy: ReviewPolicy
    /// A card's memory as stored, for the waits shown on the grades.
    private let memory: (Int64) throws -> MemoryState?
    private(set) var lastUsed: Date
    /// Story mode keeps a test's or an exam's score through this once the session has ended
    /// (``KitTest/record(_:at:)``, ``StoryExamination/record(_:at:)``).
    var finishing: ((SessionEngine, Date) throws -> StoryOutcomeView?)?
    private var outcome: StoryOutcomeView?

    init(kind: String, title: String, plan: SessionPlan, policy: ReviewPolicy, clock: TimeSource, links: MediaLinks, now: Date,
         memory: @escaping (Int64) throws -> MemoryState?, judging: JudgingPools) throws {
        self.kind = kind
        self.title = title
        self.clock = clock
        self.links = links
        self.policy = policy
        self.memory = memory
        engine = try SessionEngine(plan: plan, policy: policy, now: now)
        engine.sharedJudging = judging
        lastUsed = now
        question = try engine.next(at: now)
    }

    var isOver: Bool { engine.ending != nil }

    func state(at time: Date) throws -> SessionState {
        try expire(at: time)
        return view(at: time)
    }

    func act(_ action: WebAction, at time: Date, seconds: Double?) throws -> SessionReply {
        try expire(at: time)
        lastUsed = time
        guard !isOver else { return SessionReply(event: "finished", session: view(at: time)) }
        let spent = clock.isFixed ? seconds ?? Self.scriptedAnswerSeconds : 0
        let input = Self.input(for: action)
        let takesTime = input == .skip || { if case .answer = input { return revealed != nil || engine.settings.answer != .self } else { return false } }()
        let event = try engine.submit(input, at: time.addingTimeInterval(takesTime ? spent : 0))
        var answer = try reply(to: event, at: time, spent: spent)
        if try settle(at: time) { answer.session.story = outcome }
        return answer
    }

    func end(_ ending: SessionEnding, at time: Date) throws {
        try engine.end(ending, at: time)
        question = nil
        try settle(at: time)
    }

    /// Seconds an answer takes on a fixed clock (FLASH_NOW) when the request does not say, as
    /// the terminal's scripts.
    static let scriptedAnswerSeconds: Double = 5
}

private extension FlashcardSession {
    static func input(for action: WebAction) -> SessionInput {
        switch action {
        case .answer(let text): .answer(text)
        case .skip: .skip
        case .hint: .hint
        case .undo: .undo
        case .stop: .quit
        }
    }

    /// The countdown ran out while nobody answered: the session ends as out of time.
    func expire(at time: Date) throws {
        if !isOver, let deadline = engine.deadline, time > deadline {
            try engine.end(.outOfTime, at: time)
            question = nil
            try settle(at: time)
        }
    }

    /// Runs ``finishing`` once, when the session has ended; true when it ran.
    @discardableResult
    func settle(at time: Date) throws -> Bool {
        guard isOver, let finishing else { return false }
        self.finishing = nil
        outcome = try finishing(engine, time)
        return true
    }

    func reply(to event: SessionEvent, at time: Date, spent: Double) throws -> SessionReply {
        switch event {
        case let .judged(judgement, asked), let .retryQueued(judgement, asked):
            if clock.isFixed { clock.advance(by: spent) }
            let now = clock.isFixed ? clock.now() : time
            revealed = nil
            question = try engine.next(at: now)
            let name = if case .retryQueued = event { "retry" } else { "judged" }
            return SessionReply(event: name, verdict: verdict(judgement, asked), session: view(at: now))
        case .timeUp:
            if clock.isFixed { clock.advance(by: spent) }
            question = nil
            return SessionReply(event: "timeUp", session: view(at: time))
        case .undone(let record):
            revealed = nil
            question = try engine.next(at: time)
            let given = record.verdict == .skipped ? "" : record.given
            return SessionReply(event: "undone", tookBack: .init(shown: record.shown, given: given, verdict: Self.name(of: record.verdict)),
                                session: view(at: time))
        case .nothingToUndo:
            return SessionReply(event: "nothingToUndo", message: "nothing to take back yet", session: view(at: time))
        case .hint(let hint):
            return SessionReply(event: "hint", hint: hint, session: view(at: time))
        case .revealed(let expected):
            revealed = expected
            return SessionReply(event: "revealed", session: view(at: time))
        case .unreadable:
            let message = engine.settings.answer == .self ? "grade with 1, 2, 3 or 4"
                : "choose 1 to \(question?.options.count ?? 0), or type the answer"
            return SessionReply(event: "unreadable", message: message, session: view(at: time))
        case .finished:
            question = nil
            return SessionReply(event: "finished", session: view(at: time))
        }
    }

    func view(at time: Date) -> SessionState {
        let progress = engine.progress
        var state = SessionState(
            kind: kind, title: title, describe: engine.describe(), answer: engine.settings.answer.rawValue, list: engine.plan.list?.name,
            progress: ProgressView(asked: progress.asked, total: progress.total, learned: progress.learned, retry: progress.isRetry,
                                   text: engine.progressText(bar: false)),
            clock: ClockView(deadline: engine.deadline, secondsLeft: engine.deadline.map { max(0, $0.timeIntervalSince(time)) },
                             elapsedSeconds: max(0, engine.elapsed(now: time)), text: engine.clockText(at: time)),
            question: question.map { self.view(of: $0, number: progress.asked) }, revealed: revealed,
            summary: isOver ? summary(at: time) : nil)
        if revealed != nil, let question { state.grades = try? grades(for: question.card.id, at: time) }
        state.story = outcome
        return state
    }

    func view(of question: Question, number: Int) -> QuestionView {
        let study = engine.plan.study
        let shownSide = question.direction.shownSide
        let (shownLanguage, answerLanguage) = shownSide == .learned ? (study?.learned, study?.native) : (study?.native, study?.learned)
        let picture = links.picture(question.imageFile)
        return QuestionView(
            number: number, card: question.card.id, shown: question.shown,
            showsWord: engine.settings.show.showsWord || question.fellBackToWord || picture == nil,
            picture: picture, pictureAlt: picture == nil ? nil : question.shown, fellBackToWord: question.fellBackToWord,
            options: question.options, direction: question.direction.rawValue,
            shownLanguage: shownLanguage?.code, answerLanguage: answerLanguage?.code,
            sound: links.sound(of: question.card, side: shownSide, study: study),
            prompt: prompt(answerLanguage))
    }

    /// Each self-grade with the wait the scheduler would give the card (without fuzz's spread).
    func grades(for card: Int64, at time: Date) throws -> [GradeView] {
        let state = try memory(card) ?? MemoryState.new(at: time)
        return Rating.allCases.map { rating in
            var generator = SplitMix64(seed: 0)
            let next = policy.scheduler.review(state, rating: rating, at: time, using: &generator)
            return GradeView(grade: rating.rawValue, name: String(describing: rating), interval: IntervalText.short(next.due.timeIntervalSince(time)))
        }
    }

    func prompt(_ language: Language?) -> String {
        let word = language.map { "the \($0.name) word" } ?? "the answer"
        switch engine.settings.answer {
        case .choice: return "Choose \(word)"
        case .type: return "Type \(word)"
        case .self: return "Think of \(word), then show it"
        }
    }

    func verdict(_ judgement: Judgement, _ question: Question) -> VerdictView {
        let feedback = SessionFeedback(judgement, for: question)
        let side = question.direction.shownSide
        return VerdictView(
            verdict: Self.name(of: judgement.verdict), given: judgement.given, shown: question.shown, expected: question.expected,
            answer: question.answer, difference: judgement.difference,
            confusedWith: judgement.confusedWith.map { .init(shown: $0.word(on: side), answer: $0.word(on: side == .learned ? .native : .learned)) },
            grade: judgement.selfGrade?.name, headline: feedback.headline.trimmingCharacters(in: .whitespaces),
            detail: Self.unbracketed(feedback.detail.trimmingCharacters(in: .whitespaces)))
    }

    func summary(at time: Date) -> SummaryView {
        SummaryView(
            ending: (engine.ending ?? .completed).rawValue, answered: engine.answers.count, right: engine.rightAnswers,
            percent: engine.percentRight, score: engine.score, seconds: engine.elapsed(now: time), headline: engine.headline(now: time),
            missed: engine.missed.map { question, judgement in
                .init(shown: question.shown, answer: question.answer, given: judgement.given, verdict: Self.name(of: judgement.verdict))
            })
    }

    /// The terminal's " (detail)" without its brackets.
    static func unbracketed(_ detail: String) -> String {
        detail.hasPrefix("(") && detail.hasSuffix(")") ? String(detail.dropFirst().dropLast()) : detail
    }

    static func name(of verdict: SessionVerdict) -> String {
        switch verdict {
        case .correct: "right"
        case .almost: "almost"
        case .wrong: "wrong"
        case .skipped: "skipped"
        }
    }
}
