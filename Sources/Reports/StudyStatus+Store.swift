import FoundationEssentials
import Scheduling
import Model
import Store

extension StudyStatus {
    /// `flash status` now: each list's due, new and learning cards, the streak and today's
    /// reviews against the goal, under `policy`'s study day.
    public init(store: FlashStore, policy: ReviewPolicy, now: Date) throws {
        let today = policy.day(of: now)
        self.init(
            lists: try store.memory.listStatus(at: now, day: today, parameters: policy.parameters),
            day: today.name,
            streak: try store.memory.streak(today: today, startHour: policy.dayStartHour, timeZone: .current),
            reviewsToday: try store.memory.reviewCount(from: today.start, to: today.end),
            dailyGoal: policy.dailyGoal)
    }
}

extension ForecastReport {
    /// `flash forecast`: reviews due on each of the next `days` study days of `lists` (every
    /// list when empty), today's including what is overdue.
    public init(store: FlashStore, lists: [WordList], policy: ReviewPolicy, now: Date, days: Int) throws {
        self.init(try store.memory.forecast(lists: lists, today: policy.day(of: now), days: days, startHour: policy.dayStartHour, timeZone: .current))
    }
}
