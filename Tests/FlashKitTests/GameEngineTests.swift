import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Providers
@testable import Learn
@testable import ListMaker
@testable import Games

/// The games driven through their engines, with no terminal, against a temporary store: what
/// is judged, what is recorded, how a game ends and what it keeps. Time is passed in.
@Suite struct GameEngineTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store() throws -> FlashStore {
        try FlashStore(path: folder.path + "/flash.sqlite3", profile: "default", now: now)
    }

    static let pairs = [GuessPair(learned: "perro", native: "dog"), GuessPair(learned: "gato", native: "cat"),
                        GuessPair(learned: "casa", native: "house")]

    func guess(_ store: FlashStore, rules: GuessRules = GuessRules(), seed: UInt64 = 7) throws -> GuessEngine {
        let recording = store.gameRecording
        return try GuessEngine(words: GuessWords(pairs: Self.pairs, list: nil, title: "test words"), rules: rules, seed: seed,
                               recorder: recording.answers, records: recording.scores, now: now)
    }

    func sessions(_ store: FlashStore) throws -> [SessionSummary] {
        try store.sessions.sessions(of: nil, kinds: GameKind.allCases.map(\.rawValue))
    }

    func definitions(_ known: [String: String]) -> Definitions {
        Definitions(lookup: DefinitionLookup(providers: [KnownDefinitions(definitions: known)]), note: { _ in })
    }

    // MARK: Guess

    @Test func aGuessGameEndsAtItsThirdWrongAnswerAndKeepsTheScore() throws {
        let store = try store()
        // Every round shows the true translation: yes is right, no is wrong.
        var engine = try guess(store, rules: GuessRules(truth: 1))
        var time = now
        var judged: [GuessJudgement] = []
        var over: GuessResult?
        var script = [true, true, false, true, false, false, true]
        while let round = engine.next(at: time) {
            time += 1
            guard case let .judged(judgement, end) = try engine.submit(.answer(script.removeFirst()), at: time) else { Issue.record("not judged"); return }
            #expect(judgement.round == round && round.isTrue)
            judged.append(judgement)
            over = end
        }
        let result = try #require(over)
        #expect(judged.map(\.right) == [true, true, false, true, false, false] && script == [true])
        #expect(result == GuessResult(end: .wrong, right: 3, wrong: 3, best: 3, isNewBest: true))
        #expect(engine.state == .over(result))
        #expect(try store.games.best(.guess) == 3)
        let session = try #require(try sessions(store).last)
        #expect(session.kind == "guess" && session.ending == .completed && session.answered == 6)
    }

    @Test func anAnswerAfterTheDeadlineOrNoneAtAllCountsWrong() throws {
        let store = try store()
        var engine = try guess(store, rules: GuessRules(truth: 1))
        let first = engine.next(at: now)
        #expect(engine.deadline == now + 5)
        guard case let .judged(late, nil) = try engine.submit(.answer(true), at: now + 5.5) else { Issue.record("not judged"); return }
        #expect(late.said == nil && !late.right && late.round == first)
        _ = engine.next(at: now + 6)
        guard case let .judged(none, nil) = try engine.submit(.tooLate, at: now + 11) else { Issue.record("not judged"); return }
        #expect(none.said == nil && !none.right)
        _ = engine.next(at: now + 11)
        guard case let .judged(inTime, nil) = try engine.submit(.text(" YES "), at: now + 16) else { Issue.record("not judged"); return }
        #expect(inTime.said == true && inTime.right)
        let answers = try store.sessions.answers(inSessions: [try #require(sessions(store).last?.id)])
        #expect(answers.map(\.record.given) == ["", "", "yes"])
        #expect(answers.map(\.record.milliseconds) == [5_500, 5_000, 5_000])
    }

    @Test func guessSecondsMovesTheDeadline() throws {
        var engine = try guess(try store(), rules: GuessRules(truth: 1, seconds: 10))
        _ = engine.next(at: now)
        guard case let .judged(six, _) = try engine.submit(.answer(true), at: now + 6) else { Issue.record("not judged"); return }
        #expect(six.right)
        _ = engine.next(at: now + 6)
        guard case let .judged(eleven, _) = try engine.submit(.answer(true), at: now + 17) else { Issue.record("not judged"); return }
        #expect(!eleven.right && eleven.said == nil)
    }

    @Test func aLineThatIsNeitherYesNorNoIsAskedAgainAndNotRecorded() throws {
        let store = try store()
        var engine = try guess(store)
        let round = engine.next(at: now)
        #expect(round != nil)
        #expect(try engine.submit(.text("maybe"), at: now + 1) == .unreadable)
        #expect(engine.next(at: now + 1) == round)
        #expect(try store.sessions.answers(inSessions: [try #require(sessions(store).last?.id)]).isEmpty)
    }

    @Test func aStoppedGameKeepsItsAnswersButNotItsScore() throws {
        let store = try store()
        var engine = try guess(store)
        _ = engine.next(at: now)
        _ = try engine.submit(.answer(true), at: now + 1)
        _ = engine.next(at: now + 1)
        guard case .stopped(let result) = try engine.submit(.quit, at: now + 2) else { Issue.record("not stopped"); return }
        #expect(result.end == nil && result.right + result.wrong == 1)
        #expect(engine.next(at: now + 3) == nil)
        #expect(try store.games.best(.guess) == nil)
        #expect(try sessions(store).last?.ending == .stopped)
    }

    /// Issue 19: after "Play again", an interrupted game counted the answers of the game before it.
    @Test func playingAgainStartsAGameOfItsOwn() throws {
        let store = try store()
        var engine = try guess(store, rules: GuessRules(truth: 1, maximumAnswers: 2))
        var time = now
        while engine.next(at: time) != nil {
            time += 1
            _ = try engine.submit(.answer(true), at: time)
        }
        guard case .over(let first) = engine.state else { Issue.record("not over"); return }
        #expect(first.right == 2 && first.isNewBest)
        try engine.playAgain(at: time)
        _ = engine.next(at: time)
        _ = try engine.submit(.answer(true), at: time + 1)
        let stopped = try engine.stop(.interrupted, at: time + 2)
        #expect(stopped.right + stopped.wrong == 1, "only this game's answers")
        let kept = try sessions(store)
        #expect(kept.count == 2 && kept.map(\.answered) == [2, 1] && kept.last?.ending == .interrupted)
    }

    @Test func theSameSeedDealsTheSameRounds() throws {
        func dealt(seed: UInt64) throws -> [GuessRound] {
            var engine = try guess(try store(), seed: seed)
            var rounds: [GuessRound] = []
            for index in 0..<6 {
                let time = now + Double(index)
                guard let round = engine.next(at: time) else { break }
                rounds.append(round)
                _ = try engine.submit(.answer(false), at: time)
            }
            return rounds
        }
        #expect(try dealt(seed: 42) == dealt(seed: 42))
    }

    // MARK: Buzz and daily

    static let buzzWords = ["apple", "river", "stone", "cloud"]

    func buzz(_ store: FlashStore, rounds: Int = 2, known: [String: String]? = nil, words: [String] = buzzWords) throws -> QuizEngine {
        let recording = store.gameRecording
        let known = known ?? Dictionary(uniqueKeysWithValues: words.map { ($0, "the meaning of \($0)") })
        return try QuizEngine.buzz(words: words, level: .beginner, rounds: rounds, seed: 5, definitions: definitions(known),
                                   recorder: recording.answers, records: recording.scores, now: now)
    }

    @Test func buzzAsksAgainAfterAWrongAnswerAndKeepsTheScoreAndBestStreak() async throws {
        let store = try store()
        var engine = try buzz(store)
        var time = now
        var events: [QuizJudgement] = []
        var finished: QuizResult?
        while let question = try await engine.next(at: time) {
            time += 1
            // A wrong option first, then the right one by its word.
            let wrong = (question.answerIndex + 1) % question.options.count
            guard case .judged(let miss, nil) = try engine.submit(.choice(wrong), at: time) else { Issue.record("not judged"); return }
            #expect(!miss.right && miss.points == -100)
            #expect(try await engine.next(at: time) == question, "the same question again")
            guard case .judged(let hit, let end) = try engine.submit(.text(question.word.uppercased()), at: time) else { Issue.record("not judged"); return }
            events += [miss, hit]
            finished = end
        }
        let result = try #require(finished)
        #expect(events.map(\.points) == [-100, 200, -100, 200] && events.last?.score == 200)
        #expect(result.ending == .completed && result.answers == 4 && result.game.bestStreak == 1 && result.isNewHighScore)
        #expect(try store.games.bestStreak() == 1)
        #expect(try engine.submit(.text("1"), at: time) == .unreadable)
    }

    @Test func buzzRefusesALevelWithTooFewWordsAndFailsWhenNoWordIsDefined() async throws {
        #expect(throws: GameError.levelTooSmall(.beginner)) { try buzz(try store(), words: ["a", "b"]) }
        var engine = try buzz(try store(), known: [:])
        await #expect(throws: GameError.undefined("the beginner words", providers: ["known"])) { try await engine.next(at: now) }
    }

    @Test func aBuzzGameStoppedBeforeItsFirstAnswerKeepsNoScore() async throws {
        let store = try store()
        var engine = try buzz(store)
        _ = try await engine.next(at: now)
        let result = try engine.stop(.interrupted, at: now + 1)
        #expect(result.answers == 0 && result.ending == .interrupted)
        #expect(try store.games.bestStreak() == 0)
        #expect(try sessions(store).last?.ending == .interrupted)
    }

    func daily(_ store: FlashStore, at time: Date) async throws -> DailyStart {
        let recording = store.gameRecording
        let levels = Dictionary(uniqueKeysWithValues: WordLevel.allCases.map { ($0, Self.buzzWords.map { "\($0)-\($0.count)" } + Self.buzzWords) })
        let known = Dictionary(uniqueKeysWithValues: Set(levels.values.flatMap { $0 }).map { ($0, "the meaning of \($0)") })
        return try await DailyStart.today(at: time, policy: try ReviewPolicy(configuration: Configuration()), levels: { levels },
                                          definitions: { definitions(known) }, recorder: recording.answers, records: recording.scores)
    }

    @Test func theDailyChallengeIsPlayedOnceADayAndAStoppedOneStaysOpen() async throws {
        let store = try store()
        guard case .play(var stopped, let day) = try await daily(store, at: now) else { Issue.record("not playable"); return }
        _ = try await stopped.next(at: now)
        _ = try stopped.stop(.stopped, at: now + 1)
        #expect(try store.games.daily(day)?.finished == nil)
        guard case .play(var engine, day) = try await daily(store, at: now + 2) else { Issue.record("not open again"); return }
        var time = now + 2
        while let question = try await engine.next(at: time) {
            time += 1
            _ = try engine.submit(.choice(question.answerIndex), at: time)
        }
        guard case .finished(let result) = engine.state else { Issue.record("not finished"); return }
        #expect(result.ending == .completed && result.game.answeredRight == DailyChallenge.wordCount)
        #expect(try store.games.daily(day)?.score == result.game.score)
        guard case let .done(doneDay, score, nextDay, opens) = try await daily(store, at: time) else { Issue.record("not done"); return }
        #expect(doneDay == day && score == 1000 && nextDay > day && opens > time)
    }

    // MARK: Words

    @MainActor @Test func aWordListFileLeavesOutWhatNoProviderTranslated() async throws {
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

/// A definition provider that knows a fixed set of words.
struct KnownDefinitions: DefinitionProvider {
    let name = "known"
    let definitions: [String: String]

    func entry(for word: String, language: Language) async throws -> WordEntry? {
        definitions[word].map { WordEntry(word: word, senses: [WordEntry.Sense(partOfSpeech: "noun", definition: $0)], source: name) }
    }
}
