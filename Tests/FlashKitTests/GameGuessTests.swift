import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Games

/// The guessing game's pure logic: rounds, truth chance, scoring and the words.json reader.
@Suite struct GameGuessTests {
    static let pairs = [
        GuessPair(learned: "perro", native: "dog"), GuessPair(learned: "gato", native: "cat"),
        GuessPair(learned: "coche / carro", native: "car", nativeAlternatives: ["automobile"]),
        GuessPair(learned: "casa", native: "house"), GuessPair(learned: "agua", native: "water"),
    ]

    func rounds(truth: Double, seed: UInt64 = 1, count: Int) throws -> [GuessRound] {
        var dealer = try GuessDealer(pairs: Self.pairs, truth: truth, seed: seed)
        return (0..<count).map { _ in dealer.next() }
    }

    @Test func aboutOneRoundInFourShowsTheTrueTranslation() throws {
        let shown = try rounds(truth: 0.25, count: 4000)
        let fraction = Double(shown.filter(\.isTrue).count) / Double(shown.count)
        #expect((0.22...0.28).contains(fraction))
    }

    @Test func truthZeroAndOneAreNeverAndAlways() throws {
        #expect(try rounds(truth: 0, count: 200).allSatisfy { !$0.isTrue })
        #expect(try rounds(truth: 1, count: 200).allSatisfy { $0.isTrue && $0.shown == $0.pair.native })
    }

    @Test func aFalseRoundNeverShowsAnAcceptedTranslation() throws {
        for round in try rounds(truth: 0, count: 500) {
            #expect(!round.pair.accepts(round.shown))
            #expect(round.isRight(false) && !round.isRight(true))
        }
    }

    @Test func theSameSeedDealsTheSameRoundsAndEveryWordComesUpInTurn() throws {
        #expect(try rounds(truth: 0.25, seed: 9, count: 30) == rounds(truth: 0.25, seed: 9, count: 30))
        #expect(try rounds(truth: 0.25, seed: 9, count: 30) != rounds(truth: 0.25, seed: 10, count: 30))
        let firstFive = try rounds(truth: 0.5, count: 5).map(\.pair.native)
        #expect(Set(firstFive).count == 5)
    }

    @Test func twoWordsWithDifferentTranslationsAreNeeded() {
        #expect(throws: GameError.tooFewWords(needed: 2, found: 1)) {
            try GuessDealer(pairs: [GuessPair(learned: "perro", native: "dog"), GuessPair(learned: "can", native: "Dog")], truth: 0.25, seed: 1)
        }
        #expect(throws: GameError.tooFewWords(needed: 2, found: 0)) { try GuessDealer(pairs: [], truth: 0.25, seed: 1) }
    }

    @Test func aGameEndsAfterFifteenAnswers() {
        var game = GuessGame(rules: GuessRules())
        for index in 0..<15 {
            #expect(game.end == nil)
            game.record(right: index != 4 && index != 9)
        }
        #expect(game.end == .answers)
        #expect(game.right == 13 && game.wrong == 2 && game.bestStreak == 5)
        game.record(right: true)
        #expect(game.answered == 15)
    }

    @Test func aGameEndsAtTheThirdWrongAnswer() {
        var game = GuessGame(rules: GuessRules())
        for right in [true, false, true, true, false] { game.record(right: right) }
        #expect(game.end == nil)
        game.record(right: false)
        #expect(game.end == .wrong)
        #expect(game.right == 3 && game.wrong == 3 && game.bestStreak == 2)
    }

    @Test func rulesComeFromTheConfigurationAndAreChecked() throws {
        var configuration = Configuration()
        #expect(try GuessRules(configuration: configuration) == GuessRules(truth: 0.25, seconds: 5))
        configuration.set("guess.truth", "0.5")
        configuration.set("guess.seconds", "8")
        #expect(try GuessRules(configuration: configuration) == GuessRules(truth: 0.5, seconds: 8))
        configuration.set("guess.truth", "1.5")
        #expect(throws: GameError.self) { try GuessRules(configuration: configuration) }
        configuration.set("guess.truth", "0.25")
        configuration.set("guess.seconds", "none")
        #expect(throws: GameError.self) { try GuessRules(configuration: configuration) }
    }

    @Test func guessTranslationsWordsFileIsReadWithItsTrailingSpacesAndAlternatives() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/words/guess-words.json")
        let bytes = Array(try Data(contentsOf: url))
        #expect(GuessWordsFile.looksLikeJSON(bytes))
        let pairs = try GuessWordsFile.parse(bytes)
        #expect(pairs.count == 30)
        #expect(pairs.first { $0.native == "cat" }?.learned == "gato")
        #expect(pairs.first { $0.native == "bread" }?.learned == "pan")
        #expect(pairs.first { $0.native == "car" }?.learned == "coche / carro")
        #expect(pairs.allSatisfy { $0.cardID == nil })
    }

    @Test func theWordsFileReaderDropsIncompleteAndRepeatedEntriesAndRefusesOtherJSON() throws {
        let text = #"[{"text_eng": "dog", "text_spa": "perro"}, {"text_eng": "Dog ", "text_spa": "can"}, {"text_eng": "cat"}, {"text_eng": "hi / hello", "text_spa": "hola"}]"#
        let pairs = try GuessWordsFile.parse(Array(text.utf8))
        #expect(pairs.map(\.native) == ["dog", "hi"])
        #expect(pairs[1].accepts("HELLO"))
        #expect(!GuessWordsFile.looksLikeJSON(Array("dog = perro\n".utf8)))
        #expect(throws: GameError.self) { try GuessWordsFile.parse(Array(#"{"text_eng": "dog"}"#.utf8)) }
    }

    @Test func aCardMakesAPairWithItsNativeAlternatives() throws {
        let card = Card(id: 7, native: "car", learned: "coche", alternatives: ["automobile"], alternativesSide: .native, created: Date())
        let pair = try #require(GuessPair(card: card))
        #expect(pair.cardID == 7 && pair.learned == "coche" && pair.accepts("Automobile"))
        #expect(GuessPair(card: Card(native: "car", learned: "", created: Date())) == nil)
    }

    @Test func indiKitsArePairsToo() throws {
        let kit = #"[{"question": "dog", "correctAnswer": "perro", "incorrectAnswers": ["gato"]}, {"question": "cat", "correctAnswer": "gato", "incorrectAnswers": ["perro"]}]"#
        let pairs = try GuessWordsFile.parse(Array(kit.utf8))
        #expect(pairs.map(\.native) == ["dog", "cat"])
        #expect(pairs.map(\.learned) == ["perro", "gato"])
    }
}
