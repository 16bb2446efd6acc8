import FoundationEssentials
import Scheduling

extension FlashStore {
    /// Answers `count` cards of the profile Good at `now`, `skipping` the first cards in id
    /// order, as sessions would (memory state and review log): for `flash-bench sync`.
    public func answerSynthetic(_ count: Int, skipping: Int, at now: Date) throws {
        let policy = ReviewPolicy(parameters: try SchedulerParameters())
        let ids = try database.query("""
            SELECT cards.id FROM cards JOIN lists ON lists.id = cards.list_id WHERE lists.profile_id = ? ORDER BY cards.id LIMIT ? OFFSET ?
            """, profileID, count, skipping).map { Int64(try $0.int("id")) }
        try database.transaction {
            for id in ids {
                try memory.review(cardID: id, rating: .good, at: now, milliseconds: 3_000, sessionID: nil, policy: policy, seed: 1)
            }
        }
    }
}
