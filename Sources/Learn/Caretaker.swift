import FoundationEssentials
import Model
import Scheduling

/// Records a session as it happens: the session with its first answer, every answer in its
/// own transaction the moment it is given (with the card's counters, and what taking it back
/// needs), and how it ended. A session stopped before any answer leaves nothing behind, so
/// opening one and quitting writes nothing. It speaks to a ``SessionRecording``; the store is
/// the usual one.
package final class Caretaker {
    let recorder: any SessionRecording
    /// The session's id once it is recorded.
    package private(set) var recordedID: Int64?
    private let start: () throws -> Int64
    /// The scheduling each answer brings, when the session schedules its cards.
    var scheduling: ((AnswerRecord) -> AnswerScheduling?)?

    /// Prepares to record a session of `kind` over `list` (nil for a session across lists),
    /// started at `now`.
    package init(recorder: any SessionRecording, list: WordList?, kind: String = "learn", settings: SessionSettings, planned: Int, now: Date) {
        self.recorder = recorder
        start = { try recorder.startSession(list: list, kind: kind, settings: settings, planned: planned, now: now) }
    }

    /// The session's id, recording the session now if no answer has yet.
    package func sessionID() throws -> Int64 {
        if let recordedID { return recordedID }
        let id = try start()
        recordedID = id
        return id
    }

    /// Commits one answer, the card's right/wrong counters, its memory as it was (for undo) and
    /// the scheduling together.
    package func record(_ answer: AnswerRecord) throws {
        try recorder.record(answer, session: try sessionID(), scheduling: answer.cardID == nil ? nil : scheduling?(answer))
    }

    /// Takes back the session's latest answer (`:u`): the answer, the card's counters, memory and
    /// review log return to what they were, in one transaction. Returns the answer taken back,
    /// or nil when there is none.
    func takeBack() throws -> AnswerRecord? {
        guard let recordedID else { return nil }
        return try recorder.takeBackLastAnswer(of: recordedID)
    }

    /// Makes every answer to a card also update its memory state and review log, in the same
    /// transaction: the learner's grade in `self` mode, else the verdict and answer time.
    func schedule(with policy: ReviewPolicy, mode: AnswerMode, seed: UInt64) {
        scheduling = { answer in AnswerScheduling(rating: policy.rating(for: answer, mode: mode), policy: policy, seed: seed) }
    }

    /// Closes the session with its finish time and how it ended.
    /// Running out of time is an outcome even before an answer, and is recorded; a session
    /// stopped or interrupted before one leaves nothing.
    package func finish(_ ending: SessionEnding, at time: Date) throws {
        guard recordedID != nil || [.completed, .outOfTime].contains(ending) else { return }
        try recorder.finish(session: try sessionID(), ending: ending, at: time)
    }
}
