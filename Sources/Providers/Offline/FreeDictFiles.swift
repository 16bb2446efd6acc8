import FoundationEssentials
import Dispatch
import Support
import Model

/// A FreeDict dictionary read straight from its installed files, with no dictd running:
/// `freedict-SRC-DST.index` (headword, offset and length in base 64, one entry a line) and
/// `freedict-SRC-DST.dict.dz` (the definitions, compressed with dictzip).
/// - SeeAlso: dictfmt(1), dictzip(1), https://freedict.org
struct FreeDictFiles: Sendable {
    /// Where Debian's `dict-freedict-*` packages put them.
    public static let defaultDirectory = "/usr/share/dictd"
    /// Entries longer than this are cut: no translation needs more.
    static let entryLimit = 16 * 1024

    /// The database name, "eng-spa".
    let pair: String
    let indexPath: String
    let dataPath: String
    /// The Debian package that installs it, named when it cannot be read.
    let package: String
    let data: DictZip

    private init(pair: String, base: String, package: String) throws {
        (self.pair, indexPath, dataPath, self.package) = (pair, base + ".index", base + ".dict.dz", package)
        let dataPath = dataPath
        data = try OfflineDataError.reading(dataPath, from: package) { try DictZip(path: dataPath) }
    }

    /// The database `base`.index and `base`.dict.dz from `package`, or nil when it is not
    /// installed; a data file that is there but cannot be read throws
    /// ``OfflineDataError/unreadable(path:reason:package:)``.
    static func installed(_ pair: String, base: String, package: String) throws -> FreeDictFiles? {
        guard FileManager.default.fileExists(atPath: base + ".index"), FileManager.default.fileExists(atPath: base + ".dict.dz") else {
            return nil
        }
        return try FreeDictFiles(pair: pair, base: base, package: package)
    }

    /// The installed dictionary from `source` to `target` in `directory`, or nil when it is not there.
    static func find(from source: Language, to target: Language, in directory: String = defaultDirectory) throws -> FreeDictFiles? {
        guard let pair = FreeDictTranslator.database(from: source, to: target).map({ String($0.dropFirst(3)) }) else { return nil }
        return try installed(pair, base: "\(directory)/freedict-\(pair)", package: "dict-freedict-\(pair)")
    }

    /// The entries of every headword in `words`, keyed by the headword in lower case. One pass
    /// over the index finds them all.
    func entries(for words: Set<String>, limit: Int = .max) throws -> [String: [FreeDictEntry]] {
        let texts = try definitions(for: words, limit: limit).flatMap { headword, texts in texts.map { (headword, $0) } }
        var entries: [String: [FreeDictEntry]] = [:]
        for ((headword, _), entry) in zip(texts, Self.parse(texts.map(\.1))) where !entry.senses.isEmpty {
            entries[headword, default: []].append(entry)
        }
        return entries
    }

    /// Each text read as an entry, on every core: Ding's entries for a list's words are
    /// thousands of lines.
    static func parse(_ texts: [String]) -> [FreeDictEntry] {
        @Sendable func entry(_ text: String) -> FreeDictEntry { FreeDictEntry(lines: FreeDictEntry.lines(of: text)) }
        let parts = min(texts.count / 32, 16)
        guard parts > 1 else { return texts.map(entry) }
        var parsed = [FreeDictEntry?](repeating: nil, count: texts.count)
        parsed.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                for index in stride(from: part, to: texts.count, by: parts) { results[index] = entry(texts[index]) }
            }
        }
        return parsed.map { $0! }
    }

    /// The definition texts of every headword in `words` as the database holds them, keyed by
    /// the headword in lower case, each headword's in the index's order: for dictd databases
    /// that are not FreeDict's (Mueller's). They are read together (``DictZip/read(_:)``), so
    /// each compressed chunk is inflated once however many headwords it holds, and in any order.
    func definitions(for words: Set<String>, limit: Int = .max) throws -> [String: [String]] {
        let wanted = Set(words.map { $0.lowercased() })
        guard !wanted.isEmpty else { return [:] }
        var found: [String: [String]] = [:]
        var kept: [(headword: String, offset: Int, length: Int)] = []
        var counts: [String: Int] = [:]
        for (headword, offset, length) in try locations(of: wanted) where counts[headword, default: 0] < limit {
            counts[headword, default: 0] += 1
            kept.append((headword, offset, min(length, Self.entryLimit)))
        }
        let texts = try OfflineDataError.reading(dataPath, from: package) { try data.read(kept.map { ($0.offset, $0.length) }) }
        for (entry, text) in zip(kept, texts) { found[entry.headword, default: []].append(String(decoding: text, as: UTF8.self)) }
        return found
    }
}

