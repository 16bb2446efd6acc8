import Foundation
import Testing
import FlashWeb
import FlashTestSupport

/// A `flash serve` inside the test process on 127.0.0.1 and a free port, over its own
/// temporary FLASH_HOME, with the offline fixture providers and every online provider pointed
/// at a closed port: nothing leaves this machine. Stopped and removed when released.
final class WebHarness {
    let home: URL
    let environment: [String: String]
    let server: WebServer
    let client: LoopbackClient

    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The fixed clock every harness starts at, unless told otherwise.
    static let now = "2026-03-01T09:00:00Z"

    init(now: String? = WebHarness.now, extra: [String: String] = [:], address: WebAddress = .loopback(port: 0)) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = Self.environment(home: home, now: now).merging(extra) { _, given in given }
        server = try WebServer(environment: environment, profile: nil, address: address, threads: 2)
        client = LoopbackClient(port: server.port)
    }

    deinit {
        client.close()
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    /// The environment a test's flash runs with, as the CLI tests' FlashRunner has it.
    static func environment(home: URL, now: String?) -> [String: String] {
        TestEnvironment.flash(home: home, resources: repository, now: now)
    }

    /// Makes a list through the API, as the page does, and checks it was made.
    @discardableResult
    func makeList(_ name: String, words: [String], lang: String = "es", extra: [String: Any] = [:]) throws -> LoopbackClient.Response {
        var body: [String: Any] = ["name": name, "lang": lang, "text": words.joined(separator: "\n")]
        body.merge(extra) { _, given in given }
        let made = try client.json("POST", "/api/lists", body)
        #expect(made.status == 201, "\(made.text)")
        return made
    }

    /// Starts a session; returns its JSON.
    func startSession(_ body: [String: Any]) throws -> [String: Any] {
        let started = try client.json("POST", "/api/sessions", body)
        #expect(started.status == 201, "\(started.text)")
        return started.object
    }

    /// Answers the session's current question; returns the reply.
    func answer(_ session: String, _ text: String) throws -> [String: Any] {
        let reply = try client.json("POST", "/api/sessions/\(session)/answers", ["text": text])
        #expect(reply.status == 200, "\(reply.text)")
        return reply.object
    }

    /// Builds the `flash` binary's path: beside the test bundle, as FlashRunner finds it.
    static let flashExecutable: URL = {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("flash")
    }()
}

/// Reading nested JSON in tests.
extension Dictionary where Key == String, Value == Any {
    func object(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }
    func string(_ key: String) -> String? { self[key] as? String }
    func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
    func array(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
}
