import Foundation
import Dispatch

/// Random access into a dictzip file (`.dict.dz`): a gzip file whose deflate stream is flushed
/// every few kilobytes, with a table of the compressed chunk sizes in the header's `RA` field.
/// Reading a definition inflates only the chunks it spans. A plain gzip file without the table
/// is inflated whole, up to ``wholeFileLimit``.
/// - SeeAlso: dictzip(1) and https://www.rfc-editor.org/rfc/rfc1952
package final class DictZip: @unchecked Sendable {
    /// The most a gzip file without a chunk table may unpack to.
    static let wholeFileLimit = 64 << 20

    private let bytes: Data
    private let chunkLength: Int
    /// Where each chunk's compressed bytes start, plus the end of the last one.
    private let chunkStarts: [Int]
    private var whole: [UInt8]?
    private let lock = NSLock()

    /// Opens the file at `path`; a file that is not gzip throws.
    package init(path: String) throws {
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw CompressionError.corrupt(format: "dictzip", detail: "cannot read \(path)")
        }
        let header = try Header(bytes)
        chunkLength = header.chunkLength
        var starts = [header.dataStart]
        for size in header.chunkSizes { starts.append(starts[starts.count - 1] + size) }
        guard starts.last! <= bytes.count else { throw CompressionError.corrupt(format: "dictzip", detail: "truncated") }
        chunkStarts = starts
    }

    /// `length` bytes of the uncompressed text from `offset`; fewer at the end of the file.
    package func read(offset: Int, length: Int) throws -> [UInt8] {
        try read([(offset, length)])[0]
    }

    /// The bytes of each of `places`, as ``read(offset:length:)`` gives them. The chunks they
    /// span are inflated once however many places they hold, a batch at a time in the file's
    /// order, each batch on every core: a list's dictionary entries span most of a large file.
    package func read(_ places: [(offset: Int, length: Int)]) throws -> [[UInt8]] {
        if chunkStarts.count < 2 {
            lock.lock()
            defer { lock.unlock() }
            let text = try wholeText()
            return places.map { $0.offset >= 0 && $0.length >= 0 ? slice(of: text, offset: $0.offset, length: $0.length) : [] }
        }
        let spans = places.map(span)
        var texts = [[UInt8]](repeating: [], count: places.count)
        var batch: [Int] = [], chunks: Set<Int> = []
        for index in places.indices.filter({ spans[$0] != nil }).sorted(by: { places[$0].offset < places[$1].offset }) {
            batch.append(index)
            chunks.formUnion(spans[index]!)
            guard chunks.count >= Self.batchChunks else { continue }
            try read(batch, of: places, spans: spans, from: inflate(chunks), into: &texts)
            batch.removeAll(keepingCapacity: true)
            chunks.removeAll(keepingCapacity: true)
        }
        try read(batch, of: places, spans: spans, from: inflate(chunks), into: &texts)
        return texts
    }

    /// The whole uncompressed text, up to ``wholeFileLimit``, chunk by chunk as ``read(offset:length:)``
    /// reads them; kept for the next call.
    package func text() throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if chunkStarts.count < 2 { return try wholeText() }
        if let whole { return whole }
        var text: [UInt8] = []
        for first in stride(from: 0, to: chunkStarts.count - 1, by: Self.batchChunks) {
            let inflated = try inflate(Set(first..<min(first + Self.batchChunks, chunkStarts.count - 1)))
            for chunk in inflated.keys.sorted() {
                text += inflated[chunk]!
                guard text.count <= Self.wholeFileLimit else { throw CompressionError.corrupt(format: "dictzip", detail: "larger than \(Self.wholeFileLimit) bytes") }
            }
        }
        whole = text
        return text
    }
}

private extension DictZip {
    /// How many chunks are inflated together: 32 of dictzip's usual 58 kB, 1.9 MB.
    static let batchChunks = 32

    /// The chunks a place spans, or nil when it holds no text.
    func span(_ place: (offset: Int, length: Int)) -> ClosedRange<Int>? {
        guard place.offset >= 0, place.length >= 0 else { return nil }
        let length = min(place.length, Int.max - place.offset)
        let first = place.offset / chunkLength, last = (place.offset + max(length, 1) - 1) / chunkLength
        guard first < chunkStarts.count - 1 else { return nil }
        return first...min(last, chunkStarts.count - 2)
    }

