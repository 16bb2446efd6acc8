import Foundation
import Model
import Scheduling
import Store

/// Memory states and reviews in Anki's terms. A card's type is new 0, learning 1, review 2,
/// relearning 3; its queue new 0, (re)learning 1 with `due` in epoch seconds, review 2 with `due`
/// in days since the collection's creation. The FSRS state goes in `cards.data` as Anki writes
/// it; a review's `factor` is the difficulty scaled to 100...1100, as Anki logs it under FSRS.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/storage/card/data.rs
extension AnkiPackageWriter {
    /// A state no review has touched: the card is new in Anki.
    static func isNew(_ state: MemoryState) -> Bool {
        state.lastReview == nil && state.stability == nil
    }

    /// Both of a note's cards carry its memory state (flash keeps one for the word, not one
    /// per direction); `position` orders new cards.
    func card(for note: InterchangeNote, id: Int64, noteID: Int64, deckID: Int64, ordinal: Int, position: Int,
              created: Int64) -> AnkiCollectionWriter.Card {
        var card = AnkiCollectionWriter.Card(
            id: id, noteID: noteID, deckID: deckID, ordinal: ordinal, modified: seconds(now), type: 0, queue: 0,
            due: Int64(position), interval: 0, factor: 0, reps: 0, lapses: 0, left: 0, data: "{}")
        guard let memory = note.memory, !Self.isNew(memory.state) else { return card }
        let state = memory.state
        (card.reps, card.lapses, card.data) = (memory.reps, memory.lapses, data(for: state))
        switch state.phase {
        case .learning:
            (card.type, card.queue, card.due) = (1, 1, seconds(state.due))
            card.left = max(1, parameters.learningSteps.count - (state.step ?? 0))
        case .relearning:
            (card.type, card.queue, card.due, card.factor) = (3, 1, seconds(state.due), 2500)
            card.interval = max(1, Int((state.stability ?? 1).rounded()))
            card.left = max(1, parameters.relearningSteps.count - (state.step ?? 0))
        case .review:
            (card.type, card.queue, card.factor) = (2, 2, 2500)
            card.due = Int64(((state.due.timeIntervalSince1970 - Double(created)) / 86_400).rounded(.down))
            card.interval = Self.reviewInterval(state)
        }
        return card
    }

    /// One revlog row per review, on the note's first card. The phase each review was given in
    /// (learning, review, relearning) follows from the intervals the reviews before it left.
    func revlog(_ reviews: [InterchangeReview], cardID: Int64, ids: inout Identifiers) -> [AnkiCollectionWriter.Review] {
        var phase: MemoryPhase?
        var lastInterval = 0
        return reviews.map { review in
            let interval = Self.revlogInterval(review)
            let kind = phase == .review ? 1 : phase == .relearning ? 2 : 0
            defer { (phase, lastInterval) = (Self.phase(after: review, interval: interval, from: phase), interval) }
            return AnkiCollectionWriter.Review(
                id: ids.reviewID(review.time), cardID: cardID, ease: review.rating.rawValue, interval: interval,
                lastInterval: lastInterval, factor: review.difficulty.map(Self.scaledDifficulty) ?? 0,
                milliseconds: min(max(review.milliseconds ?? 0, 0), Int(Int32.max)), kind: kind)
        }
    }
}

extension AnkiPackageWriter {
    /// `value` rounded to `places` decimals, as Anki rounds what it writes in `cards.data`.
    static func rounded(_ value: Double, _ places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (value * factor).rounded() / factor
    }
}

private extension AnkiPackageWriter {
    /// `{"s":..,"d":..,"dr":..,"decay":..,"lrt":..}`, rounded as Anki rounds them.
    func data(for state: MemoryState) -> String {
        var data = "{"
        if let stability = state.stability, let difficulty = state.difficulty {
            data += "\"s\":\(Self.rounded(stability, 4)),\"d\":\(Self.rounded(difficulty, 3)),"
        }
        data += schedulerData
        if let last = state.lastReview { data += ",\"lrt\":\(seconds(last))" }
        return data + "}"
    }

    /// The days between the last review and the due date; the stability without a last review.
    static func reviewInterval(_ state: MemoryState) -> Int {
        guard let last = state.lastReview else { return max(1, Int((state.stability ?? 1).rounded())) }
        return max(1, Int((state.due.timeIntervalSince(last) / 86_400).rounded()))
    }

    /// Days when the review set the card a day or more away, minus seconds when less; 0 unknown.
    static func revlogInterval(_ review: InterchangeReview) -> Int {
        guard let due = review.due else { return 0 }
        let seconds = due.timeIntervalSince(review.time)
        if seconds >= 86_400 { return Int((seconds / 86_400).rounded()) }
        return -max(1, Int(seconds.rounded()))
    }

    static func phase(after review: InterchangeReview, interval: Int, from phase: MemoryPhase?) -> MemoryPhase {
        if interval > 0 { return .review }
        let inReviews = phase == .review || phase == .relearning
        if review.due == nil, review.rating != .again { return phase ?? .learning }
        return inReviews ? .relearning : .learning
    }

    /// Difficulty 1...10 as 100...1100.
    static func scaledDifficulty(_ difficulty: Double) -> Int {
        Int((((difficulty - 1) / 9 + 0.1) * 1000).rounded())
    }
}
