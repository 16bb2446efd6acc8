import FoundationEssentials
import Support
import Store

/// Where flash's one memory state per word meets Anki's one per card.
enum SyncScheduling {
    /// The time (epoch seconds) of the card's last review that counts for scheduling, as Anki's
    /// Check Database works it out: the last entry with a rating that is not cramming, unless a
    /// reset came after it.
    static func lastReview(in revlog: [ReplicaRevlog]) -> Int64? {
        var last: Int64?
        for entry in revlog.sorted(by: { $0.id < $1.id }) {
            if entry.ease > 0, !(entry.kind == 3 && entry.factor == 0) {
                last = entry.id / 1000
            } else if entry.kind == 4, entry.factor == 0 {
                last = nil
            }
        }
        return last
    }

    /// The card's `data` with `lrt` set to the card's own last review, so that Check Database
    /// finds nothing to mend; a new card, or one without reviews of its own, keeps its data.
    static func dataWithOwnLastReview(_ card: ReplicaCard, revlog: [ReplicaRevlog]) -> String {
        guard card.type != 0, let last = lastReview(in: revlog), var data = try? JSONValue.parse(card.data), data.members != nil,
              data["lrt"]?.int64 != last else { return card.data }
        data = data.setting("lrt", to: .int(last))
        return data.text
    }

    /// True when two versions of a card hold the same scheduling: phase, queue, due, interval,
    /// counts and FSRS memory (stability to 4 places, difficulty to 3).
    static func sameMemory(_ left: ReplicaCard, _ right: ReplicaCard, created: Int64) -> Bool {
        guard left.type == right.type, left.queue == right.queue, left.interval == right.interval, left.reps == right.reps,
              left.lapses == right.lapses, left.deckID == right.deckID else { return false }
        guard left.type != 0 else { return true }
        guard left.due == right.due else { return false }
        let (a, b) = ((try? JSONValue.parse(left.data)) ?? .null, (try? JSONValue.parse(right.data)) ?? .null)
        func close(_ key: String, _ places: Double) -> Bool {
            switch (a[key]?.double, b[key]?.double) {
            case (nil, nil): return true
            case let (x?, y?): return (x * places).rounded() == (y * places).rounded()
            default: return false
            }
        }
        return close("s", 10_000) && close("d", 1_000)
    }
}