    /// Cuts the places numbered `batch` out of their inflated chunks.
    func read(_ batch: [Int], of places: [(offset: Int, length: Int)], spans: [ClosedRange<Int>?],
              from inflated: [Int: [UInt8]], into texts: inout [[UInt8]]) {
        for index in batch {
            let span = spans[index]!, offset = places[index].offset - span.lowerBound * chunkLength
            let length = min(places[index].length, Int.max - places[index].offset)
            texts[index] = span.count == 1
                ? slice(of: inflated[span.lowerBound]!, offset: offset, length: length)
                : slice(of: span.flatMap { inflated[$0]! }, offset: offset, length: length)
        }
    }

    /// The text of each of `chunks`, inflated on every core; the first damaged one throws.
    func inflate(_ chunks: Set<Int>) throws -> [Int: [UInt8]] {
        let list = chunks.sorted()
        var results = [Result<[UInt8], any Error>?](repeating: nil, count: list.count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: list.count) { index in results[index] = Result { try inflate(list[index]) } }
        }
        var texts: [Int: [UInt8]] = [:]
        for (chunk, result) in zip(list, results) { texts[chunk] = try result!.get() }
        return texts
    }

    /// One chunk's text, not kept.
    func inflate(_ chunk: Int) throws -> [UInt8] {
        try Deflate.inflate([UInt8](bytes[chunkStarts[chunk]..<chunkStarts[chunk + 1]]), limit: chunkLength, flushedChunk: true)
    }

    func wholeText() throws -> [UInt8] {
        if let whole { return whole }
        let text = try Deflate.inflate([UInt8](bytes), framing: .gzip, limit: Self.wholeFileLimit)
        whole = text
        return text
    }

    func slice(of text: [UInt8], offset: Int, length: Int) -> [UInt8] {
        guard offset < text.count else { return [] }
        return Array(text[offset..<(offset + min(length, text.count - offset))])
    }

    /// The gzip header: its optional fields, and the `RA` subfield's chunk table when present.
    struct Header {
        var chunkLength = 0
        var chunkSizes: [Int] = []
        var dataStart = 10

        init(_ data: Data) throws {
            let bytes = [UInt8](data.prefix(1 << 20))
            guard bytes.count >= 10, bytes[0] == 0x1f, bytes[1] == 0x8b, bytes[2] == 8 else {
                throw CompressionError.corrupt(format: "dictzip", detail: "not a gzip file")
            }
            let flags = bytes[3]
            var position = 10
            if flags & 4 != 0 {
                let extraLength = try Self.uint16(bytes, at: position)
                try readExtra(bytes, from: position + 2, length: extraLength)
                position += 2 + extraLength
            }
            for flag: UInt8 in [8, 16] where flags & flag != 0 {
                guard let end = bytes[min(position, bytes.count)...].firstIndex(of: 0) else {
                    throw CompressionError.corrupt(format: "dictzip", detail: "truncated header")
                }
                position = end + 1
            }
            if flags & 2 != 0 { position += 2 }
            dataStart = position
        }

        mutating func readExtra(_ bytes: [UInt8], from start: Int, length: Int) throws {
            var position = start
            while position + 4 <= start + length {
                let size = try Self.uint16(bytes, at: position + 2)
                if bytes[position] == UInt8(ascii: "R"), bytes[position + 1] == UInt8(ascii: "A"), size >= 6 {
                    chunkLength = try Self.uint16(bytes, at: position + 6)
                    let count = try Self.uint16(bytes, at: position + 8)
                    guard chunkLength > 0, 6 + 2 * count <= size else {
                        throw CompressionError.corrupt(format: "dictzip", detail: "bad chunk table")
                    }
                    chunkSizes = try (0..<count).map { try Self.uint16(bytes, at: position + 10 + 2 * $0) }
                }
                position += 4 + size
            }
        }

        static func uint16(_ bytes: [UInt8], at index: Int) throws -> Int {
            guard index >= 0, index + 1 < bytes.count else { throw CompressionError.corrupt(format: "dictzip", detail: "truncated header") }
            return Int(bytes[index]) | Int(bytes[index + 1]) << 8
        }
    }
}
