extension Schema {
    /// Migration 4: memory state and review log for spaced repetition.
    static let scheduling: [Migration] = []
}