extension FreeDictFiles {
    /// An entry found by one of its translations, with where that translation stands in it.
    struct ReverseHit {
        var entry: FreeDictEntry
        /// The sense holding the translation and its place among the sense's words (0 = first).
        var sense: Int
        var word: Int
    }

    /// The dictionary read backwards: every entry one of whose senses holds a word of `words`,
    /// keyed by that word in lower case, the ones where it stands earliest first ("estornudar"
    /// finds starnutire in ita-spa). One pass over the whole text, piece by piece between
    /// commas, semicolons and line ends, with no string made for a piece whose length and first
    /// bytes no wanted word has; only the entries that hold a wanted word are read as entries.
    func entries(translatingTo words: Set<String>) throws -> [String: [ReverseHit]] {
        let wanted = Set(words.map { $0.lowercased() })
        guard !wanted.isEmpty else { return [:] }
        var starts: [Int] = []
        do {
            try LineScanner.forEachLine(in: indexPath) { line in
                let head = LineScanner.field(line, upTo: 0x09)
                if let place = Self.place(after: head, in: line) { starts.append(place.offset) }
            }
        } catch {
            throw ProviderError.missingDictionary(provider: "freedict", database: pair)
        }
        starts.sort()
        let text = try OfflineDataError.reading(dataPath, from: package) { try data.text() }
        let filter = PrefixFilter(wanted)
        var found: Set<Int> = []
        text.withUnsafeBufferPointer { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x2C || bytes[end] == 0x3B || bytes[end] == 0x0A {
                defer { start = end + 1 }
                let piece = Self.barePiece(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                guard filter.mayHold(piece), wanted.contains(LineScanner.string(piece).lowercased()) else { continue }
                // The entry holding it: the last that starts at or before it.
                let after = Self.firstAfter(start, in: starts)
                if after > 0 { found.insert(after - 1) }
            }
        }
        var hits: [String: [(hit: ReverseHit, order: Int)]] = [:]
        for entryIndex in found.sorted() {
            let offset = starts[entryIndex], next = entryIndex + 1 < starts.count ? starts[entryIndex + 1] : text.count
            let entry = FreeDictEntry(lines: FreeDictEntry.lines(of: String(decoding: text[offset..<min(next, offset + Self.entryLimit, text.count)], as: UTF8.self)))
            for (senseIndex, sense) in entry.senses.enumerated() {
                for (wordIndex, word) in sense.words.enumerated() {
                    let key = FreeDictEntry.bare(word.text)
                    if wanted.contains(key) { hits[key, default: []].append((ReverseHit(entry: entry, sense: senseIndex, word: wordIndex), offset)) }
                }
            }
        }
        return hits.mapValues { found in
            found.sorted { ($0.hit.sense, $0.hit.word, $0.order) < ($1.hit.sense, $1.hit.word, $1.order) }.map(\.hit)
        }
    }

    /// The index of the first of the sorted `starts` after `position`.
    private static func firstAfter(_ position: Int, in starts: [Int]) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A piece of a sense line without its spaces, the number of a numbered sense before it
    /// ("1. cometa") and WikDict's run-on number after it ("adhesivo 2.").
    private static func barePiece(_ piece: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var low = 0, high = piece.count
        while low < high, piece[low] == 0x20 { low += 1 }
        var digits = low
        while digits < high, isDigit(piece[digits]) { digits += 1 }
        if digits > low, digits < high, piece[digits] == 0x2E {
            low = digits + 1
            while low < high, piece[low] == 0x20 { low += 1 }
        }
        while high > low, piece[high - 1] == 0x20 || piece[high - 1] == 0x2E || isDigit(piece[high - 1]) { high -= 1 }
        return UnsafeBufferPointer(rebasing: piece[low..<high])
    }
}

private extension FreeDictFiles {
    /// Finds the wanted headwords in the index. dictd's indexes are sorted by their bytes with
    /// every headword in lower case, as FreeDict's and Mueller's are: then each word is looked
    /// up by halving, a few dozen lines read of a 10 MB index. An index that is not so (checked
    /// on lines spread over it) is scanned whole, its lines filtered on their bytes before any
    /// string is made (an ASCII headword on a hash of them, any other on its first bytes and length).
    func locations(of wanted: Set<String>) throws -> [(String, Int, Int)] {
        let index: Data
        do {
            index = try Data(contentsOf: URL(fileURLWithPath: indexPath), options: .alwaysMapped)
        } catch {
            throw ProviderError.missingDictionary(provider: "freedict", database: pair)
        }
        return index.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if SortedIndex.looksSorted(bytes) {
                return wanted.sorted().flatMap { word in
                    SortedIndex.lines(headed: Array(word.utf8), in: bytes).compactMap { line -> (String, Int, Int)? in
                        let head = LineScanner.field(line, upTo: 0x09)
                        return Self.place(after: head, in: line).map { (word, $0.offset, $0.length) }
                    }
                }
            }
            let filter = PrefixFilter(wanted), ascii = ASCIIFilter(wanted)
            var results: [(String, Int, Int)] = []
            LineScanner.forEachLine(in: bytes) { line in
                if let entry = Self.entry(line, ascii, filter, wanted) { results.append(entry) }
            }
            return results
        }
    }

