import Foundation
import Testing
@testable import FlashKit
@testable import Model

/// indi's kit format and rules: what a kit may hold, and the one-line reasons it is refused.
@Suite struct StoryKitFileTests {
    func parse(_ json: String) throws -> [KitQuestion] { try KitFile.parse(Array(json.utf8)) }

    func reason(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func aGoodKitIsReadAndCleaned() throws {
        let kit = try parse("""
            [{"question": "  dog ", "correctAnswer": "perro\\u001b[31m", "incorrectAnswers": ["gato", "cabe\\u0301za"]},
             {"question": "cat", "correctAnswer": "gato", "incorrectAnswers": ["perro"]}]
            """)
        #expect(kit.count == 2)
        #expect(kit[0] == KitQuestion(question: "dog", correctAnswer: "perro", incorrectAnswers: ["gato", "cab\u{e9}za"]))
        let card = kit[1].card(source: "import", now: Date(timeIntervalSince1970: 0))
        #expect(card.native == "cat" && card.learned == "gato" && card.incorrectAnswers == ["perro"])
    }

    @Test(arguments: [
        ("not json", "it is not JSON"),
        ("{\"question\": \"dog\"}", "it is not a JSON array"),
        ("[]", "it has no questions"),
        ("[1]", "question 1: it is not an object"),
        ("[{\"correctAnswer\": \"perro\", \"incorrectAnswers\": [\"gato\"]}]", "question 1: \"question\" is missing"),
        ("[{\"question\": \" \", \"correctAnswer\": \"perro\", \"incorrectAnswers\": [\"gato\"]}]", "question 1: the question is empty"),
        ("[{\"question\": \"dog\", \"correctAnswer\": \"\", \"incorrectAnswers\": [\"gato\"]}]", "question 1: 'dog' has an empty correct answer"),
        ("[{\"question\": \"dog\", \"correctAnswer\": \"perro\", \"incorrectAnswers\": []}]", "question 1: 'dog' has 0 incorrect answers, 1 to 3 are needed"),
        ("[{\"question\": \"dog\", \"correctAnswer\": \"perro\", \"incorrectAnswers\": [\"a\", \"b\", \"c\", \"d\"]}]", "4 incorrect answers"),
        ("[{\"question\": \"dog\", \"correctAnswer\": \"perro\", \"incorrectAnswers\": [\"gato\", \"PERRO\"]}]", "'PERRO' as both the correct and an incorrect answer"),
        ("[{\"question\": \"dog\", \"correctAnswer\": \"perro\", \"incorrectAnswers\": [\"gato\", 3]}]", "holds something other than text"),
        ("[{\"question\": \"dog\", \"correctAnswer\": \"perro\", \"incorrectAnswers\": [\" \"]}]", "an empty incorrect answer"),
        ("[{\"question\": \"dog\", \"correctAnswer\": \"perro\", \"incorrectAnswers\": [\"gato\"]}, {\"question\": \"cat\"}]", "question 2:"),
    ])
    func aBrokenKitIsRefusedWithItsReason(json: String, expected: String) {
        let message = reason(json)
        #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
        #expect(message?.contains("\n") != true)
    }

    @Test func kitNamesHaveOneToThirtyCharactersAndAreUniqueInTheirStage() throws {
        #expect(try KitName.validate("  my   kit ").value == "my kit")
        #expect(throws: KitError.self) { try KitName.validate(String(repeating: "a", count: 31)) }
        #expect(throws: KitError.self) { try KitName.validate("   ") }
        let list = WordList(id: 7, name: "Verbs", study: BasicKit.study, style: .grey, images: false, created: Date())
        let kits = [Kit(list: list, stage: .preschool, basic: false)]
        #expect(throws: KitError.nameTaken("verbs", stage: .preschool)) {
            try KitName.checkUnique(ListName("verbs"), in: .preschool, among: kits)
        }
        try KitName.checkUnique(ListName("verbs"), in: .newborn, among: kits)
        try KitName.checkUnique(ListName("verbs"), in: .preschool, among: kits, except: 7)
    }

    @Test func everyShippedBasicKitFollowsTheRules() throws {
        var folder = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { folder.deleteLastPathComponent() }
        let basics = BasicKit.all(in: folder.appendingPathComponent("Fixtures/kits"))
        #expect(Set(basics.map(\.stage)) == Set(Stage.allCases))
        for basic in basics { #expect(try !basic.questions().isEmpty) }
        #expect(basics.first?.name == "newborn: baby things")
        #expect(basics.first?.key == "newborn/baby-things")
    }
}
