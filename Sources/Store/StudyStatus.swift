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

    /// The status with the lists named in `kits` (story mode's) added up into one row,
    /// "story kits (N)", last; the streak and the day stay as they are.
    public func groupingKits(_ kits: Set<String>) -> StudyStatus {
        let grouped = lists.filter { kits.contains($0.name) }
        guard !grouped.isEmpty else { return self }
        let reviewed = grouped.map { Double($0.cards - $0.new) }
        let weight = reviewed.reduce(0, +)
        let recall: Double? = weight == 0 ? nil
            : zip(grouped, reviewed).map { ($0.retrievability ?? 0) * $1 }.reduce(0, +) / weight
        let row = ListStatus(name: "story kits (\(grouped.count))", cards: grouped.map(\.cards).reduce(0, +),
                             dueNow: grouped.map(\.dueNow).reduce(0, +), dueToday: grouped.map(\.dueToday).reduce(0, +),
                             new: grouped.map(\.new).reduce(0, +), learning: grouped.map(\.learning).reduce(0, +),
                             retrievability: recall, leeches: grouped.map(\.leeches).reduce(0, +))
        return StudyStatus(lists: lists.filter { !kits.contains($0.name) } + [row], day: day, streak: streak,
                           reviewsToday: reviewsToday, dailyGoal: dailyGoal)
    }
}
