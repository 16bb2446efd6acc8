import Foundation
import Testing
@testable import Support
@testable import Model
@testable import ListMaker
@testable import Reports

struct CardEditTests {
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    @Test func typedWordsSetTheSideAndItsAlternatives() throws {
        var card = Card(native: "house", learned: "casa", translationSource: "offline", created: now)
        card.confidence = .disputed
        try card.setWords("hogar, casa; vivienda", on: .learned, option: "--translation")
        #expect(card.learned == "hogar")
        #expect(card.learnedAlternatives == ["casa", "vivienda"])
        #expect(card.translationSource == "you")
        #expect(card.confidence == nil)
    }

    @Test func unusableTextIsInvalidInputNamingTheOption() {
        var card = Card(native: "house", learned: "casa", created: now)
        #expect(throws: InvalidInput("--native needs a word")) { try card.setWords(" , ", on: .native, option: "--native") }
        #expect(throws: InvalidInput("--native contains control characters")) { try card.setWords("a\u{7}b", on: .native, option: "--native") }
        let long = String(repeating: "x", count: WordListParser.maximumItemLength + 1)
        #expect(throws: InvalidInput("--translation is too long (at most \(WordListParser.maximumItemLength) characters)")) {
            try card.setWords(long, on: .learned, option: "--translation")
        }
        #expect(card.learned == "casa")
    }

    @Test func aPickedCandidateReplacesTheTranslationAndLeavesTheAlternatives() throws {
        var card = Card(native: "bank", learned: "banco", alternatives: ["orilla", "ribera"], created: now)
        card.translationCandidates = [
            TranslationCandidate(text: "banco", partOfSpeech: .noun, gender: .masculine, sources: ["apertium"]),
            TranslationCandidate(text: "orilla", partOfSpeech: .noun, gender: .feminine, sources: ["freedict", "reverse"]),
        ]
        try card.pickCandidate(2)
        #expect(card.learned == "orilla")
        #expect(card.gender == .feminine)
        #expect(card.learnedAlternatives == ["ribera"])
        #expect(card.translationSource == "you (from freedict)")
        #expect(throws: InvalidInput("this card has 2 translation candidates; --pick takes 1 to 2")) { try card.pickCandidate(3) }
    }

    @Test func showsCellsMarkDoubtfulTranslationsAndNameTheNativeSide() throws {
        let study = try Study(native: Language(code: "en"), learned: Language(code: "es"))
        var card = Card(native: "dog", learned: "perro", created: now)
        card.gender = .masculine
        card.confidence = .guessed
        card.setAlternatives(["hound"], on: .native)
        #expect(card.line.learnedCell(in: study) == "el perro !")
        #expect(card.line.alsoCell(in: study) == "hound (English)")
        #expect(card.line.imageCell(images: URL(filePath: "/pictures")) == "-")
        card.imageFile = "ab.png"
        #expect(card.line.imageCell(images: URL(filePath: "/pictures")) == "/pictures/ab.png")
    }
}
