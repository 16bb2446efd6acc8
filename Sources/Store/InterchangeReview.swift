import FoundationEssentials
import Scheduling

/// One review: when, the rating, how long it took, and what it left (stability, difficulty, due).
public struct InterchangeReview: Sendable, Equatable {
    package var time: Date
    package var rating: Rating
    package var milliseconds: Int?
    var stability: Double?
    package var difficulty: Double?
    package var due: Date?

    public init(time: Date, rating: Rating, milliseconds: Int? = nil, stability: Double? = nil, difficulty: Double? = nil, due: Date? = nil) {
        self.time = time
        self.rating = rating
        self.milliseconds = milliseconds
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
    }
}
