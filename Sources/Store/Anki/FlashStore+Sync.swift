import FoundationEssentials
import Support

extension FlashStore {
    /// The profile's replica of its Anki collection.
    package var replica: AnkiReplica { AnkiReplica(database: database, profileID: profileID) }
    /// Which list is which deck, which card which note; the journal of changes to send.
    package var syncLinks: SyncLinks { SyncLinks(database: database, profileID: profileID) }
    /// The lists as a sync reads and writes them.
    package var listMirror: ListMirror { ListMirror(database: database, profileID: profileID) }

    /// The GUIDs of the Anki notes the list's cards are, for the cards a sync linked.
    package func syncedGUIDs(inList listID: Int64) throws -> [Int64: String] {
        try syncLinks.guids(inList: listID)
    }

    /// Runs `body` in one immediate transaction that may wait on the network: committed when
    /// it returns, rolled back when it throws. Other flash processes wait for it to end.
    package nonisolated(nonsending) func syncTransaction<T>(_ body: () async throws -> T) async throws -> T {
        try database.execute("BEGIN IMMEDIATE")
        do {
            let value = try await body()
            try database.execute("COMMIT")
            return value
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` in one transaction (a savepoint inside another).
    package func syncStep<T>(_ body: () throws -> T) throws -> T {
        try database.transaction(body)
    }

    /// Attaches a collection file, which may use Anki's `unicase` collation, as `schema`.
    package func attachCollection(_ path: String, as schema: String) throws {
        try database.registerUnicase()
        try database.attach(path, as: schema)
    }

    package func detachCollection(_ schema: String) throws {
        try database.detach(schema)
    }

    /// Copies the whole database, consistently, into `path` (and `path-wal`) on a thread of its
    /// own while `body` runs (a sync's first call to the server, which changes nothing here),
    /// and returns what `body` returned once both are done. The write lock is held until then;
    /// the sync's own write leaves its log for a later command.
    package nonisolated(nonsending) func backup<T>(to path: String, during body: () async throws -> T) async throws -> T {
        let value = try await syncTransaction {
            let source = database.path
            async let copied = OwnThread.run { Result { try Database.copyFiles(of: source, to: path) } }
            let value = try await body()
            try await copied.get()
            return value
        }
        try database.skipCheckpointOnClose()
        return value
    }
}
