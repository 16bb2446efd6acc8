import Support
import Model
/// Apertium's stream format, as lttoolbox's `lt-proc` reads and writes it: lexical units
/// `^surface/lemma<tag><tag>/other<tags>$` between blanks, reserved characters escaped with a
/// backslash, `*word` for an unknown word and `@lemma<tags>` for a lemma the bilingual
/// dictionary lacks. A multiword with an invariable part keeps it after `#` ("look# after").
/// The reserved characters are all ASCII and no byte of a longer UTF-8 character is one, so the
/// stream is read byte by byte, as lt-proc reads it code point by code point.
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
        var bilingualForm: String {
            var bytes: [UInt8] = []
            ApertiumStream.appendEscaped(head, to: &bytes)
            if !queue.isEmpty {
                bytes += [Byte.backslash, Byte.hash]
                ApertiumStream.appendEscaped(queue, to: &bytes)
            }
            for tag in tags { bytes.append(Byte.less); bytes += tag.utf8; bytes.append(Byte.greater) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// One lexical unit: what was written, and its readings (none when the word is unknown).
    struct Unit: Equatable, Sendable {
        var surface: String
        var readings: [Reading]
    }

    /// Text made safe to feed to lt-proc as plain text.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: isReserved) else { return text }
        var bytes: [UInt8] = []
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lexical units of one chunk of lt-proc's output, in order; blanks are dropped.
    static func units(in output: String) -> [Unit] {
        var output = output
        return output.withUTF8(units(in:))
    }

    /// The lexical units in lt-proc's output bytes. A unit's parts keep their escapes until
    /// read: a reading tells its own reserved characters from literal ones.
    static func units(in bytes: UnsafeBufferPointer<UInt8>) -> [Unit] {
        var units: [Unit] = []
        var parts: [UnsafeBufferPointer<UInt8>]?
        var start = 0, index = 0
        while index < bytes.count {
            switch bytes[index] {
            case Byte.backslash where parts != nil: index += 1
            case Byte.caret: parts = []; start = index + 1
            case Byte.slash where parts != nil: parts?.append(part(of: bytes, start..<index)); start = index + 1
            case Byte.dollar where parts != nil:
                let found = (parts ?? []) + [part(of: bytes, start..<index)]
                units.append(Unit(surface: unescaped(found[0]), readings: found.dropFirst().compactMap(reading)))
                parts = nil
            default: break
            }
            index += 1
        }
        return units
    }

    /// Text with its escaping backslashes removed.
    static func unescaped(_ text: String) -> String {
        var text = text
        return text.withUTF8(unescaped)
    }

    /// "velar# por<vblex><inf>" -> lemma "velar por", tags vblex, inf; nil for "*word", "@word"
    /// and joined readings ("de<pr>+el<det>"). Escaped characters ("C\#") are literal.
    static func reading(_ text: String) -> Reading? {
        var text = text
        return text.withUTF8(reading)
    }

    static func reading(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading? {
        guard let first = bytes.first, first != Byte.star, first != Byte.at else { return nil }
        var head: [UInt8] = [], queue: [UInt8] = [], tags: [String] = []
        var tag: [UInt8]?
        var inQueue = false, escaping = false
        for byte in bytes {
            switch byte {
            case _ where escaping: escaping = false
            case Byte.backslash: escaping = true; continue
            case Byte.less: tag = []; continue
            case Byte.greater:
                if let finished = tag { tags.append(String(decoding: finished, as: UTF8.self)) }
                tag = nil
                continue
            case Byte.hash where tag == nil: inQueue = true; continue
            case Byte.plus where tag == nil: return nil
            default: break
            }
            if tag != nil { tag?.append(byte) } else if inQueue { queue.append(byte) } else { head.append(byte) }
        }
        guard !head.isEmpty else { return nil }
        let (headText, queueText) = (String(decoding: head, as: UTF8.self), String(decoding: queue, as: UTF8.self))
        return Reading(lemma: Text.clean(headText + queueText), tags: tags, head: headText, queue: queueText)
    }
}

private extension ApertiumStream {
    /// The bytes of the stream's reserved characters.
    enum Byte {
        static let backslash = UInt8(ascii: "\\"), caret = UInt8(ascii: "^"), dollar = UInt8(ascii: "$")
        static let slash = UInt8(ascii: "/"), less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        static let hash = UInt8(ascii: "#"), plus = UInt8(ascii: "+"), star = UInt8(ascii: "*"), at = UInt8(ascii: "@")
    }

    static func isReserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "/"),
             UInt8(ascii: "@"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"),
             UInt8(ascii: "+"), UInt8(ascii: "*"): true
        default: false
        }
    }

    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            if isReserved(byte) { bytes.append(Byte.backslash) }
            bytes.append(byte)
        }
    }

    static func part(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var escaping = false
        for byte in bytes {
            if byte == Byte.backslash, !escaping { escaping = true; continue }
            escaping = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
