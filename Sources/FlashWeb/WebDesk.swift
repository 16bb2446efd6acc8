import FoundationEssentials
import Synchronization
import Support
import Model
import Scheduling
import Store
import Learn
import Providers
import FlashKit

/// What the server works with, each part behind its own lock: the workspace's store, through
/// which every session, edit and new list is written (one connection, so writers never wait
/// for each other in SQLite); a second connection for what is only read, with the lists' JSON
/// kept until the database changes; and the lists being built.
final class WebDesk: Sendable {
    let paths: FlashPaths
    let configuration: Configuration
    let environment: [String: String]
    let clock: TimeSource
    let policy: ReviewPolicy
    let fixtures: URL?
    let writer: Mutex<Writer>
    let reader: Mutex<Reader>
    let builds = Mutex<[String: BuildStatus]>([:])
    /// What judging an answer against every card of a pool needs, shared by the sessions.
    let judging = JudgingPools()
    /// The response cache and the picture downloader, made on first use and shared.
    private let providers = Mutex<(cache: ResponseCache?, downloader: (any ImageDownloading)?)>((nil, nil))

    init(workspace: sending Workspace) throws {
        paths = workspace.paths
        configuration = workspace.configuration
        environment = workspace.environment
        clock = workspace.clock
        policy = try workspace.reviewPolicy()
        fixtures = try? workspace.fixtures()
        let store = try workspace.store()
        let readStore = try FlashStore(paths: workspace.paths, profile: store.profileName, now: workspace.clock.now())
        writer = Mutex(Writer(workspace: workspace, store: store))
        reader = Mutex(Reader(store: readStore))
    }

    /// The response cache, on its own connection (it has its own lock).
    func responseCache() throws -> ResponseCache {
        try providers.withLock { providers throws -> ResponseCache in
            if let cache = providers.cache { return cache }
            let cache = try ResponseCache(path: paths.databaseFile.path)
            providers.cache = cache
            return cache
        }
    }

    /// What fetches or draws a picture candidate, as `flash edit --image N` does.
    func downloader() throws -> any ImageDownloading {
        let cache = try responseCache()
        return try providers.withLock { providers throws -> any ImageDownloading in
            if let downloader = providers.downloader { return downloader }
            guard let fixtures else { throw WebFailure.conflict("cannot find flash's Fixtures/ folder: start flash serve with FLASH_RESOURCES set") }
            let downloader = ProviderSetup(configuration: configuration, fixtures: fixtures, cache: cache, environment: environment, roles: [.images]).downloader
            providers.downloader = downloader
            return downloader
        }
    }

    /// Runs `body` with the store that writes, the sessions and the workspace.
    func writing<T: Sendable>(_ body: (Writer) throws -> T) throws -> T {
        try writer.withLock { writer throws -> T in try body(writer) }
    }

    /// Runs `body` with the store that only reads.
    func reading<T: Sendable>(_ body: (Reader) throws -> T) throws -> T {
        try reader.withLock { reader throws -> T in try body(reader) }
    }
}

/// The writing side: the workspace and its store, and the sessions open on it.
final class Writer {
    let workspace: Workspace
    let store: FlashStore
    var sessions = WebSessions()
    /// Set when the server stops: nothing is written after.
    var closed = false

    init(workspace: Workspace, store: FlashStore) {
        self.workspace = workspace
        self.store = store
    }
}

/// The reading side: its own connection, and each list's JSON as last made.
final class Reader {
    let store: FlashStore
    /// By the list's name as compared (case-folded).
    var listBodies: [String: CachedBody] = [:]

    init(store: FlashStore) {
        self.store = store
    }

    /// A list's JSON, kept while the database has not changed and the minute (the recall
    /// shown) is the same.
    struct CachedBody {
        let counter: Int64
        let minute: Int64
        let body: SharedBytes
    }
}

/// How far the building of one list has got.
struct BuildStatus: Sendable, Encodable {
    let list: String
    var phase: String
    var done: Int
    var total: Int
    var errors: Int
}
