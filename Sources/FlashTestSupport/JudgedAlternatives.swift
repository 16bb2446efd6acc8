import Foundation

/// Alternatives flash showed beside an answer, each judged by two readers as a teacher would
/// (`Tests/FlashKitTests/Labelled/alternatives-judged.txt`: `FROM<TAB>TO<TAB>WORD<TAB>ANSWER<TAB>ALTERNATIVE<TAB>yes|no<TAB>yes|no`,
/// `#` comments). A pair counts as accepted when both readers said yes.
public struct JudgedAlternatives: Sendable {
    private let verdicts: [String: Bool]

    public init(path: String) throws {
        var verdicts: [String: Bool] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7 else { continue }
            verdicts[fields[0...4].joined(separator: "\t")] = fields[5] == "yes" && fields[6] == "yes"
        }
        self.verdicts = verdicts
    }

    /// Whether both readers accept `alternative` beside `answer` for `word`; nil when never judged.
    public func accepts(_ alternative: String, beside answer: String, for word: String, from source: String, to target: String) -> Bool? {
        verdicts[[source, target, word, answer, alternative].joined(separator: "\t")]
    }

    /// How many pairs were judged.
    public var count: Int { verdicts.count }
}