    static func entry(_ line: UnsafeBufferPointer<UInt8>, _ ascii: ASCIIFilter, _ filter: PrefixFilter, _ wanted: Set<String>) -> (String, Int, Int)? {
        let head = LineScanner.field(line, upTo: 0x09)
        guard head.count < line.count, ascii.mayHold(head) ?? filter.mayHold(head) else { return nil }
        let headword = LineScanner.string(head).lowercased()
        guard wanted.contains(headword), let place = place(after: head, in: line) else { return nil }
        return (headword, place.offset, place.length)
    }

    /// The offset and length an index line gives after its headword `head`.
    static func place(after head: UnsafeBufferPointer<UInt8>, in line: UnsafeBufferPointer<UInt8>) -> (offset: Int, length: Int)? {
        guard head.count < line.count else { return nil }
        let fields = UnsafeBufferPointer(rebasing: line[(head.count + 1)...]).split(separator: 0x09)
        guard fields.count >= 2, let offset = base64Number(fields[0]), let length = base64Number(fields[1]) else { return nil }
        return (offset, length)
    }

    /// dictd's numbers: base 64 digits, most significant first.
    static func base64Number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var value = 0
        for digit in digits {
            let number: Int
            switch digit {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): number = Int(digit - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): number = Int(digit - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number = Int(digit - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): number = 62
            case UInt8(ascii: "/"): number = 63
            default: return nil
            }
            value = value * 64 + number
        }
        return value
    }

    /// A test on an ASCII headword's bytes that lets through every wanted one: the FNV-1a hash
    /// of its bytes with A–Z folded, as `lowercased()` folds them, must be a wanted word's.
    struct ASCIIFilter {
        var hashes: Set<UInt64> = []

        init(_ wanted: Set<String>) {
            for word in wanted where word.utf8.allSatisfy({ $0 < 0x80 }) {
                hashes.insert(Array(word.utf8).withUnsafeBufferPointer(FNV1a.hashFoldingCase))
            }
        }

        /// Whether the headword may be wanted; nil when it is not ASCII.
        func mayHold(_ head: UnsafeBufferPointer<UInt8>) -> Bool? {
            guard head.allSatisfy({ $0 < 0x80 }) else { return nil }
            return hashes.contains(FNV1a.hashFoldingCase(head))
        }
    }

    /// A cheap first test on a headword's bytes: its first two bytes (ASCII letters folded)
    /// and its length must be those of a wanted word in some case.
    struct PrefixFilter {
        var prefixes: Set<UInt16> = []
        var lengths: Set<Int> = []

        init(_ wanted: Set<String>) {
            for word in wanted {
                for form in [word, word.capitalized, word.uppercased()] {
                    let bytes = Array(form.utf8)
                    lengths.insert(bytes.count)
                    prefixes.insert(Self.key(bytes.first ?? 0, bytes.count > 1 ? bytes[1] : 0))
                }
            }
        }

        func mayHold(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
            guard lengths.contains(head.count), !head.isEmpty else { return false }
            return prefixes.contains(Self.key(head[0], head.count > 1 ? head[1] : 0))
        }

        static func key(_ first: UInt8, _ second: UInt8) -> UInt16 {
            UInt16(fold(first)) << 8 | UInt16(fold(second))
        }

        static func fold(_ byte: UInt8) -> UInt8 {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        }
    }
}
