import Foundation
import Testing
import Synchronization
import FlashTestSupport

/// Many browsers and the terminal at once on the same list: every answer stored, no 5xx.
/// The assertions count what was stored, never how long anything took.
@Suite struct LoadTests {
    static let words = ["dog", "cat", "horse", "cow", "pig", "sheep", "goat", "bird", "fish", "mouse", "rat", "rabbit", "duck",
                        "chicken", "bear", "lion", "tiger", "elephant", "frog", "monkey", "snake", "wolf", "fox", "deer", "giraffe"]

    @Test func fiftySessionsOfTwentyAnswersBesideTheTerminalLoseNothing() throws {
        let web = try WebHarness()
        try web.makeList("zoo", words: Self.words)
        let sessions = 50, answers = 20, port = web.server.port
        // The terminal learns the same list meanwhile: 20 typed answers, one a line.
        let terminal = try FlashProcess.start(["learn", "zoo", "--answer", "type", "--count", "20", "--seed", "5"], environment: web.environment)
        let statuses = Mutex<[Int: Int]>([:])
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for number in 0..<sessions {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                let client = LoopbackClient(port: port)
                do {
                    let started = try client.json("POST", "/api/sessions", ["mode": "learn", "list": "zoo", "answer": "type", "count": answers, "seed": number])
                    statuses.withLock { $0[started.status, default: 0] += 1 }
                    guard let id = started.object.string("id") else { throw LoopbackClientError(description: started.text) }
                    for answer in 0..<answers {
                        let reply = try client.json("POST", "/api/sessions/\(id)/answers", ["text": answer % 3 == 0 ? "wrong" : "x"])
                        statuses.withLock { $0[reply.status, default: 0] += 1 }
                    }
                } catch {
                    failures.withLock { $0.append("session \(number): \(error)") }
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        terminal.input.fileHandleForWriting.write(Data(String(repeating: "perro\n", count: 20).utf8))
        try terminal.input.fileHandleForWriting.close()
        let cli = terminal.wait()
        group.wait()
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        #expect(cli.status == 0, "\(cli.stderr)")
        let counted = statuses.withLock { $0 }
        #expect(counted == [201: sessions, 200: sessions * answers], "\(counted)")
        let results = try FlashProcess.run(["results", "zoo", "--json"], environment: web.environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(results.stdout.utf8)) as? [String: Any])
        #expect(report.object("totals").int("sessions") == sessions + 1)
        #expect(report.object("totals").int("answers") == sessions * answers + 20, "every answer of the 50 sessions and the terminal's is stored")
    }
}
