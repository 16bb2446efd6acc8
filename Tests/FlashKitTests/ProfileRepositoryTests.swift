import Foundation
import Testing
@testable import Model
@testable import Store
@testable import Learn
@testable import Games

/// Profiles: names and avatars, statistics, the leaderboard and resetting progress.
@Suite struct ProfileRepositoryTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store(_ profile: String = "default") throws -> FlashStore {
        try FlashStore(path: folder.path + "/flash.sqlite3", profile: profile, now: now)
    }

    /// A list of two cards and a finished session with two answers, one right.
    @discardableResult
    func practise(_ store: FlashStore, list name: String = "pets", kind: String = "learn") throws -> WordList {
        let cards = [Card(native: "dog", learned: "perro", created: now), Card(native: "cat", learned: "gato", created: now)]
        let list = try store.lists.find(name) ?? store.lists.create(
            name: ListName(name), study: Study(native: .english, learned: Language(code: "es")), style: .grey, images: false, cards: cards, now: now)
        let stored = try store.cards.all(in: list)
        let caretaker = try Caretaker(store: store, list: list, kind: kind, settings: SessionSettings(), planned: 2, now: now)
        for (card, verdict) in zip(stored, [SessionVerdict.correct, .wrong]) {
            try caretaker.record(AnswerRecord(cardID: card.id, direction: .learned, shown: card.learned, expected: card.native,
                                              given: "x", verdict: verdict, answered: now, milliseconds: 100))
        }
        try caretaker.finish(.completed, at: now)
        return list
    }

    @Test func aProfileIsRenamedUniquelyIgnoringCase() throws {
        let ana = try store("ana"), bob = try store("bob")
        #expect(try ana.profiles.rename(ana.profileID, to: "  Ana   María ") == "Ana María")
        #expect(try ana.profiles.profile(id: ana.profileID)?.name == "Ana María")
        #expect(throws: ProfileError.nameTaken("ANA maría")) { try bob.profiles.rename(bob.profileID, to: "ANA maría") }
        #expect(try ana.profiles.rename(ana.profileID, to: "ana maría") == "ana maría")
        #expect(throws: ProfileError.self) { try bob.profiles.rename(bob.profileID, to: String(repeating: "b", count: 41)) }
        #expect(throws: ProfileError.self) { try bob.profiles.rename(bob.profileID, to: "  ") }
        #expect(throws: ProfileError.self) { try bob.profiles.rename(bob.profileID, to: "bo\u{7}b") }
        #expect(try store("Ana María").profileID == ana.profileID)
    }

    @Test func anAvatarIsOneOrTwoCharacters() throws {
        let store = try store()
        #expect(try store.profiles.profile(id: store.profileID)?.avatar == "🙂")
        #expect(try store.profiles.setAvatar(store.profileID, to: "🐱") == "🐱")
        #expect(try store.profiles.setAvatar(store.profileID, to: "👩‍💻🐱") == "👩‍💻🐱")
        #expect(try store.profiles.setAvatar(store.profileID, to: "AB") == "AB")
        for bad in ["", " ", "abc", "a b", "\u{1B}[1m", "🐱🐶🐭"] {
            #expect(throws: ProfileError.self) { try store.profiles.setAvatar(store.profileID, to: bad) }
        }
        #expect(try store.profiles.profile(id: store.profileID)?.avatar == "AB")
    }

    @Test func statisticsCountTestsAnswersGamesAndScores() throws {
        let store = try store()
        try practise(store)
        try practise(store, kind: "test")
        try practise(store, kind: "exam")
        try practise(store, kind: "guess")
        try practise(store, kind: "train")
        _ = try Caretaker(store: store, list: nil, kind: "buzz", settings: SessionSettings(), planned: 1, now: now)
        try store.games.save(GameScore(game: .buzz, score: 600, streak: 3, right: 3, wrong: 0, played: now))
        try store.games.save(GameScore(game: .guess, score: 11, streak: 4, right: 11, wrong: 3, played: now))
        try store.games.finishDaily("2026-03-01", score: 1000, now: now)
        try store.games.addFavourite("apple", level: .beginner, now: now)
        let stats = try store.profiles.stats(of: store.profileID)
        #expect(stats.lists == 1 && stats.tests == 1 && stats.exams == 1)
        #expect(stats.answers == 8 && stats.rightAnswers == 4 && stats.percentage == 50)
        #expect(stats.gamesPlayed == ["guess": 1] && stats.games == 1)
        #expect(stats.bestStreak == 3 && stats.highScore == 600 && stats.bestGuess == 11)
        #expect(stats.dailiesDone == 1 && stats.favourites == 1)
    }

    @Test func theLeaderboardRanksByHighScoreAndSharesTies() throws {
        for (name, streak) in [("cy", 2), ("ana", 5), ("bob", 2), ("dee", 0)] {
            try store(name).games.save(GameScore(game: .buzz, score: 0, streak: streak, right: streak, wrong: 0, played: now))
        }
        try store("eve").games.save(GameScore(game: .guess, score: 15, streak: 15, right: 15, wrong: 0, played: now))
        let board = try store().profiles.leaderboard()
        #expect(board.map(\.profile.name) == ["ana", "bob", "cy"])
        #expect(board.map(\.rank) == [1, 2, 2])
        #expect(board.map(\.highScore) == [1000, 400, 400])
        #expect(try store().profiles.leaderboard(limit: 1).count == 1)
    }

    @Test func resetErasesProgressAndKeepsListsFavouritesAndOtherProfiles() throws {
        let ana = try store("ana"), bob = try store("bob")
        // A stand-in for the scheduling table, unless this build's migrations already made it.
        let standIn = try ana.database.first("SELECT name FROM sqlite_master WHERE name = 'card_memory'") == nil
        if standIn { try ana.database.execute("CREATE TABLE card_memory(card_id INTEGER PRIMARY KEY, stability REAL)") }
        let list = try practise(ana)
        try practise(bob)
        for card in try ana.cards.all(in: list) + bob.cards.all(in: bob.lists.named("pets")) where standIn {
            try ana.database.run("INSERT INTO card_memory(card_id, stability) VALUES (?, 1)", card.id)
        }
        try ana.games.save(GameScore(game: .buzz, score: 600, streak: 3, right: 3, wrong: 0, played: now))
        try ana.games.finishDaily("2026-03-01", score: 1000, now: now)
        try ana.games.addFavourite("apple", level: .beginner, now: now)

        let reset = try ana.profiles.reset(ana.profileID)
        #expect(reset.sessions == 1 && reset.answers == 2 && reset.gameScores == 1 && reset.dailyChallenges == 1)
        let stats = try ana.profiles.stats(of: ana.profileID)
        #expect(stats.answers == 0 && stats.highScore == 0 && stats.dailiesDone == 0)
        #expect(stats.lists == 1 && stats.favourites == 1)
        #expect(try ana.cards.all(in: list).allSatisfy { $0.right == 0 && $0.wrong == 0 })
        #expect(try ana.sessions.sessions(of: nil).isEmpty)
        #expect(try bob.sessions.sessions(of: nil).count == 1)
        #expect(try bob.cards.all(in: bob.lists.named("pets")).map(\.right) == [1, 0])
        if standIn {
            #expect(reset.otherRows == 2)
            #expect(try ana.database.first("SELECT COUNT(*) AS n FROM card_memory")?.int("n") == 2)
        }
    }
}
