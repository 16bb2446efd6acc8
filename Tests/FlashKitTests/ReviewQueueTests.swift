import Foundation
import Testing
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Support

/// Migrations 60 to 62 keep what `flash review` asks first in tables of their own, by
/// triggers: each list's card counts, the due cards in queue order, each card's first review.
/// After every kind of change they hold what the queries they stand for give, and the review
/// queries read them through their indexes.
@Suite struct ReviewQueueTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)
    let policy = ReviewPolicy(parameters: try! SchedulerParameters(enableFuzzing: false))

    func synthetic() throws -> FlashStore {
        let store = try FlashStore(path: folder.path + "/queue-\(UUID().uuidString).sqlite3", now: now)
        try store.fillSynthetic(lists: 3, cardsPerList: 30, reviews: 400, answers: 0, seed: 5, now: now)
        return store
    }

    /// Every row of `sql`, each as one line of its columns.
    func rows(_ store: FlashStore, _ sql: String) throws -> [String] {
        try store.database.query(sql).map { row in
            ["a", "b", "c"].map { row.optionalString($0) ?? "-" }.joined(separator: " ")
        }
    }

    /// The kept tables beside what they stand for, worked out from scratch.
    func expectKeptTablesMatch(_ store: FlashStore, after step: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let counts = try rows(store, "SELECT list_id AS a, cards AS b, askable AS c FROM list_card_counts WHERE cards != 0 ORDER BY list_id")
        let countedCards = try rows(store, """
            SELECT list_id AS a, COUNT(*) AS b, SUM(learned != '' AND native != '') AS c FROM cards GROUP BY list_id ORDER BY list_id
            """)
        #expect(counts == countedCards, "list_card_counts after \(step)", sourceLocation: sourceLocation)
        let due = try rows(store, "SELECT card_id AS a, due AS b, list_id AS c FROM due_cards ORDER BY due, card_id")
        let dueFromCards = try rows(store, """
            SELECT m.card_id AS a, m.due AS b, cards.list_id AS c FROM card_memory AS m JOIN cards ON cards.id = m.card_id
            WHERE cards.learned != '' AND cards.native != '' ORDER BY m.due, m.card_id
            """)
        #expect(due == dueFromCards, "due_cards after \(step)", sourceLocation: sourceLocation)
        let first = try rows(store, "SELECT card_id AS a, profile_id AS b, reviewed AS c FROM first_reviews ORDER BY card_id")
        let firstFromLog = try rows(store, """
            SELECT card_id AS a, profile_id AS b, MIN(reviewed) AS c FROM review_log GROUP BY card_id ORDER BY card_id
            """)
        #expect(first == firstFromLog, "first_reviews after \(step)", sourceLocation: sourceLocation)
        #expect(!due.isEmpty && !first.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func theKeptTablesFollowEveryKindOfChange() throws {
        let store = try synthetic()
        try expectKeptTablesMatch(store, after: "filling")
        let lists = try store.lists.all()
        let cards = try store.cards.all(in: lists[0])
        let new = try #require(cards.first { try store.memory.memory(of: $0.id) == nil })
        let known = try #require(cards.first { try store.memory.memory(of: $0.id) != nil })
        try store.memory.review(cardID: new.id, rating: .good, at: now, milliseconds: 900, sessionID: nil, policy: policy, seed: 1)
        try store.memory.review(cardID: known.id, rating: .again, at: now, milliseconds: 900, sessionID: nil, policy: policy, seed: 1)
        try expectKeptTablesMatch(store, after: "answers")
        // Undo puts a memory back with INSERT OR REPLACE, or removes it, and removes the review.
        try store.database.run("INSERT OR REPLACE INTO card_memory(card_id, phase, due, reps) VALUES (?, 2, ?, 3)", known.id, now.addingTimeInterval(-9_000))
        try store.database.run("DELETE FROM card_memory WHERE card_id = ?", new.id)
        try store.database.run("DELETE FROM review_log WHERE card_id = ? AND reviewed = ?", known.id, now)
        try store.database.run("DELETE FROM review_log WHERE id = (SELECT MIN(id) FROM review_log WHERE card_id = ?)", cards[2].id)
        try expectKeptTablesMatch(store, after: "undo")
        // A review older than the first one, as an import brings.
        try store.database.run("INSERT INTO review_log(card_id, profile_id, rating, reviewed, due) VALUES (?, ?, 3, ?, ?)",
                               cards[3].id, store.profileID, now.addingTimeInterval(-900 * 86_400), now)
        try expectKeptTablesMatch(store, after: "an older review")
        // Words emptied and set again, a card moved to another list, cards and a list added and deleted.
        var emptied = cards[4]
        emptied.learned = ""
        try store.cards.update(emptied)
        try expectKeptTablesMatch(store, after: "a word emptied")
        emptied.learned = "otra vez"
        try store.cards.update(emptied)
        try store.database.run("UPDATE cards SET list_id = ? WHERE id = ?", lists[1].id, cards[5].id)
        try expectKeptTablesMatch(store, after: "words set again and a card moved")
        try store.cards.delete([cards[6], cards[7]])
        let study = try Study(native: .english, learned: Language(code: "es"))
        let added = try store.lists.create(name: ListName("added"), study: study,
                                           cards: [Card(native: "dog", learned: "perro", created: now), Card(native: "cat", learned: "", created: now)], now: now)
        try expectKeptTablesMatch(store, after: "cards deleted and a list added")
        try store.lists.delete(lists[2])
        try store.lists.delete(added)
        try expectKeptTablesMatch(store, after: "lists deleted")
        // A list made again takes the deleted list's id: it starts from nothing.
        let again = try store.lists.create(name: ListName("again"), study: study, cards: [Card(native: "sun", learned: "sol", created: now)], now: now)
        #expect(try store.lists.all().first { $0.id == again.id }?.cardCount == 1)
        try expectKeptTablesMatch(store, after: "a list made again")
    }

    @Test func aDatabaseFromBeforeTheMigrationsIsFilledFromItsRows() throws {
        let store = try synthetic()
        try store.memory.review(cardID: 3, rating: .hard, at: now, milliseconds: 900, sessionID: nil, policy: policy, seed: 1)
        for name in try store.database.query("""
            SELECT name FROM sqlite_schema WHERE type = 'trigger'
              AND (name LIKE 'list_card_counts%' OR name LIKE 'due_cards%' OR name LIKE 'first_reviews%')
            """).map({ $0.string("name") }) {
            try store.database.execute("DROP TRIGGER \(name)")
        }
        try store.database.execute("""
            DROP TABLE list_card_counts; DROP TABLE due_cards; DROP TABLE first_reviews;
            DELETE FROM schema_migrations WHERE version IN (60, 61, 62);
            """)
        try store.database.run("INSERT INTO card_memory(card_id, phase, due) VALUES (5, 2, ?)", now)
        try Migrator().migrate(store.database, now: now)
        try expectKeptTablesMatch(store, after: "migrating")
    }

    @Test func theReviewQueriesReadTheKeptTablesThroughTheirIndexes() throws {
        let store = try synthetic()
        let due = try store.database.query("EXPLAIN QUERY PLAN " + MemoryRepository.dueQuery(lists: 2), now, 1, 2, -1).map { $0.string("detail") }
        #expect(due == ["SEARCH due_cards USING COVERING INDEX due_cards_in_order (due<?)"], "\(due)")
        let new = try store.database.query("EXPLAIN QUERY PLAN " + MemoryRepository.newCardsQuery, store.profileID, now, now).map { $0.string("detail") }
        #expect(new == ["SEARCH first_reviews USING COVERING INDEX first_reviews_by_profile_time (profile_id=? AND reviewed>? AND reviewed<?)"], "\(new)")
    }

    @Test func theQueueAndTheNewCardCountAreWhatTheReviewsGive() throws {
        let store = try synthetic()
        let lists = try store.lists.all()
        let chosen = [lists[0], lists[2]]
        let old = try store.database.query("""
            SELECT card_memory.card_id AS id FROM card_memory JOIN cards ON cards.id = card_memory.card_id
            WHERE card_memory.due <= ? AND cards.list_id IN (?, ?) AND cards.learned != '' AND cards.native != ''
            ORDER BY card_memory.due, card_memory.card_id
            """, now, chosen[0].id, chosen[1].id).map { Int64(try $0.int("id")) }
        #expect(old.count > 3)
        #expect(try store.memory.dueIDs(in: chosen, at: now, limit: nil) == old)
        #expect(try store.memory.dueIDs(in: chosen, at: now, limit: 3) == Array(old.prefix(3)))
        // Two new cards reviewed today (one twice), and a card first reviewed long ago reviewed again.
        let day = StudyDay(containing: now, startHour: 4, timeZone: TimeZone(identifier: "UTC")!)
        let before = try store.memory.newCardsIntroduced(in: day)
        let study = try Study(native: .english, learned: Language(code: "es"))
        let added = try store.lists.create(name: ListName("fresh"), study: study,
                                           cards: [Card(native: "dog", learned: "perro", created: now), Card(native: "cat", learned: "gato", created: now)], now: now)
        let fresh = try store.memory.newIDs(in: [added], limit: 2)
        #expect(fresh.count == 2)
        for card in fresh + [fresh[0], old[0]] {
            try store.memory.review(cardID: card, rating: .good, at: now, milliseconds: 900, sessionID: nil, policy: policy, seed: 1)
        }
        let counted = try store.database.first("""
            SELECT COUNT(DISTINCT today.card_id) AS n FROM review_log AS today
            WHERE today.profile_id = ?1 AND today.reviewed >= ?2 AND today.reviewed < ?3
              AND NOT EXISTS (SELECT 1 FROM review_log AS before WHERE before.card_id = today.card_id AND before.reviewed < ?2)
            """, store.profileID, day.start, day.end)?.int("n")
        #expect(try store.memory.newCardsIntroduced(in: day) == before + 2)
        #expect(try store.memory.newCardsIntroduced(in: day) == counted)
        #expect(try store.cards.askableCounts(in: lists.map(\.id)) == Dictionary(uniqueKeysWithValues: lists.map { ($0.id, 30) }))
    }
}
