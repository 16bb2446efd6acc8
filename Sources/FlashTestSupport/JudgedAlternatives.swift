import Foundation

/// Alternatives flash showed beside an answer, each judged by two readers as a teacher would
/// (`Tests/FlashKitTests/Labelled/alternatives-judged.txt`: `FROM<TAB>TO<TAB>WORD<TAB>ANSWER<TAB>ALTERNATIVE<TAB>yes|no<TAB>yes|no`,
/// `#` comments). A pair counts as accepted when both readers said yes.
public struct JudgedAlternatives: Sendable {
    private let verdicts: [String: Bool]
    /// Each pair's languages and word, in the file's order.
    private let words: [(source: String, target: String, word: String)]

    public init(path: String) throws {
        var verdicts: [String: Bool] = [:], words: [(String, String, String)] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7 else { continue }
            verdicts[fields[0...4].joined(separator: "\t")] = fields[5] == "yes" && fields[6] == "yes"
            words.append((fields[0], fields[1], fields[2]))
        }
        self.verdicts = verdicts
        self.words = words
    }

    /// The words judged from `source` into `target`, each once, in the file's order.
    public func words(from source: String, to target: String) -> [String] {
        var seen: Set<String> = []
        return words.filter { $0.source == source && $0.target == target && seen.insert($0.word).inserted }.map(\.word)
    }

    /// Whether both readers accept `alternative` beside `answer` for `word`; nil when never judged.
    public func accepts(_ alternative: String, beside answer: String, for word: String, from source: String, to target: String) -> Bool? {
        verdicts[[source, target, word, answer, alternative].joined(separator: "\t")]
    }
}
