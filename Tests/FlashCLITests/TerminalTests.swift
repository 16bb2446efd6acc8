import Foundation
import FlashTestSupport
import Testing

/// Behaviour that needs a terminal, run under `script` (util-linux), which gives flash a pty.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct TerminalTests {
    let flash = FlashRunner()

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "zoo", "--style", "green", input: "dog\ncat\n")
    }

    /// Runs flash on a pseudo-terminal with `input` typed in, and returns what the terminal showed.
    func onTerminal(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> String {
        let command = ([FlashRunner.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = flash.environment.merging(["TERM": "xterm-256color"].merging(environment) { $1 }) { $1 }
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardInput = inputPipe
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try? inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitForEnd()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func colourOnATerminalButNeverWithNoColor() throws {
        #expect(try onTerminal(["lists"]).contains("\u{1B}[38;5;34m"))
        #expect(!(try onTerminal(["lists"], environment: ["NO_COLOR": "1"]).contains("\u{1B}[")))
        #expect(!(try flash.run("lists").stdout.contains("\u{1B}[")))
    }

    @Test func deleteAsksOnATerminal() throws {
        let kept = try onTerminal(["delete", "zoo"], input: "n\n")
        #expect(kept.contains("Delete 'zoo' with 2 cards and its history? [y/N]"))
        #expect(kept.contains("Kept 'zoo'."))
        #expect(try flash.run("show", "zoo").status == 0)
        let deleted = try onTerminal(["delete", "zoo"], input: "y\n")
        #expect(deleted.contains("Deleted 'zoo'."))
        #expect(try flash.run("show", "zoo").status == 1)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa")))
    func showDrawsImagesWithChafaOnATerminal() throws {
        let shown = try onTerminal(["show", "zoo", "--images"])
        #expect(shown.contains("dog - perro"))
        #expect(shown.contains("\u{1B}["))
        let piped = try flash.run("show", "zoo", "--images")
        #expect(piped.stderr.contains("only on a terminal"))
    }

    @Test func withoutChafaShowSaysSoInOneLine() throws {
        let shown = try onTerminal(["show", "zoo", "--images"], environment: ["PATH": "/nonexistent"])
        #expect(shown.contains("chafa is not installed, so images are not drawn (apt-get install chafa)"))
    }

    @Test func aClosedTerminalInterruptsTheSession() throws {
        // script's input ends after one answer, as when the terminal goes away.
        let session = try onTerminal(["learn", "zoo", "--seed", "1"], input: "1\n")
        #expect(session.contains("Session interrupted"))
        let results = try flash.run("results", "zoo", "--json").stdout
        #expect(results.contains("\"ending\" : \"interrupted\""))
        #expect(results.contains("\"answered\" : 1"))
    }

    @Test func aTerminalSessionPromptsAndColoursFeedback() throws {
        let session = try onTerminal(["learn", "zoo", "--seed", "1", "--answer", "type"], input: "zzz\n:q\n")
        #expect(session.contains("> "))
        #expect(session.contains("\u{1B}[38;5;196m  ✘ wrong"))
    }
}
