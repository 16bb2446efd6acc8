import Model
extension CardRepository {
    /// Calls `body` with each card of `list` as a line of its table, in list order, one row at
    /// a time: nothing the size of the list is built, so `flash show` prints a 10,000-card list
    /// as it reads it, and only the columns a line shows are read (damage elsewhere in a card
    /// is for the commands that read it: `show --json` reads every column).
    package func forEachLine(in list: WordList, _ body: (CardLine) throws -> Void) throws {
        try step("""
            SELECT id, position, native, learned, alternatives, native_alternatives, gender, confidence, image_file, image_url, image_credit,
                plural, reading
            FROM cards WHERE list_id = ? ORDER BY position, id
            """, list) { try body(try Self.line(from: $0)) }
    }

    /// Calls `body` with each whole card of `list` in list order, one row at a time, with its
    /// memory state (nil for a card never reviewed) read in the same pass. Rows decode with
    /// the store's one row-to-card function and its shared JSON decoder.
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
    /// The line's columns, and its position, which orders the lines: a position that is not a
    /// number is damage, not a place at the end.
    static func line(from row: Row) throws -> CardLine {
        let row = TableRow(row, table: "cards")
        _ = try row.int("position")
        return CardLine(native: try row.string("native"), learned: try row.string("learned"),
                        learnedAlternatives: try row.list("alternatives"), nativeAlternatives: try row.list("native_alternatives"),
                        gender: try row.optional("gender"), confidence: try row.optional("confidence"),
                        imageFile: try row.optionalString("image_file"), imageURL: try row.optionalString("image_url"),
                        imageCredit: try row.optionalString("image_credit"),
                        plural: try row.int("plural") != 0, reading: try row.optionalString("reading"))
    }

    func step(_ sql: String, _ list: WordList, _ body: (Row) throws -> Void) throws {
        let statement = try database.prepare(sql)
        try statement.bind([.integer(list.id)])
        defer { try? statement.reset() }
        while let row = try statement.step() { try body(row) }
    }
}
