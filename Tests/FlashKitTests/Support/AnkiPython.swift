import FlashTestSupport
import Foundation

/// A Python that can import Anki's library: FLASH_ANKI_PYTHON, else `.venv-anki/bin/python` at
/// the repository root, as `.ci/run` installs it. The Anki suites are skipped without it, unless
/// FLASH_REQUIRE_ANKI=1 makes its absence a failure.
enum AnkiPython {
    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_ANKI"] == "1" }
    static var shouldRun: Bool { required || executable != nil }

    static var executable: String? { AnkiLibrary.python }

    /// Runs Support/`script` with `arguments` and returns what it printed; a failure is an error
    /// naming the script and what it said.
    /// (A thrown error, not an expectation: it may run outside a test, to make shared decks.)
    static func runScript(_ script: String, _ arguments: [String]) throws -> Data {
        guard let python = executable else {
            throw ScriptFailure(description: "FLASH_REQUIRE_ANKI=1 but no Python with Anki's library (.venv-anki or FLASH_ANKI_PYTHON)")
        }
        let path = LoopbackFixtures.repositoryRoot.appendingPathComponent("Tests/FlashKitTests/Support/\(script)").path
        let result = try ProgramRun.run(python, [path] + arguments)
        guard result.status == 0 else {
            throw ScriptFailure(description: "\(script) exited \(result.status): \(String(decoding: result.error, as: UTF8.self))")
        }
        return result.output
    }

    struct ScriptFailure: Error, CustomStringConvertible {
        let description: String
    }
}
