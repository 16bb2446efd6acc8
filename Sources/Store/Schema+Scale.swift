extension Schema {
    /// Migrations 12 and 13, indexes for big collections. `flash edit` finds a card by
    /// either word, ignoring case, without reading the list (SQLite's NOCASE folds ASCII letters,
    /// so other words are left to Swift). Deleting a card clears the answers that were confused
    /// with it, and deleting a session clears its reviews: without an index each deleted row
    /// scanned the whole other table (`new --replace` of 1,000 cards over 20,000 answers took
    /// seconds; a list's sessions over 1,000,000 reviews would take longer).
    static let scale: [Migration] = [
        Migration(version: 12, name: "indexes for big collections", sql: """
            CREATE INDEX cards_by_native ON cards(list_id, native COLLATE NOCASE);
            CREATE INDEX cards_by_learned ON cards(list_id, learned COLLATE NOCASE);
            CREATE INDEX answers_by_confused_card ON answers(confused_card_id);
            CREATE INDEX review_log_by_session ON review_log(session_id) WHERE session_id IS NOT NULL;
            """),
        // Migration 13: the review queue checks each due card's list and words in this index
        // instead of the card's row, which halves `review` over 100,000 cards.
        Migration(version: 13, name: "askable cards by id", sql: """
            CREATE INDEX cards_askable_by_id ON cards(id, list_id) WHERE learned != '' AND native != '';
            """),
    ]
}
