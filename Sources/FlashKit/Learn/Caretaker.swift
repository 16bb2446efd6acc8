import Foundation

/// Records a session as it happens: the session when it starts, every answer in its own
/// transaction the moment it is given (with the card's counters, and what taking it back needs),
/// and how it ended. It speaks to a ``SessionRecording``; the store is the usual one.
final class Caretaker {
    let recorder: any SessionRecording
    let sessionID: Int64
    /// The scheduling each answer brings, when the session schedules its cards.
    var scheduling: ((AnswerRecord) -> AnswerScheduling?)?

    /// Starts recording a session of `kind` over `list` (nil for a session across lists).
    init(recorder: any SessionRecording, list: WordList?, kind: String = "learn", settings: SessionSettings, planned: Int, now: Date) throws {
        self.recorder = recorder
        sessionID = try recorder.startSession(list: list, kind: kind, settings: settings, planned: planned, now: now)
    }

    /// Commits one answer, the card's right/wrong counters, its memory as it was (for undo) and
    /// the scheduling together.
    func record(_ answer: AnswerRecord) throws {
        try recorder.record(answer, session: sessionID, scheduling: answer.cardID == nil ? nil : scheduling?(answer))
    }

    /// Takes back the session's latest answer (`:u`): the answer, the card's counters, memory and
    /// review log return to what they were, in one transaction. Returns the answer taken back,
    /// or nil when there is none.
    func takeBack() throws -> AnswerRecord? {
        try recorder.takeBackLastAnswer(of: sessionID)
    }

    /// Makes every answer to a card also update its memory state and review log, in the same
    /// transaction: the learner's grade in `self` mode, else the verdict and answer time.
    func schedule(with policy: ReviewPolicy, mode: AnswerMode, seed: UInt64) {
        scheduling = { answer in AnswerScheduling(rating: policy.rating(for: answer, mode: mode), policy: policy, seed: seed) }
    }

    /// Closes the session with its finish time and how it ended.
    func finish(_ ending: SessionEnding, at time: Date) throws {
        try recorder.finish(session: sessionID, ending: ending, at: time)
    }
}
