extension Schema {
    /// A card's own sound (from an Anki deck's `[sound:...]`), kept beside its picture.
    static let interchange: [Migration] = [
        Migration(version: 10, name: "card sounds", sql: """
            ALTER TABLE cards ADD COLUMN sound_file TEXT;
            """),
    ]
}
