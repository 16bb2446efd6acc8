import FlashTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `flash sync` end to end: the built binary against Anki's own sync server, with Anki's
/// library as the phone. Skipped without `.venv-anki`, unless FLASH_REQUIRE_ANKI=1.
@Suite(.enabled(if: AnkiLibrary.required || AnkiLibrary.python != nil, "no Python with Anki's library; run .ci/run or set FLASH_ANKI_PYTHON"))
struct SyncCommandTests {
    static let server = Result { () throws -> AnkiSyncServer in
        guard let python = AnkiLibrary.python else { throw AnkiLibrary.Failure(description: "no Python with Anki's library") }
        return try AnkiSyncServer(python: python, users: 12)
    }

    /// A learner at a fresh terminal with an account of their own.
    static func learner() throws -> (flash: FlashRunner, server: AnkiSyncServer, user: String, password: String) {
        let server = try Self.server.get()
        let (user, password) = try #require(server.claimUser())
        return (FlashRunner(), server, user, password)
    }

    static func phone(_ flash: FlashRunner, _ server: AnkiSyncServer, _ user: String, _ password: String, _ actions: [[Any]]) throws -> [[String: Any]] {
        try AnkiLibrary.device(flash.home.appendingPathComponent("phone.anki2").path, endpoint: server.endpoint, user: user,
                               password: password, actions: actions)
    }

    /// The README's promise: a new list, learnt, synced; Anki finds the list, its cards and the
    /// answers with a clean Check Database; answers given in Anki come back with the next sync.
    @Test func aListMadeAndLearntReachesAnkiAndItsAnswersComeBack() throws {
        let (flash, server, user, password) = try Self.learner()
        #expect(try flash.run(["new", "--lang", "es", "--name", "animals", "--no-images"], input: "dog = perro\ncat = gato\nhouse = casa\n").status == 0)
        let learnt = try flash.run(["learn", "animals", "--answer", "type", "--direction", "native", "--seed", "4"], input: "perro\ngato\nxx\n")
        #expect(learnt.status == 0)
        let login = try flash.run(["sync", "login", "--server", server.endpoint, "--user", user], environment: ["FLASH_SYNC_PASSWORD": password])
        #expect(login.status == 0 && login.stdout.contains("Logged in") && login.stderr.isEmpty, "\(login.stderr)")
        let prepared = try flash.run("sync", "status").stdout
        #expect(prepared.contains("Last sync: never") && prepared.contains("Pending: 1 list and 3 cards changed, ")
                && prepared.contains("The first sync's collection is ready"), "login prepares the first sync's collection: \(prepared)")
        let first = try flash.run(["sync", "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect((summary["sent"] as? [String: Int])?["reviews"] == 3 && (summary["sent"] as? [String: Int])?["notes"] == 3)

        let phone = try Self.phone(flash, server, user, password, [["sync"], ["check"], ["dump"]])
        #expect(phone[1]["ok"] as? Bool == true, "\(phone[1])")
        let dump = phone[2]
        let notes = dump["notes"] as? [[String: Any]] ?? []
        #expect((dump["decks"] as? [String: Any])?["flash::animals"] != nil)
        #expect(Set(notes.compactMap { ($0["fields"] as? [String])?.prefix(2).joined(separator: "=") }) == ["dog=perro", "cat=gato", "house=casa"])
        #expect((dump["revlog"] as? [Any])?.count == 3)

        let dog = try #require(notes.first { ($0["fields"] as? [String])?.first == "dog" }?["guid"] as? String)
        let cat = try #require(notes.first { ($0["fields"] as? [String])?.first == "cat" }?["guid"] as? String)
        _ = try Self.phone(flash, server, user, password, [["review", dog, 1, 4], ["review", cat, 0, 1], ["sync"]])
        let back = try flash.run(["sync"])
        #expect(back.status == 0 && back.stdout.contains("received 0 notes, 2 cards, 2 reviews"), "\(back.stdout) \(back.stderr)")
        let results = try flash.run(["results", "animals", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(results.stdout.utf8)) as? [String: Any])
        #expect((report["last"] as? [String: Any])?["kind"] as? String == "anki")
        #expect((report["totals"] as? [String: Any])?["answers"] as? Int == 5)
        #expect(try flash.run("mistakes", "animals").stdout.contains("cat"))
        let status = try flash.run("sync", "status")
        #expect(status.stdout.contains("Server: \(server.endpoint)") && status.stdout.contains("User: \(user)")
                && status.stdout.contains("Pending: nothing"), "\(status.stdout)")
    }

