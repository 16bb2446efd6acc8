import Support
/// Seeded shuffling, written once for every plan: the same seed gives the same order.
enum SeededOrder {
    /// `items` in the order seed `seed` gives them; what every session plan asks cards in.
    static func shuffled<Item>(_ items: [Item], seed: UInt64) -> [Item] {
        var generator = SplitMix64(seed: seed)
        return items.shuffled(using: &generator)
    }
}

/// The standard library's Fisher-Yates shuffle of `0..<count`, drawing exactly the numbers
/// `shuffled(using:)` draws, but handing out the first positions without building the array:
/// distractors need three words of a 10,000-card list, not the list. ``finish(using:)`` draws
/// the rest, so the generator ends where a whole shuffle leaves it.
struct LazyShuffle {
    let count: Int
    private var moved: [Int: Int] = [:]
    private(set) var handedOut = 0

    init(count: Int) {
        self.count = count
    }

    /// The index at the next position of the shuffled order; nil when all are handed out.
    mutating func next(using generator: inout some RandomNumberGenerator) -> Int? {
        guard handedOut < count else { return nil }
        let position = handedOut
        handedOut += 1
        guard count - position > 1 else { return moved[position] ?? position }
        let target = position + Int.random(in: 0..<(count - position), using: &generator)
        let value = moved[target] ?? target
        moved[target] = moved[position] ?? position
        return value
    }

    /// Draws what a whole shuffle would still draw.
    mutating func finish(using generator: inout some RandomNumberGenerator) {
        while count - handedOut > 1 {
            _ = Int.random(in: 0..<(count - handedOut), using: &generator)
            handedOut += 1
        }
        handedOut = count
    }
}
