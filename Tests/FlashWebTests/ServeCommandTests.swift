import Foundation
import Testing
import FlashTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `flash serve` as a person runs it: the URL first, SIGTERM or Ctrl-C stops it, every answer
/// kept.
@Suite struct ServeCommandTests {
    @Test func theFirstLineIsTheURLAndASignalStopsItWithEveryAnswerKept() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = WebHarness.environment(home: home, now: WebHarness.now)
        #expect(try FlashProcess.run(["new", "--lang", "es", "--name", "animals"], input: "dog\ncat\n", environment: environment).status == 0)
        for signal in [SIGTERM, SIGINT] {
            let serve = try FlashProcess.start(["serve", "--port", "0"], environment: environment)
            let line = try #require(Self.firstLine(of: serve.output.fileHandleForReading))
            let match = try #require(line.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), "\(line)")
            let client = LoopbackClient(port: try #require(UInt16(match.1)))
            let session = try client.json("POST", "/api/sessions", ["mode": "learn", "list": "animals", "answer": "type", "seed": 1]).object
            _ = try client.json("POST", "/api/sessions/\(session.string("id") ?? "")/answers", ["text": "dog"])
            kill(serve.process.processIdentifier, signal)
            let result = serve.wait()
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("Stopped: 1 open session closed as interrupted; every answer is saved."), "\(result.stderr)")
        }
        let results = try FlashProcess.run(["results", "animals", "--json"], environment: environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(results.stdout.utf8)) as? [String: Any])
        #expect(report.object("totals").int("answers") == 2)
        #expect(report.object("last").string("ending") == "interrupted")
    }

    @Test func badOptionsAreUsageErrors() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = WebHarness.environment(home: home, now: nil)
        let port = try FlashProcess.run(["serve", "--port", "70000"], environment: environment)
        #expect(port.status == 2)
        #expect(port.stderr.contains("--port takes a whole number from 0 to 65535"), "\(port.stderr)")
        let bind = try FlashProcess.run(["serve", "--bind", "example.org"], environment: environment)
        #expect(bind.status == 2)
        #expect(bind.stderr == "flash: --bind takes an IP address such as 127.0.0.1, 0.0.0.0 or ::1, not 'example.org'\n")
        let help = try FlashProcess.run(["serve", "--help"], environment: environment)
        #expect(help.status == 0)
        #expect(help.stdout.contains("--bind ADDR"))
    }

    @Test func aTakenPortIsOneLine() throws {
        let web = try WebHarness()
        let taken = try FlashProcess.run(["serve", "--port", String(web.server.port)], environment: web.environment)
        #expect(taken.status == 1)
        #expect(taken.stderr == "flash: cannot listen on 127.0.0.1:\(web.server.port): the port is taken or the address is not this machine's\n")
    }

    /// Reads bytes until a newline; nil at the end of the output.
    static func firstLine(of handle: FileHandle) -> String? {
        var bytes: [UInt8] = []
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let first = byte.first else { return nil }
            if first == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(first)
        }
    }
}
