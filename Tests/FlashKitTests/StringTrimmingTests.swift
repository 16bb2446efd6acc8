import Foundation
import Testing

/// Trimming without ICU's character sets gives what Foundation's trimming gave, scalar for
/// scalar, for every kind of blank at either end.
@Suite struct StringTrimmingTests {
    static let samples = [
        "", " ", "\t", "word", "  word  ", "\tword\t", " two words ", "\u{A0}palabra\u{3000}", "\u{2003}x\u{202F}",
        "\nline\n", "\r\nline\r\n", "\u{85}x\u{2028}", "\u{2029}x\u{0B}\u{0C}", " \u{301}a ", "a\u{301} ", "🐱 ",
        "\u{200B}zero width\u{200B}", "\u{FEFF}bom", " \u{1680}ogham", "  \n  ", "x\u{0}", "\u{0}x ",
    ]

    @Test(arguments: samples)
    func spacesTrimAsFoundationTrimmed(_ text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.dropFirst(0).trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: samples)
    func spacesAndNewlinesTrimAsFoundationTrimmed(_ text: String) {
        #expect(text.trimmingSpacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func everyScalarOfTheBasicPlaneIsTrimmedOrKeptAsFoundationDid() {
        let scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init)
        let spaces = scalars.filter { String($0).trimmingSpaces().isEmpty }
        let blanks = scalars.filter { String($0).trimmingSpacesAndNewlines().isEmpty }
        #expect(spaces == scalars.filter { CharacterSet.whitespaces.contains($0) })
        #expect(blanks == scalars.filter { CharacterSet.whitespacesAndNewlines.contains($0) })
    }
}
