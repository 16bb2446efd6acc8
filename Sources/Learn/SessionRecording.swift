import FoundationEssentials
import Model
import Scheduling

/// Where a session's answers go the moment they are given. Learn owns this; the store conforms
/// (`FlashStore.sessionRecording`), so the caretaker holds no SQL and a test can record
/// anywhere.
package protocol SessionRecording: AnyObject {
    /// Starts recording a session; returns its id.
    func startSession(list: WordList?, kind: String, settings: SessionSettings, planned: Int, now: Date) throws -> Int64
    /// Commits one answer with the card's counters, what taking it back needs and, when
    /// `scheduling` is given, the card's new memory state: all in one transaction.
    func record(_ answer: AnswerRecord, session: Int64, scheduling: AnswerScheduling?) throws
    /// Takes back the session's latest answer; nil when it has none.
    func takeBackLastAnswer(of session: Int64) throws -> AnswerRecord?
    /// Closes the session with its finish time and how it ended.
    func finish(session: Int64, ending: SessionEnding, at time: Date) throws
}
