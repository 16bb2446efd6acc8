import FoundationEssentials
import Model
import Scheduling

/// Sessions and answers in SQLite, each answer in its own transaction with its counters, undo
/// record and scheduling: what Learn's `SessionRecording` asks, which Learn makes it conform to.
package final class StoreSessionRecording {
    let database: Database
    let profileID: Int64

    init(database: Database, profileID: Int64) {
        self.database = database
        self.profileID = profileID
    }

    package func startSession(list: WordList?, kind: String, settings: SessionSettings, planned: Int, now: Date) throws -> Int64 {
        try database.run("""
            INSERT INTO sessions(profile_id, list_id, kind, settings, seed, planned, started, pid)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, profileID, list?.id, kind, JSONColumn.encode(settings), Int64(bitPattern: settings.seed), planned, now,
            Int(ProcessInfo.processInfo.processIdentifier))
        return database.lastInsertedRowID
    }

    /// A refused constraint means the list or card went away under the session (deleted from
    /// another terminal): the session's own error says so.
    package func record(_ answer: AnswerRecord, session: Int64, scheduling: AnswerScheduling?) throws {
        do {
            try commit(answer, session: session, scheduling: scheduling)
        } catch let error as StoreError where error.isRefusedChange {
            throw SessionError.listDeleted
        }
    }

    private func commit(_ answer: AnswerRecord, session: Int64, scheduling: AnswerScheduling?) throws {
        try database.transaction {
            let answerID = try sessions.insert(answer, session: session)
            try memory.keepForUndo(answerID: answerID, cardID: answer.cardID)
            if let scheduling, let card = answer.cardID {
                let review = try memory.review(cardID: card, rating: scheduling.rating, at: answer.answered, milliseconds: answer.milliseconds,
                                               sessionID: session, policy: scheduling.policy, seed: scheduling.seed)
                try memory.noteReview(review, forUndoOf: answerID)
            }
        }
    }

    package func takeBackLastAnswer(of session: Int64) throws -> AnswerRecord? {
        try sessions.takeBackLastAnswer(of: session)
    }

    package func finish(session: Int64, ending: SessionEnding, at time: Date) throws {
        try database.run("UPDATE sessions SET finished = ?, ending = ?, pid = NULL WHERE id = ? AND ending IS NULL",
                         time, ending.rawValue, session)
    }
}

private extension StoreSessionRecording {
    var sessions: SessionRepository { SessionRepository(database: database, profileID: profileID) }
    var memory: MemoryRepository { MemoryRepository(database: database, profileID: profileID) }
}

private extension StoreError {
    var isRefusedChange: Bool {
        switch self {
        case .duplicate, .missingReference, .refused: true
        default: false
        }
    }
}

extension FlashStore {
    /// Where sessions of this profile are recorded.
    package var recorder: StoreSessionRecording { StoreSessionRecording(database: database, profileID: profileID) }
}
