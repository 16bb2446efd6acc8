import FoundationEssentials
import Support
import Model
import Scheduling

/// Cards' memory states and the review log.
public struct MemoryRepository {
    let database: Database
    let profileID: Int64

    /// Reviews a card: updates its state with `rating` at `time` and logs the rating, both or
    /// neither; returns the review log's row.
    @discardableResult
    public func review(cardID: Int64, rating: Rating, at time: Date, milliseconds: Int?, sessionID: Int64?, policy: ReviewPolicy, seed: UInt64) throws -> Int64 {
        try database.transaction {
            let previous = try memory(of: cardID)
            let before = previous?.state ?? MemoryState.new(at: time)
            let reps = (previous?.reps ?? 0) + 1
            var generator = SplitMix64(seed: seed ^ (UInt64(bitPattern: cardID) &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(reps))
            let after = policy.scheduler.review(before, rating: rating, at: time, using: &generator)
            let lapsed = before.phase == .review && rating == .again
            let lapses = (previous?.lapses ?? 0) + (lapsed ? 1 : 0)
            try database.run("""
                INSERT INTO card_memory(card_id, phase, step, stability, difficulty, due, last_review, reps, lapses, leech)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(card_id) DO UPDATE SET phase = excluded.phase, step = excluded.step,
                    stability = excluded.stability, difficulty = excluded.difficulty, due = excluded.due,
                    last_review = excluded.last_review, reps = excluded.reps, lapses = excluded.lapses,
                    leech = MAX(card_memory.leech, excluded.leech)
                """, cardID, after.phase.rawValue, after.step, after.stability, after.difficulty, after.due, after.lastReview,
                reps, lapses, lapses >= policy.leechLapses)
            try database.run("""
                INSERT INTO review_log(card_id, profile_id, session_id, rating, reviewed, milliseconds, stability, difficulty, due)
                VALUES (?, (SELECT lists.profile_id FROM cards JOIN lists ON lists.id = cards.list_id WHERE cards.id = ?), ?, ?, ?, ?, ?, ?, ?)
                """, cardID, cardID, sessionID, rating.rawValue, time, milliseconds, after.stability, after.difficulty, after.due)
            return database.lastInsertedRowID
        }
    }

    /// Keeps the card's memory as it is before answer `answerID` changes it, for ``restore(undoing:cardID:)``:
    /// in the answer's transaction, before the review.
    func keepForUndo(answerID: Int64, cardID: Int64?) throws {
        try database.run("""
            INSERT INTO answer_undo(answer_id, had_memory, phase, step, stability, difficulty, due, last_review, reps, lapses, leech)
            SELECT ?1, memory.card_id IS NOT NULL, memory.phase, memory.step, memory.stability, memory.difficulty, memory.due,
                memory.last_review, memory.reps, memory.lapses, memory.leech
            FROM (SELECT 1) LEFT JOIN card_memory AS memory ON memory.card_id = ?2
            """, answerID, cardID)
    }

    /// Notes the review that answer `answerID` logged, so undoing the answer removes it.
    func noteReview(_ reviewID: Int64, forUndoOf answerID: Int64) throws {
        try database.run("UPDATE answer_undo SET review_log_id = ? WHERE answer_id = ?", reviewID, answerID)
    }

    /// Puts the card's memory back as it was before answer `answerID` and removes the review it
    /// logged; false (and nothing changed) when the answer kept nothing to undo with.
    func restore(undoing answerID: Int64, cardID: Int64) throws -> Bool {
        try database.transaction { try restoreKept(undoing: answerID, cardID: cardID) }
    }

    private func restoreKept(undoing answerID: Int64, cardID: Int64) throws -> Bool {
        guard let row = try database.first("SELECT answer_id, had_memory, review_log_id FROM answer_undo WHERE answer_id = ?", answerID) else {
            return false
        }
        let kept = TableRow(row, table: "answer_undo", key: "answer_id")
        if try kept.bool("had_memory") {
            try database.run("""
                INSERT OR REPLACE INTO card_memory(card_id, phase, step, stability, difficulty, due, last_review, reps, lapses, leech)
                SELECT ?1, phase, step, stability, difficulty, due, last_review, reps, lapses, leech FROM answer_undo WHERE answer_id = ?2
                """, cardID, answerID)
        } else {
            try database.run("DELETE FROM card_memory WHERE card_id = ?", cardID)
        }
        if let review = try kept.optionalInt("review_log_id") {
            try database.run("DELETE FROM review_log WHERE id = ? AND card_id = ?", review, cardID)
        }
        return true
    }

    /// Cards of a list tagged leech.
    func leeches(in list: WordList) throws -> [Int64] {
        try database.query("""
            SELECT card_id FROM card_memory JOIN cards ON cards.id = card_memory.card_id
            WHERE cards.list_id = ? AND card_memory.leech = 1
            """, list.id).map { Int64(try $0.int("card_id")) }
    }

    /// Due cards of the given lists (all of the profile's when empty), most overdue first.
    func due(in lists: [WordList], at time: Date) throws -> [Int64] {
        let (filter, bindings) = listFilter(lists)
        let statement = try database.prepare("""
            SELECT card_memory.card_id AS id FROM card_memory JOIN cards ON cards.id = card_memory.card_id
            JOIN lists ON lists.id = cards.list_id
            WHERE \(filter) AND card_memory.due <= ? AND cards.learned != '' AND cards.native != ''
            ORDER BY card_memory.due, card_memory.card_id
            """)
        try statement.bind(bindings + [.real(time.timeIntervalSince1970)])
        return try statement.rows().map { Int64(try $0.int("id")) }
    }

    /// Cards never reviewed, in list order.
    public func new(in lists: [WordList]) throws -> [Int64] {
        let (filter, bindings) = listFilter(lists)
        let statement = try database.prepare("""
            SELECT cards.id AS id FROM cards JOIN lists ON lists.id = cards.list_id
            LEFT JOIN card_memory ON card_memory.card_id = cards.id
            WHERE \(filter) AND card_memory.card_id IS NULL AND cards.learned != '' AND cards.native != ''
            ORDER BY lists.id, cards.position, cards.id
            """)
        try statement.bind(bindings)
        return try statement.rows().map { Int64(try $0.int("id")) }
    }

    /// How many cards had their first review in `day`.
    func newCardsIntroduced(in day: StudyDay) throws -> Int {
        try database.first(Self.newCardsQuery, profileID, day.start, day.end)?.int("n") ?? 0
    }

    /// Cards of profile `?` first reviewed from `?` until `?` (migration 62's `first_reviews`).
    static let newCardsQuery = "SELECT COUNT(*) AS n FROM first_reviews WHERE profile_id = ? AND reviewed >= ? AND reviewed < ?"

    /// Reviews logged in `[start, end)` for the profile.
    public func reviewCount(from start: Date, to end: Date) throws -> Int {
        try database.first(
            "SELECT COUNT(*) AS n FROM review_log WHERE profile_id = ? AND reviewed >= ? AND reviewed < ?",
            profileID, start, end)?.int("n") ?? 0
    }

    /// True when the profile reviewed anything in `[start, end)`.
    func reviewed(from start: Date, to end: Date) throws -> Bool {
        try database.first(
            "SELECT 1 AS found FROM review_log WHERE profile_id = ? AND reviewed >= ? AND reviewed < ? LIMIT 1",
            profileID, start, end) != nil
    }

    /// The WHERE clause selecting cards of `lists` (all the profile's when empty), for commands.
    /// When the next card of `lists` falls due after `time`; nil when none will.
    public func nextDue(in lists: [WordList], after time: Date) throws -> Date? {
        let (filter, bindings) = listFilter(lists)
        let statement = try database.prepare("""
            SELECT MIN(memory.due) AS next FROM card_memory AS memory JOIN cards ON cards.id = memory.card_id
            JOIN lists ON lists.id = cards.list_id WHERE \(filter) AND memory.due > ?
            """)
        try statement.bind(bindings + [.real(time.timeIntervalSince1970)])
        return try statement.rows().first?.optionalDate("next")
    }

    func listFilter(_ lists: [WordList]) -> (String, [SQLValue]) {
        guard !lists.isEmpty else { return ("lists.profile_id = ?", [.integer(profileID)]) }
        let marks = Array(repeating: "?", count: lists.count).joined(separator: ",")
        return ("lists.id IN (\(marks))", lists.map { .integer($0.id) })
    }
}
