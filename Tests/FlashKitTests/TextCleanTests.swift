import Foundation
import Testing
@testable import Support

/// ``Text/clean(_:)`` skips its scalar walk for text it judges clean by the bytes alone. That
/// judgement must never pass text the walk would change.
@Suite struct TextCleanTests {
    /// Every character of the range the byte test takes (U+00C0–U+02FF), alone, doubled, after a
    /// base letter and between words, is already what the walk makes of it.
    @Test func everyCharacterTheByteTestTakesIsItsOwnCleanForm() {
        var changed: [String] = []
        for value in 0xC0...0x2FF {
            let letter = String(Character(Unicode.Scalar(value)!))
            for text in [letter, letter + letter, "e" + letter, "a " + letter + " b"] {
                if !Text.isClean(text) || Text.scrubbed(text) != text { changed.append(text) }
            }
        }
        #expect(changed.isEmpty)
    }

    /// Every string of up to three pieces of awkward text (spaces of every kind, controls, an
    /// escape sequence, combining marks, decomposed letters, bidi overrides, three-byte
    /// characters): wherever the byte test says clean, the walk changes nothing.
    @Test func textTheByteTestCallsCleanIsWhatTheWalkMakesOfIt() {
        let pieces = ["", " ", "  ", "\t", "\n", "\r\n", "\u{A0}", "\u{85}", "\u{AD}", "\u{1B}[31m", "\u{7F}", "\u{0}",
                      "\u{301}", "e\u{301}", "é", "ß", "a", "Z", "-", "\u{2028}", "\u{202E}", "日", "ʼ", "\u{2FF}", "\u{300}", "\u{340}"]
        var wrong: [String] = []
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    if Text.isClean(text), Text.scrubbed(text) != text { wrong.append(text) }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    /// Text of those bytes with its spaces anywhere (leading, trailing, doubled, around every
    /// character of the range) has only its spaces collapsed, and that is what the walk makes
    /// of it; text with any other byte still takes the walk.
    @Test func textOfCleanBytesWithStraySpacesIsCleanedAsTheWalkCleansIt() {
        let pieces = ["", " ", "  ", "a", "é", "ß", "\u{2FF}", "-", "<", "\t", "\u{A0}", "\u{301}", "\u{300}", "日"]
        var wrong: [String] = []
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    for text in [first + second + third, " " + first + "  " + second + " " + third + "   "]
                    where Text.clean(text) != Text.scrubbed(text) || Text.hasCleanBytes(text) && !Text.isClean(Text.clean(text)) && !Text.clean(text).isEmpty {
                        wrong.append(text)
                    }
                }
            }
        }
        for value in 0xC0...0x2FF {
            let letter = String(Character(Unicode.Scalar(value)!))
            for text in [letter + " ", " " + letter, "a  " + letter + "  " + letter, letter + "   b "] where Text.clean(text) != Text.scrubbed(text) {
                wrong.append(text)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
        #expect(Text.clean("Straße  ") == "Straße" && Text.clean("  la   mesa ") == "la mesa")
        #expect(!Text.hasCleanBytes("a\tb") && !Text.hasCleanBytes("a\u{A0}") && !Text.hasCleanBytes("e\u{301}"))
    }

    /// Every settled code point (kana, ideographs, Cyrillic, ...) alone, doubled, after letters
    /// of each script and between words or stray spaces is what the walk makes of it, and the
    /// scalar test says so.
    @Test func everySettledCodePointIsItsOwnCleanForm() {
        var wrong: [String] = []
        for value in UInt32(0)...0x2FFFF where Text.isSettled(value) {
            let letter = String(Character(Unicode.Scalar(value)!))
            for text in [letter, letter + letter, "e" + letter, "か" + letter, "и" + letter, "犬" + letter, "a " + letter + " b"]
            where Text.scrubbed(text) != text || Text.clean(text) != text {
                wrong.append(text)
            }
            for text in [letter + " ", "  " + letter + "  " + letter] where Text.clean(text) != Text.scrubbed(text) { wrong.append(text) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    /// NFC joins a character to the one before it only where a canonical decomposition has it
    /// after its first code point (が is か and U+3099): no settled code point is ever there.
    @Test func noSettledCodePointJoinsTheOneBeforeIt() {
        var joining: Set<UInt32> = []
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let parts = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.dropFirst()
            for part in parts where Text.isSettled(part.value) || Text.isLoneMark(part.value) { joining.insert(part.value) }
        }
        #expect(joining.isEmpty, "\(joining.sorted().prefix(10).map { String($0, radix: 16) })")
    }

    /// A lone mark after settled letters of every run is what the walk makes of it, and after a
    /// space, another mark or at the start it takes the walk: e, U+031E and U+0301 is é and
    /// U+031E once NFC has seen it.
    @Test func aLoneMarkAfterASettledLetterIsItsOwnCleanForm() {
        var wrong: [String] = []
        // Every 37th settled letter and the ends of each run: that no mark joins any letter is
        // the test above's, over every code point.
        let settled = (UInt32(0)...0x2FFFF).filter(Text.isSettled)
        let letters = settled.enumerated().filter { index, value in
            index % 37 == 0 || !Text.isSettled(value - 1) || !Text.isSettled(value + 1)
        }.map(\.element)
        for mark in (UInt32(0x300)...0x36F).filter(Text.isLoneMark).map({ String(Character(Unicode.Scalar($0)!)) }) {
            for value in letters {
                let letter = String(Character(Unicode.Scalar(value)!))
                for text in [letter + mark, "a " + letter + mark + " b", letter + mark + letter] where Text.scrubbed(text) != text || Text.clean(text) != text {
                    wrong.append(text)
                }
            }
            for text in [mark, " " + mark, "e" + mark + mark, "e" + mark + "\u{301}", "o" + mark + "\u{31E}"] where Text.clean(text) != Text.scrubbed(text) {
                wrong.append(text)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
        #expect(Text.settledForm(of: "こそ /kˌo̞so̞kˈo̞so̞/") == .clean && Text.settledForm(of: "e\u{31E}\u{301}") == .unsettled)
    }

    /// Japanese, Chinese and Russian text made of settled code points and spaces anywhere is
    /// cleaned as the walk cleans it; the ideographic space, a combining sound mark or
    /// Cyrillic's combining titlo, a control or a decomposed letter still takes the walk.
    @Test func textOfSettledCodePointsIsCleanedAsTheWalkCleansIt() {
        let pieces = ["", " ", "  ", "犬", "いぬ", "イヌ", "собака", "ё", "、", "Ａ", "\u{3000}", "\u{3099}", "か\u{3099}", "\u{483}", "o\u{31E}", "\u{31E}", "ᵝ",
                      "е\u{308}", "\t", "\u{1B}[2m", "\u{A0}", "ｱ", "\u{202E}", "a"]
        var wrong: [String] = []
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    for text in [first + second + third, " " + first + "  " + second + " " + third + "   "] where Text.clean(text) != Text.scrubbed(text) {
                        wrong.append(text)
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
        #expect(Text.settledForm(of: "犬 [いぬ] /dog/") == .clean && Text.settledForm(of: " собака  пёс") == .spaced)
        #expect(Text.settledForm(of: "が") == .clean && Text.settledForm(of: "か\u{3099}") == .unsettled && Text.settledForm(of: "犬\u{3000}") == .unsettled)
    }

    /// Dictionary text in the Latin languages takes the byte test; the rest is still cleaned.
    @Test func wordsOfTheLatinLanguagesAreCleanAsTheyAre() {
        for word in ["la mesa", "die Straße", "ação", "être", "perché", "to go (on foot)"] {
            #expect(Text.isClean(word) && Text.clean(word) == word)
        }
        #expect(Text.clean("  e\u{301}cole\u{A0} \u{1B}[1mx\t") == "école x")
        #expect(!Text.isClean(" a") && !Text.isClean("a ") && !Text.isClean("a  b") && !Text.isClean("日本"))
    }
}
