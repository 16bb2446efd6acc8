import Foundation
import FlashTestSupport
import Testing
@testable import Learn

/// The shown word of every question line ("[1/3 0:00] perro") in a session's output.
func shownWords(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
        guard line.hasPrefix("["), let end = line.firstIndex(of: "]") else { return nil }
        return line[line.index(after: end)...].trimmingCharacters(in: .whitespaces)
    }
}

/// Scripted sessions through the built binary, checked against what `results` and `mistakes` report.
@Suite struct LearnTests {
    let flash = FlashRunner(now: "2026-03-01T09:00:00Z")

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\nhorse = caballo\n")
    }

    func results(_ name: String = "pets") throws -> [String: Any] {
        let output = try flash.run("results", name, "--json").stdout
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    func mistakes(_ arguments: String...) throws -> [[String: Any]] {
        let output = try flash.run(["mistakes", "pets", "--json"] + arguments).stdout
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return object?["entries"] as? [[String: Any]] ?? []
    }

    func last() throws -> [String: Any] { try results()["last"] as? [String: Any] ?? [:] }

    static let pets = "dog = perro\ncat = gato\nhorse = caballo\n"
    static let spanish = ["dog": "perro", "cat": "gato", "horse": "caballo"]
    static let english = Dictionary(uniqueKeysWithValues: spanish.map { ($1, $0) })

    /// The words a session with these arguments shows, in order: replayed on a fresh copy of the
    /// list with the same seed, skipping every card.
    func askedOrder(_ arguments: [String]) throws -> [String] {
        let replay = FlashRunner(now: "2026-03-01T09:00:00Z")
        try replay.run("new", "--lang", "es", "--name", "pets", "--no-images", input: Self.pets)
        let session = try replay.run(["learn", "pets"] + arguments, input: Array(String(repeating: ":s\n", count: 3).utf8))
        return Array(shownWords(session.stdout).prefix(3))
    }

    @Test func typedAnswersAreGradedAndReportedAsFed() throws {
        let arguments = ["--answer", "type", "--direction", "native", "--seed", "1"]
        let order = try askedOrder(arguments)
        #expect(order.count == 3)
        let right = try #require(Self.spanish[order[0]])
        let confused = try #require(Self.spanish[order[0]])
        let fed = [right, confused, "zorro"]
        let session = try flash.run(["learn", "pets"] + arguments, input: Array(fed.map { $0 + "\n" }.joined().utf8))
        #expect(session.status == 0)
        #expect(shownWords(session.stdout) == order)
        let last = try last()
        #expect(last["ending"] as? String == "completed")
        #expect(last["answered"] as? Int == 3)
        #expect(last["right"] as? Int == 1)
        #expect(last["verdicts"] as? [String: Int] == ["correct": 1, "almost": 0, "wrong": 2, "skipped": 0])
        let missed = try mistakes()
        #expect(missed.compactMap { $0["native"] as? String } == [order[1], order[2]])
        let first = try #require((missed[0]["wrongAnswers"] as? [[String: Any]])?.first)
        #expect(first["given"] as? String == confused)
        #expect(first["confusedWith"] as? String == "\(order[0]) - \(confused)")
        let second = try #require((missed[1]["wrongAnswers"] as? [[String: Any]])?.first)
        #expect(second["given"] as? String == "zorro")
        #expect(second["confusedWith"] == nil || second["confusedWith"] is NSNull)
        #expect(missed[1]["wrong"] as? Int == 1)
    }

    @Test func anAnswerThatIsAnotherCardsIsWrongAndNamesThatCard() throws {
        try flash.run("learn", "pets", "--answer", "type", "--direction", "native", "--seed", "5", input: "gato\ngato\ngato\n")
        let missed = try mistakes()
        #expect(missed.count == 2)
        for entry in missed {
            let wrong = try #require((entry["wrongAnswers"] as? [[String: Any]])?.first)
            #expect(wrong["given"] as? String == "gato")
            #expect(wrong["count"] as? Int == 1)
            #expect(wrong["confusedWith"] as? String == "cat - gato")
        }
    }

    @Test func almostAnswersCountUnlessStrict() throws {
        let typos = ["dog": "pero", "cat": "gatto", "horse": "cabállo"]
        let order = try askedOrder(["--answer", "type", "--direction", "native", "--seed", "2"])
        let fed = order.compactMap { typos[$0] }.map { $0 + "\n" }.joined()
        try flash.run("learn", "pets", "--answer", "type", "--direction", "native", "--seed", "2", input: fed)
        var verdicts = try last()["verdicts"] as? [String: Int]
        // "pero" is one letter from perro but is no other card's answer here: almost.
        #expect(verdicts?["almost"] == 3)
        #expect(try last()["right"] as? Int == 3)
        try flash.run("learn", "pets", "--answer", "type", "--direction", "native", "--seed", "2", "--strict", input: fed)
        verdicts = try last()["verdicts"] as? [String: Int]
        #expect(verdicts?["wrong"] == 3)
    }

    @Test func choiceAcceptsOptionTextAndNumbers() throws {
        let order = try askedOrder(["--options", "3", "--seed", "4"])
        let fed = [Self.english[order[0]]!, "DOG", Self.english[order[2]]!]
        let session = try flash.run("learn", "pets", "--options", "3", "--seed", "4", input: fed.map { $0 + "\n" }.joined())
        #expect(session.status == 0)
        #expect(session.stdout.contains("1) "))
        #expect(session.stdout.contains("3) "))
        #expect(try last()["right"] as? Int == (Self.english[order[1]] == "dog" ? 3 : 2))
        let numbers = try flash.run("learn", "pets", "--options", "2", "--seed", "4", input: "1\n9\n2\n1\n")
        #expect(numbers.stdout.contains("Type 1 to 2, or the answer."))
        #expect(try last()["answered"] as? Int == 3)
    }

    @Test func theSameSeedAsksTheSameWay() throws {
        let first = try flash.run("learn", "pets", "--seed", "42", input: "1\n1\n1\n")
        let second = try flash.run("learn", "pets", "--seed", "42", input: "1\n1\n1\n")
        #expect(first.stdout == second.stdout)
        let other = try flash.run("learn", "pets", "--seed", "43", input: "1\n1\n1\n")
        #expect(other.stdout != first.stdout)
    }

    @Test func selfGradingRecordsTheGrades() throws {
        let session = try flash.run("learn", "pets", "--answer", "self", "--seed", "1", input: "\n3\n\n1\n\n4\n")
        #expect(session.stdout.contains("Grade yourself: 1 Again, 2 Hard, 3 Good, 4 Easy"))
        let last = try last()
        #expect(last["right"] as? Int == 2)
        let missed = try mistakes()
        #expect(missed.count == 1)
        let graded = (missed.first?["wrongAnswers"] as? [[String: Any]])?.first
        #expect(graded?["given"] as? String == "again")
        #expect(graded?["selfGraded"] as? Bool == true)
        #expect(try flash.run("mistakes", "pets").stdout.contains("you graded it Again 1×"))
    }

    @Test func countAsksOnlySomeCardsAndQuitStopsTheSession() throws {
        try flash.run("learn", "pets", "--count", "2", "--seed", "1", input: "1\n1\n")
        #expect(try last()["answered"] as? Int == 2)
        let stopped = try flash.run("learn", "pets", "--seed", "1", input: "1\n:h\n:q\n1\n")
        #expect(stopped.stdout.contains("hint: "))
        let last = try last()
        #expect(last["ending"] as? String == "stopped")
        #expect(last["answered"] as? Int == 1)
        try flash.run("learn", "pets", "--seed", "1", input: "1\n")
        #expect(try self.last()["ending"] as? String == "stopped")
    }

    @Test func onlyMistakesDrillsExactlyTheMissedCards() throws {
        try flash.run("learn", "pets", "--answer", "type", "--direction", "native", "--seed", "3", input: "perro\n:s\nzzz\n")
        let missed = Set(try mistakes().compactMap { $0["native"] as? String })
        let drill = try flash.run("learn", "pets", "--only", "mistakes", "--answer", "type", "--direction", "native", "--seed", "3", input: "x\nx\nx\n")
        #expect(drill.stdout.contains("\(missed.count) card"))
        let asked = Set(drill.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("[") else { return nil }
            return line.split(separator: "]").last.map { $0.trimmingCharacters(in: .whitespaces) }
        })
        #expect(asked == missed)
    }

    @Test func onlyUnlearnedAsksCardsWithMoreWrongThanRight() throws {
        let arguments = ["--answer", "type", "--direction", "native", "--seed", "3"]
        let order = try askedOrder(arguments)
        let right = order.map { Self.spanish[$0] ?? "" }.joined(separator: "\n") + "\n"
        try flash.run(["learn", "pets"] + arguments, input: Array(right.utf8))
        let none = try flash.run("learn", "pets", "--only", "unlearned", input: "")
        #expect(none.status == 1 && none.stderr.contains("every card"), "every card is right once: nothing is unlearned")
        // One card missed twice: right 1, wrong 2, so it alone is unlearned.
        let missFirst = (["zzz"] + order.dropFirst().map { Self.spanish[$0] ?? "" }).joined(separator: "\n") + "\n"
        try flash.run(["learn", "pets"] + arguments, input: Array(missFirst.utf8))
        try flash.run(["learn", "pets"] + arguments, input: Array(missFirst.utf8))
        let drill = try flash.run(["learn", "pets", "--only", "unlearned", "--answer", "type", "--direction", "native"], input: Array(":q\n".utf8))
        #expect(drill.status == 0 && drill.stdout.contains("1 card"), "\(drill.stdout)")
        #expect(shownWords(drill.stdout).first == order[0])
    }

    @Test func retryAsksMissedCardsUntilRight() throws {
        let arguments = ["--answer", "type", "--direction", "native", "--retry", "--seed", "9"]
        let order = try askedOrder(arguments)
        // Round one: all wrong. Retry: the first missed card right, the second wrong again, the
        // third right; then the second once more, right.
        let fed = ["zzz", "zzz", "zzz", Self.spanish[order[0]]!, "zzz", Self.spanish[order[2]]!, Self.spanish[order[1]]!]
        let session = try flash.run(["learn", "pets"] + arguments, input: fed.map { $0 + "\n" }.joined())
        #expect(session.stdout.contains("retry 0/3 learned"))
        #expect(session.stdout.contains("retry 2/3 learned"))
        let asked = shownWords(session.stdout)
        #expect(asked == order + [order[0], order[1], order[2], order[1]])
        let last = try last()
        #expect(last["ending"] as? String == "completed")
        #expect(last["answered"] as? Int == 7)
        #expect(last["right"] as? Int == 3)
    }

    @Test func theTimerEndsTheSessionWhenTimeIsUp() throws {
        let session = try flash.run("learn", "pets", "--timer", "12", "--seed", "1", input: "1\n1\n1\n")
        #expect(session.stdout.contains("left]"))
        #expect(session.stdout.contains("Time is up."))
        let last = try last()
        #expect(last["ending"] as? String == "out-of-time")
        #expect(last["answered"] as? Int == 2)
        #expect(last["durationSeconds"] as? Double == 12)
    }

    @Test func imagesFallBackToTheWordAndSaySoOnce() throws {
        let session = try flash.run("learn", "pets", "--show", "image", "--seed", "1", input: "1\n1\n1\n")
        #expect(session.stdout.components(separatedBy: "have no image").count == 2)
        try flash.run("new", "--lang", "es", "--name", "farm", input: "cow\npig\n")
        let pictures = try flash.run("learn", "farm", "--show", "image", "--seed", "1", input: "1\n1\n")
        #expect(pictures.stdout.contains("[image: "))
        #expect(pictures.stdout.contains("(the picture)"))
    }

    @Test func directionsAndOptionBounds() throws {
        let native = try flash.run("learn", "pets", "--direction", "native", "--seed", "1", input: "1\n")
        #expect(native.stdout.contains("English → Spanish"))
        let mixed = try flash.run("learn", "pets", "--direction", "mixed", "--seed", "1", input: "")
        #expect(mixed.stdout.contains("both ways"))
        let bad = try flash.run("learn", "pets", "--options", "9")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--options takes a whole number from 2 to 8"))
        #expect(try flash.run("learn", "pets", "--answer", "guess").status == 2)
    }

    @Test func aKilledSessionKeepsEveryAnswerAndIsMarkedInterrupted() throws {
        let (process, input) = try flash.startPiped(["learn", "pets", "--answer", "type", "--seed", "1"])
        input.write(Data("dog\nzzz\n".utf8))
        var answered = 0
        for _ in 0..<100 where answered < 2 {
            Thread.sleep(forTimeInterval: 0.1)
            answered = (try? last()["answered"] as? Int) ?? 0
        }
        #expect(answered == 2)
        #expect(try last()["ending"] == nil || (try last()["ending"] as? NSNull) != nil)
        kill(process.processIdentifier, SIGKILL)
        process.waitForEnd()
        let after = try last()
        #expect(after["ending"] as? String == "interrupted")
        #expect(after["answered"] as? Int == 2)
        #expect(try mistakes().count >= 1)
    }

    @Test func interruptingWithCtrlCClosesTheSessionAsInterrupted() throws {
        let (process, input) = try flash.startPiped(["learn", "pets", "--seed", "1"])
        input.write(Data("1\n".utf8))
        for _ in 0..<100 where ((try? last()["answered"] as? Int) ?? 0) < 1 { Thread.sleep(forTimeInterval: 0.1) }
        kill(process.processIdentifier, SIGINT)
        process.waitForEnd()
        #expect(process.endStatus == 130)
        let last = try last()
        #expect(last["ending"] as? String == "interrupted")
        #expect(last["answered"] as? Int == 1)
    }

    @Test func aListDeletedDuringASessionEndsItInOneLine() throws {
        let (process, input) = try flash.startPiped(["learn", "pets", "--answer", "type", "--seed", "1"])
        input.write(Data("zzz\n".utf8))
        for _ in 0..<100 where ((try? last()["answered"] as? Int) ?? 0) < 1 { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try flash.run("delete", "pets", "--yes").status == 0)
        input.write(Data("zzz\n".utf8))
        try input.close()
        process.waitForEnd()
        #expect(process.endStatus == 1)
    }

    @Test func resultsAndMistakesWithoutSessionsAndBadOptions() throws {
        #expect(try flash.run("results", "pets").stdout.contains("No sessions yet"))
        #expect(try flash.run("mistakes", "pets").stdout.contains("No mistakes"))
        #expect(try flash.run("mistakes", "pets", "--session", "99").status == 1)
        #expect(try flash.run("mistakes", "pets", "--session", "x").status == 2)
        try flash.run("learn", "pets", "--seed", "1", input: "1\n1\n1\n")
        try flash.run("learn", "pets", "--seed", "2", input: "2\n2\n2\n")
        let text = try flash.run("results", "pets", "--ascii").stdout
        #expect(text.contains("Totals: 2 sessions"))
        #expect(text.contains("Score per session"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII || "→".unicodeScalars.contains($0) })
        let bars = try flash.run("results", "pets").stdout
        #expect(bars.contains("███"), "without --ascii the charts are drawn with blocks: \(bars)")
    }
}
