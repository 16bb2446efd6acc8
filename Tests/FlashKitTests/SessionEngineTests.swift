import Foundation
import Testing
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Learn

/// The session engine driven directly, without a terminal: judging, recording at once, skip,
/// hint, undo, quit, the countdown and retries.
@Suite struct SessionEngineTests {
    let fixture = SessionFixture()

    @Test func anAnswerIsJudgedAndCommittedBeforeSubmitReturns() throws {
        var engine = try fixture.engine(.type)
        let question = try #require(try engine.next(at: fixture.now))
        let event = try engine.submit(.answer(question.answer), at: fixture.now.addingTimeInterval(3))
        guard case let .judged(judgement, asked) = event else { Issue.record("expected judged, got \(event)"); return }
        #expect(judgement.verdict == .correct)
        #expect(asked == question)
        #expect(try fixture.storedAnswers() == [.correct])
        #expect(try fixture.storedMilliseconds() == [3000])
    }

    @Test func aWrongTypedAnswerIsRecordedWrong() throws {
        var engine = try fixture.engine(.type)
        _ = try engine.next(at: fixture.now)
        let event = try engine.submit(.answer("zebra"), at: fixture.now)
        guard case let .judged(judgement, _) = event else { Issue.record("expected judged, got \(event)"); return }
        #expect(judgement.verdict == .wrong)
        #expect(try fixture.storedAnswers() == [.wrong])
    }

    @Test func anotherCardsAnswerNamesThatCardAndOnlyThenReadsThePool() throws {
        var engine = try fixture.engine(.type)
        let question = try #require(try engine.next(at: fixture.now))
        _ = try engine.submit(.answer(question.answer), at: fixture.now)
        #expect(engine.judging == nil)
        let next = try #require(try engine.next(at: fixture.now))
        let other = try #require(SessionFixture.words.first { !$0.0.isEmpty && $0.0 != next.answer })
        let event = try engine.submit(.answer(other.0), at: fixture.now)
        guard case let .judged(judgement, _) = event else { Issue.record("expected judged, got \(event)"); return }
        #expect(judgement.verdict == .wrong)
        #expect(judgement.confusedWith?.native == other.0)
        #expect(engine.judging?.maker.cards.count == 6)
    }

    @Test func skipRecordsASkippedAnswer() throws {
        var engine = try fixture.engine(.choice)
        _ = try engine.next(at: fixture.now)
        #expect(try engine.submit(.skip, at: fixture.now) == .judged(.skipped, engine.answers[0].question))
        #expect(try fixture.storedAnswers() == [.skipped])
    }

    @Test func eachHintShowsOneMoreLetterAndRecordsNothing() throws {
        var engine = try fixture.engine(.type)
        let question = try #require(try engine.next(at: fixture.now))
        #expect(try engine.submit(.hint, at: fixture.now) == .hint(question.hint(letters: 1)))
        #expect(try engine.submit(.hint, at: fixture.now) == .hint(question.hint(letters: 2)))
        #expect(try fixture.storedAnswers().isEmpty)
    }

    @Test func anOptionNumberOutOfRangeIsUnreadable() throws {
        var engine = try fixture.engine(.choice)
        _ = try engine.next(at: fixture.now)
        #expect(try engine.submit(.answer("9"), at: fixture.now) == .unreadable)
        #expect(try fixture.storedAnswers().isEmpty)
    }

    @Test func selfModeRevealsThenTakesTheGrade() throws {
        var engine = try fixture.engine(.self)
        let question = try #require(try engine.next(at: fixture.now))
        #expect(try engine.submit(.answer(""), at: fixture.now) == .revealed(question.expected))
        #expect(try engine.submit(.answer("7"), at: fixture.now) == .unreadable)
        let event = try engine.submit(.answer("3"), at: fixture.now)
        guard case let .judged(judgement, _) = event else { Issue.record("expected judged, got \(event)"); return }
        #expect(judgement.selfGrade == .good)
    }

