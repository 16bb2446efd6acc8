#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif

/// `flash status`: per list, what is due now and today, new and learning cards, average
/// retrievability and leeches; the streak of study days and today's progress to the goal.
public struct StudyStatus: Sendable, Encodable {
    public struct ListStatus: Sendable, Encodable, Equatable {
        package let name: String
        let cards: Int
        package let dueNow: Int
        package let dueToday: Int
        public let new: Int
        package let learning: Int
        /// Average predicted recall (0-1) of the cards reviewed at least once; nil when none.
        package let retrievability: Double?
        package let leeches: Int
    }

    package let lists: [ListStatus]
    package let day: String
    /// Consecutive study days, ending today (or yesterday when today has no review yet).
    package let streak: Int
    package let reviewsToday: Int
    package let dailyGoal: Int

    public init(lists: [ListStatus], day: String, streak: Int, reviewsToday: Int, dailyGoal: Int) {
        self.lists = lists
        self.day = day
        self.streak = streak
        self.reviewsToday = reviewsToday
        self.dailyGoal = dailyGoal
    }
}
