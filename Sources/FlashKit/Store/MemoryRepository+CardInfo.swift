import Foundation

/// One past review of a card, as `flash edit` lists it (Anki's card info).
public struct CardReview: Sendable, Equatable {
    public let time: Date
    public let rating: Rating
    public let milliseconds: Int?
    /// Stability and difficulty after the review, and the due date it set.
    public let stability: Double?
    public let difficulty: Double?
    public let due: Date
}

/// What the scheduler knows of one card right now.
public struct CardMemory: Sendable, Equatable {
    public let state: MemoryState
    public let reps: Int
    public let lapses: Int
    public let leech: Bool
}

extension MemoryRepository {
    /// The card's memory state with its counts and leech tag, or nil for a card never reviewed.
    public func memory(of cardID: Int64) throws -> CardMemory? {
        guard let found = try state(of: cardID) else { return nil }
        let leech = try database.first("SELECT leech FROM card_memory WHERE card_id = ?", cardID)?.bool("leech") ?? false
        return CardMemory(state: found.state, reps: found.reps, lapses: found.lapses, leech: leech)
    }

    /// Every review of the card, oldest first.
    public func history(of cardID: Int64) throws -> [CardReview] {
        try database.query("SELECT * FROM review_log WHERE card_id = ? ORDER BY reviewed, id", cardID).compactMap { row in
            guard let rating = Rating(rawValue: row.int("rating")) else { return nil }
            return CardReview(time: row.date("reviewed"), rating: rating, milliseconds: row.optionalInt("milliseconds"),
                              stability: row.optionalDouble("stability"), difficulty: row.optionalDouble("difficulty"), due: row.date("due"))
        }
    }
}
