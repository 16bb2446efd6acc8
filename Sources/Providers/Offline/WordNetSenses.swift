import Foundation
import Support
import Model

/// How often each part of speech of an English word is used, from WordNet's files (Debian's
/// `wordnet-base`): `index.noun` and its siblings say which parts of speech a lemma has,
/// `cntlist.rev` how often each sense was seen in a tagged corpus ("red" as an adjective 69
/// times, as a noun 17), and the `.exc` files with WordNet's suffix rules (morphy) lead an
/// inflected form to its lemma ("mice" -> mouse, "went" -> go). The files are read, not `wn`.
/// - SeeAlso: wndb(5WN), cntlist(5WN), morphy(7WN)
struct WordNetSenses: Sendable {
    /// One way to read a word: a lemma, its part of speech, how often that sense group was
    /// seen, and how many senses (synsets) WordNet gives it.
    struct Reading: Sendable, Equatable {
        var lemma: String
        var partOfSpeech: PartOfSpeech
        var count: Int
        var senses = 1
    }

    /// Where Debian's wordnet packages put the database.
    public static let defaultDirectory = "/usr/share/wordnet"
    let directory: String

    /// The database in `directory`, or nil when it is not installed.
    init?(directory: String = defaultDirectory) {
        guard FileManager.default.fileExists(atPath: directory + "/index.noun") else { return nil }
        self.directory = directory
    }

    /// The readings of every word (lower-cased, spaces kept), most used first; a word WordNet
    /// does not know has none. One pass over each file serves the whole list.
    func readings(of words: [String]) throws -> [String: [Reading]] {
        let forms = Dictionary(words.map { ($0.lowercased(), Self.key($0)) }, uniquingKeysWith: { first, _ in first })
        let exceptions = try self.exceptions(for: Set(forms.values))
        var candidates: [String: [(String, PartOfSpeech)]] = [:]
        for (word, key) in forms {
            candidates[word] = PartOfSpeech.wordNet.flatMap { part in
                ([key] + (exceptions[part]?[key] ?? []) + Self.morphy(key, part)).map { ($0, part) }
            }
        }
        let lemmas = Set(candidates.values.flatMap { $0.map(\.0) })
        let known = try indexed(lemmas)
        let counts = try senseCounts(lemmas)
        return candidates.mapValues { options in
            var seen: Set<String> = []
            let readings = options.filter { known[Self.pair($0.0, $0.1)] != nil && seen.insert(Self.pair($0.0, $0.1)).inserted }
                .map { Reading(lemma: $0.0.replacingOccurrences(of: "_", with: " "), partOfSpeech: $0.1,
                               count: counts[Self.pair($0.0, $0.1)] ?? 0, senses: known[Self.pair($0.0, $0.1)] ?? 1) }
            return readings.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
        }
    }
}

extension PartOfSpeech {
    /// The parts of speech WordNet has, in the order of its files.
    static let wordNet: [PartOfSpeech] = [.noun, .verb, .adjective, .adverb]

    var wordNetFile: String {
        switch self {
        case .noun: return "noun"
        case .verb: return "verb"
        case .adjective: return "adj"
        default: return "adv"
        }
    }

    /// The part of speech of a WordNet sense key's synset type (1 noun ... 5 adjective satellite).
    init?(wordNetType: UInt8) {
        switch wordNetType {
        case UInt8(ascii: "1"): self = .noun
        case UInt8(ascii: "2"): self = .verb
        case UInt8(ascii: "3"), UInt8(ascii: "5"): self = .adjective
        case UInt8(ascii: "4"): self = .adverb
        default: return nil
        }
    }
}

extension WordNetSenses {
    /// Each lemma's synsets (their offsets in the data file) for every part of speech WordNet
    /// has it in, most used first: two words that share one are synonyms in that sense ("big"
    /// and "large"), and "great", "wait" or "nice" share none of "big", "expect" or "good"'s
    /// first senses. Lemmas are written as WordNet writes them (``key(_:)``); only `parts`' index files are read.
    func synsets(of lemmas: Set<String>, in parts: [PartOfSpeech] = PartOfSpeech.wordNet) throws -> [String: [PartOfSpeech: [Int]]] {
        var found: [String: [PartOfSpeech: [Int]]] = [:]
        try forEachLine(of: { "index.\($0.wordNetFile)" }, in: parts, startingWithOneOf: lemmas) { part, lemma, fields in
            // "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset..."
            // A line cut short still says the lemma has this part of speech.
            let count = fields.count > 2 ? Int(fields[2]) ?? 0 : 0
            found[lemma, default: [:]][part] = (1...max(1, fields.count - 3)).contains(count) ? fields.suffix(count).compactMap { Int($0) } : []
        }
        return found
    }

