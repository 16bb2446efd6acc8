import FlashTestSupport
import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Scheduling
@testable import HTTP
@testable import Store
@testable import Interchange

/// The Anki sync server every sync test shares (each test takes its own account), started on
/// first use and stopped when the test process ends.
enum SharedSyncServer {
    static let server: Result<AnkiSyncServer, Error> = Result {
        guard let python = AnkiPython.executable else {
            throw AnkiPython.ScriptFailure(description: "FLASH_REQUIRE_ANKI=1 but no Python with Anki's library (.venv-anki or FLASH_ANKI_PYTHON)")
        }
        return try AnkiSyncServer(python: python, users: 60)
    }

    /// A fresh account on the shared server.
    static func account() throws -> (server: AnkiSyncServer, user: String, password: String) {
        let server = try server.get()
        guard let (user, password) = server.claimUser() else { throw AnkiPython.ScriptFailure(description: "the shared sync server has no account left") }
        return (server, user, password)
    }
}

/// One learner's flash (a data folder, a store, a clock) syncing with one account, beside
/// Anki's library as the second device.
final class SyncWorld {
    let folder = TemporaryDirectory()
    let server: AnkiSyncServer
    let user: String
    let password: String
    let paths: FlashPaths
    let store: FlashStore
    var clock: TimeSource
    var parameters = try! SchedulerParameters(enableFuzzing: false)

    init(server: AnkiSyncServer, user: String, password: String, home: String = "flash") throws {
        (self.server, self.user, self.password) = (server, user, password)
        let data = folder.url.appendingPathComponent(home)
        paths = FlashPaths(dataDirectory: data, userConfigFile: folder.url.appendingPathComponent("flash.conf"), resources: nil)
        clock = TimeSource(fixed: Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down)))
        store = try FlashStore(paths: paths, now: clock.now())
    }

    /// A world on the shared server with an account of its own.
    static func shared() throws -> SyncWorld {
        let (server, user, password) = try SharedSyncServer.account()
        return try SyncWorld(server: server, user: user, password: password)
    }

    var now: Date { clock.now() }

    /// The sync, over flash's libcurl client (no retries), through `endpoint` when given. The
    /// world's clock moves only when told, but the server's is real: a clock left behind real
    /// time is brought up to it first, so a scenario that runs for minutes on a loaded machine
    /// is not refused as a clock five minutes off. A clock set ahead on purpose stays ahead, and
    /// so does one set back when `catchingUp` is false.
    func engine(endpoint: String? = nil, catchingUp: Bool = true) -> AnkiSync {
        let behind = Date().timeIntervalSince(clock.now()).rounded(.down)
        if catchingUp, behind > 0 { clock.advance(by: behind) }
        return AnkiSync(store: store, paths: paths, http: CurlClient(retryPolicy: .never), clock: clock, parameters: parameters)
    }

    func login(endpoint: String? = nil) async throws {
        try await engine().login(server: endpoint ?? server.endpoint, user: user, password: password)
    }

    @discardableResult
    func sync(_ direction: SyncDirection? = nil) async throws -> SyncSummary {
        clock.advance(by: 1)
        return try await engine().sync(direction: direction)
    }

    /// The sync with the clock set to `milliseconds` (epoch), where a test wants the ids flash
    /// takes from it (a note's, its cards', a review's) to fall, even a little behind real time.
    @discardableResult
    func sync(atMilliseconds milliseconds: Int64) async throws -> SyncSummary {
        clock = TimeSource(fixed: Self.instant(milliseconds: milliseconds))
        return try await engine(catchingUp: false).sync()
    }

    /// The instant whose epoch milliseconds, rounded down, are `milliseconds`.
    static func instant(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: (Double(milliseconds) + 0.5) / 1000) }

    /// A list of `pairs` (native = learned).
    @discardableResult
    func list(_ name: String, _ pairs: [(String, String)], learned: String = "es") throws -> WordList {
        let cards = pairs.map { Card(native: $0.0, learned: $0.1, translationSource: "you", created: now) }
        return try store.lists.create(name: try ListName(name), study: try Study(native: Language(code: "en"), learned: Language(code: learned)),
                                      cards: cards, now: now)
    }

    func cards(_ list: String) throws -> [Card] { try store.cards.all(in: try store.lists.named(list)) }

    /// Answers a card in flash as a session does, `seconds` after the last: its memory moves
    /// and the review is logged.
    func answer(_ list: String, _ native: String, _ rating: Rating, after seconds: TimeInterval = 5) throws {
        clock.advance(by: seconds)
        let card = try #require(try cards(list).first { $0.native == native })
        let policy = ReviewPolicy(parameters: parameters)
        try store.memory.review(cardID: card.id, rating: rating, at: now, milliseconds: 2_000, sessionID: nil, policy: policy, seed: 1)
    }

    /// Anki's library on this account, its collection in this world's folder.
    func device(_ name: String = "phone", endpoint: String? = nil) -> AnkiDevice {
        AnkiDevice(path: folder.url.appendingPathComponent("\(name).anki2").path, endpoint: endpoint ?? server.endpoint,
                   user: user, password: password)
    }

    /// Anki's Check Database on flash's side: the replica written as a collection file.
    func checkReplica() throws -> [String: Any] {
        let path = folder.url.appendingPathComponent("replica-\(UUID().uuidString).anki2").path
        let header = try #require(try store.replica.header())
        let (file, _) = try FullSync.prepareUpload(store.replica, header: header, now: SyncStaging.milliseconds(now))
        try Data(file).write(to: URL(fileURLWithPath: path))
        return try AnkiDevice(path: path, endpoint: server.endpoint, user: user, password: password).run([["check"]])[0]
    }
}

/// Anki's own library working on a collection, through Support/anki_sync_device.py.
struct AnkiDevice {
    let path: String
    let endpoint: String
    let user: String
    let password: String

    /// Runs `actions` in one process and returns their results.
    func run(_ actions: [[Any]]) throws -> [[String: Any]] {
        try AnkiLibrary.device(path, endpoint: endpoint, user: user, password: password, actions: actions)
    }

    /// Syncs, then runs Check Database and dumps the collection.
    func syncCheckAndDump(_ before: [[Any]] = []) throws -> (check: [String: Any], dump: AnkiDump) {
        let results = try run(before + [["sync"], ["check"], ["dump"]])
        return (results[results.count - 2], AnkiDump(results[results.count - 1]))
    }
}

/// What `["dump"]` says about a collection.
struct AnkiDump {
    let raw: [String: Any]

    init(_ raw: [String: Any]) { self.raw = raw }

    var decks: [String: Int64] { (raw["decks"] as? [String: Any] ?? [:]).mapValues { ($0 as? NSNumber)?.int64Value ?? 0 } }
    var notes: [[String: Any]] { raw["notes"] as? [[String: Any]] ?? [] }
    var revlog: [[Any]] { raw["revlog"] as? [[Any]] ?? [] }

    func note(guid: String) -> [String: Any]? { notes.first { $0["guid"] as? String == guid } }

    func note(front: String) -> [String: Any]? { notes.first { ($0["fields"] as? [String])?.first == front } }

    func fields(_ note: [String: Any]?) -> [String] { note?["fields"] as? [String] ?? [] }

    func cards(_ note: [String: Any]?) -> [[String: Any]] { note?["cards"] as? [[String: Any]] ?? [] }
}
