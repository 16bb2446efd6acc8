import FoundationEssentials

/// One review: when, the rating, how long it took, and what it left (stability, difficulty, due).
public struct InterchangeReview: Sendable, Equatable {
    var time: Date
    var rating: Rating
    var milliseconds: Int?
    var stability: Double?
    var difficulty: Double?
    var due: Date?

    public init(time: Date, rating: Rating, milliseconds: Int? = nil, stability: Double? = nil, difficulty: Double? = nil, due: Date? = nil) {
        self.time = time
        self.rating = rating
        self.milliseconds = milliseconds
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
    }
}
