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

    /// Dictionary text in the Latin languages takes the byte test; the rest is still cleaned.
    @Test func wordsOfTheLatinLanguagesAreCleanAsTheyAre() {
        for word in ["la mesa", "die Straße", "ação", "être", "perché", "to go (on foot)"] {
            #expect(Text.isClean(word) && Text.clean(word) == word)
        }
        #expect(Text.clean("  e\u{301}cole\u{A0} \u{1B}[1mx\t") == "école x")
        #expect(!Text.isClean(" a") && !Text.isClean("a ") && !Text.isClean("a  b") && !Text.isClean("日本"))
    }
}
