import FoundationEssentials

extension MemoryRepository {
    /// Gives a card a memory state and review history brought from another tool, all or none.
    func restore(cardID: Int64, memory: InterchangeMemory?, reviews: [InterchangeReview]) throws {
        try database.transaction { try insert(cardID: cardID, memory: memory, reviews: reviews) }
    }
}

private extension MemoryRepository {
    func insert(cardID: Int64, memory: InterchangeMemory?, reviews: [InterchangeReview]) throws {
        if let memory {
            let state = memory.state
            try database.run("""
                INSERT INTO card_memory(card_id, phase, step, stability, difficulty, due, last_review, reps, lapses, leech)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, cardID, state.phase.rawValue, state.step.sqlValue, state.stability.sqlValue, state.difficulty.sqlValue,
                state.due, state.lastReview.sqlValue, memory.reps, memory.lapses, memory.leech)
        }
        for review in reviews {
            try database.run("""
                INSERT INTO review_log(card_id, profile_id, rating, reviewed, milliseconds, stability, difficulty, due)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, cardID, profileID, review.rating.rawValue, review.time, review.milliseconds.sqlValue,
                review.stability.sqlValue, review.difficulty.sqlValue, review.due ?? review.time)
        }
    }
}
