import Support

/// English adjectives CC-CEDICT glosses only inside phrases: "respiratory" is in "respiratory
/// system" (呼吸系统) and "respiratory tract" (呼吸道), never alone. The word those phrases' Chinese
/// words open with is the adjective's translation (呼吸), as Chinese puts a noun before a noun.
extension CEDICTGlossary {
    /// For each of `adjectives`, the longest word of two characters or more that opens the words of
    /// two phrases glossed "ADJECTIVE noun" (one or two nouns) and is a headword of its own;
    /// none where no such word is shared (veterinary: 兽病理学, 兽药, 兽医学 share only 兽).
    func sharedHeads(of adjectives: Set<String>) -> [String: GlossEntry] {
        guard !adjectives.isEmpty else { return [:] }
        var phrases: [String: Set<String>] = [:]
        var scratch: [UInt8] = []
        for range in lines where text[range.lowerBound] != UInt8(ascii: "#") {
            let line = text[range]
            guard case let (open, close)? = Self.pinyinBrackets(of: line), let slash = line[close...].firstIndex(of: UInt8(ascii: "/")) else { continue }
            for segment in line[(slash + 1)...].split(separator: UInt8(ascii: "/")) {
                for gloss in segment.split(separator: UInt8(ascii: ";")) where gloss.allSatisfy({ $0 < 0x80 }) {
                    _ = Self.normalisedGloss(gloss, into: &scratch)
                    guard let space = scratch.firstIndex(of: 0x20) else { continue }
                    let adjective = String(decoding: scratch[..<space], as: UTF8.self)
                    guard adjectives.contains(adjective), (2...3).contains(scratch.split(separator: 0x20).count) else { continue }
                    let words = line[..<open].split(separator: 0x20)
                    if words.count >= 2 { phrases[adjective, default: []].insert(String(decoding: words[1], as: UTF8.self)) }
                }
            }
        }
        // Every opening of two characters or more, short of the whole word, with how many words it opens.
        var openings: [String: [String: Int]] = [:]
        for (adjective, words) in phrases {
            for word in words where word.count > 2 {
                for length in 2..<word.count { openings[adjective, default: [:]][String(word.prefix(length)), default: 0] += 1 }
            }
        }
        let shared = openings.mapValues { counts in Set(counts.filter { $0.value >= 2 }.keys) }
        let readings = self.readings(of: Set(shared.values.joined()))
        return shared.compactMapValues { openings in
            openings.filter { readings[$0] != nil }.max { ($0.count, $1) < ($1.count, $0) }
                .map { GlossEntry(text: $0, reading: readings[$0], partOfSpeech: .adjective, exact: false) }
        }
    }

    /// The pinyin of those of `words` that are a headword (simplified) of a line not of a name.
    func readings(of words: Set<String>) -> [String: String] {
        guard !words.isEmpty else { return [:] }
        let wanted = Set(words.map { Array($0.utf8) })
        var found: [String: String] = [:]
        for range in lines {
            let line = text[range]
            guard case let (open, close)? = Self.pinyinBrackets(of: line) else { continue }
            let heads = line[..<open].split(separator: 0x20)
            guard heads.count >= 2, wanted.contains(Array(heads[1])) else { continue }
            let word = String(decoding: heads[1], as: UTF8.self)
            if found[word] == nil { found[word] = Pinyin.marked(String(decoding: line[(open + 1)..<close], as: UTF8.self)) }
        }
        return found
    }
}
