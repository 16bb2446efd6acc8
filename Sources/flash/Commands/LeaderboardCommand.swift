import FlashArguments
import FlashKit
import Foundation

/// `flash leaderboard`: the top 10 profiles by high score.
enum LeaderboardCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "leaderboard", summary: "the top 10 profiles by high score",
        options: [.flag("json", short: "j", "Print the leaderboard as JSON.")],
        discussion: """
            A profile's high score is its best streak in `flash buzz` and `flash daily` x 200.
            Profiles with the same high score share a rank.

            Example:
              flash leaderboard
            """)

    struct Entry: Encodable {
        let rank: Int
        let name: String
        let avatar: String
        let highScore: Int
        let bestStreak: Int
    }

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let entries = try context.store().profiles.leaderboard(limit: 10)
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(entries.map {
                Entry(rank: $0.rank, name: $0.profile.name, avatar: $0.profile.avatar, highScore: $0.highScore, bestStreak: $0.bestStreak)
            }))
            return
        }
        guard !entries.isEmpty else {
            context.console.line("No high scores yet: play `flash buzz` or `flash daily`.")
            return
        }
        // The avatar goes last: an emoji is two columns wide on a terminal.
        var table = TextTable("#", "NAME", "HIGH SCORE", "BEST STREAK", "AVATAR")
        for entry in entries {
            table.add("\(entry.rank)", entry.profile.name, "\(entry.highScore)", "\(entry.bestStreak)", entry.profile.avatar)
        }
        context.console.line(table.render())
    }
}
