import FoundationEssentials
import Model

/// The review queue as a session asks it: the due cards most overdue first and the new cards
/// in list order, each with a LIMIT, so a review of 100,000 cards reads what it asks.
extension MemoryRepository {
    /// Walks `due_cards_in_order` (migration 61: askable cards with a memory state, their due
    /// time and list) from the most overdue card, stopping at `limit`: one index, no lookup in
    /// `cards` per card. The `+` keeps SQLite from probing the index once per list.
    func dueIDs(in lists: [WordList], at time: Date, limit: Int?) throws -> [Int64] {
        guard !lists.isEmpty else { return [] }
        let statement = try database.prepare(Self.dueQuery(lists: lists.count))
        try statement.bind([.real(time.timeIntervalSince1970)] + lists.map { .integer($0.id) } + [.integer(Int64(limit ?? -1))])
        return try statement.integers()
    }

    /// The due cards of `lists` lists (`?` each), bound with the time first and the limit last.
    static func dueQuery(lists: Int) -> String {
        """
        SELECT card_id AS id FROM due_cards INDEXED BY due_cards_in_order
        WHERE due <= ? AND +list_id IN (\(CardRepository.marks(lists)))
        ORDER BY due, card_id LIMIT ?
        """
    }

    /// Cards never reviewed, list by list (in the order of list ids) in list order.
    func newIDs(in lists: [WordList], limit: Int) throws -> [Int64] {
        guard limit > 0, !lists.isEmpty else { return [] }
        let statement = try database.prepare("""
            SELECT cards.id AS id FROM cards
            WHERE cards.list_id IN (\(CardRepository.marks(lists.count))) AND cards.learned != '' AND cards.native != ''
              AND NOT EXISTS (SELECT 1 FROM card_memory WHERE card_memory.card_id = cards.id)
            ORDER BY cards.list_id, cards.position, cards.id LIMIT ?
            """)
        try statement.bind(lists.map { .integer($0.id) } + [.integer(Int64(limit))])
        return try statement.integers()
    }
}
