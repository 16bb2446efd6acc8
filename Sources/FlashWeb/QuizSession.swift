import FoundationEssentials
import Support
import Model
import Games

/// Wordbuzz's questions in the browser, for buzz and the day's challenge: the same
/// ``QuizEngine`` as `flash buzz` and `flash daily`, which judges, scores and records every
/// choice. A next question is drawn apart (``pendingDraw()``, then ``install(_:at:)``), so the
/// server never holds its store while a definition provider answers.
final class QuizSession: WebSessionDriver {
    let kind: String
    let title: String
    private let describe: String
    private var engine: QuizEngine
    private var question: BuzzQuestion?
    private var missed: [SummaryView.Missed] = []
    private let clock: TimeSource
    private let started: Date
    private(set) var lastUsed: Date

    /// A game whose first question is still to be drawn.
    init(engine: QuizEngine, title: String, describe: String, clock: TimeSource, now: Date) {
        self.engine = engine
        self.title = title
        self.describe = describe
        self.clock = clock
        kind = engine.kind.rawValue
        started = now
        lastUsed = now
    }

    var isOver: Bool {
        if case .finished = engine.state { return true }
        return false
    }

    /// The draw the next question waits for, when one does.
    func pendingDraw() -> QuizDraw? {
        guard question == nil else { return nil }
        return engine.pendingDraw
    }

    /// Shows the question drawn; a game with none left is done.
    func install(_ draw: QuizDraw, at time: Date) throws {
        guard question == nil, !isOver else { return }
        question = try engine.next(after: draw, at: time)
    }

    func state(at time: Date) throws -> SessionState { view(at: time) }

    func act(_ action: WebAction, at time: Date, seconds: Double?) throws -> SessionReply {
        lastUsed = time
        guard !isOver else { throw WebFailure.conflict("this game is over") }
        switch action {
        case .stop:
            try end(.stopped, at: time)
            return SessionReply(event: "finished", session: view(at: time))
        case .hint, .undo, .skip:
            throw WebFailure.badRequest("a \(kind) game has no hints, skips or undo: choose an option by its number, or type the word")
        case .answer(let text):
            guard let question else { throw WebFailure.conflict("the next question is still being drawn: ask for the session again") }
            if clock.isFixed { clock.advance(by: seconds ?? GuessSession.scriptedAnswerSeconds) }
            let now = clock.isFixed ? clock.now() : time
            switch try engine.submit(.text(text), at: now) {
            case .unreadable:
                return SessionReply(event: "unreadable", message: "choose 1 to \(question.options.count), or type the word", session: view(at: now))
            case .finished:
                self.question = nil
                return SessionReply(event: "finished", session: view(at: now))
            case let .judged(judgement, _):
                if judgement.right { self.question = nil } else { missed.append(Self.missed(judgement)) }
                return SessionReply(event: "judged", verdict: Self.verdict(judgement), session: view(at: now))
            }
        }
    }

    func end(_ ending: SessionEnding, at time: Date) throws {
        try engine.stop(ending, at: time)
        question = nil
    }
}

private extension QuizSession {
    func view(at time: Date) -> SessionState {
        let game = engine.game
        let again = if case .asking(_, _, true) = engine.state { true } else { false }
        let result: QuizResult? = if case .finished(let result) = engine.state { result } else { nil }
        let number = min(game.answeredRight + 1, game.rounds)
        var state = SessionState(
            kind: kind, title: title, describe: describe, answer: "choice", list: nil,
            progress: ProgressView(asked: number, total: game.rounds, learned: game.answeredRight, retry: false,
                                   text: "\(number)/\(game.rounds)\(again ? " again" : ""), score \(game.score), streak \(game.streak)"),
            clock: ClockView(deadline: nil, secondsLeft: nil, elapsedSeconds: max(0, time.timeIntervalSince(started)), text: ""),
            question: question.map { view(of: $0, number: game.answeredRight + game.wrongAnswers + 1) }, revealed: nil,
            summary: result.map { summary($0, at: time) })
        let best = BuzzGame.highScore(bestStreak: max(result?.bestStreakBefore ?? 0, game.bestStreak))
        state.game = GameView(score: game.score, right: game.answeredRight, wrong: game.wrongAnswers, streak: game.streak,
                              best: result == nil ? game.highScore : best, newBest: result?.isNewHighScore ?? false, again: again,
                              secondsPerAnswer: nil, canPlayAgain: false)
        return state
    }

    func view(of question: BuzzQuestion, number: Int) -> QuestionView {
        QuestionView(number: number, card: nil, shown: question.definition, showsWord: true, picture: nil, pictureAlt: nil, fellBackToWord: false,
                     options: question.options, direction: "native", shownLanguage: "en", answerLanguage: "en", sound: nil,
                     prompt: "Choose the word this defines")
    }

    /// The terminal's summary lines for a buzz game or the day's challenge.
    func summary(_ result: QuizResult, at time: Date) -> SummaryView {
        let game = result.game
        let headline: String
        if result.answers == 0 {
            headline = "Game stopped before the first answer."
        } else if kind == GameKind.daily.rawValue {
            headline = result.ending == .completed
                ? "Daily challenge done: score \(game.score), \(game.wrongAnswers) wrong, best streak \(game.bestStreak)."
                : "Stopped after \(game.answeredRight) of \(game.rounds) words: the day's challenge starts again next time."
        } else {
            let verb = result.ending == .completed ? "Game over" : "Game stopped"
            let record = result.isNewHighScore ? " (a new high score!)" : ""
            headline = "\(verb): \(game.answeredRight) right, \(game.wrongAnswers) wrong, score \(game.score). Best streak this game: \(game.bestStreak)."
                + " High score: \(BuzzGame.highScore(bestStreak: max(result.bestStreakBefore, game.bestStreak)))\(record)"
        }
        return SummaryView(ending: result.ending.rawValue, answered: result.answers, right: game.answeredRight,
                           percent: result.answers == 0 ? 0 : game.answeredRight * 100 / result.answers, score: game.score,
                           seconds: max(0, time.timeIntervalSince(started)), headline: headline, missed: missed)
    }

    static func verdict(_ judgement: QuizJudgement) -> VerdictView {
        let question = judgement.question
        let given = question.options[judgement.chosen]
        let headline = judgement.right ? "✔ right +\(judgement.points)" : "✘ wrong \(judgement.points): try again"
        return VerdictView(verdict: judgement.right ? "right" : "wrong", given: given, shown: question.definition, expected: judgement.right ? question.word : "",
                           answer: judgement.right ? question.word : "", difference: nil, confusedWith: nil, grade: nil, headline: headline,
                           detail: "score \(judgement.score), streak \(judgement.streak)")
    }

    static func missed(_ judgement: QuizJudgement) -> SummaryView.Missed {
        SummaryView.Missed(shown: judgement.question.definition, answer: judgement.question.word, given: judgement.question.options[judgement.chosen],
                           verdict: "wrong")
    }
}
