#if canImport(Glibc)
import Glibc
#endif

extension ArraySlice where Element == UInt8 {
    /// Where `needle` first occurs, in the slice's indices: each place of its first byte found
    /// by memchr, then compared (the standard library's generic `firstRange(of:)` is several
    /// times slower, and so is Foundation's search of a string).
    package func firstPlace(of needle: [UInt8]) -> Range<Int>? {
        guard let first = needle.first, count >= needle.count else { return nil }
        return withUnsafeBufferPointer { hay -> Range<Int>? in
            guard let base = hay.baseAddress else { return nil }
            let last = hay.count - needle.count
            var position = 0
            while position <= last, let hit = memchr(base + position, Int32(first), last - position + 1) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needle, needle.count) == 0 { return startIndex + index..<startIndex + index + needle.count }
                position = index + 1
            }
            return nil
        }
    }
}
