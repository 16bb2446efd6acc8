import FoundationEssentials
import Model
import Scheduling

/// What a session asks of where the cards are kept, each answer fetched when it is needed: ids
/// in the order a plan asks them, one card when it is asked, and distractors by their place in a
/// list. Learn owns it; the store conforms, so no plan loads a list to ask one card.
protocol SessionCatalog: AnyObject {
    /// Where the session's answers go.
    var sessionRecording: any SessionRecording { get }
    /// Every card of `list` in list order, as a filter chooses among them.
    func sessionEntries(in list: WordList) throws -> [SessionEntry]
    /// The askable cards of `list` (both words set), in list order.
    func askableIDs(in list: WordList) throws -> [Int64]
    /// Cards missed in the list's last session with answers.
    func missedInLastSession(of list: WordList) throws -> [Int64]
    /// Cards of the list tagged leech.
    func leechIDs(in list: WordList) throws -> [Int64]
    /// Due cards of `lists`, most overdue first, at most `limit`.
    func dueIDs(in lists: [WordList], at time: Date, limit: Int?) throws -> [Int64]
    /// Cards never reviewed, in list order, at most `limit`.
    func newIDs(in lists: [WordList], limit: Int) throws -> [Int64]
    /// How many cards had their first review in `day`.
    func newCardsIntroduced(in day: StudyDay) throws -> Int
    /// Cards by id, in the order of `ids`.
    func sessionCards(ids: [Int64]) throws -> [Card]
    /// How many askable cards (both words set) each list holds.
    func askableCounts(in lists: [Int64]) throws -> [Int64: Int]
    /// The ids of the askable cards at `offsets` of a list, in list order.
    func askableIDs(inList list: Int64, at offsets: [Int]) throws -> [Int64]
    /// How many askable cards come before `card` in its list.
    func askableRank(of card: Card) throws -> Int
    /// The profile's other lists with the same languages as `list`.
    func sameLanguageListIDs(as list: WordList) throws -> [Int64]
    /// How many askable cards `lists` hold together.
    func askableCount(byIDIn lists: [Int64]) throws -> Int
    /// The ids of the askable cards of `lists` at `offsets`, ordered by id.
    func askableIDs(byIDIn lists: [Int64], at offsets: [Int]) throws -> [Int64]
    /// Every askable card of `lists`: list by list in list order, or by id when `byID`.
    func askableCards(in lists: [Int64], byID: Bool) throws -> [Card]
    /// A number that moves whenever any card's words change, so what was read of them can be
    /// shared while it stays the same.
    func wordsVersion() throws -> Int64
}

/// Where a session's plan finds its cards: made by the store (`store.sessionSource`).
public struct SessionSource {
    let catalog: any SessionCatalog

    init(_ catalog: any SessionCatalog) {
        self.catalog = catalog
    }
}
