#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif
import Model
import Store

/// `flash mistakes`: every card missed in the chosen sessions, with each wrong answer given and
/// how often, the card's counters, when it was last seen, and which card it was confused with.
public struct MistakeReport: Sendable, Encodable {
    package struct WrongAnswer: Sendable, Encodable, Equatable {
        /// What was given ("" for a skip); for a self-graded card, the grade ("again").
        package let given: String
        /// True when the learner graded themselves (`self` mode) rather than typing or choosing.
        package let selfGraded: Bool
        package let count: Int
        /// The card whose answer this is, as "native - learned", when it is another card's.
        package let confusedWith: String?
    }

    package struct Entry: Sendable, Encodable, Equatable {
        let cardID: Int64
        public let native: String
        public let learned: String
        /// What was shown and expected the last time it was missed.
        let shown: String
        package let expected: String
        package let wrongAnswers: [WrongAnswer]
        package let right: Int
        package let wrong: Int
        package let lastSeen: Date?
        package let leech: Bool
    }

    let list: String
    /// The sessions looked at.
    let sessionIDs: [Int64]
    package let entries: [Entry]

    /// Builds the report from the answers of the chosen sessions and the list's cards.
    /// `lastSeen` gives each card's latest answer time across every session.
    package init(list: String, sessionIDs: [Int64], answers: [StoredAnswer], cards: [Card], lastSeen: [Int64: Date], leeches: Set<Int64> = []) {
        self.list = list
        self.sessionIDs = sessionIDs
        let byID = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0) })
        var order: [Int64] = []
        var misses: [Int64: [StoredAnswer]] = [:]
        for answer in answers where !answer.record.verdict.isRight {
            guard let id = answer.cardID, byID[id] != nil else { continue }
            if misses[id] == nil { order.append(id) }
            misses[id, default: []].append(answer)
        }
        entries = order.compactMap { id in
            guard let card = byID[id], let missed = misses[id], let latest = missed.last else { return nil }
            return Entry(
                cardID: id, native: card.native, learned: card.learned, shown: latest.record.shown,
                expected: latest.record.expected, wrongAnswers: Self.group(missed, cards: byID),
                right: card.right, wrong: card.wrong, lastSeen: lastSeen[id], leech: leeches.contains(id))
        }
    }

    /// Wrong answers grouped by what was given (ignoring case), most frequent first.
    static func group(_ answers: [StoredAnswer], cards: [Int64: Card]) -> [WrongAnswer] {
        var counts: [String: (given: String, graded: Bool, count: Int, confused: Int64?)] = [:]
        var order: [String] = []
        for answer in answers {
            let given = answer.record.verdict == .skipped ? "" : answer.record.given
            let graded = answer.record.selfGrade != nil
            let key = (graded ? "graded:" : "given:") + given.lowercased()
            if counts[key] == nil { order.append(key) }
            let previous = counts[key]
            counts[key] = (previous?.given ?? given, graded, (previous?.count ?? 0) + 1, previous?.confused ?? answer.confusedCardID)
        }
        return order.compactMap { counts[$0] }.sorted { $0.count > $1.count }.map { item in
            WrongAnswer(given: item.given, selfGraded: item.graded, count: item.count,
                        confusedWith: item.confused.flatMap { cards[$0] }.map { "\($0.native) - \($0.learned)" })
        }
    }
}
