import Foundation
import FlashTestSupport
#if canImport(Glibc)
import Glibc
#endif
@testable import Store

/// A `flash` process whose standard input stays open until the test closes it, as a learner at
/// a terminal leaves it: for interrupting a session or game, or waiting out a countdown.
/// Output goes to files the test can read while it runs.
struct HeldOpenFlash {
    let process: Process
    let input: FileHandle
    let output: URL
    let error: URL

    var stdout: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: error, encoding: .utf8)) ?? "" }

    func type(_ text: String) { input.write(Data(text.utf8)) }

    /// Waits up to `seconds` until standard output holds one of `texts`; true when it did.
    @discardableResult
    func waitFor(_ texts: String..., seconds: Double = 120) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let shown = stdout
            if texts.contains(where: shown.contains) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Sends `signal` and waits for flash to end.
    func interrupt(with signal: Int32 = SIGINT) -> FlashResult {
        kill(process.processIdentifier, signal)
        process.waitForEnd()
        try? input.close()
        return FlashResult(status: process.endStatus, stdout: stdout, stderr: stderr)
    }

    /// Waits for flash to end by itself, then closes its input.
    func finish() -> FlashResult {
        process.waitForEnd()
        try? input.close()
        return FlashResult(status: process.endStatus, stdout: stdout, stderr: stderr)
    }
}

extension FlashRunner {
    /// Starts `flash arguments...` with an open pipe as standard input; `terminal` runs it on a
    /// pseudo-terminal under `script` (util-linux), whose output then is what the screen showed,
    /// and `then` a shell command on the same terminal after flash ends.
    func startHeldOpen(_ arguments: [String], terminal: Bool = false, then after: String? = nil,
                       environment extra: [String: String] = [:]) throws -> HeldOpenFlash {
        let id = UUID().uuidString
        let output = home.appendingPathComponent("\(id).out"), error = home.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        let process = Process()
        let input = Pipe()
        if terminal {
            let command = ([Self.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command + (after.map { "; " + $0 } ?? ""), "/dev/null"]
        } else {
            process.executableURL = Self.executable
            process.arguments = arguments
        }
        process.environment = environment.merging(extra) { $1 }
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        return HeldOpenFlash(process: process, input: input.fileHandleForWriting, output: output, error: error)
    }

    /// The sessions stored so far, oldest first: kind, ending and answers.
    func storedSessions() throws -> [(kind: String, ending: String?, answers: Int)] {
        let database = try Database(path: dataDirectory.appendingPathComponent("flash.sqlite3").path)
        return try database.query("""
            SELECT kind, ending, (SELECT COUNT(*) FROM answers WHERE session_id = sessions.id) AS answers FROM sessions ORDER BY id
            """).map { ($0.string("kind"), $0.optionalString("ending"), try $0.int("answers")) }
    }
}
