import Foundation
import Testing
@testable import Store

/// `:u` takes back the last answer in any session: the stored answer, the card's counters and
/// its scheduling state return to what they were, once per answer, and the question comes again.
@Suite struct UndoTests {
    let flash = FlashRunner(now: "2026-03-01T09:00:00Z")

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\nhorse = caballo\n")
    }

    /// Every row an answer changes: the cards' counters, their memory, the review log, the answers.
    func snapshot() throws -> [[SQLValue]] {
        let database = try Database(path: flash.dataDirectory.appendingPathComponent("flash.sqlite3").path)
        let tables = [("SELECT id, right_count, wrong_count FROM cards ORDER BY id", 3),
                      ("SELECT card_id, phase, step, stability, difficulty, due, last_review, reps, lapses, leech FROM card_memory ORDER BY card_id", 10),
                      ("SELECT id, card_id, session_id, rating, reviewed, milliseconds, stability, difficulty, due FROM review_log ORDER BY id", 9),
                      ("SELECT id, session_id, card_id, verdict, given FROM answers ORDER BY id", 5)]
        return try tables.flatMap { sql, columns in try database.query(sql).map { row in (0..<columns).map { row[$0] } } }
    }

    /// Three self-graded answers, so every card has a memory before the session under test.
    func firstSession() throws {
        try flash.run(["learn", "pets", "--answer", "self", "--seed", "1"], input: Array("\n3\n\n1\n\n4\n".utf8))
    }

    @Test func undoTakesBackAnswersOneAtATimeAndAsksThemAgain() throws {
        try firstSession()
        let before = try snapshot()
        let later = ["FLASH_NOW": "2026-03-02T09:00:00Z"]
        let session = try flash.run(["learn", "pets", "--answer", "type", "--seed", "2"],
                                    input: Array("zzz\nzzz\n:u\n:u\n:q\n".utf8), environment: later)
        #expect(session.status == 0)
        // Two answers, the third card shown, then the second and the first asked again.
        let asked = shownWords(session.stdout)
        #expect(asked.count == 5)
        #expect(asked.count == 5 && asked[3] == asked[1] && asked[4] == asked[0] && asked[0] != asked[1])
        #expect(session.stdout.components(separatedBy: "took back").count == 3)
        #expect(try snapshot() == before)
    }

    @Test func anUndoneAnswerCanBeGivenAgainAndCountsOnce() throws {
        try firstSession()
        let session = try flash.run(["learn", "pets", "--answer", "type", "--seed", "2"],
                                    input: Array("zzz\n:u\n:s\n:q\n".utf8), environment: ["FLASH_NOW": "2026-03-02T09:00:00Z"])
        let asked = shownWords(session.stdout)
        #expect(asked.count == 4 && asked[2] == asked[0] && asked[3] == asked[1])
        #expect(session.stdout.contains("Session stopped: 0/1 right"))
        let last = try flash.storedSessions().last
        #expect(last?.answers == 1)
        let verdicts = try snapshot().filter { $0.count == 5 && $0[1] == .integer(2) }.map { $0[3] }
        #expect(verdicts == [.text("skipped")])
    }

    @Test func undoBeforeAnyAnswerTakesNothingBack() throws {
        try firstSession()
        let before = try snapshot()
        let session = try flash.run(["learn", "pets", "--seed", "2"], input: ":u\n:q\n")
        #expect(session.stdout.contains("nothing to take back"))
        #expect(try snapshot() == before)
    }

    @Test func undoWorksInReviewTrainingAndStoryTests() throws {
        let review = try flash.run("review", "pets", "--seed", "1", input: "1\n:u\n:q\n")
        #expect(review.stdout.contains("took back"))
        #expect(try flash.storedSessions().last?.answers == 0)
        let training = try flash.run("train", "pets", "--seed", "1", input: "1\n:u\n:q\n")
        #expect(training.stdout.contains("took back"))
        #expect(try flash.storedSessions().last?.answers == 0)
        let test = try flash.run("story", "test", "newborn: family", "--seed", "1", input: "1\n2\n:u\n:q\n")
        #expect(test.stdout.contains("took back"))
        let last = try flash.storedSessions().last
        #expect(last?.kind == "test" && last?.answers == 1)
    }
}
