import Foundation
import Testing

/// `--timer N` on a terminal: the countdown ticks every second on the prompt line while flash
/// waits for an answer; piped output never sees a tick.
@Suite struct CountdownTests {
    let flash = FlashRunner()

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "zoo", "--no-images", input: "dog = perro\ncat = gato\n")
    }

    /// A tick: the cursor saved, the line's start, the time left, the cursor back.
    func ticked(_ output: String, _ left: String) -> Bool {
        guard let tick = output.range(of: "\u{1B}7\r") else { return false }
        return output[tick.upperBound...].contains("\(left) left") && output.contains("\u{1B}8")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func onATerminalTheCountdownTicksOnThePromptLine() throws {
        let session = try flash.startHeldOpen(["learn", "zoo", "--seed", "1", "--timer", "3"], terminal: true,
                                              environment: ["TERM": "xterm-256color"])
        let result = session.finish()
        #expect(result.stdout.contains("0:02 left"))
        #expect(ticked(result.stdout, "0:01"))
        #expect(ticked(result.stdout, "0:00"))
        #expect(result.stdout.contains("Time is up."))
        #expect(try flash.storedSessions().last?.ending == "out-of-time")
    }

    /// Issue 19: an answer half typed when time ran out stayed in the terminal, where the shell
    /// read it after flash. The command after flash reads what is left on the terminal.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func timeRunningOutThrowsAwayTheHalfTypedAnswer() throws {
        let leftOver = #"stty -icanon min 0 time 10; echo "[left:$(dd bs=64 count=1 2>/dev/null)]""#
        let session = try flash.startHeldOpen(["learn", "zoo", "--seed", "1", "--timer", "6"], terminal: true, then: leftOver)
        #expect(session.waitFor("> ", seconds: 60))
        session.type("gat")
        let result = session.finish()
        let typedInTime = try #require(result.stdout.range(of: "Time is up.")).lowerBound > (result.stdout.range(of: "gat")?.lowerBound ?? result.stdout.endIndex)
        if typedInTime {
            #expect(result.stdout.contains("[left:]"), "\(result.stdout)")
        }
        #expect(result.stdout.contains("Session out of time before the first answer."))
        #expect(!result.stdout.contains("out-of-time"))
    }

    @Test func pipedOutputNeverSeesATick() throws {
        let session = try flash.startHeldOpen(["learn", "zoo", "--seed", "1", "--timer", "2"])
        let result = session.finish()
        #expect(result.stdout.contains("Time is up."))
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("left >"))
    }
}
