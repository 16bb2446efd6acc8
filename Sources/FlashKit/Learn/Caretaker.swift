import Foundation

/// Records a session as it happens: the session when it starts, every answer in its own
/// transaction the moment it is given (with the card's counters, and what taking it back needs),
/// and how it ended.
public final class Caretaker {
    let database: Database
    let profileID: Int64
    public let sessionID: Int64
    /// Called inside each answer's transaction, for work that must commit with it (scheduling);
    /// returns the review log row it wrote, which taking the answer back removes.
    public var onAnswer: ((AnswerRecord, Database) throws -> Int64?)?

    /// Starts recording a session of `kind` over `list` (nil for a session across lists).
    public init(store: FlashStore, list: WordList?, kind: String = "learn", settings: SessionSettings, planned: Int, now: Date) throws {
        database = store.database
        profileID = store.profileID
        try database.run("""
            INSERT INTO sessions(profile_id, list_id, kind, settings, seed, planned, started, pid)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, store.profileID, list?.id, kind, JSONColumn.encode(settings), Int64(bitPattern: settings.seed), planned, now,
            Int(ProcessInfo.processInfo.processIdentifier))
        sessionID = database.lastInsertedRowID
    }

    /// Commits one answer, the card's right/wrong counters, its memory as it was (for undo) and
    /// the scheduling together.
    public func record(_ answer: AnswerRecord) throws {
        try database.transaction {
            let answerID = try sessions.insert(answer, session: sessionID)
            try memory.keepForUndo(answerID: answerID, cardID: answer.cardID)
            if let review = try onAnswer?(answer, database) {
                try memory.noteReview(review, forUndoOf: answerID)
            }
        }
    }

    /// Takes back the session's latest answer (`:u`): the answer, the card's counters, memory and
    /// review log return to what they were, in one transaction. Returns the answer taken back,
    /// or nil when there is none.
    public func takeBack() throws -> AnswerRecord? {
        try sessions.takeBackLastAnswer(of: sessionID)
    }

    /// Makes every answer to a card also update its memory state and review log, in the same
    /// transaction: the learner's grade in `self` mode, else the verdict and answer time.
    public func schedule(with policy: ReviewPolicy, mode: AnswerMode, seed: UInt64) {
        let sessionID = sessionID, profileID = profileID
        onAnswer = { answer, database in
            guard let card = answer.cardID else { return nil }
            return try MemoryRepository(database: database, profileID: profileID).review(
                cardID: card, rating: policy.rating(for: answer, mode: mode), at: answer.answered,
                milliseconds: answer.milliseconds, sessionID: sessionID, policy: policy, seed: seed)
        }
    }

    /// Closes the session with its finish time and how it ended.
    public func finish(_ ending: SessionEnding, at time: Date) throws {
        try database.run("UPDATE sessions SET finished = ?, ending = ?, pid = NULL WHERE id = ? AND ending IS NULL",
                         time, ending.rawValue, sessionID)
    }
}

private extension Caretaker {
    var sessions: SessionRepository { SessionRepository(database: database, profileID: profileID) }
    var memory: MemoryRepository { MemoryRepository(database: database, profileID: profileID) }
}
