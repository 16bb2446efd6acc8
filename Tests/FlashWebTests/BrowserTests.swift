import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The web app in Debian's chromium, driven by Playwright (Browser/browser_test.py): a newcomer
/// makes a list, picks a picture, learns it by typing, undoes an answer and sees the results,
/// and plays a guess game from the keyboard.
/// Skipped without chromium and a Python with Playwright, unless FLASH_REQUIRE_BROWSER=1 (CI)
/// makes that a failure. FLASH_BROWSER_PYTHON names the Python (default: .venv-web/bin/python).
@Suite struct BrowserTests {
    static let environment = ProcessInfo.processInfo.environment
    static let python = environment["FLASH_BROWSER_PYTHON"] ?? WebHarness.repository.appendingPathComponent(".venv-web/bin/python").path
    static let chromium = environment["FLASH_CHROMIUM"] ?? "/usr/lib/chromium/chromium"
    static var required: Bool { environment["FLASH_REQUIRE_BROWSER"] == "1" }
    static var installed: Bool { FileManager.default.isExecutableFile(atPath: python) && FileManager.default.isExecutableFile(atPath: chromium) }

    @Test(.enabled(if: required || installed))
    func aNewcomerMakesAListLearnsItAndSeesTheResultsInABrowser() throws {
        try #require(Self.installed, "FLASH_REQUIRE_BROWSER=1 but \(Self.python) or \(Self.chromium) is missing: run .ci/install --all")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = WebHarness.environment(home: home, now: nil)
        // The guess game's answers are timed: 600 s an answer keeps a busy machine in time.
        let configuration = home.appendingPathComponent("config/flash")
        try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: configuration.appendingPathComponent("flash.conf").path, contents: Data("guess.seconds = 600\n".utf8),
                                       attributes: [.posixPermissions: 0o600])
        let serve = try FlashProcess.start(["serve", "--port", "0"], environment: environment)
        defer {
            kill(serve.process.processIdentifier, SIGTERM)
            _ = serve.wait()
        }
        let url = try #require(ServeCommandTests.firstLine(of: serve.output.fileHandleForReading))
        environment["FLASH_SERVE_URL"] = url
        environment["FLASH_BINARY"] = WebHarness.flashExecutable.path
        environment["FLASH_CHROMIUM"] = Self.chromium
        if let shots = Self.environment["FLASH_SCREENSHOTS"] { environment["FLASH_SCREENSHOTS"] = shots }
        let script = WebHarness.repository.appendingPathComponent("Tests/FlashWebTests/Browser/browser_test.py").path
        let run = try FlashProcess.run(executable: URL(fileURLWithPath: Self.python), [script], environment: environment)
        #expect(run.status == 0, "\(run.stderr)\(run.stdout)")
        #expect(run.stderr.contains("OK"), "\(run.stderr)")
    }
}
