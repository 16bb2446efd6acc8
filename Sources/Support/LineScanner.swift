import FoundationEssentials
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Reads a big text file line by line without making a string of each: the file is mapped into
/// memory and each line handed over as bytes (without its newline), so a caller can test a
/// line cheaply before decoding it. Dictionary indexes of 10 MB pass in milliseconds.
package enum LineScanner {
    /// Calls `body` with every line of the file at `path`, in order.
    package static func forEachLine(in path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in forEachLine(in: raw.bindMemory(to: UInt8.self), body) }
    }

    /// Calls `body` with every line of `bytes`, in order: the text between line feeds, and after
    /// the last one when it does not end the text.
    package static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            var end = bytes.count
            if let found = memchr(base + start, 0x0A, bytes.count - start) { end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) }
            body(UnsafeBufferPointer(start: base + start, count: end - start))
            start = end + 1
        }
    }

    /// The file at `path` cut into `runs` runs of whole lines, each given to `transform` (which
    /// reads its lines with the `forEachLine(in:_:)` of bytes) on a core of its own; the results
    /// in the file's order. A reader that must see every line of a big file (EDICT's 19 MB,
    /// read backwards) shares it between the cores.
    package static func mapRuns<Result>(in path: String, runs: Int, _ transform: @Sendable (UnsafeBufferPointer<UInt8>) -> Result) throws -> [Result] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            let bounds = runBounds(of: bytes, runs: max(runs, 1))
            var results = [Result?](repeating: nil, count: bounds.count)
            results.withUnsafeMutableBufferPointer { buffer in
                nonisolated(unsafe) let (results, text) = (buffer, bytes)
                DispatchQueue.concurrentPerform(iterations: bounds.count) { run in
                    results[run] = transform(UnsafeBufferPointer(rebasing: text[bounds[run]]))
                }
            }
            return results.map { $0! }
        }
    }

    /// `runs` ranges of about equal size that cover `bytes`, each ending after a line feed (the
    /// last at the end): no line is cut. A run may be empty.
    static func runBounds(of bytes: UnsafeBufferPointer<UInt8>, runs: Int) -> [Range<Int>] {
        var bounds: [Range<Int>] = [], start = 0
        for run in 1...runs {
            var end = run == runs ? bytes.count : max(start, bytes.count / runs * run)
            while end < bytes.count, end > 0, bytes[end - 1] != 0x0A { end += 1 }
            bounds.append(start..<end)
            start = end
        }
        return bounds
    }

    /// The line's bytes up to the first `separator` (the whole line when there is none).
    package static func field(_ line: UnsafeBufferPointer<UInt8>, upTo separator: UInt8) -> UnsafeBufferPointer<UInt8> {
        var end = 0
        while end < line.count, line[end] != separator { end += 1 }
        return UnsafeBufferPointer(rebasing: line[0..<end])
    }

    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