    @Test func undoTakesTheAnswerBackInTheStoreAndAsksTheSameQuestionAgain() throws {
        var engine = try fixture.engine(.choice)
        let first = try #require(try engine.next(at: fixture.now))
        _ = try engine.submit(.answer("1"), at: fixture.now)
        _ = try engine.next(at: fixture.now)
        let event = try engine.submit(.undo, at: fixture.now)
        guard case let .undone(record) = event else { Issue.record("expected undone, got \(event)"); return }
        #expect(record.shown == first.shown)
        #expect(try fixture.storedAnswers().isEmpty)
        #expect(engine.answers.isEmpty)
        #expect(try engine.next(at: fixture.now) == first)
        #expect(engine.progress.asked == 1)
    }

    @Test func undoWithNothingAnsweredSaysSo() throws {
        var engine = try fixture.engine(.choice)
        _ = try engine.next(at: fixture.now)
        #expect(try engine.submit(.undo, at: fixture.now) == .nothingToUndo)
    }

    @Test func quitEndsTheSessionStoppedAndKeepsTheAnswers() throws {
        var engine = try fixture.engine(.choice)
        _ = try engine.next(at: fixture.now)
        _ = try engine.submit(.skip, at: fixture.now)
        _ = try engine.next(at: fixture.now)
        #expect(try engine.submit(.quit, at: fixture.now.addingTimeInterval(9)) == .finished(.stopped))
        #expect(try engine.next(at: fixture.now) == nil)
        #expect(try fixture.storedEnding() == "stopped")
        #expect(try fixture.storedAnswers() == [.skipped])
    }

    /// Issue 20: `:q` after the last card said "stopped" while the session stayed completed.
    @Test func quitOrAnyInputAfterTheEndChangesNothingAndSaysHowItEnded() throws {
        var engine = try fixture.engine(.type) { $0.count = 1 }
        let question = try #require(try engine.next(at: fixture.now))
        _ = try engine.submit(.answer(question.answer), at: fixture.now)
        #expect(try engine.next(at: fixture.now) == nil)
        for input in [SessionInput.quit, .undo, .skip, .hint, .answer("x")] {
            #expect(try engine.submit(input, at: fixture.now.addingTimeInterval(5)) == .finished(.completed))
        }
        #expect(engine.ending == .completed)
        #expect(engine.finished == fixture.now)
        #expect(try fixture.storedEnding() == "completed")
        #expect(try fixture.storedAnswers() == [.correct])
    }

    @Test func anAnswerAfterTheCountdownIsTimeUpAndNotRecorded() throws {
        var engine = try fixture.engine(.type) { $0.timer = 10 }
        #expect(engine.deadline == fixture.now.addingTimeInterval(10))
        let question = try #require(try engine.next(at: fixture.now))
        _ = try engine.submit(.answer(question.answer), at: fixture.now.addingTimeInterval(4))
        _ = try engine.next(at: fixture.now.addingTimeInterval(4))
        #expect(try engine.submit(.answer("x"), at: fixture.now.addingTimeInterval(12)) == .timeUp)
        #expect(engine.ending == .outOfTime)
        #expect(engine.finished == fixture.now.addingTimeInterval(10))
        #expect(try fixture.storedAnswers() == [.correct])
        #expect(try fixture.storedEnding() == "out-of-time")
    }

    @Test func withRetryAMissComesBackAtTheEndUntilRight() throws {
        var engine = try fixture.engine(.type) { $0.retry = true; $0.count = 2 }
        let first = try #require(try engine.next(at: fixture.now))
        guard case .retryQueued = try engine.submit(.answer("zebra"), at: fixture.now) else { Issue.record("not queued"); return }
        let second = try #require(try engine.next(at: fixture.now))
        _ = try engine.submit(.answer(second.answer), at: fixture.now)
        let again = try #require(try engine.next(at: fixture.now))
        #expect(again.card.id == first.card.id)
        #expect(engine.progress.isRetry)
        _ = try engine.submit(.answer(again.answer), at: fixture.now)
        #expect(try engine.next(at: fixture.now) == nil)
        #expect(engine.ending == .completed)
        #expect(engine.progress.learned == 2)
    }

    @Test func withoutRetryAMissIsAskedOnce() throws {
        var engine = try fixture.engine(.type) { $0.count = 1 }
        _ = try engine.next(at: fixture.now)
        #expect(try engine.submit(.answer("zebra"), at: fixture.now) != .timeUp)
        #expect(try engine.next(at: fixture.now) == nil)
        #expect(try fixture.storedEnding() == "completed")
    }