    @Test func aWrongPasswordIsOneLineExitOneAndNothingIsStored() throws {
        let (flash, server, user, _) = try Self.learner()
        let wrong = try flash.run(["sync", "login", "--server", server.endpoint, "--user", user], environment: ["FLASH_SYNC_PASSWORD": "nope"])
        #expect(wrong.status == 1 && wrong.errorLines.count == 1 && wrong.stderr.contains("refused"), "\(wrong.stderr)")
        #expect(!FileManager.default.fileExists(atPath: flash.dataDirectory.appendingPathComponent("sync/login-1.json").path))
        let unlogged = try flash.run("sync")
        #expect(unlogged.status == 1 && unlogged.errorLines == ["flash: " + "not logged in to a sync server: run `flash sync login --server URL --user NAME` (or set FLASH_SYNC_SERVER, FLASH_SYNC_USER and FLASH_SYNC_PASSWORD)"])
        #expect(try flash.run("sync", "login", "--user", user).status == 2, "no default server")
        #expect(try flash.run("sync", "--upload", "--download").status == 2)
        #expect(try flash.run(["sync", "login", "--server", "ftp://x", "--user", "u"], environment: ["FLASH_SYNC_PASSWORD": "p"]).status == 1)
    }

    @Test func theEnvironmentLogsInByItselfAndPasswordsGoNowhere() throws {
        let (flash, server, user, password) = try Self.learner()
        #expect(try flash.run(["new", "--lang", "de", "--name", "home", "--no-images"], input: "house = Haus\ntree = Baum\n").status == 0)
        let environment = ["FLASH_SYNC_SERVER": server.endpoint, "FLASH_SYNC_USER": user, "FLASH_SYNC_PASSWORD": password]
        let synced = try flash.run(["sync"], environment: environment)
        #expect(synced.status == 0 && synced.stdout.contains("First sync"), "\(synced.stderr)")
        let login = flash.dataDirectory.appendingPathComponent("sync/login-1.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: login.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let database = try Data(contentsOf: flash.dataDirectory.appendingPathComponent("flash.sqlite3"))
        #expect(!String(decoding: try Data(contentsOf: login), as: UTF8.self).contains(password))
        #expect(database.range(of: Data(password.utf8)) == nil)
    }

    /// Commands after login put what they change into the prepared collection at once; the
    /// first sync uploads it all.
    @Test func commandsAfterLoginGoIntoThePreparedCollection() throws {
        let (flash, server, user, password) = try Self.learner()
        #expect(try flash.run(["new", "--lang", "es", "--name", "animals", "--no-images"], input: "dog = perro\ncat = gato\n").status == 0)
        #expect(try flash.run(["sync", "login", "--server", server.endpoint, "--user", user], environment: ["FLASH_SYNC_PASSWORD": password]).status == 0)
        let objects = { () throws -> Int in
            let status = try JSONSerialization.jsonObject(with: Data(try flash.run("sync", "status", "--json").stdout.utf8)) as? [String: Any]
            #expect(status?["prepared"] as? Bool == true)
            return status?["pendingObjects"] as? Int ?? 0
        }
        let prepared = try objects()
        #expect(try flash.run(["new", "--lang", "es", "--name", "home", "--no-images"], input: "house = casa\ntree = árbol\n").status == 0)
        let added = try objects()
        #expect(added > prepared, "the new list's note and cards are staged: \(prepared) then \(added)")
        #expect(try flash.run(["learn", "animals", "--answer", "type", "--direction", "native", "--seed", "2"], input: "perro\ngato\n").status == 0)
        #expect(try objects() == added + 2, "two answers, two review log entries")
        let first = try flash.run("sync")
        #expect(first.status == 0 && first.stdout.contains("First sync: sent 4 notes, 8 cards, 2 reviews"), "\(first.stdout) \(first.stderr)")
        let phone = try Self.phone(flash, server, user, password, [["sync"], ["check"], ["dump"]])
        #expect(phone[1]["ok"] as? Bool == true && (phone[2]["notes"] as? [Any])?.count == 4, "\(phone[1])")
    }

    /// Login's preparation of the first sync's collection cut off (the download dropped): the
    /// login stands, one line says the first sync does the work, and it does.
    @Test func aLoginWhosePreparationFailsSaysSoAndTheFirstSyncDoesTheWork() throws {
        let (flash, server, user, password) = try Self.learner()
        let proxy = try LoopbackSyncProxy(target: { server.port }) { path, occurrence in
            path == "/sync/download" && occurrence == 1 ? .dropBeforeForwarding : .forward
        }
        #expect(try flash.run(["new", "--lang", "es", "--name", "animals", "--no-images"], input: "dog = perro\ncat = gato\n").status == 0)
        let login = try flash.run(["sync", "login", "--server", proxy.endpoint, "--user", user], environment: ["FLASH_SYNC_PASSWORD": password])
        #expect(login.status == 0 && login.stdout.contains("Logged in"), "\(login.stderr)")
        #expect(login.errorLines.count == 1 && login.stderr.hasPrefix("flash: the first sync will build its collection (not prepared now: "),
                "\(login.stderr)")
        #expect(!(try flash.run("sync", "status").stdout.contains("ready")))
        let first = try flash.run("sync")
        #expect(first.status == 0 && first.stdout.contains("First sync: sent 2 notes, 4 cards"), "\(first.stdout) \(first.stderr)")
        let phone = try Self.phone(flash, server, user, password, [["sync"], ["check"], ["dump"]])
        #expect(phone[1]["ok"] as? Bool == true && (phone[2]["notes"] as? [Any])?.count == 2, "\(phone[1])")
    }

