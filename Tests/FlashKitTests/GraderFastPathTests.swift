import Testing
@testable import Support
@testable import Learn

/// The byte-wise paths for plain ASCII give exactly what the full normalization gives.
@Suite struct GraderFastPathTests {
    /// Deterministic ASCII strings full of what normalization touches: case, spaces, trailing
    /// and inner punctuation, separators and parentheses.
    static let samples: [String] = {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("aZ m.,!?;:-'()/ Qx1 ")
        let fixed = ["", " ", "Dog", "  The  Dog. ", "dog...", "?!", ". dog", "ice cream,", "(to) run", "house / home", "a , b", "U.S.A."]
        return fixed + (0..<2_000).map { _ in
            String((0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
    }()

    @Test func asciiIsNormalizedAsTheFullPathNormalizesIt() {
        for text in Self.samples {
            #expect(Grader.asciiNormalized(text) == Grader.normalizedFully(text), "'\(text)'")
        }
        #expect(Grader.asciiNormalized("perro\u{301}") == nil)
        #expect(Grader.asciiNormalized("tab\there") == nil)
    }

    @Test func aPlainAnswersFormsAreTheFullPathsForms() {
        for text in Self.samples {
            let slow = AcceptedForms.expand(text).map { Grader.normalize($0) }
            #expect(Grader.forms(of: text).map(\.normalized) == slow, "'\(text)'")
            #expect(Grader.forms(of: text).allSatisfy { $0.original == text })
        }
    }
}
