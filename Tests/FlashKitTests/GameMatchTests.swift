import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Store
@testable import ListMaker
@testable import Games

/// The games played through a scripted terminal against a temporary store: what is shown,
/// what is recorded, and how a game stops.
@MainActor
@Suite struct GameMatchTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store() throws -> FlashStore {
        try FlashStore(path: folder.path + "/flash.sqlite3", profile: "default", now: now)
    }

    static let pairs = [GuessPair(learned: "perro", native: "dog"), GuessPair(learned: "gato", native: "cat"),
                        GuessPair(learned: "casa", native: "house")]

    func definitions(_ known: [String: String]) -> Definitions {
        Definitions(lookup: DefinitionLookup(providers: [KnownDefinitions(definitions: known)]), note: { _ in })
    }

    @Test func aGuessGameEndsAfterTheWrongAnswersItAllowsAndKeepsTheScore() throws {
        let store = try store()
        // Answering "y" and "n" in turn: some right, some wrong; three wrong end the game.
        let answers = (0..<15).map { (GameAnswer.text($0 % 2 == 0 ? "y" : "n"), seconds: 1.0) }
        let terminal = ScriptedTerminal(now: now, answers: answers)
        let words = GuessWords(pairs: Self.pairs, list: nil, title: "test words")
        let match = try GuessMatch(terminal: terminal, store: store, words: words, rules: GuessRules(maximumAnswers: 15, maximumWrong: 3), seed: 7)
        let outcome = try match.run()
        #expect(outcome.ending == .completed)
        #expect(terminal.lines.first == "Guess the translation (test words, 3 words, seed 7): y or n, 5 s an answer; :q stops.")
        #expect(terminal.lines.contains { $0.hasPrefix("Game over (3 wrong)") })
        #expect(terminal.lines.last == "Play again? [y/N]")
        let best = try #require(try store.games.best(.guess))
        #expect(terminal.lines.contains("Best score: \(best) right (a new best!)"))
    }

    @Test func aSlowAnswerCountsWrongAndSaysSo() throws {
        let terminal = ScriptedTerminal(now: now, answers: [(.text("y"), seconds: 6), (.stop(.stopped), seconds: 0)])
        let words = GuessWords(pairs: Self.pairs, list: nil, title: "t")
        let outcome = try GuessMatch(terminal: terminal, store: store(), words: words, rules: GuessRules(), seed: 1).run()
        #expect(outcome == GameOutcome(ending: .stopped, answers: 1))
        #expect(terminal.lines.contains { $0.hasPrefix("  ⏱ too slow (5 s): counted wrong;") })
        #expect(terminal.lines.contains { $0.hasPrefix("Game stopped: 0 right, 1 wrong") })
    }

    @Test func anInterruptedGuessGameSaysHowManyAnswersAreSaved() throws {
        let terminal = ScriptedTerminal(now: now, answers: [(.text("maybe"), seconds: 1), (.text("y"), seconds: 1), (.stop(.interrupted), seconds: 0)])
        let outcome = try GuessMatch(terminal: terminal, store: store(), words: GuessWords(pairs: Self.pairs, list: nil, title: "t"),
                                     rules: GuessRules(), seed: 3).run()
        #expect(outcome == GameOutcome(ending: .interrupted, answers: 1))
        #expect(terminal.lines.contains("  Type y or n (:q stops)."))
    }

    @Test func buzzAsksAgainAfterAWrongAnswerAndKeepsTheBestStreak() async throws {
        let words = ["apple", "river", "stone", "cloud"]
        let known = Dictionary(uniqueKeysWithValues: words.map { ($0, "the meaning of \($0)") })
        let store = try store()
        // Every option is tried in turn until the right one: the score shows both kinds.
        let answers = (0..<16).map { (GameAnswer.text("\($0 % 4 + 1)"), seconds: 1.0) }
        let terminal = ScriptedTerminal(now: now, answers: answers)
        let match = try BuzzMatch(terminal: terminal, store: store, definitions: definitions(known), level: .beginner, words: words)
        let outcome = try await match.run(rounds: 2, seed: 5)
        #expect(outcome.ending == .completed)
        #expect(terminal.lines.first == "Buzz (beginner): 2 questions, seed 5. Type the number or the word; :q stops.")
        #expect(terminal.lines.contains { $0.hasPrefix("  ✔ right +200") })
        #expect(terminal.lines.contains { $0.hasPrefix("Game over: 2 right") })
        #expect(try store.games.bestStreak() >= 1)
    }

    @Test func buzzRefusesALevelWithTooFewWords() throws {
        let terminal = ScriptedTerminal(now: now, answers: [])
        #expect(throws: GameError.levelTooSmall(.expert)) {
            try BuzzMatch(terminal: terminal, store: store(), definitions: definitions([:]), level: .expert, words: ["a", "b"])
        }
    }

    @Test func buzzFailsNamingTheProvidersWhenNoWordHasADefinition() async throws {
        let terminal = ScriptedTerminal(now: now, answers: [])
        let match = try BuzzMatch(terminal: terminal, store: store(), definitions: definitions([:]), level: .beginner,
                                  words: ["apple", "river", "stone", "cloud"])
        await #expect(throws: GameError.undefined("the beginner words", providers: ["known"])) { try await match.run(rounds: 1, seed: 1) }
    }

    @Test func theDailyChallengeDoneTodaySaysWhenTheNextOneOpens() async throws {
        let store = try store()
        let policy = try ReviewPolicy(configuration: Configuration())
        let day = policy.day(of: now).name
        try store.games.startDaily(day, now: now)
        try store.games.finishDaily(day, score: 800, now: now)
        let terminal = ScriptedTerminal(now: now, answers: [])
        let match = DailyMatch(terminal: terminal, store: store, policy: policy, wait: { "\(Int($0)) s" })
        let outcome = try await match.run(levels: { [:] }, definitions: { definitions([:]) })
        #expect(outcome.answers == 0)
        #expect(terminal.lines.first == "You did today's challenge (\(day)): score 800.")
        #expect(terminal.lines.last?.hasPrefix("The next one opens tomorrow, ") == true)
    }

    @Test func aWordListFileLeavesOutWhatNoProviderTranslated() async throws {
        var notes: [String] = []
        let words = try await GuessWords.file(Array("dog = perro\ncat = gato\nzzz\n".utf8), name: "w.txt", note: { notes.append($0) }) { words in
            var report = BuildReport()
            report.cards = words.compactMap { word in word.translation.map { Card(native: word.text, learned: $0, created: now) } }
            report.untranslated = words.filter { $0.translation == nil }.map(\.text)
            return report
        }
        #expect(words.pairs.map(\.learned) == ["perro", "gato"] && words.pairs.allSatisfy { $0.cardID == nil })
        #expect(notes == ["left out 1 word(s) no provider could translate: zzz"])
    }
}

extension GameOutcome: Equatable {
    public static func == (left: GameOutcome, right: GameOutcome) -> Bool {
        left.ending == right.ending && left.answers == right.answers
    }
}
