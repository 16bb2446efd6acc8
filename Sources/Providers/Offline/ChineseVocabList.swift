import Foundation

/// Kerrick Staley's Chinese Vocab List (PyPI `chinesevocablist`, MIT): the 4,000 words a learner
/// meets first, most frequent first, each with its English definitions. flash reads the data
/// module pip installs, `vocab_list_data.py`, as text and never runs it: a Python expression of
/// `VocabWord(trad='…', simp='…', pinyin='…', defs=['…', …], …)` calls, `simp=None` where the
/// simplified form is the traditional one.
/// - SeeAlso: https://github.com/kerrickstaley/Chinese-Vocab-List
struct ChineseVocabList: Sendable {
    /// Each word's definitions as glosses are compared: lower case, without parentheses or an
    /// article ("to listen (to)" → to listen), by simplified form.
    let definitions: [String: Set<String>]

    /// The list in the PyPI folder `pypi`, or nil when it is not installed or not readable.
    init?(pypi: String) {
        guard let path = PyPIData.file("chinesevocablist/vocab_list_data.py", pypi: pypi),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(source: [UInt8](data))
    }

    /// The words of a `vocab_list_data.py`; nil when it holds none.
    init?(source: [UInt8]) {
        var reader = PythonLiteralReader(bytes: source)
        var definitions: [String: Set<String>] = [:]
        while reader.skip(past: Array("VocabWord(trad=".utf8)) {
            guard let traditional = reader.string(), reader.expect(", simp="),
                  let simplified = reader.expect("None") ? traditional : reader.string(),
                  reader.expect(", pinyin="), reader.string() != nil, reader.expect(", defs=["),
                  let defs = reader.strings(until: UInt8(ascii: "]")) else { continue }
            definitions[simplified, default: []].formUnion(defs.flatMap { Self.keys(Substring($0)) })
        }
        guard !definitions.isEmpty else { return nil }
        self.definitions = definitions
    }

    /// True when the list has the word with `key` among its definitions ("钱", "money"), a verb's
    /// key also without its "to" (笑 "laugh" for to laugh).
    func defines(_ word: String, as key: String) -> Bool {
        guard let defined = definitions[word] else { return false }
        return defined.contains(key) || (key.hasPrefix("to ") && defined.contains(String(key.dropFirst(3))))
    }

    /// A definition as glosses are keyed: see ``CEDICTGlossary/key(of:wanted:scratch:)``, without a
    /// key set; a verb's also without the preposition it takes ("to wait for" → to wait).
    static func keys(_ definition: Substring) -> [String] {
        let (normalised, _) = CEDICTGlossary.normalisedGloss(definition)
        let key = CEDICTGlossary.withoutArticle(normalised) ?? normalised
        let words = key.split(separator: " ")
        guard words.count == 3, words[0] == "to", CEDICTGlossary.prepositions.contains(words[2]) else { return [key] }
        return [key, "to " + words[1]]
    }
}

/// Just enough of Python's literal syntax to read a list of words: string literals in single or
/// double quotes with backslash escapes, commas, `None`.
struct PythonLiteralReader {
    let bytes: [UInt8]
    var position = 0

    /// Moves past the next occurrence of `marker`; false when there is none.
    mutating func skip(past marker: [UInt8]) -> Bool {
        guard let first = marker.first else { return true }
        var index = position
        while index + marker.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + marker.count)].elementsEqual(marker) {
                position = index + marker.count
                return true
            }
            index += 1
        }
        position = bytes.count
        return false
    }

    /// Moves past `text` when it comes next.
    mutating func expect(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard position + expected.count <= bytes.count, bytes[position..<(position + expected.count)].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    /// The string literal that comes next, unescaped; nil when none does.
    mutating func string() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "'") || bytes[position] == UInt8(ascii: "\"") else { return nil }
        let quote = bytes[position]
        var text: [UInt8] = []
        var index = position + 1
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "x"), UInt8(ascii: "u"):
                    let width = bytes[index] == UInt8(ascii: "x") ? 2 : 4
                    guard index + width < bytes.count,
                          let value = UInt32(String(decoding: bytes[(index + 1)...(index + width)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(value) else { return nil }
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index += width
                default: text.append(bytes[index])
                }
            } else {
                text.append(bytes[index])
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        position = index + 1
        return String(decoding: text, as: UTF8.self)
    }

    /// String literals separated by ", " up to `end` (passed); nil when something else comes.
    mutating func strings(until end: UInt8) -> [String]? {
        var found: [String] = []
        while position < bytes.count, bytes[position] != end {
            guard let text = string() else { return nil }
            found.append(text)
            _ = expect(", ")
        }
        guard position < bytes.count else { return nil }
        position += 1
        return found
    }
}
