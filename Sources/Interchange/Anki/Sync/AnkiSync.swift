import Foundation
import Support
import Scheduling
import HTTP
import Store
import Providers

/// Two-way sync of a profile's lists with Anki's sync server (the self-hosted
/// `python -m anki.syncserver`, or any server of protocol 11), so the lists reach AnkiDroid,
/// AnkiMobile and Anki desktop, and the reviews made there come back. flash keeps a replica
/// of the collection; each list is a deck of it, each card a note (see ``SyncStaging`` and
/// ``SyncApplying``). The local side of a sync is one transaction, committed only once the
/// server has finished; any failure rolls it back and aborts the server's side. The database
/// is copied to `backups/` before every sync.
public struct AnkiSync {
    let store: FlashStore
    let paths: FlashPaths
    let http: any HTTPClient
    let clock: TimeSource
    let parameters: SchedulerParameters
    /// Where downloads, uploads, backups and logins go.
    var folder: URL { paths.dataDirectory.appendingPathComponent("sync") }

    /// A sync of `store`'s profile over `http` (flash's libcurl client, or a test's).
    public init(store: FlashStore, paths: FlashPaths, http: any HTTPClient, clock: TimeSource, parameters: SchedulerParameters) {
        self.store = store
        self.paths = paths
        self.http = http
        self.clock = clock
        self.parameters = parameters
    }

    /// The libcurl client a sync uses: no retries, since every step changes the server.
    public static func client(configuration: Configuration) -> any HTTPClient {
        ProviderSetup.client(configuration: configuration, retry: .never)
    }

    /// Asks `server` for the host key of `user` and `password` and stores it (never the
    /// password) in a file only the user can read. A refused password stores nothing.
    @discardableResult
    public nonisolated(nonsending) func login(server: String, user: String, password: String) async throws -> SyncLogin {
        let endpoint = try SyncConnection.endpoint(server)
        let key = try await SyncConnection(endpoint: endpoint, hostKey: "", http: http).hostKey(user: user, password: password)
        let login = SyncLogin(server: endpoint, user: user, hostKey: key)
        try loginFile.write(login)
        return login
    }

    /// After `flash sync login`: makes the replica of a profile that never synced ready for its
    /// first sync, as Anki's collection is: the server's empty collection with flash's lists
    /// staged into it, which the first sync uploads without building it then. A replica
    /// prepared for another account is made again; one that has synced is left alone, and so is
    /// a server that holds cards (the first sync merges them) or whose clock is off. True when
    /// a replica was prepared.
    @discardableResult
    public nonisolated(nonsending) func prepareFirstSync() async throws -> Bool {
        guard let login = try loginFile.read() else { throw SyncError.notLoggedIn }
        let lock = try SyncLock(folder: folder, profileID: store.profileID)
        defer { lock.release() }
        if let header = try store.replica.header() {
            guard header.isPrepared, header.server != login.server || header.user != login.user else { return false }
            try store.syncStep { try store.replica.reset() }
        }
        http.prepare()
        let connection = SyncConnection(endpoint: login.server, hostKey: login.hostKey, http: http)
        let run = SyncRun(sync: self, connection: connection, login: login, meta: try await connection.meta())
        guard (try? check(run.meta)) != nil else { return false }
        do {
            return try await run.prepare()
        } catch is SyncRun.NothingToPrepare {
            return false
        }
    }

    /// The replica follows the lists as commands change them, as Anki's collection does: what
    /// the journal holds (lists and cards changed, answers) is staged into it when a command
    /// ends, so a sync only sends. The ids given to new notes, cards and review entries are
    /// kept, so the sync treats them as its own (``FreshIDs``). Nothing happens before login
    /// prepared a replica or the first sync made one, while a full sync chosen waits, or while
    /// a sync runs. True when it staged.
    @discardableResult
    public func stagePending() throws -> Bool {
        guard try Self.keepsReplica(store), let lock = try? SyncLock(folder: folder, profileID: store.profileID) else { return false }
        defer { lock.release() }
        return try store.syncStep {
            guard let header = try store.replica.header(), header.followsTheLists else { return false }
            var staging = staging(header)
            guard try staging.stageJournal() else { return false }
            try store.replica.rememberStagedIDs(notes: staging.fresh.notes, cards: staging.fresh.cards, revlog: staging.fresh.revlog)
            return true
        }
    }

    /// True when `store`'s profile has a replica that follows its lists: prepared at login, or
    /// synced, with no full sync waiting (one query).
    public static func keepsReplica(_ store: FlashStore) throws -> Bool {
        try store.replica.header()?.followsTheLists == true
    }

    /// A staging of flash's changes into the replica, whose header is `header`.
    func staging(_ header: ReplicaHeader) -> SyncStaging {
        SyncStaging(replica: store.replica, links: store.syncLinks, mirror: store.listMirror, header: header, now: clock.now(), parameters: parameters)
    }

    /// A server address as flash keeps it (with a final "/"), or an error for one that is no
    /// http(s) URL.
    public static func endpoint(_ server: String) throws -> String { try SyncConnection.endpoint(server) }

    /// The stored login, or nil.
    public func storedLogin() throws -> SyncLogin? { try loginFile.read() }

    /// Where the profile syncs, when it last did and what waits to be sent.
    public func status() throws -> SyncStatus {
        var status = SyncStatus()
        if let login = try loginFile.read() { (status.server, status.user) = (login.server, login.user) }
        let replica = try store.replica.header()
        guard let header = replica, !header.isPrepared else {
            status.pendingLists = try store.syncLinks.allLists().count
            status.pendingCards = try store.syncLinks.allCards().count
            status.prepared = replica?.isPrepared == true
            if status.prepared { status.pendingObjects = try store.replica.pendingCount() }
            return status
        }
        status.lastSync = try store.replica.lastSyncTime()
        (status.pendingLists, status.pendingCards) = try store.syncLinks.pendingCount()
        status.pendingObjects = try store.replica.pendingCount()
        status.fullSync = header.fullSync
        return status
    }

    var loginFile: SyncLoginFile { SyncLoginFile(paths: paths, profileID: store.profileID) }
}

/// Which way a full sync goes, when the learner chooses one.
public enum SyncDirection: String, Sendable {
    /// Replace the server's collection with flash's.
    case upload
    /// Replace flash's collection with the server's.
    case download
}

extension ReplicaHeader {
    /// True when commands stage their changes into the replica: prepared, or synced with no
    /// full sync waiting (an upload stages what waits itself; a download replaces it all).
    var followsTheLists: Bool { fullSync == nil || isPrepared }
}
