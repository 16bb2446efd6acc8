import Foundation
import Testing
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Learn

/// Taking an answer back (`:u`): the answer row, the card's counters, its memory and its review
/// log return exactly to what they were, one answer at a time, from the database alone.
@Suite struct AnswerUndoTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)
    let policy = ReviewPolicy(parameters: try! SchedulerParameters(enableFuzzing: false))

    var path: String { folder.path + "/flash.sqlite3" }

    func store() throws -> FlashStore { try FlashStore(path: path, now: now) }

    /// A list of two cards, for answers.
    func cards(in store: FlashStore) throws -> [Card] {
        let cards = [Card(native: "dog", learned: "perro", created: now), Card(native: "cat", learned: "gato", created: now)]
        let list = try store.lists.find("pets") ?? store.lists.create(
            name: ListName("pets"), study: Study(native: .english, learned: Language(code: "es")), style: .grey, images: false, cards: cards, now: now)
        return try store.cards.all(in: list)
    }

    /// A session that schedules every answer, as `learn` and `review` do.
    func session(_ store: FlashStore) throws -> Caretaker {
        let caretaker = try Caretaker(store: store, list: nil, settings: SessionSettings(), planned: 2, now: now)
        caretaker.schedule(with: policy, mode: .choice, seed: 7)
        return caretaker
    }

    func answer(_ card: Card, _ verdict: SessionVerdict, after seconds: Double) -> AnswerRecord {
        AnswerRecord(cardID: card.id, direction: .learned, shown: card.learned, expected: card.native, given: "x",
                     verdict: verdict, answered: now.addingTimeInterval(seconds), milliseconds: 3000)
    }

    /// Every row undo must restore, as stored.
    func snapshot(_ store: FlashStore) throws -> [[SQLValue]] {
        let tables = ["SELECT id, right_count, wrong_count FROM cards ORDER BY id", "SELECT * FROM card_memory ORDER BY card_id",
                      "SELECT * FROM review_log ORDER BY id", "SELECT * FROM answers ORDER BY id"]
        return try tables.flatMap { try store.database.query($0).map(\.values) }
    }

    @Test func takingBackAnswersRestoresCountersMemoryAndReviewLogOneAtATime() throws {
        let store = try store()
        let cards = try cards(in: store)
        let earlier = try session(store)
        try earlier.record(answer(cards[0], .correct, after: 5))
        try earlier.record(answer(cards[1], .wrong, after: 10))
        let start = try snapshot(store)

        let caretaker = try session(store)
        try caretaker.record(answer(cards[0], .wrong, after: 86_400))
        let afterOne = try snapshot(store)
        try caretaker.record(answer(cards[1], .correct, after: 86_410))
        #expect(try snapshot(store) != afterOne)

        #expect(try caretaker.takeBack()?.cardID == cards[1].id)
        #expect(try snapshot(store) == afterOne)
        #expect(try caretaker.takeBack()?.verdict == .wrong)
        #expect(try snapshot(store) == start)
        #expect(try caretaker.takeBack() == nil, "the session's answers are all taken back; the earlier session's stay")
        #expect(try snapshot(store) == start)
    }

    @Test func aCardNeverReviewedBeforeTheAnswerIsNewAgain() throws {
        let store = try store()
        let cards = try cards(in: store)
        let caretaker = try session(store)
        try caretaker.record(answer(cards[0], .correct, after: 5))
        #expect(try store.memory.memory(of: cards[0].id) != nil)
        #expect(try caretaker.takeBack() != nil)
        #expect(try store.memory.memory(of: cards[0].id) == nil)
        #expect(try store.memory.new(in: []).contains(cards[0].id))
        #expect(try store.cards.all(in: store.lists.named("pets")).map(\.right) == [0, 0])
    }

    @Test func undoNeedsNothingButTheDatabase() throws {
        let first = try store()
        let cards = try cards(in: first)
        let start = try snapshot(first)
        let caretaker = try session(first)
        try caretaker.record(answer(cards[1], .wrong, after: 5))

        let reopened = try store()
        let undone = try reopened.sessions.takeBackLastAnswer(of: caretaker.sessionID())
        #expect(undone?.cardID == cards[1].id && undone?.verdict == .wrong)
        #expect(try snapshot(reopened) == start)
    }

    @Test func anAnswerWithoutWhatUndoNeedsStaysAsItIs() throws {
        let store = try store()
        let cards = try cards(in: store)
        let caretaker = try session(store)
        try caretaker.record(answer(cards[0], .correct, after: 5))
        // An answer stored by a flash older than migration 8 has no undo row.
        try store.database.run("DELETE FROM answer_undo")
        let kept = try snapshot(store)
        #expect(try caretaker.takeBack() == nil)
        #expect(try snapshot(store) == kept)
    }

    @Test func theUndoMigrationIsVersionEight() throws {
        let store = try store()
        #expect(try store.database.first("SELECT name FROM schema_migrations WHERE version = 8")?.string("name") == "undo")
        #expect(try store.database.hasTable("answer_undo"))
    }
}
