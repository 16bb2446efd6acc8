import Foundation
import Testing
import FlashTestSupport
import Support
import Model
import Store
import Learn

/// The games and story mode as `/api/sessions`: the terminal's engines through HTTP, each
/// answer stored as `flash guess`, `buzz`, `daily` and `story` store it.
@Suite struct GamesAPITests {
    /// A harness with "animals" and the offline definitions table only, as the CLI's game tests.
    static func harness() throws -> WebHarness {
        let web = try WebHarness(extra: ["FLASH_DEFINITIONS": "fixtures"])
        try web.makeList("animals", words: SessionsAPITests.words)
        return web
    }

    /// The answers of the sessions of `kind` in the harness's store, as (card, shown, expected,
    /// given, verdict, milliseconds) lines, one array per session.
    static func stored(_ web: WebHarness, kind: String, list: String? = nil) throws -> [[String]] {
        let store = try FlashStore(paths: FlashPaths(environment: web.environment), now: Date())
        let owner = try list.map { try store.lists.named($0) }
        return try store.sessions.sessions(of: owner, kinds: [kind]).map { session in
            try store.sessions.answers(inSessions: [session.id]).map { answer in
                let record = answer.record
                return "\(record.cardID.map(String.init) ?? "-") \(record.shown) | \(record.expected) | \(record.given) | \(record.verdict) | \(record.milliseconds)"
            }
        }
    }

    /// Plays a guess game through the API answering "y" every time; returns how many answers.
    static func playGuess(_ web: WebHarness, seed: Int) throws -> (answers: Int, last: [String: Any]) {
        let game = try web.startSession(["mode": "guess", "list": "animals", "seed": seed])
        let id = try #require(game.string("id"))
        var state = game, answers = 0
        while state["summary"] == nil, answers < 20 {
            state = try web.answer(id, "y").object("session")
            answers += 1
        }
        return (answers, state)
    }

    @Test func aGuessGameIsStoredExactlyAsTheTerminalStoresIt() throws {
        let web = try Self.harness()
        let (answers, last) = try Self.playGuess(web, seed: 7)
        #expect(last.string("kind") == "guess")
        #expect(last.object("summary").string("headline")?.hasPrefix("Game over") == true, "\(last)")
        #expect(last.object("game")["canPlayAgain"] as? Bool == true)
        let input = String(repeating: "y\n", count: answers) + "n\n"
        let played = try FlashProcess.run(["guess", "animals", "--seed", "7"], input: input, environment: web.environment)
        #expect(played.status == 0, "\(played.stderr)")
        let sessions = try Self.stored(web, kind: "guess", list: "animals")
        #expect(sessions.count == 2)
        #expect(sessions.first?.count == answers)
        #expect(sessions.first == sessions.last, "the page's game and the terminal's, same seed and answers, are stored alike")
    }

    @Test func aGuessRoundIsAskedAndJudgedWithTheEnginesDeadline() throws {
        let web = try Self.harness()
        let game = try web.startSession(["mode": "guess", "list": "animals", "seed": 3])
        let id = try #require(game.string("id"))
        #expect(game.string("answer") == "yesno")
        #expect(game.string("title") == "Guess the translation")
        #expect(game.object("clock").int("secondsLeft") == 5)
        let shown = try #require(game.object("question").string("shown"))
        #expect(shown.hasSuffix("?") && shown.contains(" = "))
        #expect(game.object("question")["options"] as? [String] == ["yes", "no"])
        let late = try web.client.json("POST", "/api/sessions/\(id)/answers", ["text": "y", "seconds": 6]).object
        #expect(late.object("verdict").string("verdict") == "wrong")
        #expect(late.object("verdict").string("headline")?.hasPrefix("⏱ too slow (5 s)") == true, "\(late)")
        #expect(late.object("verdict").string("given") == "")
        let unreadable = try web.answer(id, "maybe")
        #expect(unreadable.string("event") == "unreadable")
        let skipped = try web.client.json("POST", "/api/sessions/\(id)/answers", ["skip": true]).object
        #expect(skipped.object("verdict").string("headline")?.hasPrefix("⏱ too slow") == true)
        let stored = try Self.stored(web, kind: "guess", list: "animals")
        #expect(stored.first?.count == 2)
        #expect(stored.first?.first?.contains("|  | wrong | 6000") == true, "\(stored)")
    }

