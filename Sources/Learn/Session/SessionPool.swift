import Model
/// The cards a session draws distractors from, fetched by their place when a question needs
/// them: the session's lists in order, then the other lists of the same languages. A question
/// reads its three distractors, not its list.
final class SessionPool {
    /// One list of the session: how many askable cards it has, and their ids when the plan
    /// already holds them.
    struct Member {
        let id: Int64
        let study: Study?
        let count: Int
        let ids: [Int64]?
    }

    let catalog: any SessionCatalog
    let members: [Member]
    /// Lists outside the session whose cards come last, each group in id order.
    let extraGroups: [[Int64]]
    private var extraCounts: [Int]?

    init(catalog: any SessionCatalog, members: [Member], extraGroups: [[Int64]] = []) {
        self.catalog = catalog
        self.members = members
        self.extraGroups = extraGroups.filter { !$0.isEmpty }
    }

    /// The list's other cards, the session's other lists of the same languages, then the extra
    /// lists: the segments ``QuestionMaker`` draws from, as its in-memory pool would give them.
    func segments(for card: Card, side: WordSide, maker: QuestionMaker) throws -> [CandidateSegment<any Error>] {
        let own = members.first { $0.id == card.listID }
        var sameList: [Part] = []
        if let own {
            let rank = try own.ids?.firstIndex(of: card.id) ?? catalog.askableRank(of: card)
            let before = part(own, from: 0, count: rank), after = part(own, from: rank + 1, count: own.count - rank - 1)
            sameList = [before, after]
        }
        let sameLanguages = members.filter { $0.id != card.listID && $0.study == own?.study }.map { part($0, from: 0, count: $0.count) }
        let counts = try extraCounts ?? extraGroups.map { try catalog.askableCount(byIDIn: $0) }
        extraCounts = counts
        let extras = zip(extraGroups, counts).map { group, count in
            Part(count: count) { [catalog] offsets in try catalog.askableIDs(byIDIn: group, at: offsets) }
        }
        return [sameList, sameLanguages, extras].map { segment(of: $0, side: side, maker: maker) }
    }

    /// Every card of the pool, in the in-memory pool's order: what judging a typed answer
    /// against the other cards' answers needs.
    func loadCards() throws -> (cards: [Card], extras: [Card]) {
        var cards: [Card] = []
        for member in members {
            cards += try member.ids.map { try catalog.sessionCards(ids: $0) } ?? catalog.askableCards(in: [member.id], byID: false)
        }
        let extras = try extraGroups.flatMap { try catalog.askableCards(in: $0, byID: true) }
        return (cards, extras)
    }
}

private extension SessionPool {
    /// A run of ids that answers offsets within it.
    struct Part {
        let count: Int
        let ids: ([Int]) throws -> [Int64]
    }

    func part(_ member: Member, from start: Int, count: Int) -> Part {
        if let ids = member.ids { return Part(count: max(0, count)) { offsets in offsets.map { ids[start + $0] } } }
        return Part(count: max(0, count)) { [catalog] offsets in
            try catalog.askableIDs(inList: member.id, at: offsets.map { start + $0 })
        }
    }

    /// The parts one after another, as one segment of words.
    func segment(of parts: [Part], side: WordSide, maker: QuestionMaker) -> CandidateSegment<any Error> {
        CandidateSegment(count: parts.reduce(0) { $0 + $1.count }) { [catalog] offsets in
            var ids: [Int64] = []
            for offset in offsets {
                var local = offset, index = 0
                while local >= parts[index].count { local -= parts[index].count; index += 1 }
                ids += try parts[index].ids([local])
            }
            return try catalog.sessionCards(ids: ids).map { maker.word(of: $0, on: side) }
        }
    }
}
