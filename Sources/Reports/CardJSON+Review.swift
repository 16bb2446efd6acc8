import FoundationEssentials
import Scheduling
import Store

extension CardJSON {
    /// One review of the card, as `flash edit` lists it.
    public struct Review: Encodable {
        let time: Date
        /// again, hard, good or easy.
        let rating: String
        let milliseconds: Int?
        /// Stability and difficulty after the review, and the due date it set.
        let stability: Double?
        let difficulty: Double?
        let due: Date

        enum CodingKeys: String, CodingKey { case difficulty, due, milliseconds, rating, stability, time }

        public init(_ review: CardReview) {
            time = review.time
            rating = CardJSON.ratingName(review.rating)
            milliseconds = review.milliseconds
            stability = review.stability
            difficulty = review.difficulty
            due = review.due
        }
    }

    /// A rating as the JSON names it.
    package static func ratingName(_ rating: Rating) -> String {
        switch rating {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }
}
