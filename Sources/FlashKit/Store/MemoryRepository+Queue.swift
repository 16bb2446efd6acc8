import Foundation

/// The review queue as a session asks it: the due cards most overdue first and the new cards
/// in list order, each with a LIMIT, so a review of 100,000 cards reads what it asks.
extension MemoryRepository {
    func dueIDs(in lists: [WordList], at time: Date, limit: Int?) throws -> [Int64] {
        let (filter, bindings) = listFilter(lists)
        let statement = try database.prepare("""
            SELECT card_memory.card_id AS id FROM card_memory JOIN cards ON cards.id = card_memory.card_id
            JOIN lists ON lists.id = cards.list_id
            WHERE \(filter) AND card_memory.due <= ? AND cards.learned != '' AND cards.native != ''
            ORDER BY card_memory.due, card_memory.card_id LIMIT ?
            """)
        try statement.bind(bindings + [.real(time.timeIntervalSince1970), .integer(Int64(limit ?? -1))])
        return try statement.rows().map { Int64($0.int("id")) }
    }

    func newIDs(in lists: [WordList], limit: Int) throws -> [Int64] {
        guard limit > 0 else { return [] }
        let (filter, bindings) = listFilter(lists)
        let statement = try database.prepare("""
            SELECT cards.id AS id FROM cards JOIN lists ON lists.id = cards.list_id
            WHERE \(filter) AND cards.learned != '' AND cards.native != ''
              AND NOT EXISTS (SELECT 1 FROM card_memory WHERE card_memory.card_id = cards.id)
            ORDER BY lists.id, cards.position, cards.id LIMIT ?
            """)
        try statement.bind(bindings + [.integer(Int64(limit))])
        return try statement.rows().map { Int64($0.int("id")) }
    }
}
