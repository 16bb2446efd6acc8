extension CardRepository {
    /// Calls `body` with each card of `list` in list order, one row at a time: nothing the size
    /// of the list is built, so `flash show` prints a 10,000-card list as it reads it. Rows
    /// decode with the store's one row-to-card function and its shared JSON decoder.
    public func forEachCard(in list: WordList, _ body: (Card) throws -> Void) throws {
        // Its own SQL text: the cached statement `all(in:)` uses may run while this one steps.
        try step("SELECT * FROM cards WHERE list_id = ? ORDER BY position, id -- streamed", list) { try body(try Self.card(from: $0)) }
    }

    /// ``forEachCard(in:_:)`` with each card's memory state (nil for a card never reviewed),
    /// read in the same pass.
    public func forEachCardWithMemory(in list: WordList, _ body: (Card, CardMemory?) throws -> Void) throws {
        try step("""
            SELECT cards.*, card_memory.* FROM cards LEFT JOIN card_memory ON card_memory.card_id = cards.id
            WHERE cards.list_id = ? ORDER BY cards.position, cards.id
            """, list) { row in
            try body(try Self.card(from: row), row["card_id"] == .null ? nil : try MemoryRepository.memory(from: row))
        }
    }
}

private extension CardRepository {
    func step(_ sql: String, _ list: WordList, _ body: (Row) throws -> Void) throws {
        let statement = try database.prepare(sql)
        try statement.bind([.integer(list.id)])
        defer { try? statement.reset() }
        while let row = try statement.step() { try body(row) }
    }
}
