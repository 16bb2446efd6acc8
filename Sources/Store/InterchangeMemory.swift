import FoundationEssentials
import Scheduling

/// An FSRS memory state with the counts Anki and flash both keep.
public struct InterchangeMemory: Sendable, Equatable {
    package var state: MemoryState
    package var reps: Int
    package var lapses: Int
    /// The scheduler tagged the card a leech (it lapsed again and again).
    package var leech: Bool

    public init(state: MemoryState, reps: Int, lapses: Int, leech: Bool = false) {
        self.state = state
        self.reps = reps
        self.lapses = lapses
        self.leech = leech
    }
}
