extension Schema {
    /// What the offline translation chain learns about a card (7); the remembered active
    /// profile and each side's own alternatives (9): the candidates it chose from,
    /// the part of speech, a noun's gender and how sure it was.
    static let translations: [Migration] = [
        Migration(version: 7, name: "translation candidates", sql: """
            ALTER TABLE cards ADD COLUMN translation_candidates TEXT NOT NULL DEFAULT '[]';
            ALTER TABLE cards ADD COLUMN part_of_speech TEXT;
            ALTER TABLE cards ADD COLUMN gender TEXT;
            ALTER TABLE cards ADD COLUMN confidence TEXT;
            """),
        Migration(version: 9, name: "app state and alternatives per side", sql: """
            CREATE TABLE app_state(key TEXT PRIMARY KEY, value TEXT NOT NULL);
            ALTER TABLE cards ADD COLUMN native_alternatives TEXT NOT NULL DEFAULT '[]';
            UPDATE cards SET native_alternatives = alternatives, alternatives = '[]' WHERE alternatives_side = 'native';
            """),
    ]
}
