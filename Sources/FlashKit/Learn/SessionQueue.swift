/// The order cards are asked in: each card once, then (with retry) every missed card again at
/// the end until each has been answered right.
public struct SessionQueue: Sendable {
    private var pending: [Card]
    private var again: [Card] = []
    private let retry: Bool
    /// Cards whose latest answer was right.
    public private(set) var learned: Set<Int64> = []
    /// How many distinct cards the session holds.
    public let total: Int
    /// How many questions have been taken from the queue.
    public private(set) var asked = 0

    public init(cards: [Card], retry: Bool) {
        pending = cards
        self.retry = retry
        total = cards.count
    }


    /// The next card to ask, if any, and whether it comes from the retry round.
    public mutating func next() -> (card: Card, isRetry: Bool)? {
        if !pending.isEmpty {
            asked += 1
            return (pending.removeFirst(), false)
        }
        guard !again.isEmpty else { return nil }
        asked += 1
        return (again.removeFirst(), true)
    }

    /// Notes how the card was answered; with retry, a miss queues it again.
    public mutating func record(_ card: Card, right: Bool) {
        if right {
            learned.insert(card.id)
        } else {
            learned.remove(card.id)
            if retry { again.append(card) }
        }
    }
}
