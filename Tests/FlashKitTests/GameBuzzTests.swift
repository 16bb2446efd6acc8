import Testing
@testable import FlashKit
@testable import Support
@testable import Games

/// Wordbuzz's scoring and questions, and the shuffled deck both games deal from.
@Suite struct GameBuzzTests {
    static let words = ["apple", "happy", "house", "water", "friend", "school", "book"]

    @Test func rightScoresTwoHundredAndWrongCostsOneHundredAndBreaksTheStreak() {
        var game = BuzzGame(rounds: 3)
        #expect(game.answer(right: true) == 200)
        #expect(game.answer(right: true) == 200)
        #expect(game.answer(right: false) == -100)
        #expect(game.score == 300 && game.streak == 0 && game.bestStreak == 2 && game.wrongAnswers == 1)
        #expect(!game.isFinished)
        game.answer(right: true)
        #expect(game.isFinished && game.answeredRight == 3 && game.score == 500)
        #expect(game.highScore == 400)
        #expect(BuzzGame.highScore(bestStreak: 7) == 1400)
    }

    @Test func theScoreMayGoBelowZero() {
        var game = BuzzGame(rounds: 1)
        game.answer(right: false)
        game.answer(right: false)
        #expect(game.score == -200 && game.highScore == 0)
    }

    @Test func optionsAreTheWordAndThreeOthersFromThePool() {
        var generator = SplitMix64(seed: 3)
        for word in Self.words {
            let options = BuzzQuestion.options(for: word, from: Self.words + ["HOUSE"], using: &generator)
            #expect(options.count == 4 && options.contains(word))
            #expect(Set(options.map { $0.lowercased() }).count == 4)
        }
        var small = SplitMix64(seed: 3)
        #expect(BuzzQuestion.options(for: "apple", from: ["apple", "pear"], using: &small).sorted() == ["apple", "pear"])
    }

    @Test func theSameSeedGivesTheSameOptions() {
        var first = SplitMix64(seed: 11), second = SplitMix64(seed: 11)
        #expect(BuzzQuestion.options(for: "book", from: Self.words, using: &first) == BuzzQuestion.options(for: "book", from: Self.words, using: &second))
    }

    @Test func anOptionIsChosenByNumberOrByTheWord() {
        let question = BuzzQuestion(word: "house", definition: "A building people live in.", options: ["apple", "house", "book", "water"])
        #expect(question.answerIndex == 1)
        #expect(question.chosenIndex("2") == 1 && question.chosenIndex(" HOUSE ") == 1 && question.chosenIndex("4") == 3)
        #expect(question.chosenIndex("5") == nil && question.chosenIndex("0") == nil && question.chosenIndex("tree") == nil)
    }

    @Test func theDefinitionDoesNotGiveTheWordAway() {
        let question = BuzzQuestion(word: "run", definition: "Run fast; a running run.", options: ["run"])
        #expect(question.definition == "___ fast; a running ___.")
    }

    @Test func aDeckDealsEveryElementOncePerRoundAndNeverTwiceInARow() {
        var deck = ShuffledDeck(Array(0..<5))
        var generator = SplitMix64(seed: 1)
        var dealt: [Int] = []
        for _ in 0..<50 { dealt.append(deck.next(using: &generator)!) }
        for start in stride(from: 0, to: 50, by: 5) { #expect(Set(dealt[start..<start + 5]).count == 5) }
        #expect(zip(dealt, dealt.dropFirst()).allSatisfy { $0 != $1 })
        var empty = ShuffledDeck([Int]())
        #expect(empty.next(using: &generator) == nil)
    }
}
