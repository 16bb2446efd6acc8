import Model

/// FreeDict's older dictionaries squash their phrase entries into one word ("carnedevaca" for
/// beef, "carnedecerdo" for pork). A candidate the target's analyser does not know that splits
/// into two words it knows around a joining word gets its spaces back: "carne de vaca", a
/// feminine noun like its head.
extension OfflineLookup {
    /// Words that join the parts of a phrase, per target language, longest first.
    static let joiningWords: [String: [String]] = [
        "es": ["para", "por", "con", "del", "de", "al", "en", "a"],
        "fr": ["pour", "des", "aux", "du", "de", "au", "en", "à"],
        "it": ["della", "dello", "per", "con", "dei", "del", "di", "da", "al", "in", "a"],
        "pt": ["para", "com", "dos", "das", "do", "da", "de", "em"],
        "ca": ["per", "amb", "del", "de", "al", "en", "a"],
    ]

    /// Gives spaces back to the squashed candidates among `unknown` (texts the analyser has no
    /// reading for); one more analyser run over the pieces, only when there are such candidates.
    func restoreSpaces(_ candidates: inout [[OfflineCandidate]], unknown: Set<String>, analyser: ApertiumAnalyser) throws {
        try restoreSpaces(&candidates, unknown: unknown) { pieces in
            var known: [String: ApertiumStream.Reading] = [:]
            for (piece, units) in zip(pieces, try analyser.analyse(pieces)) where units.count == 1 {
                if let reading = units[0].readings.first { known[piece] = reading }
            }
            return known.mapValues { $0.partOfSpeech == .noun ? $0.gender : nil }
        }
    }

    /// The same without an analyser (the `freedict` provider): the word list says which pieces
    /// are words, and which candidates are not.
    func restoreSpacesByFrequency(_ candidates: inout [[OfflineCandidate]]) throws {
        guard sources.targetAnalyser == nil, let frequencies = sources.frequencies else { return }
        let unknown = Set(candidates.joined().map(\.text).filter { frequencies.zipf($0) == 0 })
        try restoreSpaces(&candidates, unknown: unknown) { pieces in
            Dictionary(pieces.filter { frequencies.zipf($0) > 0 }.map { ($0, Gender?.none) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Gives spaces back to the squashed candidates among `unknown`; `known` says which of some
    /// pieces are words, with a noun's gender.
    private func restoreSpaces(_ candidates: inout [[OfflineCandidate]], unknown: Set<String>,
                               known lookUp: ([String]) throws -> [String: Gender?]) throws {
        let joiners = Self.joiningWords[target.code] ?? []
        var splits: [String: [(head: String, joiner: String, tail: String)]] = [:]
        for text in unknown where text.count >= 7 && !text.contains(" ") && text == text.lowercased() {
            splits[text] = Self.splits(of: text, joiners: joiners)
        }
        let pieces = Array(Set(splits.values.joined().flatMap { [$0.head, $0.tail] }))
        guard !pieces.isEmpty else { return }
        let known = try lookUp(pieces)
        var restored: [String: (String, Gender?)] = [:]
        for (text, options) in splits {
            guard let split = options.first(where: { known[$0.head] != nil && known[$0.tail] != nil }), let gender = known[split.head] else { continue }
            restored[text] = ("\(split.head) \(split.joiner) \(split.tail)", gender)
        }
        for index in candidates.indices {
            for position in candidates[index].indices {
                guard let (phrase, gender) = restored[candidates[index][position].text] else { continue }
                candidates[index][position].text = phrase
                if candidates[index][position].gender == nil { candidates[index][position].gender = gender }
            }
        }
    }

    /// Every way to read `text` as a word, a joining word and a word of three letters or more.
    static func splits(of text: String, joiners: [String]) -> [(head: String, joiner: String, tail: String)] {
        let letters = Array(text)
        var found: [(String, String, String)] = []
        for start in 3..<max(3, letters.count - 3) {
            for joiner in joiners where start + joiner.count + 3 <= letters.count {
                guard String(letters[start..<(start + joiner.count)]) == joiner else { continue }
                found.append((String(letters[..<start]), joiner, String(letters[(start + joiner.count)...])))
            }
        }
        return found
    }
}
