/// The column names of a statement's result and where each one sits, worked out once per
/// statement and shared by every row it returns, so reading a column by name is one lookup
/// instead of a search through the names for every column of every row.
final class ColumnLayout: Sendable {
    let names: [String]
    /// An open-addressed table of positions + 1 (0 is empty), indexed by a hash of the name.
    /// Cheaper than a `Dictionary`, whose hashing was a tenth of a large `show`: every cell
    /// of it reads one.
    private let slots: [Int32]

    init(names: [String]) {
        self.names = names
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (position, name) in names.enumerated() {
            var slot = Self.hash(name) & (capacity - 1)
            // A name given twice (`SELECT a.id, b.id`) reads as its first column, as before.
            while slots[slot] != 0 {
                if names[Int(slots[slot]) - 1] == name { break }
                slot = (slot + 1) & (capacity - 1)
            }
            if slots[slot] == 0 { slots[slot] = Int32(position + 1) }
        }
        self.slots = slots
    }

    /// The position of the first column called `name`, or nil when the result has none.
    func position(of name: String) -> Int? {
        var slot = Self.hash(name) & (slots.count - 1)
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if names[position] == name { return position }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }
}

private extension ColumnLayout {
    /// Length and three sample bytes: enough to tell a result's column names apart, and a
    /// collision only costs one more comparison.
    static func hash(_ name: String) -> Int {
        name.utf8.withContiguousStorageIfAvailable(hash) ?? Array(name.utf8).withUnsafeBufferPointer(hash)
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return bytes.count &* 31 &+ Int(first) &* 131 &+ Int(last) &* 7 &+ Int(bytes[bytes.count / 2]) &* 17
    }
}
