import FoundationEssentials
import Model

extension ListRepository {
    /// Stores an imported list with its cards and, card by card, their memory state and review
    /// history, in one transaction: all of it or nothing.
    @discardableResult
    package func importList(name: ListName, study: Study, images: Bool, cards: [Card], memories: [InterchangeMemory?],
                           reviews: [[InterchangeReview]], now: Date, replacing: Bool = false) throws -> WordList {
        try database.transaction {
            let list = try create(name: name, study: study, images: images, cards: cards, now: now, replacing: replacing)
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
