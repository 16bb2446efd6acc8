extension Schema {
    /// Migration 5: story mode (stages, kits, best scores, exams).
    static let story: [Migration] = []
}
