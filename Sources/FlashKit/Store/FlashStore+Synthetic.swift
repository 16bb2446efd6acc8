import Foundation

extension FlashStore {
    /// Fills the store with a synthetic collection for benchmarks: `lists` lists of
    /// `cardsPerList` cards, four in five cards reviewed with memory states spread over forty
    /// days, and `reviews` review log rows over the past 400 days. One transaction; the same
    /// `seed` gives the same collection.
    public func fillSynthetic(lists: Int, cardsPerList: Int, reviews: Int, seed: UInt64, now: Date) throws {
        var generator = SplitMix64(seed: seed)
        let study = try Study(native: .english, learned: Language(code: "es"))
        try database.transaction {
            for number in 0..<lists {
                let cards = (0..<cardsPerList).map { Card(native: "word \(number)-\($0)", learned: "palabra \(number)-\($0)", created: now) }
                try self.lists.createInTransaction(name: ListName("list \(number)"), study: study, cards: cards, now: now)
            }
            let ids = try database.query("SELECT id FROM cards").map { Int64($0.int("id")) }
            for id in ids where id % 5 != 0 {
                let due = now.addingTimeInterval(Double(Int(generator.next() % 40 * 86_400)) - 5 * 86_400)
                try database.run("""
                    INSERT INTO card_memory(card_id, phase, step, stability, difficulty, due, last_review, reps, lapses, leech)
                    VALUES (?, ?, NULL, ?, 5.0, ?, ?, 10, ?, ?)
                    """, id, 2 + Int(generator.next() % 2), 1 + Double(generator.next() % 50), due,
                    now.addingTimeInterval(-Double(generator.next() % 30) * 86_400), Int(generator.next() % 10), id % 97 == 0)
            }
            for index in 0..<reviews where !ids.isEmpty {
                let card = ids[index % ids.count]
                let reviewed = now.addingTimeInterval(-Double(generator.next() % (400 * 86_400)))
                try database.run("INSERT INTO review_log(card_id, profile_id, rating, reviewed, due) VALUES (?, ?, ?, ?, ?)",
                                 card, profileID, 1 + Int(generator.next() % 4), reviewed, reviewed.addingTimeInterval(86_400))
            }
        }
    }
}
