import FlashArguments
import FoundationEssentials
import Games

/// `flash leaderboard`: the top 10 profiles by high score.
enum LeaderboardCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "leaderboard", summary: "the top 10 profiles by high score",
        options: [.flag(.json, short: "j", "Print the leaderboard as JSON.")],
        discussion: """
            A profile's high score is its best streak in `flash buzz` and `flash daily` x 200.
            Profiles with the same high score share a rank.

            Example:
              flash leaderboard
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        context.console.line(ProfileReports.leaderboard(try context.store().profiles.leaderboard(limit: 10), json: arguments.flag(.json)))
    }
}
