import Foundation
import Support
import Model

/// One way a dictionary into English says an English word in its own language, read backwards
/// from its glosses: EDICT's 犬 [いぬ] "/(n) (1) dog/", CC-CEDICT's 狗 [gou3] "/dog/", Mueller's
/// "dog: 1) собАка, пЁс". The candidate with its reading and how prominent the gloss is.
struct GlossEntry: Equatable, Sendable {
    /// The word as written (犬, 狗, собака).
    var text: String
    /// How it is read where the script does not say: kana, pinyin with tone marks, the stressed
    /// vowel marked; nil when the text shows it (a kana word, a word of one syllable).
    var reading: String?
    var partOfSpeech: PartOfSpeech?
    /// The dictionary marks it common (EDICT's "(P)").
    var common = false
    /// Which sense of the entry holds the gloss (0 = its main sense), and where in that sense.
    var sense = 0
    var position = 0
    /// True when the gloss is exactly the asked word ("dog", not "dog (Canis familiaris)").
    var exact = true
    /// How many senses the dictionary gives the written word over all its entries (CC-CEDICT's
    /// 发 is "to send" and "hair"); 1 where it does not say.
    var senses = 1

    /// The order glosses are worth in, for a word of `part`: that part of speech, common entries,
    /// main senses, first places.
    /// A rare word (Zipf below 3.5, when `zipf` is known) counts one sense later.
    func rank(for part: PartOfSpeech?, zipf: Double? = nil) -> [Int] {
        let rare = zipf.map { $0 < 3.5 ? 1 : 0 } ?? 0
        return [partOfSpeech == nil || part == nil || partOfSpeech == part ? 0 : 1, common ? 0 : 1, min(sense, 3) + rare, min(position, 3)]
    }

    /// How common the word is in this sense: its Zipf value, less the share of its senses
    /// this is one of (log10 of their number).
    func zipfInSense(_ zipf: Double) -> Double {
        zipf - log10(Double(max(1, senses)))
    }
}

/// A dictionary from another language into English, searched by its English glosses.
protocol ReverseGlossary: Sendable {
    /// The entries whose glosses are one of `keys` ("dog", "to eat"), by key.
    func entries(for keys: Set<String>) throws -> [String: [GlossEntry]]
    /// For adjectives it glosses only inside phrases, the word those phrases share, by adjective
    /// (see ``CEDICTGlossary/sharedHeads(of:)``).
    func sharedHeads(of adjectives: Set<String>) -> [String: GlossEntry]
}

extension ReverseGlossary {
    func sharedHeads(of adjectives: Set<String>) -> [String: GlossEntry] { [:] }

    /// The key a word's gloss is looked up by: "to eat" for a verb, "dog" for the rest.
    static func key(_ lemma: String, _ part: PartOfSpeech?) -> String {
        let lowered = lemma.lowercased()
        return part == .verb && !lowered.hasPrefix("to ") ? "to " + lowered : lowered
    }

    /// An English gloss without its leading article ("a man" → man); nil when it has none.
    static func withoutArticle(_ gloss: String) -> String? {
        for article in ["a ", "an ", "the "] where gloss.hasPrefix(article) { return String(gloss.dropFirst(article.count)) }
        return nil
    }

    /// A gloss as compared with keys: lower case, with parentheses and what follows a semicolon
    /// removed ("dog (Canis familiaris)" → dog); and whether anything was removed.
    static func normalisedGloss(_ gloss: Substring) -> (String, exact: Bool) {
        var text = "", depth = 0, removed = false
        for character in gloss {
            if character == "(" { depth += 1; removed = true; continue }
            if character == ")" { depth = max(0, depth - 1); continue }
            if depth == 0 { text.append(character) }
        }
        let trimmed = Text.collapsingWhitespace(text).lowercased()
        return (trimmed, !removed)
    }

    /// ``normalisedGloss(_:)`` on the bytes of an ASCII gloss, into `output` without making a
    /// string: lower case, parentheses removed, runs of spaces one. Returns whether nothing was
    /// removed.
    static func normalisedGloss<Gloss: Collection<UInt8>>(_ gloss: Gloss, into output: inout [UInt8]) -> Bool {
        output.removeAll(keepingCapacity: true)
        var depth = 0, removed = false, space = false
        for byte in gloss {
            if byte == UInt8(ascii: "(") { depth += 1; removed = true; continue }
            if byte == UInt8(ascii: ")") { depth = max(0, depth - 1); continue }
            guard depth == 0 else { continue }
            // Swift's whitespace among ASCII: tab, the line ends and the space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) { space = !output.isEmpty; continue }
            if space { output.append(0x20); space = false }
            output.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
        }
        return !removed
    }
}
