import Foundation
import Testing

/// Ctrl-C, SIGTERM or a closed terminal in a game end flash with status 130, like a session,
/// and every answer given before is saved.
@Suite struct GameInterruptTests {
    let flash = FlashRunner.games()

    /// Starts a game, answers once, waits for the feedback, then sends `signal`.
    func interrupted(_ arguments: [String], answer: String, signal: Int32 = SIGINT) throws -> FlashResult {
        let game = try flash.startHeldOpen(arguments)
        #expect(game.waitFor("> ", ")", seconds: 120))
        game.type(answer + "\n")
        #expect(game.waitFor("  ✔", "  ✘"), "the answer was judged")
        return game.interrupt(with: signal)
    }

    func expectInterruptedWithOneAnswer(_ result: FlashResult, kind: String) throws {
        #expect(result.status == 130)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("interrupted"))
        let session = try #require(try flash.storedSessions().last)
        #expect(session.kind == kind)
        #expect(session.ending == "interrupted")
        #expect(session.answers == 1)
    }

    @Test func ctrlCInBuzzExits130WithTheAnswerSaved() throws {
        let result = try interrupted(["buzz", "--seed", "1", "--rounds", "3"], answer: "1")
        try expectInterruptedWithOneAnswer(result, kind: "buzz")
        #expect(result.stdout.contains("Game stopped"))
    }

    @Test func ctrlCInGuessExits130WithTheAnswerSaved() throws {
        let result = try interrupted(["guess", "--seed", "1"], answer: "y")
        try expectInterruptedWithOneAnswer(result, kind: "guess")
    }

    @Test func sigtermInDailyExits130AndLeavesTheChallengeOpen() throws {
        let result = try interrupted(["daily"], answer: "1", signal: SIGTERM)
        try expectInterruptedWithOneAnswer(result, kind: "daily")
        #expect(result.stdout.contains("`flash daily` starts today's challenge again"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aClosedTerminalInterruptsBuzz() throws {
        let game = try flash.startHeldOpen(["buzz", "--seed", "1", "--rounds", "3"], terminal: true)
        #expect(game.waitFor("> "))
        game.type("1\n")
        #expect(game.waitFor("  ✔", "  ✘"))
        try game.input.close()
        let result = game.finish()
        #expect(result.status == 130)
        #expect(result.stdout.contains("interrupted"))
        #expect(try flash.storedSessions().last?.answers == 1)
    }

    @Test func theEndOfPipedInputStillStopsAGameWithStatus0() throws {
        let result = try flash.run("buzz", "--seed", "1", "--rounds", "3", input: "1\n")
        #expect(result.status == 0)
        #expect(try flash.storedSessions().last?.ending == "stopped")
    }
}
