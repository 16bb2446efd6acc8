extension Schema {
    /// Migration 12: `flash edit` and `flash remove` find a card by either word, ignoring case,
    /// with an index instead of reading the whole list (SQLite's NOCASE folds ASCII letters, so
    /// other words are checked again in Swift).
    static let scale: [Migration] = [
        Migration(version: 12, name: "cards by word", sql: """
            CREATE INDEX cards_by_native ON cards(list_id, native COLLATE NOCASE);
            CREATE INDEX cards_by_learned ON cards(list_id, learned COLLATE NOCASE);
            """),
    ]
}
