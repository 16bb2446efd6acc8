extension Schema {
    /// Issue 23: how many hint letters an answer came after (20), so a right answer after `:h`
    /// rates Hard and counts "with hint"; a card's reading (kana, pinyin, Russian stress) and
    /// whether its learned noun is plural (21), so its article agrees ("las gafas").
    static let languages: [Migration] = [
        Migration(version: 20, name: "hints", sql: """
            ALTER TABLE answers ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
            """),
        Migration(version: 21, name: "reading and number", sql: """
            ALTER TABLE cards ADD COLUMN reading TEXT;
            ALTER TABLE cards ADD COLUMN plural INTEGER NOT NULL DEFAULT 0;
            """),
    ]
}
