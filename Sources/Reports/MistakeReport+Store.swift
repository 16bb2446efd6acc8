import Model
import Store
extension MistakeReport {
    /// The report of `sessions` of `list`, read from the store: only the missed answers, then
    /// the cards they name (by id, never the whole list), when each was last seen and which
    /// are leeches, so it costs what it shows.
    public init(list: WordList, sessions: [SessionSummary], store: FlashStore) throws {
        let misses = try store.sessions.misses(inSessions: sessions.map(\.id))
        var seen = Set<Int64>()
        let missedIDs = misses.compactMap(\.cardID).filter { seen.insert($0).inserted }
        let named = missedIDs + misses.compactMap(\.confusedCardID).filter { seen.insert($0).inserted }
        // Only this list's cards are reported, as when the report read the whole list.
        let cards = try store.cards.cards(ids: named).filter { $0.listID == list.id }
        self.init(
            list: list.name, sessionIDs: sessions.map(\.id), answers: misses, cards: cards,
            lastSeen: try store.sessions.lastSeen(cardIDs: missedIDs), leeches: try store.memory.leeches(among: missedIDs))
    }
}
