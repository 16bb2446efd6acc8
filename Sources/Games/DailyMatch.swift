import FoundationEssentials
import Model
import Scheduling
import Store

/// The day's challenge at a terminal: five words chosen by the study day, the same for every
/// profile, scored as in buzz; done once every word is answered right, then closed until the
/// next study day.
@MainActor
public struct DailyMatch {
    let terminal: any GameTerminal
    let store: FlashStore
    let policy: ReviewPolicy
    /// Says how long until a time ("14 h 59 min").
    let wait: (TimeInterval) -> String

    public init(terminal: any GameTerminal, store: FlashStore, policy: ReviewPolicy, wait: @escaping (TimeInterval) -> String) {
        (self.terminal, self.store, self.policy, self.wait) = (terminal, store, policy, wait)
    }

    /// Plays today's challenge, or says it is done; `levels` and `definitions` give the words.
    public func run(levels: () throws -> [WordLevel: [String]], definitions: () throws -> Definitions) async throws -> GameOutcome {
        let now = terminal.clock.now()
        let day = policy.day(of: now).name
        if let done = try store.games.daily(day), done.finished != nil {
            terminal.line("You did today's challenge (\(day)): score \(done.score).")
            terminal.line("The next one opens \(nextOpening(after: now)).")
            return GameOutcome(ending: .completed, answers: 0)
        }
        let questions = try await self.questions(DailyChallenge(day: day, levels: try levels()), definitions: try definitions())
        try store.games.startDaily(day, now: now)
        let quiz = try WordQuiz(terminal: terminal, store: store, kind: .daily, seed: DailyChallenge.seed(for: day), rounds: questions.count)
        terminal.line("Daily challenge \(day): \(questions.count) words. Type the number or the word; :q stops.")
        for question in questions {
            guard try quiz.ask(question) else { break }
        }
        let outcome = try quiz.finish()
        try report(quiz, day: day)
        return outcome
    }

    /// "tomorrow, 2026-03-02 (in 14 h 59 min)": when the next study day starts (4 a.m. by
    /// default), the same day boundary the streak uses.
    func nextOpening(after now: Date) -> String {
        let next = policy.day(of: now).end
        return "tomorrow, \(policy.day(of: next).name) (in \(wait(next.timeIntervalSince(now))))"
    }
}

private extension DailyMatch {
    func questions(_ challenge: DailyChallenge, definitions: Definitions) async throws -> [BuzzQuestion] {
        var questions: [BuzzQuestion] = []
        for word in challenge.words {
            guard let definition = await definitions.definition(of: word.word) else { continue }
            questions.append(BuzzQuestion(word: word.word, definition: definition, options: word.options))
        }
        guard !questions.isEmpty else { throw definitions.unknown("today's words") }
        return questions
    }

    func report(_ quiz: WordQuiz, day: String) throws {
        let game = quiz.game
        terminal.line("")
        guard quiz.ending == .completed else {
            return terminal.line("Stopped after \(game.answeredRight) of \(game.rounds) words: `flash daily` starts today's challenge again.")
        }
        let now = terminal.clock.now()
        try store.games.finishDaily(day, score: game.score, now: now)
        try store.games.save(quiz.score(.daily))
        terminal.line(terminal.style.bold("Daily challenge done: score \(game.score), \(game.wrongAnswers) wrong, best streak \(game.bestStreak)."))
        terminal.line("The next one opens \(nextOpening(after: now)).")
    }
}
