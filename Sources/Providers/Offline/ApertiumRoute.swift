import Support
import Model

/// Apertium's way from one language to another: the installed pair when Debian has one
/// (eng-spa), else the chains through Catalan and Spanish (``ApertiumChain``), merged. It answers
/// as a pair does: the source's analyser, each reading's candidates (a candidate two chains give
/// carries two votes and comes first), and the target's generator.
struct ApertiumRoute: Sendable {
    let direct: ApertiumDictionary?
    let chains: [ApertiumChain]

    /// The route from `source` to `target`, or nil when no pair or chain is installed.
    static func find(from source: Language, to target: Language, in directory: String, ltProc: ExternalCommand?) -> ApertiumRoute? {
        if let direct = ApertiumDictionary.find(from: source, to: target, in: directory, ltProc: ltProc) {
            return ApertiumRoute(direct: direct, chains: [])
        }
        let chains = ApertiumChain.find(from: source, to: target, in: directory, ltProc: ltProc)
        return chains.isEmpty ? nil : ApertiumRoute(direct: nil, chains: chains)
    }

    /// The transducers every list asks, with lt-proc's option for each: the source's analyser
    /// and each hop's bilingual dictionary (generators are asked only for some words).
    var transducers: [(option: String, path: String)] {
        [("-w", analysing.analyser.path)] + (direct.map { [$0] } ?? chains.flatMap { [$0.first, $0.second] }).map { ("-b", $0.bilingual) }
    }

    /// The first generator of each pair that writes the target (the pair's own, or each chain's
    /// second hop's), with lt-proc's option: asked for the forms and genders of nearly every
    /// list's nouns, once the bilingual dictionaries have answered.
    var generatorTransducers: [(option: String, path: String)] {
        (direct.map { [$0] } ?? chains.map(\.second)).compactMap(\.generator).map { ("-g", $0) }
    }

    /// The pair that analyses the source language.
    var analysing: ApertiumDictionary { direct ?? chains[0].first }
    /// The pair whose generator writes the target language.
    var generating: ApertiumDictionary { direct ?? chains[0].second }

    func analyse(_ texts: [String]) throws -> [[ApertiumStream.Unit]] {
        try analysing.analyse(texts)
    }

    /// Each reading's candidates: the pair's, or the chains' with the ones they agree on first
    /// (in the first chain's order, with ``ApertiumStream/Reading/votes`` counting the chains),
    /// then the first chain's others, then the other chains'.
    func translate(_ readings: [ApertiumStream.Reading], gendering: ApertiumDictionary.Gendering = .everyGenerator) throws -> [[ApertiumStream.Reading]] {
        if let direct { return try direct.translate(readings, gendering: gendering) }
        guard let head = chains.first else { return readings.map { _ in [] } }
        // Each chain asks lt-procs of its own, one hop after the other: the chains are asked side
        // by side, so one's hops run while the other's wait.
        let (first, others) = try Concurrently.both({ try head.translate(readings, gendering: gendering) },
                                                    { [chains] in try chains.dropFirst().map { try $0.translate(readings, gendering: gendering) } })
        let answers = [first] + others
        return readings.indices.map { index in
            let lists = answers.map { $0[index] }
            func key(_ reading: ApertiumStream.Reading) -> String { reading.lemma.lowercased() + " " + (reading.partOfSpeech?.rawValue ?? "") }
            var votes: [String: Int] = [:]
            for list in lists { for reading in Set(list.map(key)) { votes[reading, default: 0] += 1 } }
            var seen: Set<String> = []
            let ordered = lists.joined().enumerated().sorted { (votes[key($0.element)]! > 1 ? 0 : 1, $0.offset) < (votes[key($1.element)]! > 1 ? 0 : 1, $1.offset) }
            return ordered.map(\.element).filter { seen.insert(key($0)).inserted }.map { reading in
                var counted = reading
                counted.votes = votes[key(reading)] ?? 1
                return counted
            }
        }
    }

    func participles(of verbs: [ApertiumStream.Reading]) throws -> [String?] {
        try generating.participles(of: verbs)
    }

    func adjectives(_ wanted: [(lemma: String, gender: Gender)]) throws -> [String?] {
        try generating.adjectives(wanted)
    }
}
