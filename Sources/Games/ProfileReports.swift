import FoundationEssentials
import Support
import Model
import Store

/// What `flash profile`, `flash profiles` and `flash leaderboard` show, as text and as JSON.
public enum ProfileReports {
    /// One profile's card: its name and avatar, then its progress, one fact a line.
    public static func card(_ profile: Profile, _ stats: ProfileStats, style: TextStyle) -> [String] {
        let games = GameKind.allCases.map { "\($0.rawValue) \(stats.gamesPlayed[$0.rawValue] ?? 0)" }.joined(separator: ", ")
        let rows: [(String, String)] = [
            ("Lists", "\(stats.lists)"),
            ("Tests taken", "\(stats.tests)"),
            ("Exams taken", "\(stats.exams)"),
            ("Answers", "\(stats.rightAnswers)/\(stats.answers) right (\(stats.percentage)%)"),
            ("Games played", "\(stats.games) (\(games))"),
            ("Best streak", "\(stats.bestStreak)"),
            ("High score", "\(stats.highScore)"),
            ("Best guess game", "\(stats.bestGuess) right"),
            ("Daily challenges", "\(stats.dailiesDone) done"),
            ("Favourites", "\(stats.favourites)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return [style.bold("\(Text.printable(profile.avatar)) \(Text.printable(profile.name))")]
            + rows.map { "  " + ($0.0 + ":").padded(to: width + 2) + $0.1 }
    }

    public static func cardJSON(_ profile: Profile, _ stats: ProfileStats) -> String {
        JSONOutput.encode(CardEntry(name: profile.name, avatar: profile.avatar, created: profile.created, stats: stats,
                                    percentage: stats.percentage, games: stats.games, highScore: stats.highScore))
    }

    /// What `flash profile reset` erases, said before it asks for the name.
    public static func resetWarning(_ name: String) -> [String] {
        ["This erases the progress of '\(Text.printable(name))': sessions and answers, card counters,",
         "scheduling, game scores, daily challenges and story progress. Lists and favourites are kept."]
    }

    public static func resetDone(_ reset: ProfileReset) -> String {
        let sessions = "\(reset.sessions) session\(reset.sessions == 1 ? "" : "s") (\(reset.answers) answers)"
        return "Erased \(sessions) and \(reset.gameScores) game score\(reset.gameScores == 1 ? "" : "s"); lists kept."
    }

    /// Every profile, the current one marked with *.
    public static func all(_ store: FlashStore, json: Bool) throws -> String {
        let entries = try store.profiles.all().map { profile in
            let stats = try store.profiles.stats(of: profile.id)
            return ListEntry(name: profile.name, avatar: profile.avatar, current: profile.id == store.profileID, lists: stats.lists,
                             games: stats.games, highScore: stats.highScore, created: profile.created)
        }
        if json { return JSONOutput.encode(entries) }
        // The avatar goes last: an emoji is two columns wide on a terminal.
        var table = TextTable("", "NAME", "LISTS", "GAMES", "HIGH SCORE", "CREATED", "AVATAR")
        for entry in entries {
            table.add(entry.current ? "*" : " ", entry.name, "\(entry.lists)", "\(entry.games)", "\(entry.highScore)",
                      DateText.day(entry.created), entry.avatar)
        }
        return table.render()
    }

    /// The top profiles by high score; equal scores share a rank.
    public static func leaderboard(_ entries: [LeaderboardEntry], json: Bool) -> String {
        if json {
            return JSONOutput.encode(entries.map {
                RankEntry(rank: $0.rank, name: $0.profile.name, avatar: $0.profile.avatar, highScore: $0.highScore, bestStreak: $0.bestStreak)
            })
        }
        guard !entries.isEmpty else { return "No high scores yet: play `flash buzz` or `flash daily`." }
        var table = TextTable("#", "NAME", "HIGH SCORE", "BEST STREAK", "AVATAR")
        for entry in entries {
            table.add("\(entry.rank)", entry.profile.name, "\(entry.highScore)", "\(entry.bestStreak)", entry.profile.avatar)
        }
        return table.render()
    }
}

private struct CardEntry: Encodable {
    let name: String
    let avatar: String
    let created: Date
    let stats: ProfileStats
    let percentage: Int
    let games: Int
    let highScore: Int
}

private struct ListEntry: Encodable {
    let name: String
    let avatar: String
    let current: Bool
    let lists: Int
    let games: Int
    let highScore: Int
    let created: Date
}

private struct RankEntry: Encodable {
    let rank: Int
    let name: String
    let avatar: String
    let highScore: Int
    let bestStreak: Int
}
