import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Providers

/// Only alternatives a teacher accepts: the same sense, confirmed by the reverse dictionary's
/// main sense and about as common; other senses of an ambiguous word are "other meanings",
/// never answers. The Spanish cards, on the installed data.
@Suite(.enabled(if: InstalledLanguageData.shouldRun, "Apertium, FreeDict or WordNet not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct OfflineAlternativesTests {
    static let spanish = Language(trusted: "es")
    let translator = OfflineTranslator(environment: ProcessInfo.processInfo.environment, pronounce: InstalledLanguageData.espeak)

    func translate(_ words: [String]) async throws -> [String: Translation] {
        try InstalledLanguageData.require()
        let found = try await translator.translate(words, from: .english, to: Self.spanish)
        return Dictionary(uniqueKeysWithValues: zip(words, found).compactMap { word, translation in translation.map { (word, $0) } })
    }

    @Test func otherSensesOfAnAmbiguousWordAreNotAcceptedAnswers() async throws {
        let found = try await translate(["chair", "window", "bark", "to see", "glasses"])
        let wrong: [String: Set<String>] = ["chair": ["cátedra", "presidencia"], "window": ["taquilla"], "bark": ["barco"],
                                            "to see": ["cuidar", "visitar"], "glasses": ["vaso", "cristal", "vidrio"]]
        for (word, senses) in wrong {
            let translation = try #require(found[word], "\(word) untranslated")
            #expect(senses.isDisjoint(with: translation.alternatives), "\(word): \(translation.alternatives)")
        }
        let bark = try #require(found["bark"])
        #expect(bark.candidates.contains { $0.text == "barco" && $0.role == .otherMeaning })
        #expect(found["to see"]?.candidates.filter { $0.role == .otherMeaning }.map(\.text).contains("visitar") == true)
    }

    @Test func aPluralNounStaysPluralSoItsArticleAgrees() async throws {
        let glasses = try #require(try await translate(["glasses"])["glasses"])
        #expect(glasses.text == "gafas" && glasses.plural && glasses.gender == .feminine)
        #expect(Article.withDefinite(glasses.text, gender: glasses.gender, plural: glasses.plural, in: Self.spanish) == "las gafas")
    }

    @Test func squashedPhrasesGetTheirSpacesBack() async throws {
        let found = try await translate(["beef", "pork"])
        let texts = found.values.flatMap { $0.candidates.map(\.text) + [$0.text] }
        #expect(texts.contains("carne de vaca") && texts.contains("carne de cerdo"), "\(texts)")
        #expect(!texts.contains { $0.hasPrefix("carnede") })
    }

    @Test func theSplitsOfASquashedWordGoAroundJoiningWords() {
        let splits = OfflineLookup.splits(of: "carnedevaca", joiners: ["de", "a"])
        #expect(splits.contains { $0 == ("carne", "de", "vaca") })
        #expect(splits.allSatisfy { $0.head.count >= 3 && $0.tail.count >= 3 })
    }
}
