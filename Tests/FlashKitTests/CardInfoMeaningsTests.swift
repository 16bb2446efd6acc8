import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Reports

/// `flash edit` names a card's other meanings apart from its accepted alternatives, and shows
/// its reading.
@Suite struct CardInfoMeaningsTests {
    @Test func otherMeaningsAreListedAsNotAccepted() {
        var card = Card(native: "bark", learned: "corteza", alternatives: [], created: Date(timeIntervalSince1970: 0))
        var other = TranslationCandidate(text: "barco", partOfSpeech: .noun, gender: .masculine, sources: ["freedict"])
        other.role = .otherMeaning
        card.translationCandidates = [TranslationCandidate(text: "corteza", partOfSpeech: .noun, sources: ["apertium"]), other]
        let lines = CardInfo.lines(for: card)
        #expect(lines.contains("  other meanings (not accepted as answers): barco"))
        #expect(lines.contains { $0.contains("2. barco") && $0.contains("other meaning") })
        #expect(!lines.contains { $0.hasPrefix("  also") })
    }

    @Test func theReadingFollowsTheLearnedWord() {
        var card = Card(native: "dog", learned: "犬", created: Date(timeIntervalSince1970: 0))
        card.reading = "いぬ"
        #expect(CardInfo.lines(for: card).first == "dog - 犬 (いぬ)")
    }

    @Test func aPickedCandidateBringsItsReadingAndNumber() throws {
        var card = Card(native: "glasses", learned: "vaso", created: Date(timeIntervalSince1970: 0))
        var gafas = TranslationCandidate(text: "gafas", partOfSpeech: .noun, gender: .feminine, sources: ["apertium"])
        gafas.plural = true
        card.translationCandidates = [TranslationCandidate(text: "vaso", partOfSpeech: .noun), gafas]
        try card.pickCandidate(2)
        #expect(card.learned == "gafas" && card.plural && card.gender == .feminine)
        try card.setWords("lentes", on: .learned, option: "--translation")
        #expect(!card.plural && card.reading == nil)
    }
}
