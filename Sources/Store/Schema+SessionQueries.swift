extension Schema {
    /// Migration 11: the askable cards of a list (both words set) in list order, as an index of
    /// their own, so a session counts a list's cards and finds the one at a given place without
    /// reading the list: the distractors of a question over 200 lists read the index alone.
    static let sessionQueries: [Migration] = [
        Migration(version: 11, name: "askable cards by list", sql: """
            CREATE INDEX cards_askable ON cards(list_id, position) WHERE learned != '' AND native != '';
            """),
    ]
}
