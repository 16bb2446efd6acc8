import Foundation

/// An FSRS memory state with the counts Anki and flash both keep.
public struct InterchangeMemory: Sendable, Equatable {
    public var state: MemoryState
    public var reps: Int
    public var lapses: Int

    public init(state: MemoryState, reps: Int, lapses: Int) {
        self.state = state
        self.reps = reps
        self.lapses = lapses
    }
}
