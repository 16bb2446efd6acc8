#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif
import Scheduling

/// One past review of a card, as `flash edit` lists it (Anki's card info).
public struct CardReview: Sendable, Equatable {
    package let time: Date
    package let rating: Rating
    package let milliseconds: Int?
    /// Stability and difficulty after the review, and the due date it set.
    package let stability: Double?
    package let difficulty: Double?
    package let due: Date
}

/// What the scheduler knows of one card right now.
public struct CardMemory: Sendable, Equatable {
    public let state: MemoryState
    package let reps: Int
    package let lapses: Int
    package let leech: Bool
}

extension MemoryRepository {
    /// The card's memory state with its counts and leech tag, or nil for a card never reviewed.
    public func memory(of cardID: Int64) throws -> CardMemory? {
        try database.first("SELECT * FROM card_memory WHERE card_id = ?", cardID).map(Self.memory(from:))
    }

    /// A card's memory from a row holding the columns of `card_memory`, read strictly.
    static func memory(from row: Row) throws -> CardMemory {
        let row = TableRow(row, table: "card_memory", key: "card_id")
        let state = MemoryState(
            phase: try row.required("phase"), step: try row.optionalInt("step"),
            stability: try row.optionalDouble("stability"), difficulty: try row.optionalDouble("difficulty"),
            due: try row.date("due"), lastReview: try row.optionalDate("last_review"))
        return CardMemory(state: state, reps: try row.int("reps"), lapses: try row.int("lapses"), leech: try row.bool("leech"))
    }

    /// Every review of the card, oldest first.
    public func history(of cardID: Int64) throws -> [CardReview] {
        try database.query("SELECT * FROM review_log WHERE card_id = ? ORDER BY reviewed, id", cardID).compactMap { row in
            guard let rating = Rating(rawValue: try row.int("rating")) else { return nil }
            return CardReview(time: row.date("reviewed"), rating: rating, milliseconds: try row.optionalInt("milliseconds"),
                              stability: row.optionalDouble("stability"), difficulty: row.optionalDouble("difficulty"), due: row.date("due"))
        }
    }
}

extension MemoryRepository {
    /// Which of the given cards the scheduler tagged leech, looked up by card id.
    package func leeches(among cardIDs: [Int64]) throws -> Set<Int64> {
        guard !cardIDs.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: cardIDs.count).joined(separator: ",")
        let statement = try database.prepare("SELECT card_id FROM card_memory WHERE leech = 1 AND card_id IN (\(marks))")
        try statement.bind(cardIDs.map { .integer($0) })
        return Set(try statement.rows().map { try TableRow($0, table: "card_memory", key: "card_id").id("card_id") })
    }
}
