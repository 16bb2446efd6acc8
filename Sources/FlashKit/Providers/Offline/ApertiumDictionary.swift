import Foundation

/// One direction of an installed Apertium language pair (`apertium-eng-spa` and others), used
/// as a dictionary, never as a sentence translator: `lt-proc -w SRC-DST.automorf.bin` gives
/// each word's lemmas and parts of speech ("dogs" -> dog<n><pl>), and
/// `lt-proc -b SRC-DST.autobil.bin` every bilingual candidate of a reading with its part of
/// speech and gender (hammer<n> -> martillo<n><m>). Each call runs one process for the whole list.
/// - SeeAlso: lt-proc(1), https://wiki.apertium.org/wiki/Lttoolbox
public struct ApertiumDictionary: Sendable {
    /// Where Debian's `apertium-*` packages put their data.
    public static let defaultDirectory = "/usr/share/apertium"

    /// The pair's folder name ("apertium-eng-spa") and direction ("eng-spa").
    public let package: String
    public let direction: String
    let analyser: String
    let bilingual: String
    let ltProc: ExternalCommand

    /// The pair from `source` to `target` installed under `directory`, with `lt-proc` from the
    /// environment's PATH; nil when either is missing.
    public static func find(from source: Language, to target: Language, in directory: String = defaultDirectory,
                            environment: [String: String]) -> ApertiumDictionary? {
        guard let ltProc = ExternalCommand.find("lt-proc", environment: environment),
              let folders = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        for folder in folders.sorted() where folder.hasPrefix("apertium-") {
            for (from, to) in codes(source).flatMap({ from in codes(target).map { (from, $0) } }) {
                let base = "\(directory)/\(folder)/\(from)-\(to)"
                let analyser = base + ".automorf.bin", bilingual = base + ".autobil.bin"
                if FileManager.default.fileExists(atPath: analyser), FileManager.default.fileExists(atPath: bilingual) {
                    return ApertiumDictionary(package: folder, direction: "\(from)-\(to)", analyser: analyser, bilingual: bilingual, ltProc: ltProc)
                }
            }
        }
        return nil
    }

    /// Apertium names languages by ISO 639-3 in newer pairs (eng-spa) and 639-1 in older ones (fr-es).
    static func codes(_ language: Language) -> [String] {
        [FreeDictTranslator.codes[language.code], language.code].compactMap { $0 }
    }

    /// The lexical units of each text, in order: one unit for a word or a multiword the
    /// dictionary knows ("washing machine"), several for a phrase it does not.
    func analyse(_ texts: [String]) throws -> [[ApertiumStream.Unit]] {
        try run(analyser, options: ["-w"], chunks: texts.map(ApertiumStream.escaped)).map(ApertiumStream.units)
    }

    /// The bilingual candidates of each reading, in the dictionary's order (empty when it has none).
    func translate(_ readings: [ApertiumStream.Reading]) throws -> [[ApertiumStream.Reading]] {
        let chunks = readings.map { "^" + $0.bilingualForm + "$" }
        return try run(bilingual, options: ["-b"], chunks: chunks).map { ApertiumStream.units(in: $0).first?.readings ?? [] }
    }
}

private extension ApertiumDictionary {
    /// Feeds the chunks to one lt-proc separated by NUL (`-z` flushes after each) and returns
    /// its output split the same way, one piece per chunk.
    func run(_ transducer: String, options: [String], chunks: [String]) throws -> [String] {
        guard !chunks.isEmpty else { return [] }
        let input = chunks.map { $0.replacingOccurrences(of: "\0", with: " ") + "\0" }.joined()
        let output = try ltProc.run(options + ["-z", transducer], input: Array(input.utf8))
        guard output.status == 0 else {
            throw ProviderError.program(provider: "apertium", program: "lt-proc", message: output.errorLine)
        }
        var pieces = output.text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        if pieces.count > chunks.count { pieces.removeLast(pieces.count - chunks.count) }
        guard pieces.count == chunks.count else {
            throw ProviderError.program(provider: "apertium", program: "lt-proc", message: "answered \(pieces.count) of \(chunks.count) words")
        }
        return pieces
    }
}