    @Test func aGuessGameOverIsPlayedAgainAsANewSession() throws {
        let web = try Self.harness()
        let (_, last) = try Self.playGuess(web, seed: 5)
        let id = try #require(last.string("id"))
        let refused = try web.client.json("POST", "/api/sessions/\(id)/answers", ["text": "y"])
        #expect(refused.status == 409, "\(refused.text)")
        #expect(refused.object.string("error")?.contains("over") == true)
        let again = try web.client.json("POST", "/api/sessions/\(id)/again")
        #expect(again.status == 200, "\(again.text)")
        #expect(again.object["summary"] == nil)
        #expect(again.object.object("question").string("shown") != nil)
        _ = try web.answer(id, "n")
        let stopped = try web.client.json("POST", "/api/sessions/\(id)/stop").object
        #expect(stopped.object("session").object("summary").string("ending") == "stopped")
        #expect(try web.client.json("POST", "/api/sessions/\(id)/answers", ["text": "y"]).status == 409)
        #expect(try web.client.json("POST", "/api/sessions/\(id)/again").status == 409)
        #expect(try Self.stored(web, kind: "guess", list: "animals").map(\.count).last == 1)
    }

    /// Answers 1, 2, 3, 4, 1... whatever is asked, as the CLI tests' input does, until the game ends.
    static func playQuiz(_ web: WebHarness, _ body: [String: Any]) throws -> (answers: Int, last: [String: Any]) {
        let game = try web.startSession(body)
        let id = try #require(game.string("id"))
        #expect(game.object("question")["options"] as? [String] != nil, "\(game)")
        var state = game, answers = 0
        while state["summary"] == nil, answers < 200 {
            state = try web.answer(id, String(answers % 4 + 1)).object("session")
            answers += 1
        }
        return (answers, state)
    }

    @Test func aBuzzGameIsStoredExactlyAsTheTerminalStoresIt() throws {
        let web = try Self.harness()
        let (answers, last) = try Self.playQuiz(web, ["mode": "buzz", "level": "beginner", "rounds": 3, "seed": 4])
        #expect(last.string("kind") == "buzz")
        #expect(last.object("summary").string("ending") == "completed")
        #expect(last.object("summary").string("headline")?.hasPrefix("Game over: 3 right") == true, "\(last)")
        #expect(last.object("game").int("right") == 3)
        let input = String(repeating: "1\n2\n3\n4\n", count: answers)
        let played = try FlashProcess.run(["buzz", "--level", "beginner", "--rounds", "3", "--seed", "4"], input: input, environment: web.environment)
        #expect(played.status == 0, "\(played.stderr)")
        let sessions = try Self.stored(web, kind: "buzz")
        #expect(sessions.count == 2)
        #expect(sessions.first?.count == answers)
        #expect(sessions.first == sessions.last)
        let leaderboard = try FlashProcess.run(["leaderboard", "--json"], environment: web.environment)
        #expect(leaderboard.stdout.contains("\"default\""), "\(leaderboard.stdout)")
    }

    @Test func theDaysChallengeIsPlayedOnceADay() throws {
        let web = try Self.harness()
        let (_, last) = try Self.playQuiz(web, ["mode": "daily"])
        #expect(last.string("kind") == "daily")
        #expect(last.string("title") == "Daily challenge 2026-03-01")
        #expect(last.object("summary").string("headline")?.hasPrefix("Daily challenge done") == true, "\(last)")
        let again = try web.client.json("POST", "/api/sessions", ["mode": "daily"])
        #expect(again.status == 409)
        #expect(again.object.string("error")?.hasPrefix("You did today's challenge (2026-03-01)") == true, "\(again.text)")
        let terminal = try FlashProcess.run(["daily"], environment: web.environment)
        #expect(terminal.stdout.hasPrefix("You did today's challenge (2026-03-01)"), "\(terminal.stdout)")
    }

