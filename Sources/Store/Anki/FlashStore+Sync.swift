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
    /// Inside another transaction (a normal sync inside the backup's) it is a savepoint: a
    /// failure undoes only what `body` did.
    package nonisolated(nonsending) func syncTransaction<T>(_ body: () async throws -> T) async throws -> T {
        try await database.awaitingTransaction(body)
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

    /// Copies the whole database, consistently, into `path` (and `path-wal`) while `body` runs
    /// in the same immediate transaction (a sync's first steps), and returns what `body`
    /// returned once both are done. The log is copied first, before `body` writes: a writer may
    /// start it afresh. The file is copied on a thread of its own meanwhile, as nothing reaches
    /// it before the commit; `body` calls `copied` to wait for the copy before it changes
    /// anything outside the database (the server's collection). The sync's own write leaves
    /// its log for a later command.
    package nonisolated(nonsending) func backup<T>(to path: String, during body: (_ copied: () async throws -> Void) async throws -> T) async throws -> T {
        let value = try await syncTransaction {
            let source = database.path
            try Database.copyLog(of: source, to: path)
            let copy = Task { await OwnThread.run { Result { try Database.copyFile(of: source, to: path) } } }
            do {
                let value = try await body { try await copy.value.get() }
                try await copy.value.get()
                return value
            } catch {
                _ = await copy.value
                throw error
            }
        }
        try database.skipCheckpointOnClose()
        return value
    }
}
