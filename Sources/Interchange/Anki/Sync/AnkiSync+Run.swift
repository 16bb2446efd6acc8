import Foundation
import Support

extension AnkiSync {
    /// Syncs the profile's lists with the server: a normal sync when the two collections can
    /// be merged, a first sync (the server's collection merged with flash's lists, then an
    /// upload when the server was empty), or the full sync `direction` chooses. When only a
    /// full sync is possible and neither side is empty, it refuses, naming both choices.
    public nonisolated(nonsending) func sync(direction: SyncDirection? = nil) async throws -> SyncSummary {
        guard let login = try loginFile.read() else { throw SyncError.notLoggedIn }
        http.prepare()
        let lock = try SyncLock(folder: folder, profileID: store.profileID)
        defer { lock.release() }
        let connection = SyncConnection(endpoint: login.server, hostKey: login.hostKey, http: http)
        // The usual kind, a normal sync, runs in the backup's transaction, its staging beside
        // the copy and the server's answer to `meta`; its failure is thrown once what it kept
        // (a schema marked changed) is committed.
        let opening = try await backingUp { copied -> Opening in
            let asked = Task { try await connection.meta() }
            guard direction == nil, let header = try store.replica.header(), header.server == login.server, header.user == login.user,
                  header.fullSync == nil else { return .other(try await asked.value) }
            var run = SyncRun(sync: self, connection: connection, login: login, meta: SyncMeta(lastSeenIn: header))
            do {
                return .normal(try await run.normal(header: header, once: copied, answer: { try await asked.value }), run.meta)
            } catch is SyncRun.AnotherKind {
                return .other(run.meta)
            } catch {
                return .failed(error)
            }
        }
        var run: SyncRun
        var summary: SyncSummary
        switch opening {
        case .normal(let done, let meta):
            (run, summary) = (SyncRun(sync: self, connection: connection, login: login, meta: meta), done)
        case .other(let meta):
            run = SyncRun(sync: self, connection: connection, login: login, meta: meta)
            summary = try await other(direction: direction, login: login, run: &run)
        case .failed(let error):
            throw error
        }
        do {
            summary.media = try await run.media()
        } catch {
            throw SyncError.mediaFailed("\(error)")
        }
        return summary
    }

    /// How a sync began: a normal sync done (or failed), or the server's answer calling for another kind.
    enum Opening {
        case normal(SyncSummary, SyncMeta)
        case failed(any Error)
        case other(SyncMeta)
    }

    /// The kinds of sync other than a normal one: a first sync, a full sync `direction` chose
    /// or an earlier sync left chosen, or the full sync an empty side allows.
    nonisolated(nonsending) func other(direction: SyncDirection?, login: SyncLogin, run: inout SyncRun) async throws -> SyncSummary {
        let meta = run.meta
        var header = try store.replica.header()
        if let known = header, known.server != login.server || known.user != login.user {
            try store.syncStep { try store.replica.reset() }
            header = nil
        }
        if let direction, header != nil { try store.syncStep { try store.replica.setFullSync(direction.rawValue) } }
        try check(meta)
        if let prepared = header, direction == nil, prepared.isPrepared {
            if run.isUnchanged(since: prepared) {
                var summary = try await run.upload(header: prepared)
                summary.action = "first"
                return summary
            }
            // The server changed since login: the first sync merges with what it holds now.
            try store.syncStep { try store.replica.reset() }
            header = nil
        }
        switch (direction ?? header?.fullSync.flatMap(SyncDirection.init(rawValue:)), header) {
        case (.upload, _): return try await run.upload(header: header)
        case (.download, _): return try await run.download()
        case (nil, nil): return try await run.first()
        case (nil, let header?) where header.schema != meta.schema:
            if meta.empty { return try await run.upload(header: header) }
            if try store.replica.isEmpty() { return try await run.download() }
            throw SyncError.fullSyncRequired(reason: "the server's collection and flash's were changed in ways a normal sync cannot merge")
        case (nil, let header?): return try await run.normal(header: header)
        }
    }

    /// Anki refuses to sync with a clock more than five minutes off the server's, since
    /// modification times decide which side's change wins.
    func check(_ meta: SyncMeta) throws {
        guard meta.shouldContinue else { throw SyncError.serverStopped(meta.message) }
        let offset = Int(clock.now().timeIntervalSince1970.rounded()) - Int(meta.serverTime)
        guard abs(offset) <= 300 else { throw SyncError.clockOff(seconds: offset) }
    }

    /// Runs `body` (the sync's first steps) while the database (the file and its log) is
    /// copied to `sync/backups`, the three newest kept: `body` calls `copied` before it changes
    /// the server's collection, so no sync goes ahead without its backup whole, and the copy
    /// no longer waits for libcurl to load, the server to answer and the staging, nor they for
    /// it. The oldest backups are deleted on a thread of their own meanwhile: freeing a large
    /// file takes milliseconds.
    nonisolated(nonsending) func backingUp<T>(_ body: (_ copied: () async throws -> Void) async throws -> T) async throws -> T {
        let backups = folder.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let stamp = Int64(clock.now().timeIntervalSince1970 * 1000)
        let prefix = "flash-\(store.profileID)-"
        let name = "\(prefix)\(stamp)-\(UUID().uuidString.prefix(8)).sqlite3", path = backups.appendingPathComponent(name).path
        let pruned = Task { await OwnThread.run { Self.pruneBackups(in: backups, prefix: prefix, keeping: 2, besides: name) } }
        do {
            let value = try await store.backup(to: path, during: body)
            await pruned.value
            return value
        } catch {
            await pruned.value
            throw error
        }
    }

    /// Deletes all but the `keeping` newest backups whose names start with `prefix`, the
    /// profile's, besides the one being made (a backup that cannot be deleted waits for the next sync).
    static func pruneBackups(in backups: URL, prefix: String, keeping: Int, besides current: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: backups.path)) ?? []
        let old = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".sqlite3") && $0 != current }.sorted { backupStamp($0) > backupStamp($1) }.dropFirst(keeping)
        for name in old {
            for suffix in ["", "-wal"] { try? FileManager.default.removeItem(at: backups.appendingPathComponent(name + suffix)) }
        }
    }

    static func backupStamp(_ name: String) -> Int64 {
        Int64(name.split(separator: "-").dropFirst(2).first ?? "") ?? 0
    }
}
