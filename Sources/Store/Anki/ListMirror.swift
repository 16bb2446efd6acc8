import FoundationEssentials
import Model
import Scheduling

/// flash's side of a sync: the lists, cards, memory states and reviews a sync reads to send,
/// and writes from what Anki sent (a card added, edited or deleted on a phone, its reviews).
/// Reviews from Anki are recorded as answers of an "anki" session, so `results`, `mistakes`
/// and `status` count them like any other.
package struct ListMirror {
    let database: Database
    let profileID: Int64

    /// One review of a card, with its row.
    package struct Review: Equatable {
        package var id: Int64
        package var time: Date
        package var rating: Rating
        package var milliseconds: Int?
        package var stability: Double?
        package var difficulty: Double?
        package var due: Date
        /// The review log entry of the replica it is linked to, once it was sent or met there.
        package var revlog: Int64?
    }

    /// A review that came from Anki, with what the answer showed and expected.
    package struct IncomingReview {
        var cardID: Int64
        package var revlogID: Int64
        package var time: Date
        var rating: Rating
        var milliseconds: Int
        var direction: Direction
        var shown: String
        var expected: String
        var difficulty: Double?
        var due: Date?

        package init(cardID: Int64, revlogID: Int64, time: Date, rating: Rating, milliseconds: Int, direction: Direction, shown: String, expected: String, difficulty: Double?, due: Date?) {
            self.cardID = cardID
            self.revlogID = revlogID
            self.time = time
            self.rating = rating
            self.milliseconds = milliseconds
            self.direction = direction
            self.shown = shown
            self.expected = expected
            self.difficulty = difficulty
            self.due = due
        }
    }

    /// The profile's list `id`, without counting its cards (a sync asks this for every card).
    package func list(_ id: Int64) throws -> WordList? {
        try database.first("SELECT lists.*, 0 AS card_count FROM lists WHERE id = ? AND profile_id = ?", id, profileID)
            .map(ListRepository.list(from:))
    }

    package func card(_ id: Int64) throws -> Card? {
        try database.first("SELECT * FROM cards WHERE id = ?", id).map(CardRepository.card(from:))
    }

    /// The card's memory state and counts, or nil for a card never reviewed.
    package func memory(of cardID: Int64) throws -> InterchangeMemory? {
        try MemoryRepository(database: database, profileID: profileID).memory(of: cardID)
            .map { InterchangeMemory(state: $0.state, reps: $0.reps, lapses: $0.lapses) }
    }

    /// Every card of the profile's lists, and the memory states of those reviewed, by card id:
    /// what a sync that stages many cards reads in one query instead of two a card.
    package func cardsAndMemories() throws -> (cards: [Int64: Card], memories: [Int64: InterchangeMemory]) {
        var cards: [Int64: Card] = [:], memories: [Int64: InterchangeMemory] = [:]
        // One pass, a row at a time: gathering every row first cost a third of the reading.
        let statement = try database.prepare("""
            SELECT cards.*, card_memory.* FROM cards JOIN lists ON lists.id = cards.list_id
            LEFT JOIN card_memory ON card_memory.card_id = cards.id WHERE lists.profile_id = ?
            """)
        try statement.bind([.integer(profileID)])
        defer { try? statement.reset() }
        while let row = try statement.step() {
            let card = try CardRepository.card(from: row)
            cards[card.id] = card
            guard row["card_id"] != .null else { continue }
            let memory = try MemoryRepository.memory(from: row)
            memories[card.id] = InterchangeMemory(state: memory.state, reps: memory.reps, lapses: memory.lapses)
        }
        return (cards, memories)
    }

    /// The card's reviews, oldest first, with their rows' ids and the review log entries they are linked to.
    package func reviews(of cardID: Int64) throws -> [Review] {
        try database.query("""
            SELECT review_log.*, links.revlog_id AS linked_revlog FROM review_log
            LEFT JOIN anki_review_revlog AS links ON links.review_id = review_log.id
            WHERE review_log.card_id = ? ORDER BY review_log.reviewed, review_log.id
            """, cardID).compactMap { row in
            let table = TableRow(row, table: "review_log")
            guard let rating = Rating(rawValue: try table.int("rating")) else { return nil }
            return Review(id: try table.id("id"), time: try table.date("reviewed"), rating: rating,
                          milliseconds: try table.optionalInt("milliseconds"), stability: try table.optionalDouble("stability"),
                          difficulty: try table.optionalDouble("difficulty"), due: try table.date("due"),
                          revlog: try table.optionalInt("linked_revlog").map(Int64.init))
        }
    }

    /// The profile's cards with a review not linked to a review log entry yet: the cards
    /// whose answers a sync has still to send.
    package func cardsWithUnsentReviews() throws -> Set<Int64> {
        Set(try database.query("""
            SELECT DISTINCT review_log.card_id FROM review_log JOIN cards ON cards.id = review_log.card_id
            JOIN lists ON lists.id = cards.list_id LEFT JOIN anki_review_revlog AS links ON links.review_id = review_log.id
            WHERE lists.profile_id = ? AND links.review_id IS NULL
            """, profileID).map { Int64(try $0.int("card_id")) })
    }

    /// Adds `card` at the end of list `listID` and returns its id.
    package func add(_ card: Card, to listID: Int64, now: Date) throws -> Int64 {
        let next = try database.first("SELECT COALESCE(MAX(position) + 1, 0) AS next FROM cards WHERE list_id = ?", listID)?.int("next") ?? 0
        try CardRepository(database: database).insert([card], into: listID, startingAt: next, now: now)
        return database.lastInsertedRowID
    }

    /// Moves a card to the end of another list.
    package func move(card cardID: Int64, to listID: Int64) throws {
        try database.run("""
            UPDATE cards SET list_id = ?1, position = (SELECT COALESCE(MAX(position) + 1, 0) FROM cards WHERE list_id = ?1) WHERE id = ?2
            """, listID, cardID)
    }

    package func delete(card cardID: Int64) throws {
        try database.run("DELETE FROM cards WHERE id = ?", cardID)
    }

    /// Sets (or, with nil, clears) the card's memory state, keeping its leech tag.
    package func setMemory(of cardID: Int64, to memory: InterchangeMemory?) throws {
        guard let memory else {
            try database.run("DELETE FROM card_memory WHERE card_id = ?", cardID)
            return
        }
        let state = memory.state
        try database.run("""
            INSERT INTO card_memory(card_id, phase, step, stability, difficulty, due, last_review, reps, lapses)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(card_id) DO UPDATE SET phase = excluded.phase, step = excluded.step, stability = excluded.stability,
                difficulty = excluded.difficulty, due = excluded.due, last_review = excluded.last_review, reps = excluded.reps,
                lapses = excluded.lapses
            """, cardID, state.phase.rawValue, state.step, state.stability, state.difficulty, state.due, state.lastReview,
            memory.reps, memory.lapses)
    }

    /// Records Anki's reviews of one list as the answers of one finished "anki" session, and
    /// logs each; returns the review log's rows, in order.
    package func record(_ reviews: [IncomingReview], list listID: Int64) throws -> [Int64] {
        guard let first = reviews.first?.time, let last = reviews.last?.time else { return [] }
        try database.run("""
            INSERT INTO sessions(profile_id, list_id, kind, settings, seed, planned, started, finished, ending)
            VALUES (?, ?, 'anki', ?, 0, ?, ?, ?, 'completed')
            """, profileID, listID, JSONColumn.encode(SessionSettings()), reviews.count, first, last)
        let session = database.lastInsertedRowID
        var ids: [Int64] = []
        for review in reviews {
            let verdict: SessionVerdict = switch review.rating {
            case .again: .wrong
            case .hard: .almost
            case .good, .easy: .correct
            }
            let answer = AnswerRecord(cardID: review.cardID, direction: review.direction, shown: review.shown, expected: review.expected,
                                      given: "", verdict: verdict, selfGrade: review.rating.rawValue, answered: review.time,
                                      milliseconds: review.milliseconds)
            _ = try SessionRepository(database: database, profileID: profileID).insert(answer, session: session)
            try database.run("""
                INSERT INTO review_log(card_id, profile_id, session_id, rating, reviewed, milliseconds, difficulty, due)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, review.cardID, profileID, session, review.rating.rawValue, review.time, review.milliseconds,
                review.difficulty, review.due ?? review.time)
            ids.append(database.lastInsertedRowID)
        }
        return ids
    }
}
