/// Where a card is in its life: first learning steps, spaced reviews, or relearning after a lapse.
/// The raw values are the reference implementation's `State` values.
public enum MemoryPhase: Int, Sendable, Hashable, Codable {
    case learning = 1, review, relearning
}
