import Foundation
import Testing
@testable import Model
@testable import Store

/// Game scores, favourites and daily challenges in a temporary database.
@Suite struct GameRepositoryTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store(_ profile: String = "default") throws -> FlashStore {
        try FlashStore(path: folder.path + "/flash.sqlite3", profile: profile, now: now)
    }

    @Test func migrationSixAddsTheGamesTables() throws {
        let database = try store().database
        let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table'").map { $0.string("name") }
        #expect(Set(["game_scores", "favourites", "daily_challenges"]).isSubset(of: tables))
        #expect(try database.first("SELECT name FROM schema_migrations WHERE version = 6")?.string("name") == "games")
    }

    @Test func bestScoresAndStreaksArePerGameAndPerProfile() throws {
        let ana = try store("ana").games, bob = try store("bob").games
        #expect(try ana.best(.guess) == nil && ana.bestStreak() == 0)
        try ana.save(GameScore(game: .guess, score: 12, streak: 9, right: 12, wrong: 3, played: now))
        try ana.save(GameScore(game: .guess, score: 7, streak: 4, right: 7, wrong: 3, played: now))
        try ana.save(GameScore(game: .buzz, score: 900, streak: 5, right: 6, wrong: 3, played: now))
        try ana.save(GameScore(game: .daily, score: 1000, streak: 5 + 1, right: 5, wrong: 0, played: now))
        try bob.save(GameScore(game: .buzz, score: 2000, streak: 10, right: 10, wrong: 0, played: now))
        #expect(try ana.best(.guess) == 12 && ana.best(.buzz) == 900)
        #expect(try ana.bestStreak() == 6 && bob.bestStreak() == 10)
    }

    @Test func favouritesAreKeptOnceInTheOrderAdded() throws {
        let games = try store().games
        #expect(try games.addFavourite("serendipity", level: nil, now: now))
        #expect(try games.addFavourite("apple", level: .beginner, now: now.addingTimeInterval(1)))
        #expect(try !games.addFavourite("Apple", level: .beginner, now: now.addingTimeInterval(2)))
        #expect(try games.favourites().map(\.word) == ["serendipity", "apple"])
        #expect(try games.favourites().map(\.level) == [nil, .beginner])
        #expect(try games.isFavourite("APPLE"))
        #expect(try games.removeFavourite("apple") && !games.removeFavourite("apple"))
        #expect(try store("other").games.favourites().isEmpty)
    }

    @Test func aDailyChallengeIsStartedThenFinishedOncePerDay() throws {
        let games = try store().games
        #expect(try games.daily("2026-03-01") == nil)
        try games.startDaily("2026-03-01", now: now)
        try games.startDaily("2026-03-01", now: now.addingTimeInterval(60))
        #expect(try games.daily("2026-03-01") == DailyRecord(day: "2026-03-01", score: 0, started: now, finished: nil))
        try games.finishDaily("2026-03-01", score: 800, now: now.addingTimeInterval(90))
        #expect(try games.daily("2026-03-01")?.finished == now.addingTimeInterval(90))
        #expect(try games.daily("2026-03-01")?.score == 800)
        #expect(try games.daily("2026-03-02") == nil)
    }
}
