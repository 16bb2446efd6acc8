import Foundation
import Support
import Model

/// How common words are, from the `wordfreq` package's lists (PyPI `wordfreq`, installed by
/// `.ci/install` into flash's data venv): `small_LANG.msgpack.gz`, a gzipped MessagePack array
/// whose first element is the header `{"format": "cB", "version": 1}` and whose element `i`
/// lists the words used 10^(-i/100) of the time. A word's Zipf value is 9 - i/100 (a word used
/// once per million words is 3); a word the list lacks has none.
/// - SeeAlso: https://github.com/rspeer/wordfreq (cBpack format)
struct WordFrequencies: Sendable {
    private let zipf: [String: Double]

    /// The list for `language` under the venv at `pypi`, or nil when it is not installed or not readable.
    init?(language: Language, pypi: String) {
        guard let path = Self.path(language: language, pypi: pypi),
              let compressed = try? Data(contentsOf: URL(fileURLWithPath: path)),
              let bytes = try? Deflate.inflate([UInt8](compressed), framing: .gzip, limit: 64 << 20) else { return nil }
        var reader = MessagePackBins(bytes)
        guard let bins = try? reader.bins() else { return nil }
        var zipf: [String: Double] = [:]
        for (index, words) in bins.enumerated() {
            for word in words.map({ $0.lowercased() }) where zipf[word] == nil { zipf[word] = 9 - Double(index + 1) / 100 }
        }
        self.zipf = zipf
    }

    /// The word's Zipf value (7 for "de", 3 for a word used once per million), ignoring case; 0 when unlisted.
    /// wordfreq case-folds its words as Python does, so German ß is listed as ss (groß as gross).
    func zipf(_ word: String) -> Double {
        let folded = word.lowercased()
        return zipf[folded.unicodeScalars.contains("ß") ? folded.replacingOccurrences(of: "ß", with: "ss") : folded] ?? 0
    }

    /// Where the venv keeps the list: `lib/python3.*/site-packages/wordfreq/data/small_LANG.msgpack.gz`.
    static func path(language: Language, pypi: String) -> String? {
        PyPIData.file("wordfreq/data/small_\(language.code).msgpack.gz", pypi: pypi)
    }
}

/// Just enough MessagePack to read wordfreq's lists: an array whose first element is a map
/// (skipped) and whose others are arrays of strings.
/// - SeeAlso: https://github.com/msgpack/msgpack/blob/master/spec.md
struct MessagePackBins {
    struct Malformed: Error {}

    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The arrays of strings after the header, in order.
    mutating func bins() throws -> [[String]] {
        let count = try arrayCount()
        guard count > 0 else { return [] }
        try skip()
        return try (1..<count).map { _ in try (0..<arrayCount()).map { _ in try string() } }
    }

    mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw Malformed() }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func number(_ width: Int) throws -> Int {
        var value = 0
        for _ in 0..<width { value = value << 8 | Int(try byte()) }
        return value
    }

    mutating func arrayCount() throws -> Int {
        let first = try byte()
        switch first {
        case 0x90...0x9f: return Int(first & 0x0f)
        case 0xdc: return try number(2)
        case 0xdd: return try number(4)
        default: throw Malformed()
        }
    }

    mutating func string() throws -> String {
        let first = try byte()
        let length: Int
        switch first {
        case 0xa0...0xbf: length = Int(first & 0x1f)
        case 0xd9: length = try number(1)
        case 0xda: length = try number(2)
        case 0xdb: length = try number(4)
        default: throw Malformed()
        }
        guard length <= bytes.count - position else { throw Malformed() }
        defer { position += length }
        return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
    }

    /// Skips one value of the kinds a header holds: maps, strings, small integers, nil, booleans.
    mutating func skip() throws {
        let first = try byte()
        switch first {
        case 0x00...0x7f, 0xc0, 0xc2, 0xc3, 0xe0...0xff: return
        case 0x80...0x8f: for _ in 0..<(Int(first & 0x0f) * 2) { try skip() }
        case 0xa0...0xbf, 0xd9, 0xda, 0xdb:
            position -= 1
            _ = try string()
        case 0xcc: position += 1
        case 0xcd: position += 2
        default: throw Malformed()
        }
    }
}
