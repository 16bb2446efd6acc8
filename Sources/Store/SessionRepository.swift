import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Model

/// A recorded session with its answers counted.
public struct SessionSummary: Sendable, Equatable {
    public let id: Int64
    let listID: Int64?
    package let kind: String
    public let started: Date
    package let finished: Date?
    package let ending: SessionEnding?
    let planned: Int
    package var counts: [SessionVerdict: Int]
    /// Right answers given after a hint (`:h`), counted among the right ones too.
    package var withHint = 0

    package var answered: Int { counts.values.reduce(0, +) }
    package var right: Int { counts.filter { $0.key.isRight }.map(\.value).reduce(0, +) }
    /// Right answers out of all answers, 0 to 100.
    package var score: Double { answered == 0 ? 0 : Double(right) / Double(answered) * 100 }
    /// Seconds from start to finish (to the last answer for a session still open).
    package var duration: TimeInterval { max(0, (finished ?? started).timeIntervalSince(started)) }
}

/// A stored answer, read back for reports.
package struct StoredAnswer: Sendable, Equatable {
    let sessionID: Int64
    package let cardID: Int64?
    package let record: AnswerRecord
    package let confusedCardID: Int64?
}

/// Sessions and answers of the current profile.
public struct SessionRepository {
    let database: Database
    let profileID: Int64

    /// Marks sessions left open by a process that no longer runs (Ctrl-C, kill -9, a closed
    /// terminal) as interrupted, finished at their last answer.
    @discardableResult
    func closeAbandoned() throws -> Int {
        let open = try database.query("SELECT id, pid FROM sessions WHERE ending IS NULL")
        var closed = 0
        for row in open {
            if let pid = try row.optionalInt("pid"), Self.isRunning(pid) { continue }
            closed += try database.run("""
                UPDATE sessions SET ending = 'interrupted', pid = NULL,
                    finished = COALESCE((SELECT MAX(answered) FROM answers WHERE session_id = sessions.id), started)
                WHERE id = ? AND ending IS NULL
                """, try row.int("id"))
        }
        return closed
    }

    /// Sessions that ask a list's cards as flashcards, the ones `results` and `mistakes` report:
    /// not training (indi keeps it out of statistics) and not the games. "anki" holds the
    /// reviews a sync brought back from Anki.
    public static let flashcardKinds = ["learn", "review", "test", "exam", "anki"]

    /// Sessions of a list (or every session with `list` nil) of the given kinds, oldest first.
    public func sessions(of list: WordList?, kinds: [String] = SessionRepository.flashcardKinds) throws -> [SessionSummary] {
        let marks = Array(repeating: "?", count: kinds.count).joined(separator: ",")
        var filter = "profile_id = ? AND kind IN (\(marks))"
        var bindings: [SQLValue] = [.integer(profileID)] + kinds.map { .text($0) }
        if let list {
            filter += " AND list_id = ?"
            bindings.append(.integer(list.id))
        }
        let statement = try database.prepare("SELECT * FROM sessions WHERE \(filter) ORDER BY started, id")
        try statement.bind(bindings)
        let rows = try statement.rows()
        let counts = try verdictCounts(sessionIDs: rows.map { try TableRow($0, table: "sessions").id("id") })
        let hinted = try rightWithHint()
        return try rows.map { row in
            let row = TableRow(row, table: "sessions")
            let id = try row.id("id")
            var summary = SessionSummary(
                id: id, listID: try row.optionalID("list_id"), kind: try row.string("kind"),
                started: try row.date("started"), finished: try row.optionalDate("finished"),
                ending: try row.optional("ending"), planned: try row.int("planned"), counts: counts[id] ?? [:])
            summary.withHint = hinted[id] ?? 0
            return summary
        }
    }

    /// Answers of the given sessions, in the order they were given.
    package func answers(inSessions ids: [Int64]) throws -> [StoredAnswer] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let statement = try database.prepare("SELECT * FROM answers WHERE session_id IN (\(marks)) ORDER BY id")
        try statement.bind(ids.map { .integer($0) })
        return try statement.rows().map(Self.answer(from:))
    }

    /// The card's answers given in games (kinds outside `flashcardKinds`, such as guess), oldest
    /// first: they count in its right and wrong, though no game schedules it.
    package func gameAnswers(ofCard cardID: Int64) throws -> [(kind: String, record: AnswerRecord)] {
        let kinds = Self.flashcardKinds + ["train"]
        let marks = Array(repeating: "?", count: kinds.count).joined(separator: ",")
        let statement = try database.prepare("""
            SELECT answers.*, sessions.kind AS session_kind FROM answers JOIN sessions ON sessions.id = answers.session_id
            WHERE answers.card_id = ? AND sessions.kind NOT IN (\(marks)) ORDER BY answers.answered, answers.id
            """)
        try statement.bind([.integer(cardID)] + kinds.map { .text($0) })
        return try statement.rows().map { row in (row.string("session_kind"), try Self.answer(from: row).record) }
    }

    /// The ids of cards missed (wrong or skipped) in the list's last session that has answers.
    func missedInLastSession(of list: WordList) throws -> [Int64] {
        guard let last = try sessions(of: list).last(where: { $0.answered > 0 }) else { return [] }
        return try missed(inSessions: [last.id])
    }

    /// Each card's latest answer time, across every session.
    package func lastSeen(cardsIn list: WordList) throws -> [Int64: Date] {
        let rows = try database.query("""
            SELECT card_id, MAX(answered) AS seen FROM answers
            WHERE card_id IN (SELECT id FROM cards WHERE list_id = ?) GROUP BY card_id
            """, list.id)
        return Dictionary(uniqueKeysWithValues: try rows.map { (Int64(try $0.int("card_id")), $0.date("seen")) })
    }

    func missed(inSessions ids: [Int64]) throws -> [Int64] {
        var seen = Set<Int64>()
        return try answers(inSessions: ids).filter { !$0.record.verdict.isRight }.compactMap(\.cardID)
            .filter { seen.insert($0).inserted }
    }
}