    @Test func aKitTestKeepsItsScoreAsStoryModeDoes() throws {
        let web = try Self.harness()
        let test = try web.startSession(["mode": "story-test", "kit": "family", "seed": 1])
        let id = try #require(test.string("id"))
        #expect(test.string("kind") == "story-test")
        #expect(test.string("title") == "Test of 'newborn: family'")
        #expect(test.string("answer") == "choice")
        let cards = try web.client.send("GET", "/api/lists/newborn:%20family").object.array("cards")
        var pairs: [String: String] = [:]
        for card in cards {
            pairs[card.string("learned") ?? ""] = card.string("native")
            pairs[card.string("native") ?? ""] = card.string("learned")
        }
        var state = test
        while state["summary"] == nil {
            let question = state.object("question")
            let options = question["options"] as? [String] ?? []
            let number = (options.firstIndex(of: pairs[question.string("shown") ?? ""] ?? "") ?? 0) + 1
            state = try web.answer(id, String(number)).object("session")
        }
        #expect(state.object("summary").int("score") == 100)
        #expect(state.object("story").int("best") == 100)
        #expect((state.object("story")["lines"] as? [String])?.first?.hasPrefix("Score: 100% (best 100%") == true, "\(state)")
        let tree = try FlashProcess.run(["story", "--json"], environment: web.environment)
        let progress = try #require(try JSONSerialization.jsonObject(with: Data(tree.stdout.utf8)) as? [String: Any])
        let newborn = progress.array("stages").first { $0.string("stage") == "newborn" } ?? [:]
        #expect(newborn.array("kits").first { $0.string("name") == "newborn: family" }?.int("best") == 100)
        #expect(try web.client.send("GET", "/api/story").object.array("stages").count == progress.array("stages").count)
    }

    @Test func aGameIsRefusedWhatTheTerminalRefuses() throws {
        let web = try Self.harness()
        let cases: [(Any, Int, String)] = [
            (["mode": "guess", "list": "nope"], 404, "no list named 'nope'"),
            (["mode": "guess", "list": "animals", "answer": "type"], 400, "a guess session does not take \"answer\""),
            (["mode": "buzz", "rounds": 0], 400, "\"rounds\" takes 1 to 50"),
            (["mode": "buzz", "level": "wizard"], 400, "\"level\""),
            (["mode": "story-test", "kit": "nope"], 404, "nope"),
            (["mode": "story-test"], 400, "\"kit\""),
            (["mode": "story-exam", "stage": "moon"], 400, "unknown stage 'moon'"),
            (["mode": "story-exam", "stage": "newborn"], 409, "The newborn exam"),
            (["mode": "daily", "seed": 3], 400, "does not take \"seed\""),
        ]
        for (body, status, message) in cases {
            let answer = try web.client.json("POST", "/api/sessions", body)
            #expect(answer.status == status, "\(body): \(answer.text)")
            #expect(answer.object.string("error")?.contains(message) == true, "\(body): \(answer.text)")
        }
        let broken = try web.client.send("POST", "/api/sessions", headers: ["Content-Type": "application/json"], body: Array(#"{"mode": "guess", "#.utf8))
        #expect(broken.status == 400)
        let guess = try web.startSession(["mode": "guess", "list": "animals", "seed": 1])
        let id = try #require(guess.string("id"))
        #expect(try web.client.json("POST", "/api/sessions/\(id)/undo").status == 400)
        #expect(try web.client.json("POST", "/api/sessions/\(id)/again").status == 409)
        let (_, finished) = try Self.playQuiz(web, ["mode": "buzz", "rounds": 1, "seed": 2])
        let over = try web.client.json("POST", "/api/sessions/\(finished.string("id") ?? "")/answers", ["text": "1"])
        #expect(over.status == 409, "\(over.text)")
        #expect(over.object.string("error") != nil)
    }
}
