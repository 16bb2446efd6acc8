import Foundation
import Testing
@testable import FlashKit
@testable import Model

/// Each side of a card keeps its own alternatives, and the grader reads the side asked.
@Suite struct CardAlternativesTests {
    @Test func eachSideKeepsItsOwnAlternativesAndAnswersWithThem() {
        var card = Card(native: "dog", learned: "perro", alternatives: ["can"], alternativesSide: .learned, created: Date(timeIntervalSince1970: 0))
        card.setAlternatives(["hound"], on: .native)
        #expect(card.learnedAlternatives == ["can"] && card.nativeAlternatives == ["hound"])
        #expect(card.answer(on: .learned) == "perro / can")
        #expect(card.answer(on: .native) == "dog / hound")
        card.alternatives = ["chucho"]
        #expect(card.learnedAlternatives == ["chucho"] && card.nativeAlternatives == ["hound"])
    }
}