extension SessionRepository {
    /// Stores one answer of `session` and counts it on its card's right or wrong counter, both
    /// or neither; returns the answer's row.
    func insert(_ answer: AnswerRecord, session: Int64) throws -> Int64 {
        try database.transaction { try insertCounted(answer, session: session) }
    }

    private func insertCounted(_ answer: AnswerRecord, session: Int64) throws -> Int64 {
        try database.run("""
            INSERT INTO answers(session_id, card_id, direction, shown, expected, given, verdict, rating,
                confused_card_id, answered, milliseconds, hints)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, session, answer.cardID, answer.direction.rawValue, answer.shown, answer.expected, answer.given,
            answer.verdict.rawValue, answer.selfGrade, answer.confusedCardID, answer.answered, answer.milliseconds, answer.hints)
        let answerID = database.lastInsertedRowID
        if let card = answer.cardID {
            let column = Self.counter(for: answer.verdict)
            try database.run("UPDATE cards SET \(column) = \(column) + 1 WHERE id = ?", card)
        }
        return answerID
    }

    /// Takes back the latest answer of `session` in one transaction: the answer row goes, its
    /// card's counter and memory return to what they were and its review leaves the log. Returns
    /// the answer, or nil when the session has none that can be taken back.
    func takeBackLastAnswer(of session: Int64) throws -> AnswerRecord? {
        try database.transaction {
            guard let row = try database.first("SELECT * FROM answers WHERE session_id = ? ORDER BY id DESC LIMIT 1", session) else {
                return nil
            }
            let stored = try Self.answer(from: row).record
            let answerID = try TableRow(row, table: "answers").id("id")
            if let card = stored.cardID {
                guard try MemoryRepository(database: database, profileID: profileID).restore(undoing: answerID, cardID: card) else { return nil }
                let column = Self.counter(for: stored.verdict)
                try database.run("UPDATE cards SET \(column) = MAX(\(column) - 1, 0) WHERE id = ?", card)
            }
            try database.run("DELETE FROM answers WHERE id = ?", answerID)
            return stored
        }
    }
}

private extension SessionRepository {
    /// The card column an answer counts on.
    static func counter(for verdict: SessionVerdict) -> String { verdict.isRight ? "right_count" : "wrong_count" }

    func verdictCounts(sessionIDs: [Int64]) throws -> [Int64: [SessionVerdict: Int]] {
        let rows = try database.query("""
            SELECT answers.session_id AS id, verdict, COUNT(*) AS n FROM answers
            JOIN sessions ON sessions.id = answers.session_id
            WHERE sessions.profile_id = ? GROUP BY answers.session_id, verdict
            """, profileID)
        var counts: [Int64: [SessionVerdict: Int]] = [:]
        let wanted = Set(sessionIDs)
        for row in rows.map({ TableRow($0, table: "answers") }) {
            let session = try row.id("id")
            guard wanted.contains(session) else { continue }
            counts[session, default: [:]][try row.required("verdict", as: SessionVerdict.self)] = try row.int("n")
        }
        return counts
    }

    /// Right answers given after a hint, per session of the profile.
    func rightWithHint() throws -> [Int64: Int] {
        let rows = try database.query("""
            SELECT answers.session_id AS id, COUNT(*) AS n FROM answers JOIN sessions ON sessions.id = answers.session_id
            WHERE sessions.profile_id = ? AND answers.hints > 0 AND answers.verdict IN ('correct', 'almost')
            GROUP BY answers.session_id
            """, profileID)
        var counts: [Int64: Int] = [:]
        for row in rows.map({ TableRow($0, table: "answers") }) { counts[try row.id("id")] = try row.int("n") }
        return counts
    }

    static func answer(from row: Row) throws -> StoredAnswer {
        let row = TableRow(row, table: "answers")
        let record = AnswerRecord(
            cardID: try row.optionalID("card_id"), direction: try row.required("direction"),
            shown: try row.string("shown"), expected: try row.string("expected"), given: try row.string("given"),
            verdict: try row.required("verdict"), selfGrade: try row.optionalInt("rating"),
            confusedCardID: try row.optionalID("confused_card_id"),
            answered: try row.date("answered"), milliseconds: try row.int("milliseconds"), hints: try row.int("hints"))
        return StoredAnswer(sessionID: try row.id("session_id"), cardID: record.cardID, record: record, confusedCardID: record.confusedCardID)
    }

    static func isRunning(_ pid: Int) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid_t(pid), 0) == 0 || errno == EPERM
    }
}
