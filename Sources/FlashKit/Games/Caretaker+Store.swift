import Foundation

/// The games record their answers in the store they play from.
extension Caretaker {
    /// Starts recording in `store`.
    convenience init(store: FlashStore, list: WordList?, kind: String = "learn", settings: SessionSettings, planned: Int, now: Date) throws {
        try self.init(recorder: store.sessionRecording, list: list, kind: kind, settings: settings, planned: planned, now: now)
    }
}
