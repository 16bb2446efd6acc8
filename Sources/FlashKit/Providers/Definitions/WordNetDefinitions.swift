import Foundation

/// English definitions from the offline WordNet database through its `wn` program (Debian
/// package wordnet): numbered senses with glosses, quoted examples and synonyms, grouped by
/// part of speech. WordNet has no pronunciations or frequencies.
/// - SeeAlso: https://wordnet.princeton.edu/documentation/wn1wn
public struct WordNetDefinitions: DefinitionProvider {
    public let name = "wordnet"
    let command: ExternalCommand?

    /// Uses `wn` from the environment's PATH; lookups throw when it is not installed.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        command = ExternalCommand.find("wn", environment: environment)
    }

    /// Uses the `wn` program at `executable`.
    public init(executable: String) {
        command = ExternalCommand(executable: executable)
    }

    /// True when `wn` was found.
    public var isInstalled: Bool { command != nil }

    /// The senses of an English word (WordNet finds "run" for "ran"); nil for other languages
    /// and for words WordNet does not know.
    public func entry(for word: String, language: Language) async throws -> WordEntry? {
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
        var senses: [WordEntry.Sense] = []
        for line in output.split(whereSeparator: \.isNewline).map(String.init) {
            if let overview = overview(line) {
                partOfSpeech = overview.partOfSpeech
                headword = headword ?? overview.word
            } else if let sense = sense(line, partOfSpeech: partOfSpeech, headword: headword ?? "") {
                senses.append(sense)
            }
        }
        guard let headword, !senses.isEmpty else { return nil }
        return WordEntry(word: headword, senses: senses, source: source)
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
    static func sense(_ line: String, partOfSpeech: String, headword: String) -> WordEntry.Sense? {
        guard let dot = line.firstIndex(of: "."), !line[..<dot].isEmpty, line[..<dot].allSatisfy(\.isNumber),
              let separator = line.range(of: " -- (") else { return nil }
        var words = line[line.index(after: dot)..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
        if words.hasPrefix("("), let close = words.firstIndex(of: ")") {
            words = words[words.index(after: close)...].trimmingCharacters(in: .whitespaces)
        }
        var gloss = line[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        if gloss.hasSuffix(")") { gloss.removeLast() }
        let definition = definition(in: gloss)
        guard !definition.isEmpty else { return nil }
        let synonyms = words.split(separator: ",").map { Text.clean(String($0)) }
            .filter { !$0.isEmpty && $0.lowercased() != headword.lowercased() }
        return WordEntry.Sense(partOfSpeech: partOfSpeech, definition: definition, example: examples(in: gloss).first, synonyms: synonyms)
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
