import FoundationEssentials

/// What the scheduler knows about one card's memory: its phase, its (re)learning step, the FSRS
/// stability (days) and difficulty (1...10), when it is due and when it was last reviewed.
public struct MemoryState: Sendable, Hashable, Codable {
    /// The card's phase.
    public var phase: MemoryPhase
    /// The index into the learning or relearning steps; `nil` in the review phase.
    package var step: Int?
    /// Days until recall probability falls to 90%; `nil` before the first review.
    package var stability: Double?
    /// How hard the card is, from 1 to 10; `nil` before the first review.
    package var difficulty: Double?
    /// When the card should next be reviewed.
    public var due: Date
    /// When the card was last reviewed; `nil` before the first review.
    package var lastReview: Date?

    /// Creates a state; most callers start from `MemoryState.new(at:)` and let the scheduler move it.
    public init(
        phase: MemoryPhase, step: Int?, stability: Double?, difficulty: Double?,
        due: Date, lastReview: Date?
    ) {
        self.phase = phase
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }

    /// A card never reviewed, due at once: learning phase, first step.
    public static func new(at time: Date) -> MemoryState {
        MemoryState(phase: .learning, step: 0, stability: nil, difficulty: nil, due: time, lastReview: nil)
    }
}
