import Foundation

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
        let meta = try await backingUp { try await connection.meta() }
        var header = try store.replica.header()
        if let known = header, known.server != login.server || known.user != login.user {
            try store.syncStep { try store.replica.reset() }
            header = nil
        }
        if let direction, header != nil { try store.syncStep { try store.replica.setFullSync(direction.rawValue) } }
        try check(meta)
        let chosen = direction ?? header?.fullSync.flatMap(SyncDirection.init(rawValue:))
        var run = SyncRun(sync: self, connection: connection, login: login, meta: meta)
        var summary: SyncSummary
        switch (chosen, header) {
        case (.upload, _): summary = try await run.upload(header: header)
        case (.download, _): summary = try await run.download()
        case (nil, nil): summary = try await run.first()
        case (nil, let header?) where header.schema != meta.schema:
            if meta.empty {
                summary = try await run.upload(header: header)
            } else if try store.replica.isEmpty() {
                summary = try await run.download()
            } else {
                throw SyncError.fullSyncRequired(reason: "the server's collection and flash's were changed in ways a normal sync cannot merge")
            }
        case (nil, let header?): summary = try await run.normal(header: header)
        }
        do {
            summary.media = try await run.media()
        } catch {
            throw SyncError.mediaFailed("\(error)")
        }
        return summary
    }

    /// Anki refuses to sync with a clock more than five minutes off the server's, since
    /// modification times decide which side's change wins.
    func check(_ meta: SyncMeta) throws {
        guard meta.shouldContinue else { throw SyncError.serverStopped(meta.message) }
        let offset = Int(clock.now().timeIntervalSince1970.rounded()) - Int(meta.serverTime)
        guard abs(offset) <= 300 else { throw SyncError.clockOff(seconds: offset) }
    }

    /// Runs `body` (the call that asks the server what to do, which changes nothing) while the
    /// database (the file and its log) is copied to `sync/backups`, the three newest kept:
    /// nothing is changed before the copy is whole, and the copy no longer waits for libcurl
    /// to load and the server to answer, nor they for it.
    nonisolated(nonsending) func backingUp<T>(_ body: () async throws -> T) async throws -> T {
        let backups = folder.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let stamp = Int64(clock.now().timeIntervalSince1970 * 1000)
        let path = backups.appendingPathComponent("flash-\(store.profileID)-\(stamp)-\(UUID().uuidString.prefix(8)).sqlite3").path
        let value = try await store.backup(to: path, during: body)
        try pruneBackups(in: backups)
        return value
    }

    /// Deletes all but the three newest backups.
    func pruneBackups(in backups: URL) throws {
        let prefix = "flash-\(store.profileID)-"
        let old = try FileManager.default.contentsOfDirectory(atPath: backups.path).filter { $0.hasPrefix(prefix) && $0.hasSuffix(".sqlite3") }
            .sorted { Self.backupStamp($0) > Self.backupStamp($1) }.dropFirst(3)
        for name in old {
            for suffix in ["", "-wal"] { try? FileManager.default.removeItem(at: backups.appendingPathComponent(name + suffix)) }
        }
    }

    static func backupStamp(_ name: String) -> Int64 {
        Int64(name.split(separator: "-").dropFirst(2).first ?? "") ?? 0
    }
}
