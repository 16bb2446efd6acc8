import FlashArguments
import FoundationEssentials
import Model
import Learn
import Scheduling
import Games

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
        let recording = try context.store().gameRecording
        let policy = try context.reviewPolicy()
        let lines = GameLines(context: context)
        let start = try await DailyStart.today(at: context.clock.now(), policy: policy, levels: { try WordLevel.all(fixtures: context.fixtures()) },
                                               definitions: { try GameOptions.definitions(context) },
                                               recorder: recording.answers, records: recording.scores)
        switch start {
        case let .done(day, score, _, _):
            lines.line("You did today's challenge (\(day)): score \(score).")
            lines.line("The next one opens \(nextOpening(after: lines.now, policy: policy)).")
        case let .play(engine, day):
            lines.line("Daily challenge \(day): \(engine.game.rounds) words. Type the number or the word; :q stops.")
            var player = QuizPlayer(lines: lines, engine: engine)
            let result = try await player.run()
            lines.line("")
            if result.ending == .completed {
                let game = result.game
                lines.line(lines.style.bold("Daily challenge done: score \(game.score), \(game.wrongAnswers) wrong, best streak \(game.bestStreak)."))
                lines.line("The next one opens \(nextOpening(after: lines.now, policy: policy)).")
            } else {
                lines.line("Stopped after \(result.game.answeredRight) of \(result.game.rounds) words: `flash daily` starts today's challenge again.")
            }
            try GameOptions.exit(after: GameOutcome(ending: result.ending, answers: result.answers))
        }
    }

    /// "tomorrow, 2026-03-02 (in 14 h 59 min)": when the next study day starts (4 a.m. by
    /// default), the same day boundary the streak uses.
    static func nextOpening(after now: Date, policy: ReviewPolicy) -> String {
        let next = DailyStart.nextOpening(after: now, policy: policy)
        return "tomorrow, \(next.day) (in \(DurationText.words(next.opens.timeIntervalSince(now))))"
    }
}
