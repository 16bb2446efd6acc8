import FoundationEssentials
import Support
import Model
import Games

/// GuessTranslation's true/false game in the browser: the same ``GuessEngine`` as `flash
/// guess`, so the engine deals, judges against its deadline, records every answer and keeps
/// the score; this adapter only shows what it says. A game over stays open for another
/// (``playAgain(at:)``) until it is stopped.
final class GuessSession: WebSessionDriver {
    let kind = "guess"
    let title: String
    private let list: String?
    private var engine: GuessEngine
    private var round: GuessRound?
    private var missed: [SummaryView.Missed] = []
    private let clock: TimeSource
    private var started: Date
    private(set) var lastUsed: Date

    init(engine: GuessEngine, list: String?, clock: TimeSource, now: Date) {
        self.engine = engine
        self.list = list
        self.clock = clock
        title = "Guess the translation"
        started = now
        lastUsed = now
        round = self.engine.next(at: now)
    }

    var isOver: Bool {
        if case .stopped = engine.state { return true }
        return false
    }

    func state(at time: Date) throws -> SessionState { view(at: time) }

    func act(_ action: WebAction, at time: Date, seconds: Double?) throws -> SessionReply {
        lastUsed = time
        if case .over = engine.state { throw WebFailure.conflict("this game is over: play again (POST /api/sessions/ID/again) or stop it") }
        guard !isOver else { throw WebFailure.conflict("this game is over") }
        let input: GuessInput
        switch action {
        case .stop:
            try end(.stopped, at: time)
            return SessionReply(event: "finished", session: view(at: time))
        case .hint, .undo:
            throw WebFailure.badRequest("a guess game has no hints and no undo")
        case .skip:
            input = .tooLate
        case .answer(let text):
            input = .text(text)
        }
        if clock.isFixed { clock.advance(by: seconds ?? Self.scriptedAnswerSeconds) }
        let now = clock.isFixed ? clock.now() : time
        switch try engine.submit(input, at: now) {
        case .unreadable:
            return SessionReply(event: "unreadable", message: "answer y (yes, the right translation) or n (no)", session: view(at: now))
        case .stopped:
            round = nil
            return SessionReply(event: "finished", session: view(at: now))
        case let .judged(judgement, _):
            if !judgement.right { missed.append(Self.missed(judgement)) }
            round = engine.next(at: now)
            return SessionReply(event: "judged", verdict: verdict(judgement), session: view(at: now))
        }
    }

    func end(_ ending: SessionEnding, at time: Date) throws {
        try engine.stop(ending, at: time)
        round = nil
    }

    /// Deals another game on the same words once one is over, recorded as its own session.
    func playAgain(at time: Date) throws -> SessionState {
        guard case .over = engine.state else { throw WebFailure.conflict("a game can be played again once it is over") }
        lastUsed = time
        try engine.playAgain(at: time)
        missed = []
        started = time
        round = engine.next(at: time)
        return view(at: time)
    }

    /// Seconds an answer takes on a fixed clock (FLASH_NOW) when the request does not say, as
    /// at the terminal.
    static let scriptedAnswerSeconds: Double = 1
}

private extension GuessSession {
    var result: GuessResult? {
        switch engine.state {
        case .over(let result), .stopped(_, let result): result
        case .asking, .between: nil
        }
    }

    func view(at time: Date) -> SessionState {
        let game = engine.game, rules = engine.rules
        let deadline = engine.deadline
        let left = deadline.map { max(0, $0.timeIntervalSince(time)) }
        var state = SessionState(
            kind: kind, title: title,
            describe: "\(engine.words.title), \(engine.words.count) words, seed \(engine.seed): y or n, \(Self.seconds(rules.seconds)) an answer",
            answer: "yesno", list: list,
            progress: ProgressView(asked: min(game.answered + 1, rules.maximumAnswers), total: rules.maximumAnswers, learned: game.right, retry: false,
                                   text: "\(min(game.answered + 1, rules.maximumAnswers))/\(rules.maximumAnswers), \(game.wrong) wrong"),
            clock: ClockView(deadline: deadline, secondsLeft: left, elapsedSeconds: max(0, time.timeIntervalSince(started)),
                             text: left.map { "\(Self.seconds($0.rounded(.up))) left" } ?? ""),
            question: round.map { view(of: $0, number: game.answered + 1) }, revealed: nil, summary: result.map { summary($0, at: time) })
        let best = result?.best ?? 0
        state.game = GameView(score: game.right, right: game.right, wrong: game.wrong, streak: nil, best: best, newBest: result?.isNewBest ?? false,
                              again: false, secondsPerAnswer: rules.seconds, canPlayAgain: { if case .over = engine.state { true } else { false } }())
        return state
    }

    func view(of round: GuessRound, number: Int) -> QuestionView {
        QuestionView(number: number, card: nil, shown: "\(round.learned) = \(round.shown)?", showsWord: true, picture: nil, pictureAlt: nil,
                     fellBackToWord: false, options: ["yes", "no"], direction: "learned", shownLanguage: nil, answerLanguage: nil, sound: nil,
                     prompt: "Is “\(round.shown)” the translation of “\(round.learned)”?")
    }

    func summary(_ result: GuessResult, at time: Date) -> SummaryView {
        let rules = engine.rules
        let answered = result.right + result.wrong
        let headline: String
        if let end = result.end {
            let why = end == .answers ? "after \(rules.maximumAnswers) answers" : "\(rules.maximumWrong) wrong"
            headline = "Game over (\(why)): \(result.right) right, \(result.wrong) wrong. Best score: \(result.best) right" + (result.isNewBest ? " (a new best!)" : "")
        } else {
            headline = "Game stopped: \(result.right) right, \(result.wrong) wrong (a stopped game does not count toward the best score)."
        }
        let ending: String
        if case .stopped(let how, _) = engine.state, result.end == nil { ending = how.rawValue } else { ending = SessionEnding.completed.rawValue }
        return SummaryView(ending: ending, answered: answered, right: result.right, percent: answered == 0 ? 0 : result.right * 100 / answered,
                           score: result.right, seconds: max(0, time.timeIntervalSince(started)), headline: headline, missed: missed)
    }

    /// The terminal's words for a judged round.
    func verdict(_ judgement: GuessJudgement) -> VerdictView {
        let round = judgement.round
        let pair = "\(round.learned) = \(round.native)"
        let headline: String
        if judgement.said == nil {
            headline = "⏱ too slow (\(Self.seconds(engine.rules.seconds))): counted wrong; \(pair)"
        } else if judgement.right {
            headline = "✔ right" + (round.isTrue ? "" : ": \(pair)")
        } else {
            headline = "✘ wrong: \(pair)"
        }
        let game = engine.game
        return VerdictView(verdict: judgement.right ? "right" : "wrong", given: judgement.said.map { $0 ? "yes" : "no" } ?? "",
                           shown: "\(round.learned) = \(round.shown)?", expected: round.isTrue ? "yes" : "no", answer: round.native,
                           difference: nil, confusedWith: nil, grade: nil, headline: headline,
                           detail: judgement.said == nil ? "too slow" : "\(game.right) right, \(game.wrong) wrong")
    }

    static func missed(_ judgement: GuessJudgement) -> SummaryView.Missed {
        let round = judgement.round
        return SummaryView.Missed(shown: "\(round.learned) = \(round.shown)?", answer: round.isTrue ? "yes, \(round.native)" : "no, \(round.native)",
                                  given: judgement.said.map { $0 ? "yes" : "no" } ?? "", verdict: judgement.said == nil ? "skipped" : "wrong")
    }

    /// "5 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
