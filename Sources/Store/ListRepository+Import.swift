import FoundationEssentials
import Model

extension ListRepository {
    /// Stores an imported list with its cards and, card by card, their memory state and review
    /// history, in one transaction: all of it or nothing. Given `created` (flash's own JSON), the
    /// list was made then and each card keeps its own `created`; else all of it is made `now`.
    @discardableResult
    package func importList(name: ListName, study: Study, style: ListStyle = .grey, images: Bool, cards: [Card],
                            memories: [InterchangeMemory?], reviews: [[InterchangeReview]], now: Date, created: Date? = nil,
                            replacing: Bool = false) throws -> WordList {
        try database.transaction {
            var list = try create(name: name, study: study, style: style, images: images, cards: [], now: created ?? now, replacing: replacing)
            try CardRepository(database: database).insert(cards, into: list.id, startingAt: 0, now: now, keepingCreated: created != nil)
            list.cardCount = cards.count
            let ids = try database.query("SELECT id FROM cards WHERE list_id = ? ORDER BY position", list.id)
                .map { try TableRow($0, table: "cards").id("id") }
            let memory = MemoryRepository(database: database, profileID: profileID)
            for (index, id) in ids.enumerated() {
                try memory.restore(cardID: id, memory: index < memories.count ? memories[index] : nil,
                                   reviews: index < reviews.count ? reviews[index] : [])
            }
            return list
        }
    }
}
