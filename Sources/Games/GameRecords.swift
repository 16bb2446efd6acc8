import FoundationEssentials
import Model
import Store
import Learn

/// Where the games keep their scores and the day's challenge. Games owns this; the store's
/// game repository conforms, so an engine holds no SQL and a test can keep scores anywhere.
package protocol GameRecords {
    /// The best score of `game`, nil before the first finished game.
    func best(_ game: GameKind) throws -> Int?
    /// The longest streak in buzz and daily games.
    func bestStreak() throws -> Int
    /// Keeps one finished game's score.
    func save(_ score: GameScore) throws
    /// The day's challenge as far as it went, nil when not started.
    func daily(_ day: String) throws -> DailyRecord?
    /// Marks the day's challenge started.
    func startDaily(_ day: String, now: Date) throws
    /// Marks the day's challenge done with its score.
    func finishDaily(_ day: String, score: Int, now: Date) throws
}

extension GameRepository: GameRecords {}

extension FlashStore {
    /// What a game engine records with: its answers and its scores, in this store.
    package var gameRecording: (answers: any SessionRecording, scores: any GameRecords) { (sessionRecording, games) }
}
