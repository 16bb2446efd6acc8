import Foundation

extension ListRepository {
    /// Stores an imported list with its cards and, card by card, their memory state and review
    /// history, in one transaction: all of it or nothing.
    @discardableResult
    public func importList(name: ListName, study: Study, images: Bool, cards: [Card], memories: [InterchangeMemory?],
                           reviews: [[InterchangeReview]], now: Date, replacing: Bool = false) throws -> WordList {
        try database.transaction {
            if let existing = try find(name.value) {
                guard replacing else { throw ListError.nameTaken(name.value) }
                try delete(existing)
            }
            let listID = try createInTransaction(name: name, study: study, images: images, cards: cards, now: now)
            let ids = try database.query("SELECT id FROM cards WHERE list_id = ? ORDER BY position", listID).map { Int64($0.int("id")) }
            let memory = MemoryRepository(database: database, profileID: profileID)
            for (index, id) in ids.enumerated() {
                try memory.restore(cardID: id, memory: index < memories.count ? memories[index] : nil,
                                   reviews: index < reviews.count ? reviews[index] : [])
            }
            return WordList(id: listID, name: name.value, study: study, style: .grey, images: images, created: now, cardCount: cards.count)
        }
    }
}
