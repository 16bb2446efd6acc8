import FlashArguments
import FoundationEssentials
import Model
import Learn
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
        let match = DailyMatch(terminal: GameOptions.terminal(context), store: try context.store(), policy: try context.reviewPolicy(),
                               wait: DurationText.words)
        let outcome = try await match.run(levels: { try WordLevel.all(fixtures: context.fixtures()) },
                                          definitions: { try GameOptions.definitions(context) })
        try GameOptions.exit(after: outcome)
    }
}
