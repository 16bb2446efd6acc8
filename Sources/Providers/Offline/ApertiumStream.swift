import Support
import Model
/// Apertium's stream format, as lttoolbox's `lt-proc` reads and writes it: lexical units
/// `^surface/lemma<tag><tag>/other<tags>$` between blanks, reserved characters escaped with a
/// backslash, `*word` for an unknown word and `@lemma<tags>` for a lemma the bilingual
/// dictionary lacks. A multiword with an invariable part keeps it after `#` ("look# after").
/// - SeeAlso: https://wiki.apertium.org/wiki/Apertium_stream_format
enum ApertiumStream {
    /// One reading of a lexical unit: "dog<n><pl>", "velar# por<vblex><inf>".
    struct Reading: Equatable, Sendable {
        /// The lemma with its invariable part joined by a space ("look after").
        var lemma: String
        var tags: [String]
        /// The part before `#`, and the part after it with its leading space ("look", " after").
        var head: String
        var queue: String
        /// How many Apertium chains gave it (``ApertiumRoute``): two agreeing weigh like two dictionaries.
        var votes = 1

        var partOfSpeech: PartOfSpeech? { tags.lazy.compactMap(PartOfSpeech.init(apertiumTag:)).first }
        var gender: Gender? { tags.lazy.compactMap(Gender.init(apertiumTag:)).first }
        /// The reading as the bilingual dictionary takes it: invariable part before the tags.
        var bilingualForm: String { ApertiumStream.escaped(head + (queue.isEmpty ? "" : "#" + queue)) + tags.map { "<\($0)>" }.joined() }
    }

    /// One lexical unit: what was written, and its readings (none when the word is unknown).
    struct Unit: Equatable, Sendable {
        var surface: String
        var readings: [Reading]
    }

    static let reserved: Set<Character> = ["\\", "[", "]", "^", "$", "/", "@", "<", ">", "{", "}", "#", "+", "*"]

    /// Text made safe to feed to lt-proc as plain text.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if reserved.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The lexical units of one chunk of lt-proc's output, in order; blanks are dropped.
    static func units(in output: String) -> [Unit] {
        var units: [Unit] = []
        var current: [String]?
        var part = ""
        var escaping = false
        for character in output {
            if escaping {
                // Kept escaped: a reading tells its own reserved characters from literal ones.
                part.append("\\")
                part.append(character)
                escaping = false
                continue
            }
            switch character {
            case "\\" where current != nil: escaping = true
            case "^": current = []; part = ""
            case "/" where current != nil: current?.append(part); part = ""
            case "$" where current != nil:
                current?.append(part)
                if let parts = current, let surface = parts.first {
                    units.append(Unit(surface: unescaped(surface), readings: parts.dropFirst().compactMap(reading)))
                }
                current = nil
            default: if current != nil { part.append(character) }
            }
        }
        return units
    }

    /// Text with its escaping backslashes removed.
    static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if character == "\\", !escaping { escaping = true; continue }
            escaping = false
            result.append(character)
        }
        return result
    }

    /// "velar# por<vblex><inf>" -> lemma "velar por", tags vblex, inf; nil for "*word", "@word"
    /// and joined readings ("de<pr>+el<det>"). Escaped characters ("C\#") are literal.
    static func reading(_ text: String) -> Reading? {
        guard let first = text.first, first != "*", first != "@", !text.isEmpty else { return nil }
        var head = "", queue = "", tags: [String] = []
        var tag: String?
        var inQueue = false
        var escaping = false
        for character in text {
            if escaping {
                escaping = false
                if tag != nil { tag?.append(character) } else if inQueue { queue.append(character) } else { head.append(character) }
                continue
            }
            switch character {
            case "\\": escaping = true
            case "<": tag = ""
            case ">": if let finished = tag { tags.append(finished) }; tag = nil
            case "#" where tag == nil: inQueue = true
            case "+" where tag == nil: return nil
            default:
                if tag != nil { tag?.append(character) } else if inQueue { queue.append(character) } else { head.append(character) }
            }
        }
        guard !head.isEmpty else { return nil }
        let lemma = Text.clean(head + queue)
        return Reading(lemma: lemma, tags: tags, head: head, queue: queue)
    }
}
