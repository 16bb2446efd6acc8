extension Schema {
    /// What the offline translation chain learns about a card: the candidates it chose from,
    /// the part of speech, a noun's gender and how sure it was.
    static let translations: [Migration] = [
        Migration(version: 7, name: "translation candidates", sql: """
            ALTER TABLE cards ADD COLUMN translation_candidates TEXT NOT NULL DEFAULT '[]';
            ALTER TABLE cards ADD COLUMN part_of_speech TEXT;
            ALTER TABLE cards ADD COLUMN gender TEXT;
            ALTER TABLE cards ADD COLUMN confidence TEXT;
            """),
    ]
}
