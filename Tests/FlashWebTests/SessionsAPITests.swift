import Foundation
import Testing
import FlashTestSupport

/// `/api/sessions`: the terminal's session engine through HTTP, every answer stored at once.
@Suite struct SessionsAPITests {
    static let words = ["dog", "cat", "house", "water", "bread"]
    static let spanish = ["dog": "perro", "cat": "gato", "house": "casa", "water": "agua", "bread": "pan"]

    /// A harness with the five words as "animals".
    static func harness(now: String? = WebHarness.now) throws -> WebHarness {
        let web = try WebHarness(now: now)
        try web.makeList("animals", words: words)
        return web
    }

    /// A typed session asking the Spanish word for each English one.
    static func typed(_ web: WebHarness, _ extra: [String: Any] = [:]) throws -> (String, [String: Any]) {
        let body: [String: Any] = ["mode": "learn", "list": "animals", "answer": "type", "direction": "native", "seed": 7].merging(extra) { _, given in given }
        let session = try web.startSession(body)
        return (try #require(session.string("id")), session)
    }

    static func expected(_ state: [String: Any]) -> String { spanish[state.object("question").string("shown") ?? ""] ?? "?" }

    @Test func aSessionStartsWithItsFirstQuestion() throws {
        let web = try Self.harness()
        let (id, session) = try Self.typed(web)
        #expect(id.count == 32)
        #expect(session.string("kind") == "learn")
        #expect(session.string("title") == "Learning 'animals'")
        #expect(session.string("answer") == "type")
        #expect(session.string("describe") == "English → Spanish, type the answer, seed 7")
        #expect(session.object("progress").int("total") == 5)
        #expect(session.object("progress").string("text") == "1/5")
        let question = session.object("question")
        #expect(Self.words.contains(question.string("shown") ?? ""))
        #expect(question.string("prompt") == "Type the Spanish word")
        #expect(question["options"] as? [String] == [])
        #expect(session["summary"] == nil)
        #expect(try web.client.send("GET", "/api/sessions/\(id)").object.object("question").string("shown") == question.string("shown"))
    }

    @Test func answersAreJudgedRightAlmostOrWrongWithTheExpectedAnswer() throws {
        let web = try Self.harness()
        var (id, state) = try Self.typed(web)
        let right = try web.answer(id, Self.expected(state))
        #expect(right.string("event") == "judged")
        #expect(right.object("verdict").string("verdict") == "right")
        state = right.object("session")
        let answer = Self.expected(state)
        let almost = try web.answer(id, String(answer.dropLast()))
        #expect(almost.object("verdict").string("verdict") == "almost")
        #expect(almost.object("verdict").string("answer") == answer)
        #expect(almost.object("verdict").string("difference")?.contains("[+") == true, "\(almost)")
        state = almost.object("session")
        let wrong = try web.answer(id, "zzzz")
        #expect(wrong.object("verdict").string("verdict") == "wrong")
        #expect(wrong.object("verdict").string("expected") == Self.expected(state))
        #expect(wrong.object("verdict").string("headline") == "✘ wrong: the answer is \(Self.expected(state))")
        state = wrong.object("session")
        let other = Self.spanish.values.first { $0 != Self.expected(state) } ?? ""
        let confused = try web.answer(id, other)
        #expect(confused.object("verdict").string("verdict") == "wrong")
        #expect(confused.object("verdict").object("confusedWith").string("answer") == other)
    }

    @Test func everyAnswerIsInTheStoreBeforeItsVerdictComes() throws {
        let web = try Self.harness()
        var (id, state) = try Self.typed(web)
        for _ in 0..<3 { state = try web.answer(id, Self.expected(state)).object("session") }
        let results = try FlashProcess.run(["results", "animals", "--json"], environment: web.environment)
        #expect(results.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(results.stdout.utf8)) as? [String: Any])
        #expect(report.object("last").int("answered") == 3)
        #expect(report.object("last").int("right") == 3)
        #expect(report.object("last")["ending"] == nil, "still open")
    }

    @Test func undoTakesTheLastAnswerBackInTheStoreAndAsksItAgain() throws {
        let web = try Self.harness()
        let (id, state) = try Self.typed(web)
        let first = state.object("question").string("shown")
        _ = try web.answer(id, "zzzz")
        let undone = try web.client.json("POST", "/api/sessions/\(id)/undo")
        #expect(undone.status == 200)
        #expect(undone.object.string("event") == "undone")
        #expect(undone.object.object("tookBack").string("given") == "zzzz")
        #expect(undone.object.object("session").object("question").string("shown") == first)
        #expect(undone.object.object("session").object("progress").string("text") == "1/5")
        let results = try web.client.send("GET", "/api/lists/animals/results").object
        #expect(results.object("totals").int("answers") == 0)
        let nothing = try web.client.json("POST", "/api/sessions/\(id)/undo")
        #expect(nothing.object.string("event") == "nothingToUndo")
    }

    @Test func hintsGiveMoreLettersAndSkipsAreMissed() throws {
        let web = try Self.harness()
        let (id, state) = try Self.typed(web)
        let answer = Self.expected(state)
        let hint = try web.client.json("POST", "/api/sessions/\(id)/hint").object
        #expect(hint.string("event") == "hint")
        #expect(hint.string("hint") == String(answer.prefix(1)) + String(repeating: "·", count: answer.count - 1))
        let more = try web.client.json("POST", "/api/sessions/\(id)/hint").object
        #expect(more.string("hint")?.hasPrefix(String(answer.prefix(2))) == true)
        let skipped = try web.client.json("POST", "/api/sessions/\(id)/answers", ["skip": true]).object
        #expect(skipped.object("verdict").string("verdict") == "skipped")
    }

    @Test func aChoiceIsAnsweredByItsNumber() throws {
        let web = try Self.harness()
        let session = try web.startSession(["mode": "learn", "list": "animals", "answer": "choice", "options": 3, "seed": 2])
        let id = try #require(session.string("id"))
        let question = session.object("question")
        let options = try #require(question["options"] as? [String])
        #expect(options.count == 3)
        let english = Self.spanish.first { $0.value == question.string("shown") }?.key ?? ""
        let number = try #require(options.firstIndex(of: english)) + 1
        let reply = try web.answer(id, String(number))
        #expect(reply.object("verdict").string("verdict") == "right")
        let unreadable = try web.answer(id, "9")
        #expect(unreadable.string("event") == "unreadable")
        #expect(unreadable.string("message") == "choose 1 to 3, or type the answer")
    }

    @Test func selfGradingShowsTheAnswerThenTakesTheGrade() throws {
        let web = try Self.harness()
        let session = try web.startSession(["mode": "learn", "list": "animals", "answer": "self", "direction": "native", "seed": 4])
        let id = try #require(session.string("id"))
        #expect(session.object("question").string("prompt") == "Think of the Spanish word, then show it")
        let revealed = try web.answer(id, "")
        #expect(revealed.string("event") == "revealed")
        #expect(revealed.object("session").string("revealed") == Self.expected(session))
        let grades = revealed.object("session").array("grades")
        #expect(grades.map { $0.string("name") } == ["again", "hard", "good", "easy"])
        #expect(grades.first?.string("interval") == "1m", "a new card missed comes back after the first learning step: \(grades)")
        #expect(grades.allSatisfy { ($0.string("interval") ?? "").isEmpty == false })
        let graded = try web.answer(id, "1")
        #expect(graded.object("verdict").string("verdict") == "wrong")
        #expect(graded.object("verdict").string("grade") == "again")
        #expect(graded.object("session")["revealed"] == nil)
    }

    @Test func theSessionEndsWithItsSummary() throws {
        let web = try Self.harness()
        var (id, state) = try Self.typed(web)
        var reply: [String: Any] = [:]
        for number in 0..<5 {
            reply = try web.answer(id, number == 0 ? "zzzz" : Self.expected(state))
            state = reply.object("session")
        }
        let summary = state.object("summary")
        #expect(summary.string("ending") == "completed")
        #expect(summary.int("answered") == 5)
        #expect(summary.int("right") == 4)
        #expect(summary.int("percent") == 80)
        #expect(summary.array("missed").count == 1)
        #expect(summary.string("headline")?.hasPrefix("Session completed: 4/5 right (80%)") == true)
        #expect(state["question"] == nil)
        let later = try web.client.send("GET", "/api/sessions/\(id)").object
        #expect(later.object("summary").string("ending") == "completed")
        #expect(try web.answer(id, "x").string("event") == "finished")
    }

    @Test func stoppingKeepsEveryAnswer() throws {
        let web = try Self.harness()
        let (id, state) = try Self.typed(web)
        _ = try web.answer(id, Self.expected(state))
        let stopped = try web.client.json("POST", "/api/sessions/\(id)/stop").object
        #expect(stopped.string("event") == "finished")
        #expect(stopped.object("session").object("summary").string("ending") == "stopped")
        #expect(try web.client.send("GET", "/api/lists/animals/results").object.object("last").int("answered") == 1)
    }

    @Test func theCountdownEndsTheSessionAsOutOfTime() throws {
        let web = try Self.harness()
        let (id, state) = try Self.typed(web, ["timer": 12])
        #expect(state.object("clock").int("secondsLeft") == 12)
        #expect(state.object("clock").string("text") == "0:12 left")
        let first = try web.client.json("POST", "/api/sessions/\(id)/answers", ["text": Self.expected(state), "seconds": 5]).object
        #expect(first.object("session").object("clock").int("secondsLeft") == 7)
        let late = try web.client.json("POST", "/api/sessions/\(id)/answers", ["text": "x", "seconds": 10]).object
        #expect(late.string("event") == "timeUp")
        #expect(late.object("session").object("summary").string("ending") == "out-of-time")
        #expect(late.object("session").object("summary").int("answered") == 1)
    }

    @Test func secondsAreOnlyForAFixedClock() throws {
        let web = try Self.harness(now: nil)
        let (id, _) = try Self.typed(web)
        let refused = try web.client.json("POST", "/api/sessions/\(id)/answers", ["text": "x", "seconds": 2])
        #expect(refused.status == 400)
    }

    @Test func reviewAndTrainSessionsRunOnTheirOwnPlans() throws {
        let web = try Self.harness()
        try web.makeList("food", words: ["apple", "pear", "bread"])
        let review = try web.startSession(["mode": "review", "lists": ["animals"], "answer": "type", "seed": 1])
        #expect(review.string("title") == "Reviewing 'animals'")
        #expect(review.object("progress").int("total") == 5)
        let all = try web.startSession(["mode": "review", "seed": 1])
        #expect(all.string("title") == "Reviewing 2 lists")
        let train = try web.startSession(["mode": "train", "lists": ["animals", "food"], "count": 4, "seed": 1])
        #expect(train.string("title") == "Training 'animals' + 'food'")
        #expect(train.object("progress").int("total") == 4)
    }

    @Test func aSessionIsRefusedWhatTheTerminalRefuses() throws {
        let web = try Self.harness()
        let cases: [(Any, Int, String)] = [
            (["list": "animals"], 400, "\"mode\""),
            (["mode": "dance", "list": "animals"], 400, "mode"),
            (["mode": "test", "list": "animals"], 400, "learn, review or train"),
            (["mode": "learn"], 400, "one \"list\""),
            (["mode": "learn", "list": "nope"], 404, "no list named 'nope'"),
            (["mode": "train", "lists": ["animals"], "retry": true], 400, "a train session does not take \"retry\""),
            (["mode": "learn", "list": "animals", "limit": 3], 400, "does not take \"limit\""),
            (["mode": "learn", "list": "animals", "options": 9], 400, "\"options\" takes 2 to 8"),
            (["mode": "learn", "list": "animals", "timer": 0], 400, "\"timer\""),
            (["mode": "learn", "list": "animals", "answer": "guess"], 400, "\"answer\""),
            (["mode": "learn", "list": "animals", "only": "mistakes"], 422, "no mistakes in the last session of 'animals'"),
            (["mode": "train"], 400, "\"lists\""),
        ]
        for (body, status, message) in cases {
            let answer = try web.client.json("POST", "/api/sessions", body)
            #expect(answer.status == status, "\(body): \(answer.text)")
            #expect(answer.object.string("error")?.contains(message) == true, "\(body): \(answer.text)")
        }
        for path in ["/api/sessions/0123", "/api/sessions/0123/answers"] {
            let missing = path.hasSuffix("answers") ? try web.client.json("POST", path, ["text": "x"]) : try web.client.send("GET", path)
            #expect(missing.status == 404, "\(path)")
        }
        #expect(try web.client.json("POST", "/api/sessions/0123/undo").status == 404)
    }
}