    /// kill -9 at a step (the step still reaches the server), then a plain `flash sync`:
    /// nothing lost, both sides the same, Check Database clean on both.
    @Test(arguments: ["/sync/upload", "/sync/applyChunk", "/sync/finish"])
    func aSyncKilledAtAnyStepLosesNothingAndTheNextConverges(step: String) throws {
        let (flash, server, user, password) = try Self.learner()
        let target = Failing()
        let proxy = try LoopbackSyncProxy(target: { server.port }) { path, _ in target.take(path) }
        #expect(try flash.run(["new", "--lang", "es", "--name", "animals", "--no-images"], input: "dog = perro\ncat = gato\n").status == 0)
        #expect(try flash.run(["sync", "login", "--server", proxy.endpoint, "--user", user], environment: ["FLASH_SYNC_PASSWORD": password]).status == 0)
        if step != "/sync/upload" {
            #expect(try flash.run("sync").status == 0)
            _ = try Self.phone(flash, server, user, password, [["sync"], ["add", "flash::animals", "flash", ["bird", "pájaro"]], ["sync"]])
            #expect(try flash.run(["learn", "animals", "--answer", "type", "--direction", "native", "--seed", "1"], input: "perro\ngato\n").status == 0)
        }
        let pid = ProcessBox()
        target.set(step) { kill(pid.wait(), SIGKILL) }
        let running = try flash.start(["sync"])
        pid.set(running.process.processIdentifier)
        running.waitForEnd()
        #expect(running.endedBySignal)
        let again = try flash.run("sync")
        #expect(again.status == 0, "\(again.stderr)")
        let phone = try Self.phone(flash, server, user, password, [["sync"], ["check"], ["dump"]])
        #expect(phone[1]["ok"] as? Bool == true, "\(phone[1])")
        let words = Set((phone[2]["notes"] as? [[String: Any]] ?? []).compactMap { ($0["fields"] as? [String])?.first })
        let shown = try flash.run("show", "animals", "--json").stdout
        for word in words { #expect(shown.contains("\"\(word)\"")) }
        #expect(words.count == (step == "/sync/upload" ? 2 : 3))
        #expect((phone[2]["revlog"] as? [Any])?.count == (step == "/sync/upload" ? 0 : 2))
        #expect(try flash.run("sync", "status").stdout.contains("Pending: nothing"))
    }

    @Test func helpAndCompletionKnowTheCommand() throws {
        let flash = FlashRunner()
        let help = try flash.run("sync", "--help")
        #expect(help.status == 0 && help.stdout.contains("Usage: flash sync [OPTIONS] [ACTION]") && help.stdout.contains("--upload"))
        #expect(try flash.completions("sy").contains("sync"))
        #expect(try flash.completions("sync ") == ["login", "status"])
        #expect(try flash.completions("sync --up") == ["--upload"])
    }
}

/// Which request a proxy kills flash at: set from the test, read by the proxy's thread.
final class Failing: @unchecked Sendable {
    private let lock = NSLock()
    private var armed: (path: String, work: @Sendable () -> Void)?

    func set(_ path: String, _ work: @escaping @Sendable () -> Void) { lock.withLock { armed = (path, work) } }

    func take(_ path: String) -> LoopbackSyncProxy.Action {
        lock.withLock {
            guard let armed, armed.path == path else { return .forward }
            self.armed = nil
            return .run(armed.work)
        }
    }
}

/// A process id handed from the test to the proxy's thread, which waits for it.
final class ProcessBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var pid: Int32?

    func set(_ value: Int32) {
        condition.withLock {
            pid = value
            condition.broadcast()
        }
    }

    func wait() -> Int32 {
        condition.withLock {
            while pid == nil { condition.wait() }
            return pid!
        }
    }
}
