import FoundationEssentials
import Model
import Scheduling

/// What a session's plan asks the store, each question answered by one small query. Learn
/// makes the store its `SessionCatalog` with these.
extension FlashStore {
    package func sessionEntries(in list: WordList) throws -> [SessionEntry] { try cards.sessionEntries(inList: list.id) }

    package func askableIDs(in list: WordList) throws -> [Int64] { try cards.askableIDs(inList: list.id) }

    package func missedInLastSession(of list: WordList) throws -> [Int64] { try sessions.missedInLastSession(of: list) }

    package func dueIDs(in lists: [WordList], at time: Date, limit: Int?) throws -> [Int64] {
        try memory.dueIDs(in: lists, at: time, limit: limit)
    }

    package func newIDs(in lists: [WordList], limit: Int) throws -> [Int64] { try memory.newIDs(in: lists, limit: limit) }

    package func newCardsIntroduced(in day: StudyDay) throws -> Int { try memory.newCardsIntroduced(in: day) }

    package func sessionCards(ids: [Int64]) throws -> [Card] { try cards.cards(ids: ids) }

    package func askableCounts(in lists: [Int64]) throws -> [Int64: Int] { try cards.askableCounts(in: lists) }

    package func askableIDs(inList list: Int64, at offsets: [Int]) throws -> [Int64] { try cards.askableIDs(inList: list, at: offsets) }

    package func askableRank(of card: Card) throws -> Int { try cards.askableRank(of: card) }

    package func sameLanguageListIDs(as list: WordList) throws -> [Int64] {
        try database.query("SELECT id FROM lists WHERE profile_id = ? AND id != ? AND native = ? AND learned = ? ORDER BY id",
                           profileID, list.id, list.study.native.code, list.study.learned.code).map { Int64(try $0.int("id")) }
    }

    package func askableIDs(byIDIn lists: [Int64], at offsets: [Int]) throws -> [Int64] {
        try cards.askableIDs(byIDIn: lists, at: offsets)
    }

    package func askableCount(byIDIn lists: [Int64]) throws -> Int { try cards.askableCount(byIDIn: lists) }

    package func askableCards(in lists: [Int64], byID: Bool) throws -> [Card] {
        guard !lists.isEmpty else { return [] }
        let ids = try lists.flatMap { try cards.askableIDs(inList: $0) }
        return try cards.cards(ids: byID ? ids.sorted() : ids)
    }
}
