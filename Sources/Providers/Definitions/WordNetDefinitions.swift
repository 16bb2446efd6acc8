import Foundation
import Support
import Model

/// English definitions from the offline WordNet database through its `wn` program (Debian
/// package wordnet): numbered senses with glosses, quoted examples and synonyms, grouped by
/// part of speech, most used sense first (by the tagged-corpus count `wn` prints before each
/// sense). WordNet has no pronunciations or word frequencies.
/// - SeeAlso: https://wordnet.princeton.edu/documentation/wn1wn
struct WordNetDefinitions: DefinitionProvider {
    let name = "wordnet"
    let command: ExternalCommand?

    /// Uses `wn` from the environment's PATH; lookups throw when it is not installed.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        command = ExternalCommand.find("wn", environment: environment)
    }

    /// Uses the `wn` program at `executable`.
    init(executable: String) {
        command = ExternalCommand(executable: executable)
    }

    /// True when `wn` was found.
    var isInstalled: Bool { command != nil }

    /// The senses of an English word (WordNet finds "run" for "ran"); nil for other languages
    /// and for words WordNet does not know.
    func entry(for word: String, language: Language) async throws -> WordEntry? {
        guard language == .english else { return nil }
        guard let command else { throw DefinitionError.notInstalled(name: "WordNet", package: "wordnet") }
        // wn takes the word as its first argument, dashes and all, then looks it up without
        // leading dashes; no WordNet headword starts with one, so they are dropped here.
        let query = String(Text.clean(word).drop { $0 == "-" }).replacingOccurrences(of: " ", with: "_")
        guard !query.isEmpty else { return nil }
        let output = try command.run([query, "-over"])
        // wn's exit status is the number of senses it found, so only the output tells success.
        if output.standardOutput.isEmpty, !output.standardError.isEmpty {
            throw DefinitionError.programFailed(program: "wn", status: output.status, message: output.errorLine)
        }
        return Self.parse(output.text, source: name)
    }

    /// Reads the output of `wn WORD -over`; nil when it holds no sense.
    static func parse(_ output: String, source: String = "wordnet") -> WordEntry? {
        var headword: String?
        var partOfSpeech = ""
        var senses: [(sense: WordEntry.Sense, count: Int)] = []
        for line in output.split(whereSeparator: \.isNewline).map(String.init) {
            if let overview = overview(line) {
                partOfSpeech = overview.partOfSpeech
                headword = headword ?? overview.word
            } else if let sense = sense(line, partOfSpeech: partOfSpeech, headword: headword ?? "") {
                senses.append(sense)
            }
        }
        guard let headword, !senses.isEmpty else { return nil }
        // Most used first across parts of speech; WordNet's own order among equals.
        let ordered = senses.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element.sense)
        return WordEntry(word: headword, senses: ordered, source: source)
    }
}

private extension WordNetDefinitions {
    static let partsOfSpeech = ["noun": "noun", "verb": "verb", "adj": "adjective", "adv": "adverb"]

    /// "Overview of noun ice_cream" -> ("noun", "ice cream").
    static func overview(_ line: String) -> (partOfSpeech: String, word: String)? {
        let words = line.split(separator: " ", maxSplits: 3).map(String.init)
        guard words.count == 4, words[0] == "Overview", words[1] == "of", let part = partsOfSpeech[words[2]] else { return nil }
        return (part, Text.clean(words[3].replacingOccurrences(of: "_", with: " ")))
    }

    /// `3. (21) run, go, pass -- (stretch out over a distance; "Service runs all the way")`.
    /// The sense and its tagged-corpus count (0 when `wn` prints none).
    static func sense(_ line: String, partOfSpeech: String, headword: String) -> (sense: WordEntry.Sense, count: Int)? {
        guard let dot = line.firstIndex(of: "."), !line[..<dot].isEmpty, line[..<dot].allSatisfy(\.isNumber),
              let separator = line.range(of: " -- (") else { return nil }
        var words = line[line.index(after: dot)..<separator.lowerBound].trimmingSpaces()
        var count = 0
        if words.hasPrefix("("), let close = words.firstIndex(of: ")") {
            count = Int(words[words.index(after: words.startIndex)..<close]) ?? 0
            words = words[words.index(after: close)...].trimmingSpaces()
        }
        var gloss = line[separator.upperBound...].trimmingSpaces()
        if gloss.hasSuffix(")") { gloss.removeLast() }
        let definition = definition(in: gloss)
        guard !definition.isEmpty else { return nil }
        let synonyms = words.split(separator: ",").map { Text.clean(String($0)) }
            .filter { !$0.isEmpty && $0.lowercased() != headword.lowercased() }
        let examples = examples(in: gloss)
        // An example showing the word itself teaches more than one showing a synonym.
        let stem = String(headword.lowercased().prefix(max(3, headword.count - 2)))
        let example = examples.first { $0.lowercased().contains(stem) } ?? examples.first
        return (WordEntry.Sense(partOfSpeech: partOfSpeech, definition: definition, example: example, synonyms: synonyms), count)
    }

    /// The gloss up to its first quoted example, without the "; " that joins them.
    static func definition(in gloss: String) -> String {
        let head = gloss.prefix { $0 != "\"" }
        return Text.clean(String(head)).trimmingCharacters(in: CharacterSet(charactersIn: "; "))
    }

    /// The quoted examples in a gloss, in order.
    static func examples(in gloss: String) -> [String] {
        let parts = gloss.split(separator: "\"", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { Text.clean(String(parts[$0])) }.filter { !$0.isEmpty }
    }
}
