import FoundationEssentials
import Model
import Scheduling

extension SessionPlan {
    /// `review [LIST...]`: the due cards most overdue first, then new cards up to the day's
    /// budget, at most `limit` (or `--count`, which means the same) in all. Only what is asked
    /// is read: the queue comes from two queries with a LIMIT.
    public static func review(_ lists: [WordList], from source: SessionSource, settings: SessionSettings, policy: ReviewPolicy,
                              now: Date, newPerDay: Int?, limit: Int?) throws -> SessionPlan {
        let catalog = source.catalog
        let limit = [settings.count, limit].compactMap { $0 }.min()
        let introduced = try catalog.newCardsIntroduced(in: policy.day(of: now))
        var order = try catalog.dueIDs(in: lists, at: now, limit: limit)
        let perDay = newPerDay ?? policy.newCardsPerDay
        let budget = max(0, perDay - introduced)
        order += try catalog.newIDs(in: lists, limit: limit.map { min(budget, $0 - order.count) } ?? budget)
        // Only an empty review says why: new cards may be waiting behind a spent budget.
        let waiting = try order.isEmpty && budget == 0 && !catalog.newIDs(in: lists, limit: 1).isEmpty
        var settings = settings
        settings.count = nil
        let counts = try catalog.askableCounts(in: lists.map(\.id))
        let members = lists.map { SessionPool.Member(id: $0.id, study: $0.study, count: counts[$0.id] ?? 0, ids: nil) }
        var plan = SessionPlan(kind: .review, list: lists.count == 1 ? lists.first : nil, settings: settings, order: order, study: commonStudy(lists),
                               untranslated: 0, available: order.count, pool: SessionPool(catalog: catalog, members: members),
                               studies: Dictionary(lists.map { ($0.id, $0.study) }) { first, _ in first }, learned: nil)
        plan.newCards = NewCardBudget(perDay: perDay, introducedToday: introduced, waiting: waiting)
        return plan
    }
}
