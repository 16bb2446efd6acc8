import Foundation

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
    private var recent: [Int: [UInt8]] = [:]
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
    package func read(offset: Int, length requested: Int) throws -> [UInt8] {
        guard offset >= 0, requested >= 0 else { return [] }
        let length = min(requested, Int.max - offset)
        lock.lock()
        defer { lock.unlock() }
        if chunkStarts.count < 2 { return try slice(of: wholeText(), offset: offset, length: length) }
        let first = offset / chunkLength, last = (offset + max(length, 1) - 1) / chunkLength
        guard first < chunkStarts.count - 1 else { return [] }
        var text: [UInt8] = []
        for chunk in first...min(last, chunkStarts.count - 2) { text += try inflated(chunk) }
        return slice(of: text, offset: offset - first * chunkLength, length: length)
    }

    /// The whole uncompressed text, up to ``wholeFileLimit``, chunk by chunk as ``read(offset:length:)``
    /// reads them; kept for the next call.
    package func text() throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if chunkStarts.count < 2 { return try wholeText() }
        if let whole { return whole }
        var text: [UInt8] = []
        for chunk in 0..<(chunkStarts.count - 1) {
            text += try inflate(chunk)
            guard text.count <= Self.wholeFileLimit else { throw CompressionError.corrupt(format: "dictzip", detail: "larger than \(Self.wholeFileLimit) bytes") }
        }
        whole = text
        return text
    }
}

private extension DictZip {
    func inflated(_ chunk: Int) throws -> [UInt8] {
        if let cached = recent[chunk] { return cached }
        let text = try inflate(chunk)
        if recent.count > 64 { recent.removeAll(keepingCapacity: true) }
        recent[chunk] = text
        return text
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
