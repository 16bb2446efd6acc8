import Foundation
import Model
import Scheduling
import Store

extension AnkiPackageReader {
    /// The card's FSRS memory state, when Anki kept one (`cards.data` holds "s" and "d"): its
    /// phase from the card's type, due from `due` (seconds for intraday learning, else days after
    /// the collection's creation), last review from "lrt" or the revlog.
    static func memory(of card: AnkiCollectionReader.Card, created: Date) -> InterchangeMemory? {
        guard card.data.contains("\"s\""), let data = try? JSONSerialization.jsonObject(with: Data(card.data.utf8)) as? [String: Any],
              let stability = (data["s"] as? NSNumber)?.doubleValue, let difficulty = (data["d"] as? NSNumber)?.doubleValue,
              stability.isFinite, stability > 0, difficulty.isFinite else { return nil }
        let phase: MemoryPhase
        switch card.type {
        case 1: phase = .learning
        case 2: phase = .review
        case 3: phase = .relearning
        default: return nil
        }
        let lastReview = (data["lrt"] as? NSNumber).map { Date(timeIntervalSince1970: $0.doubleValue) }
            ?? card.reviews.last { (1...4).contains($0.ease) && $0.kind < 4 }.map { Date(timeIntervalSince1970: Double($0.id) / 1000) }
        let state = MemoryState(
            phase: phase, step: phase == .review ? nil : 0, stability: stability, difficulty: min(max(difficulty, 1), 10),
            due: due(card.due, created: created), lastReview: lastReview
        )
        return InterchangeMemory(state: state, reps: card.reps, lapses: card.lapses)
    }

    /// The card's answers from the revlog, oldest first: ease 1 to 4 as the rating, the id as
    /// the time, `time` as milliseconds, `ivl` (days, or seconds when negative) giving the due
    /// time, and under FSRS the difficulty, which Anki logs in `factor` as (d - 1) / 9 + 0.1 in
    /// permille (100 to 1100; SM-2's ease factors start at 1300). Manual and rescheduling
    /// entries (ease 0, types 4 and 5) are no answers.
    static func reviews(of card: AnkiCollectionReader.Card) -> [InterchangeReview] {
        var reviews: [InterchangeReview] = []
        reviews.reserveCapacity(card.reviews.count)
        for entry in card.reviews {
            guard let rating = Rating(rawValue: entry.ease), entry.kind < 4 else { continue }
            let time = Date(timeIntervalSince1970: Double(entry.id) / 1000)
            let due: Date? = entry.interval > 0 ? time + Double(entry.interval) * 86_400
                : entry.interval < 0 ? time + Double(-entry.interval) : nil
            let difficulty = (100...1100).contains(entry.factor) ? (Double(entry.factor) / 1000 - 0.1) * 9 + 1 : nil
            reviews.append(InterchangeReview(time: time, rating: rating, milliseconds: entry.milliseconds > 0 ? entry.milliseconds : nil,
                                             difficulty: difficulty, due: due))
        }
        return reviews
    }

    /// Anki's `due`: epoch seconds for cards in intraday learning, else a day number counted
    /// from the collection's creation (which Anki sets to a day's rollover time).
    static func due(_ due: Int64, created: Date) -> Date {
        due > 1_000_000_000 ? Date(timeIntervalSince1970: Double(due)) : created + Double(due) * 86_400
    }
}
