/// The order cards are asked in: each card once, then (with retry) every missed card again at
/// the end until each has been answered right. It holds ids; the engine fetches each card when
/// it is asked.
struct SessionQueue: Sendable {
    private var pending: ArraySlice<Int64>
    private var again: [Int64] = []
    private let retry: Bool
    /// Cards whose latest answer was right.
    private(set) var learned: Set<Int64> = []
    /// How many distinct cards the session holds.
    let total: Int
    /// How many questions have been taken from the queue.
    private(set) var asked = 0

    init(ids: [Int64], retry: Bool) {
        pending = ids[...]
        self.retry = retry
        total = ids.count
    }

    /// The next card to ask, if any, and whether it comes from the retry round.
    mutating func next() -> (id: Int64, isRetry: Bool)? {
        if let id = pending.popFirst() {
            asked += 1
            return (id, false)
        }
        guard !again.isEmpty else { return nil }
        asked += 1
        return (again.removeFirst(), true)
    }

    /// Notes how the card was answered; with retry, a miss queues it again.
    mutating func record(_ id: Int64, right: Bool) {
        if right {
            learned.insert(id)
        } else {
            learned.remove(id)
            if retry { again.append(id) }
        }
    }
}
