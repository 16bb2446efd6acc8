import Support

/// A dictd index (`headword<TAB>offset<TAB>length` lines) sorted by its headwords' bytes, all in
/// lower case, read by halving: the lines of one headword are found without reading the rest.
enum SortedIndex {
    /// How many lines, spread over the index, ``looksSorted(_:)`` reads.
    static let probes = 64

    /// Whether lines spread over the index are in byte order with headwords in lower case: an
    /// index sorted otherwise (by a locale, or keeping capitals) is to be read whole.
    static func looksSorted(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return true }
        var previous: [UInt8] = []
        var position = 0
        for probe in 0..<probes {
            let start = max(position, lineStart(containing: bytes.count * probe / probes, in: bytes))
            guard start < bytes.count else { break }
            let end = lineEnd(from: start, in: bytes)
            let head = Array(head(of: start..<end, in: bytes))
            let text = String(decoding: head, as: UTF8.self)
            guard text.lowercased() == text, !head.lexicographicallyPrecedes(previous) else { return false }
            previous = head
            position = end + 1
        }
        return true
    }

    /// The lines whose headword is `key`'s bytes exactly, in the index's order.
    static func lines(headed key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [UnsafeBufferPointer<UInt8>] {
        var start = firstLine(notBefore: key, in: bytes)
        var found: [UnsafeBufferPointer<UInt8>] = []
        while start < bytes.count {
            let end = lineEnd(from: start, in: bytes)
            guard head(of: start..<end, in: bytes).elementsEqual(key) else { break }
            found.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end + 1
        }
        return found
    }

    /// Where the first line whose headword is not before `key` starts (the end when none is).
    /// Every line before `low` is headed before the key; the line at `high` is not.
    static func firstLine(notBefore key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0, high = bytes.count
        while low < high {
            let start = lineStart(containing: (low + high) / 2, in: bytes)
            let end = lineEnd(from: start, in: bytes)
            if head(of: start..<end, in: bytes).lexicographicallyPrecedes(key) { low = end + 1 } else { high = start }
        }
        return min(low, bytes.count)
    }

    static func lineStart(containing position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = min(position, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    static func lineEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// A line's headword: its bytes up to the first tab.
    static func head(of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        LineScanner.field(UnsafeBufferPointer(rebasing: bytes[line]), upTo: 0x09)
    }
}
