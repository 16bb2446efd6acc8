import FlashArguments
import FlashKit
import Foundation

/// `flash daily`: the day's challenge, the same five words for every profile, once a day.
enum DailyCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "daily", summary: "the day's challenge: five words, the same for everyone, once a day",
        discussion: """
            Five definitions from every level, each with four words to choose from, chosen by the
            date (your study day, which starts at 4 a.m. like the streak's), so every profile plays the same words that day. Scored
            like `flash buzz`: +200 right, -100 wrong and the same question again. It is done once
            every word was answered right; then it opens again the next day. Stopping (:q or the
            end of input) leaves it open: `flash daily` starts it again. Done challenges count
            toward your streak and your high score.

            Example:
              flash daily
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let now = context.clock.now()
        let policy = try context.reviewPolicy()
        let day = policy.day(of: now).name
        if let done = try store.games.daily(day), done.finished != nil {
            context.console.line("You did today's challenge (\(day)): score \(done.score).")
            context.console.line("The next one opens \(nextOpening(after: now, policy: policy)).")
            return
        }
        let challenge = DailyChallenge(day: day, levels: try WordLevel.all(fixtures: context.fixtures()))
        let questions = try await questions(challenge, context: context)
        try store.games.startDaily(day, now: now)
        let seed = DailyChallenge.seed(for: day)
        let caretaker = try Caretaker(store: store, list: nil, kind: GameKind.daily.rawValue, settings: GameOptions.settings(seed: seed),
                                      planned: questions.count, now: now)
        let quiz = WordQuiz(context: context, caretaker: caretaker, input: GameInput(context: context), rounds: questions.count)
        context.console.line("Daily challenge \(day): \(questions.count) words. Type the number or the word; :q stops.")
        for question in questions {
            guard try quiz.ask(question) else { break }
        }
        try quiz.finish()
        try report(quiz, day: day, store: store, context: context)
        try quiz.throwIfInterrupted()
    }
}

private extension DailyCommand {
    static func questions(_ challenge: DailyChallenge, context: Context) async throws -> [BuzzQuestion] {
        let definitions = try Definitions(context: context)
        var questions: [BuzzQuestion] = []
        for word in challenge.words {
            guard let definition = await definitions.definition(of: word.word) else { continue }
            questions.append(BuzzQuestion(word: word.word, definition: definition, options: word.options))
        }
        guard !questions.isEmpty else {
            throw definitions.unknown("today's words")
        }
        return questions
    }

    static func report(_ quiz: WordQuiz, day: String, store: FlashStore, context: Context) throws {
        let game = quiz.game
        let console = context.console
        let now = context.clock.now()
        console.line("")
        guard quiz.ending == .completed else {
            console.line("Stopped after \(game.answeredRight) of \(game.rounds) words: `flash daily` starts today's challenge again.")
            return
        }
        try store.games.finishDaily(day, score: game.score, now: now)
        try store.games.save(GameScore(game: .daily, score: game.score, streak: game.bestStreak, right: game.answeredRight,
                                       wrong: game.wrongAnswers, played: now, sessionID: quiz.caretaker.sessionID))
        console.line(console.bold("Daily challenge done: score \(game.score), \(game.wrongAnswers) wrong, best streak \(game.bestStreak)."))
        console.line("The next one opens \(nextOpening(after: now, policy: try context.reviewPolicy())).")
    }

    /// "tomorrow, 2026-03-02 (in 14 h 59 min)": when the next study day starts (4 a.m. by
    /// default), the same day boundary the streak uses.
    static func nextOpening(after now: Date, policy: ReviewPolicy) -> String {
        let next = policy.day(of: now).end
        return "tomorrow, \(policy.day(of: next).name) (in \(DurationText.words(next.timeIntervalSince(now))))"
    }
}
