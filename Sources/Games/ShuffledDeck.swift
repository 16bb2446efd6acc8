/// Deals elements in a random order, reshuffling when every one has been dealt, and never
/// dealing the same element twice in a row across a reshuffle (when there are two or more).
struct ShuffledDeck<Element>: Sendable where Element: Sendable {
    let elements: [Element]
    private var order: [Int] = []
    private var last: Int?

    init(_ elements: [Element]) {
        self.elements = elements
    }

    /// The next element, or nil when the deck is empty.
    mutating func next(using generator: inout some RandomNumberGenerator) -> Element? {
        guard !elements.isEmpty else { return nil }
        if order.isEmpty {
            order = Array(elements.indices).shuffled(using: &generator)
            if order.count > 1, order.last == last { order.swapAt(0, order.count - 1) }
        }
        let index = order.removeLast()
        last = index
        return elements[index]
    }
}