    @Test func endingEarlyIsRecordedOnce() throws {
        var engine = try fixture.engine(.type)
        _ = try engine.next(at: fixture.now)
        _ = try engine.submit(.answer("zebra"), at: fixture.now)
        try engine.end(.interrupted, at: fixture.now)
        try engine.end(.stopped, at: fixture.now)
        #expect(engine.ending == .interrupted)
        #expect(try fixture.storedEnding() == "interrupted")
    }

    @Test func aSessionStoppedBeforeAnyAnswerLeavesNothing() throws {
        for ending in [SessionEnding.stopped, .interrupted] {
            var engine = try fixture.engine(.choice)
            _ = try engine.next(at: fixture.now)
            try engine.end(ending, at: fixture.now)
            #expect(engine.ending == ending && engine.sessionID == nil)
            #expect(try fixture.store.database.first("SELECT COUNT(*) AS n FROM sessions")?.int("n") == 0)
        }
        var timed = try fixture.engine(.choice)
        _ = try timed.next(at: fixture.now)
        try timed.end(.outOfTime, at: fixture.now)
        #expect(try fixture.storedEnding() == "out-of-time", "running out of time is an outcome")
    }
}

/// Lines as the terminal reads them.
@Suite struct SessionEngineLineTests {
    @Test func commandsAndAnswersAreToldApartAndAnswersCleaned() {
        #expect(SessionLine(" :q ") == .input(.quit))
        #expect(SessionLine(":s") == .input(.skip))
        #expect(SessionLine(":h") == .input(.hint))
        #expect(SessionLine(":u") == .input(.undo))
        #expect(SessionLine(":p") == .pronounce)
        #expect(SessionLine(":x") == .unknownCommand)
        #expect(SessionLine("  perro\u{1B}[31m ") == .input(.answer("perro")))
        #expect(SessionLine(String(repeating: "a", count: 500)) == .input(.answer(String(repeating: "a", count: 200))))
    }
}

/// A store with one six-card Spanish list (and one card without a translation) for sessions.
final class SessionFixture {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)
    let policy = ReviewPolicy(parameters: try! SchedulerParameters(enableFuzzing: false))
    lazy var store: FlashStore = try! FlashStore(path: folder.path + "/flash.sqlite3", now: now)
    static let words = [("dog", "perro"), ("cat", "gato"), ("bird", "pájaro"), ("fish", "pez"), ("horse", "caballo"), ("cow", "vaca"), ("", "ratón")]

    func list(_ name: String = "pets", words: [(String, String)] = SessionFixture.words, learned: String = "es") throws -> WordList {
        if let list = try store.lists.find(name) { return list }
        let cards = words.map { Card(native: $0.0, learned: $0.1, created: now) }
        return try store.lists.create(name: ListName(name), study: Study(native: .english, learned: Language(code: learned)),
                                      cards: cards, now: now)
    }

    func settings(_ answer: AnswerMode, seed: UInt64 = 7, _ change: (inout SessionSettings) -> Void = { _ in }) -> SessionSettings {
        var settings = SessionSettings()
        settings.answer = answer
        settings.seed = seed
        change(&settings)
        return settings
    }

    func engine(_ answer: AnswerMode, _ change: (inout SessionSettings) -> Void = { _ in }) throws -> SessionEngine {
        let plan = try SessionPlan.learn(try list(), from: store.sessionSource, settings: settings(answer, change))
        return try SessionEngine(plan: plan, policy: policy, now: now)
    }

    func storedAnswers() throws -> [SessionVerdict] {
        try store.database.query("SELECT verdict FROM answers ORDER BY id").map { SessionVerdict(rawValue: $0.string("verdict"))! }
    }

    func storedMilliseconds() throws -> [Int] {
        try store.database.query("SELECT milliseconds FROM answers ORDER BY id").map { try $0.int("milliseconds") }
    }

    func storedEnding() throws -> String? {
        try store.database.first("SELECT ending FROM sessions ORDER BY id DESC")?.optionalString("ending")
    }
}
