import FoundationEssentials
import Model
import Store

/// The games record their answers in the store they play from.
extension Caretaker {
    /// Starts recording in `store` at once: a game counts as played, and keeps its score, even
    /// when it ends before an answer.
    package convenience init(store: FlashStore, list: WordList?, kind: String = "learn", settings: SessionSettings, planned: Int, now: Date) throws {
        self.init(recorder: store.sessionRecording, list: list, kind: kind, settings: settings, planned: planned, now: now)
        _ = try sessionID()
    }
}
