import FoundationEssentials

/// One review as a learner gave it: the rating, when, and optionally how long the answer took.
/// Replaying a card's entries through `FSRSScheduler.replay` rebuilds its memory state.
package struct ReviewLogEntry: Sendable, Hashable, Codable {
    /// The rating given.
    var rating: Rating
    /// When the review happened.
    var time: Date
    /// How long the learner took to answer, in seconds, when known.
    var duration: TimeInterval?

    /// Creates an entry.
    package init(rating: Rating, time: Date, duration: TimeInterval? = nil) {
        self.rating = rating
        self.time = time
        self.duration = duration
    }
}
