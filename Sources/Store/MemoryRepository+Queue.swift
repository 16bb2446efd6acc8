import FoundationEssentials
import Model

/// The review queue as a session asks it: the due cards most overdue first and the new cards
/// in list order, each with a LIMIT, so a review of 100,000 cards reads what it asks.
extension MemoryRepository {
    /// Walks `card_memory_by_due` from the most overdue card (CROSS JOIN keeps SQLite from
    /// starting at the lists and sorting every card), stopping at `limit`. Each card's list and
    /// words are checked in `cards_askable_by_id`, not its row; the `+` keeps SQLite from
    /// probing that index once per list.
    func dueIDs(in lists: [WordList], at time: Date, limit: Int?) throws -> [Int64] {
        guard !lists.isEmpty else { return [] }
        let statement = try database.prepare("""
            SELECT card_memory.card_id AS id FROM card_memory CROSS JOIN cards INDEXED BY cards_askable_by_id ON cards.id = card_memory.card_id
            WHERE card_memory.due <= ? AND +cards.list_id IN (\(CardRepository.marks(lists.count)))
              AND cards.learned != '' AND cards.native != ''
            ORDER BY card_memory.due, card_memory.card_id LIMIT ?
            """)
        try statement.bind([.real(time.timeIntervalSince1970)] + lists.map { .integer($0.id) } + [.integer(Int64(limit ?? -1))])
        return try statement.integers()
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
