#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif
import Model

extension SessionRepository {
    /// The list's latest flashcard session that has answers, found backwards through the
    /// `sessions_by_list` index instead of counting the answers of every session.
    public func lastAnsweredSession(of list: WordList) throws -> SessionSummary? {
        try summaries(where: """
            list_id = ? AND EXISTS (SELECT 1 FROM answers WHERE session_id = sessions.id)
            ORDER BY started DESC, id DESC LIMIT 1
            """, list.id).first
    }

    /// The list's flashcard session `id`, or nil when the list has no such session.
    public func session(_ id: Int64, of list: WordList) throws -> SessionSummary? {
        try summaries(where: "list_id = ? AND id = ?", list.id, id).first
    }

    /// The wrong and skipped answers of the given sessions, in the order they were given.
    package func misses(inSessions ids: [Int64]) throws -> [StoredAnswer] {
        try answers(inSessions: ids).filter { !$0.record.verdict.isRight }
    }

    /// The latest answer time of each of the given cards across every session, through the
    /// `answers_by_card` index.
    package func lastSeen(cardIDs: [Int64]) throws -> [Int64: Date] {
        guard !cardIDs.isEmpty else { return [:] }
        let statement = try database.prepare("""
            SELECT card_id, MAX(answered) AS seen FROM answers WHERE card_id IN (\(Self.marks(cardIDs.count))) GROUP BY card_id
            """)
        try statement.bind(cardIDs.map { .integer($0) })
        return try Dictionary(uniqueKeysWithValues: statement.rows().map { row in
            let row = TableRow(row, table: "answers", key: "card_id")
            return (try row.id("card_id"), try row.date("seen"))
        })
    }
}

private extension SessionRepository {
    static func marks(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ",") }

    /// The profile's flashcard sessions matching `filter` (SQL after WHERE, with its ORDER BY),
    /// each with its answers counted through the `answers_by_session` index.
    func summaries(where filter: String, _ bindings: any SQLBindable...) throws -> [SessionSummary] {
        let kinds = Self.flashcardKinds.map { SQLValue.text($0) }
        let statement = try database.prepare("""
            SELECT * FROM sessions WHERE profile_id = ? AND kind IN (\(Self.marks(kinds.count))) AND \(filter)
            """)
        try statement.bind([.integer(profileID)] + kinds + bindings.map(\.sqlValue))
        return try statement.rows().map { row in
            let row = TableRow(row, table: "sessions")
            let id = try row.id("id")
            return SessionSummary(
                id: id, listID: try row.optionalID("list_id"), kind: try row.string("kind"),
                started: try row.date("started"), finished: try row.optionalDate("finished"),
                ending: try row.optional("ending"), planned: try row.int("planned"), counts: try counts(ofSession: id))
        }
    }

    func counts(ofSession id: Int64) throws -> [SessionVerdict: Int] {
        var counts: [SessionVerdict: Int] = [:]
        for row in try database.query("SELECT verdict, COUNT(*) AS n FROM answers WHERE session_id = ? GROUP BY verdict", id) {
            let row = TableRow(row, table: "answers", key: "verdict")
            counts[try row.required("verdict", as: SessionVerdict.self)] = try row.int("n")
        }
        return counts
    }
}
