import Foundation

/// One review as a learner gave it: the rating, when, and optionally how long the answer took.
/// Replaying a card's entries through `FSRSScheduler.replay` rebuilds its memory state.
public struct ReviewLogEntry: Sendable, Hashable, Codable {
    /// The rating given.
    public var rating: Rating
    /// When the review happened.
    public var time: Date
    /// How long the learner took to answer, in seconds, when known.
    public var duration: TimeInterval?

    /// Creates an entry.
    public init(rating: Rating, time: Date, duration: TimeInterval? = nil) {
        self.rating = rating
        self.time = time
        self.duration = duration
    }
}
