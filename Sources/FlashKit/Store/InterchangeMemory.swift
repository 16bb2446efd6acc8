import FoundationEssentials

/// An FSRS memory state with the counts Anki and flash both keep.
public struct InterchangeMemory: Sendable, Equatable {
    var state: MemoryState
    var reps: Int
    var lapses: Int

    public init(state: MemoryState, reps: Int, lapses: Int) {
        self.state = state
        self.reps = reps
        self.lapses = lapses
    }
}
