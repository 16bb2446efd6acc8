import Support
import Model

/// Two Apertium pairs used one after the other where Debian has no pair between two languages:
/// English to French through Catalan (`eng-cat`, then `cat-fra`) and through Spanish (`eng-spa`,
/// then `es-fr`); Italian and Portuguese the same way. Each hop keeps the part of speech, so a
/// verb stays a verb. A pivot brings its own ambiguity (a word to Spanish cartera to Portuguese
/// carteiro), so the chains vote: what two chains agree on weighs like two dictionaries agreeing.
struct ApertiumChain: Sendable {
    /// The language passed through ("ca", "es").
    let pivot: Language
    let first: ApertiumDictionary
    let second: ApertiumDictionary

    /// The languages each chain goes through, best first: Catalan's pairs are the larger ones.
    static let pivots = [Language(trusted: "ca"), Language(trusted: "es")]

    /// Every chain from `source` to `target` installed under `directory`, Catalan's first.
    static func find(from source: Language, to target: Language, in directory: String, ltProc: ExternalCommand?) -> [ApertiumChain] {
        pivots.filter { $0 != source && $0 != target }.compactMap { pivot in
            guard let first = ApertiumDictionary.find(from: source, to: pivot, in: directory, ltProc: ltProc),
                  let second = ApertiumDictionary.find(from: pivot, to: target, in: directory, ltProc: ltProc) else { return nil }
            return ApertiumChain(pivot: pivot, first: first, second: second.preferringSmallestGenerator(of: target, in: directory))
        }
    }

    /// The candidates of each reading in the target language, in order: the second pair's
    /// candidates of the first pair's first candidate, then of its second, without repeats.
    func translate(_ readings: [ApertiumStream.Reading], gendering: ApertiumDictionary.Gendering = .everyGenerator) throws -> [[ApertiumStream.Reading]] {
        let middle = try first.translate(readings, gendering: .none)
        var unique: [String: ApertiumStream.Reading] = [:]
        for reading in middle.joined() { unique[reading.bilingualForm] = reading }
        let forms = Array(unique.keys)
        let translated = Dictionary(zip(forms, try second.translate(forms.compactMap { unique[$0] }, gendering: gendering)), uniquingKeysWith: { first, _ in first })
        return middle.map { steps in
            var seen: Set<String> = []
            return steps.flatMap { translated[$0.bilingualForm] ?? [] }.filter { seen.insert($0.lemma.lowercased() + " " + ($0.partOfSpeech?.rawValue ?? "")).inserted }
        }
    }
}