    /// The lemmas WordNet also has as a name: one of their noun synsets is an instance (butler is
    /// also Samuel Butler, the writer), so a word count of their spelling counts the name too.
    func names(among lemmas: Set<String>) throws -> Set<String> {
        let nouns = try synsets(of: lemmas, in: [.noun]).compactMapValues { $0[.noun] }
        guard !nouns.isEmpty, let file = FileHandle(forReadingAtPath: "\(directory)/data.noun") else { return [] }
        defer { try? file.close() }
        var names: Set<String> = []
        for (lemma, offsets) in nouns {
            for offset in offsets {
                // "offset lex_filenum ss_type w_cnt word lex_id ... p_cnt ptr_symbol offset pos source/target ..."
                try file.seek(toOffset: UInt64(offset))
                let line = try file.read(upToCount: 4096)?.prefix { $0 != UInt8(ascii: "\n") } ?? Data()
                if String(decoding: line, as: UTF8.self).split(separator: " ").contains("@i") { names.insert(lemma); break }
            }
        }
        return names
    }

    /// Every line of each of `parts`' files (`file(part)` in the WordNet directory, skipped
    /// where missing) whose first field is one of `keys`, with that field and the line's fields.
    /// A line starting with a space (the index files' licence) has no key.
    private func forEachLine(of file: (PartOfSpeech) -> String, in parts: [PartOfSpeech] = PartOfSpeech.wordNet,
                             startingWithOneOf keys: Set<String>, _ body: (PartOfSpeech, String, [Substring]) -> Void) throws {
        for part in parts {
            let path = "\(directory)/\(file(part))"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            try LineScanner.forEachLine(in: path) { line in
                guard let first = line.first, first != 0x20 else { return }
                let key = LineScanner.string(LineScanner.field(line, upTo: 0x20))
                guard keys.contains(key) else { return }
                body(part, key, LineScanner.string(line).split(separator: " "))
            }
        }
    }

    /// WordNet writes lemmas in lower case with underscores for spaces.
    static func key(_ word: String) -> String {
        word.lowercased().split(separator: " ").joined(separator: "_")
    }
}

private extension WordNetSenses {
    static func pair(_ lemma: String, _ part: PartOfSpeech) -> String { "\(part.rawValue) \(lemma)" }

    /// morphy's suffix rules: the lemmas an inflected form may come from.
    static func morphy(_ word: String, _ part: PartOfSpeech) -> [String] {
        let rules: [(String, String)]
        switch part {
        case .noun: rules = [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")]
        case .verb: rules = [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]
        case .adjective: rules = [("er", ""), ("est", ""), ("er", "e"), ("est", "e")]
        default: rules = []
        }
        return rules.compactMap { suffix, ending in
            guard word.hasSuffix(suffix), word.count > suffix.count + 1 else { return nil }
            return String(word.dropLast(suffix.count)) + ending
        }
    }

    /// The `.exc` files' entries for the wanted forms: "went go", "mice mouse".
    func exceptions(for forms: Set<String>) throws -> [PartOfSpeech: [String: [String]]] {
        var found: [PartOfSpeech: [String: [String]]] = [:]
        try forEachLine(of: { "\($0.wordNetFile).exc" }, startingWithOneOf: forms) { part, form, fields in
            found[part, default: [:]][form, default: []] += fields.dropFirst().map(String.init)
        }
        return found
    }

    /// Which (lemma, part of speech) pairs the index files hold, with their number of synsets
    /// (the index line's third field: "tidy a 3 ..."), at least one.
    func indexed(_ lemmas: Set<String>) throws -> [String: Int] {
        var known: [String: Int] = [:]
        for (lemma, parts) in try synsets(of: lemmas) {
            for (part, synsets) in parts { known[Self.pair(lemma, part)] = max(1, synsets.count) }
        }
        return known
    }

    /// Tagged-corpus counts per (lemma, part of speech), from `cntlist.rev`
    /// ("red%5:00:01:chromatic:00 1 43").
    func senseCounts(_ lemmas: Set<String>) throws -> [String: Int] {
        let path = "\(directory)/cntlist.rev"
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        var counts: [String: Int] = [:]
        try LineScanner.forEachLine(in: path) { line in
            let lemmaBytes = LineScanner.field(line, upTo: UInt8(ascii: "%"))
            guard lemmaBytes.count + 1 < line.count else { return }
            let lemma = LineScanner.string(lemmaBytes)
            guard lemmas.contains(lemma), let part = PartOfSpeech(wordNetType: line[lemmaBytes.count + 1]) else { return }
            let count = LineScanner.string(line).split(separator: " ").last.flatMap { Int($0) } ?? 0
            counts[Self.pair(lemma, part), default: 0] += count
        }
        return counts
    }
}
