import FoundationEssentials
import Model

/// The card queries a session makes: ids and counts over the `cards_askable` index, and single
/// cards by their place, so a question never needs its whole list in memory.
extension CardRepository {
    static let askable = "learned != '' AND native != ''"

    /// Read row by row, so a 10,000-card list never holds 10,000 rows at once.
    func sessionEntries(inList list: Int64) throws -> [SessionEntry] {
        let statement = try database.prepare("""
            SELECT id, \(Self.askable) AS askable, right_count - wrong_count <= 0 AS unlearned
            FROM cards WHERE list_id = ? ORDER BY position, id
            """)
        try statement.bind([.integer(list)])
        var entries: [SessionEntry] = []
        while let row = try statement.step() {
            entries.append(SessionEntry(id: Int64(try row.int("id")), askable: try row.bool("askable"), unlearned: try row.bool("unlearned")))
        }
        return entries
    }

    /// The list's askable cards in list order, read from the `cards_askable` index alone.
    func askableIDs(inList list: Int64) throws -> [Int64] {
        let statement = try database.prepare("SELECT id FROM cards WHERE list_id = ? AND \(Self.askable) ORDER BY position, id")
        try statement.bind([.integer(list)])
        return try statement.integers()
    }

    /// Read from `list_card_counts` (migration 60), not counted: a list without a row has none.
    func askableCounts(in lists: [Int64]) throws -> [Int64: Int] {
        let statement = try database.prepare("""
            SELECT list_id, askable AS n FROM list_card_counts WHERE list_id IN (\(Self.marks(lists.count)))
            """)
        try statement.bind(lists.map { .integer($0) })
        return Dictionary(try statement.rows().map { (Int64(try $0.int("list_id")), try $0.int("n")) }) { first, _ in first }
    }

    func askableIDs(inList list: Int64, at offsets: [Int]) throws -> [Int64] {
        let statement = try database.prepare(
            "SELECT id FROM cards WHERE list_id = ? AND \(Self.askable) ORDER BY position, id LIMIT 1 OFFSET ?")
        return try offsets.compactMap { offset in
            try statement.reset()
            try statement.bind([.integer(list), .integer(Int64(offset))])
            return try statement.step().map { Int64(try $0.int("id")) }
        }
    }

    func askableRank(of card: Card) throws -> Int {
        try database.first("""
            SELECT COUNT(*) AS n FROM cards WHERE list_id = ?1 AND \(Self.askable) AND (position < ?2 OR (position = ?2 AND id < ?3))
            """, card.listID, card.position, card.id)?.int("n") ?? 0
    }

    func askableIDs(byIDIn lists: [Int64], at offsets: [Int]) throws -> [Int64] {
        let statement = try database.prepare(
            "SELECT id FROM cards WHERE list_id IN (\(Self.marks(lists.count))) AND \(Self.askable) ORDER BY id LIMIT 1 OFFSET ?")
        return try offsets.compactMap { offset in
            try statement.reset()
            try statement.bind(lists.map { .integer($0) } + [.integer(Int64(offset))])
            return try statement.step().map { Int64(try $0.int("id")) }
        }
    }

    func askableCount(byIDIn lists: [Int64]) throws -> Int {
        guard !lists.isEmpty else { return 0 }
        let statement = try database.prepare(
            "SELECT COALESCE(SUM(askable), 0) AS n FROM list_card_counts WHERE list_id IN (\(Self.marks(lists.count)))")
        try statement.bind(lists.map { .integer($0) })
        return try statement.step()?.int("n") ?? 0
    }

    static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }
}
