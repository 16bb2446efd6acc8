import FoundationEssentials
import Support
import Model
import Scheduling
import Store

/// Reviews made in Anki, into flash's history and memory.
extension SyncApplying {
    /// Gathers the note's review log entries flash has not got yet (of `only`, when given) as
    /// answers of the card's list: card 0 asked the native word, card 1 the learned one.
    mutating func takeReviews(of noteID: Int64, card: Card, list: WordList, only: Set<Int64>?) throws {
        var unlinked = try mirror.reviews(of: card.id).filter { $0.revlog == nil }
        for ankiCard in try replica.cards(ofNote: noteID) {
            let askedNative = ankiCard.ordinal == 0
            for entry in try replica.revlog(ofCard: ankiCard.id) {
                guard only?.contains(entry.id) ?? true, let rating = Rating(rawValue: Int(entry.ease)), entry.kind < 4,
                      try !links.hasReview(forRevlog: entry.id) else { continue }
                // The same answer flash has already (it sent it in an export): linked, not recorded twice.
                if let index = unlinked.firstIndex(where: { Int64($0.time.timeIntervalSince1970.rounded(.down)) == entry.id / 1000 && $0.rating == rating }) {
                    try links.link(review: unlinked.remove(at: index).id, revlog: entry.id)
                    continue
                }
                let time = Date(timeIntervalSince1970: Double(entry.id) / 1000)
                let due: Date? = entry.interval > 0 ? time + Double(entry.interval) * 86_400
                    : entry.interval < 0 ? time + Double(-entry.interval) : nil
                let difficulty = (100...1100).contains(entry.factor) ? (Double(entry.factor) / 1000 - 0.1) * 9 + 1 : nil
                pendingReviews[list.id, default: []].append(ListMirror.IncomingReview(
                    cardID: card.id, revlogID: entry.id, time: time, rating: rating, milliseconds: Int(max(0, entry.time)),
                    direction: askedNative ? .native : .learned, shown: askedNative ? card.native : card.learned,
                    expected: askedNative ? card.learned : card.native, difficulty: difficulty, due: due))
            }
        }
    }

    /// Records the gathered reviews, one "anki" session per list, then sets the memory of
    /// the cards whose Anki cards changed.
    mutating func recordReviews() throws {
        for (list, incoming) in pendingReviews.sorted(by: { $0.key < $1.key }) {
            let ordered = incoming.sorted { ($0.time, $0.revlogID) < ($1.time, $1.revlogID) }
            for (review, id) in zip(ordered, try mirror.record(ordered, list: list)) {
                try links.link(review: id, revlog: review.revlogID)
            }
            outcome.reviews += ordered.count
        }
        pendingReviews = [:]
        for (card, note) in pendingMemory.sorted(by: { $0.key < $1.key }) { try takeMemory(of: note, card: card) }
        pendingMemory = [:]
    }

    /// The memory state of the note's most recently reviewed Anki card becomes the card's,
    /// unless flash reviewed it later. Without an FSRS state (Anki's older scheduler), the
    /// card's whole history is replayed through flash's scheduler.
    func takeMemory(of noteID: Int64, card cardID: Int64) throws {
        var latest: (card: ReplicaCard, revlog: [ReplicaRevlog], time: Int64)?
        for ankiCard in try replica.cards(ofNote: noteID) where ankiCard.type != 0 {
            let revlog = try replica.revlog(ofCard: ankiCard.id)
            let time = SyncScheduling.lastReview(in: revlog) ?? (try? JSONValue.parse(ankiCard.data))?["lrt"]?.int64 ?? 0
            if time >= latest?.time ?? Int64.min { latest = (ankiCard, revlog, time) }
        }
        guard let latest else { return }
        let flash = try mirror.memory(of: cardID)
        if let last = flash?.state.lastReview, Int64(last.timeIntervalSince1970.rounded(.down)) > latest.time { return }
        let reader = AnkiCollectionReader.Card(
            id: latest.card.id, deck: latest.card.deckID, type: Int(latest.card.type), queue: Int(latest.card.queue),
            due: latest.card.originalDeckID != 0 && latest.card.originalDue != 0 ? latest.card.originalDue : latest.card.due,
            interval: Int(latest.card.interval), reps: Int(latest.card.reps), lapses: Int(latest.card.lapses), data: latest.card.data,
            reviews: latest.revlog.map {
                AnkiCollectionReader.Review(id: $0.id, ease: Int($0.ease), interval: Int($0.interval), factor: Int($0.factor),
                                            milliseconds: Int($0.time), kind: Int($0.kind))
            })
        let created = Date(timeIntervalSince1970: Double(header.created))
        let fromAnki = AnkiPackageReader.memory(of: reader, created: created)
        guard let memory = try fromAnki ?? replayed(cardID, reps: latest.card) else { return }
        try mirror.setMemory(of: cardID, to: memory)
    }

    /// The state flash's scheduler reaches over the card's whole history.
    func replayed(_ cardID: Int64, reps card: ReplicaCard) throws -> InterchangeMemory? {
        let history = try mirror.reviews(of: cardID)
        guard let first = history.first else { return nil }
        var generator = SplitMix64(seed: UInt64(bitPattern: cardID))
        let state = scheduler.replay(history.map { ReviewLogEntry(rating: $0.rating, time: $0.time) }, from: .new(at: first.time),
                                     using: &generator)
        return InterchangeMemory(state: state, reps: Int(card.reps), lapses: Int(card.lapses))
    }
}
