import FoundationEssentials
import Scheduling

/// An FSRS memory state with the counts Anki and flash both keep.
public struct InterchangeMemory: Sendable, Equatable {
    package var state: MemoryState
    package var reps: Int
    package var lapses: Int

    public init(state: MemoryState, reps: Int, lapses: Int) {
        self.state = state
        self.reps = reps
        self.lapses = lapses
    }
}
