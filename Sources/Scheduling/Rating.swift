/// How well a learner recalled a card; the raw values are FSRS's grades 1 to 4.
public enum Rating: Int, Sendable, Hashable, Codable, CaseIterable {
    case again = 1, hard, good, easy
}

extension Rating {
    /// Maps a graded answer to a rating: wrong is Again, almost right is Hard, right is Good,
    /// and right in less than `quickThreshold` seconds is Easy. A right answer wins over `isAlmost`.
    package static func from(
        isCorrect: Bool, isAlmost: Bool, answerSeconds: Double, quickThreshold: Double
    ) -> Rating {
        if isCorrect { return answerSeconds < quickThreshold ? .easy : .good }
        return isAlmost ? .hard : .again
    }
}
