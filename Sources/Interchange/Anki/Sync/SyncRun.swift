import Foundation
import Support
import Store
import ListMaker

/// One `flash sync`, once the kind of sync is decided: the steps of each kind, each local part
/// in a transaction that commits only when the server's part is done.
struct SyncRun {
    let sync: AnkiSync
    let connection: SyncConnection
    let login: SyncLogin
    var meta: SyncMeta

    var store: FlashStore { sync.store }
    var now: Date { sync.clock.now() }
    var milliseconds: Int64 { SyncStaging.milliseconds(now) }

    /// Thrown by a normal sync whose answer to `meta` calls for another kind of sync.
    struct AnotherKind: Error {}

    /// A normal sync: flash's changes staged, then Anki's exchange (once `copied`, the backup,
    /// is done), then what came back followed in the lists, all committed after `finish`.
    /// `answer`, when given, is the server's answer to `meta`, still on its way while the changes
    /// are staged: it becomes ``meta``, and when it calls for another kind of sync (the schema
    /// changed) or refuses to go on (the clock), the staging is undone and ``AnotherKind`` or
    /// the refusal thrown.
    nonisolated(nonsending) mutating func normal(header: ReplicaHeader, once copied: () async throws -> Void = {},
                                                 answer: (() async throws -> SyncMeta)? = nil) async throws -> SyncSummary {
        var summary = SyncSummary(action: "normal")
        do {
            try await store.syncTransaction {
                var staging = sync.staging(header)
                try staging.stageJournal()
                if let answer {
                    meta = try await answer()
                    guard meta.schema == header.schema else { throw AnotherKind() }
                    try sync.check(meta)
                }
                guard let local = try store.replica.header() else { throw SyncError.notLoggedIn }
                // Equal modification times mean nothing changed, as Anki reads them, unless flash
                // has staged changes (now, or as a command ended): a phone can change the
                // collection in the same millisecond.
                guard try local.modified != meta.modified || staging.changed || store.replica.pendingCount() > 0 else {
                    summary.action = "none"
                    return try clearJournal()
                }
                try await copied()
                var exchange = NormalSync(connection: connection, replica: store.replica, local: local, remote: meta,
                                          fresh: try staging.fresh.withStaged(in: store.replica))
                do {
                    try await exchange.exchange()
                    var applying = makeApplying(local)
                    try applying.apply(exchange.traffic)
                    try await exchange.sanityCheck()
                    let time = try await exchange.finish()
                    try store.replica.finish(serverTime: time, usn: meta.usn + 1, at: now)
                    try clearJournal()
                    (summary.sent, summary.received, summary.lists) = (exchange.traffic.sent, exchange.traffic.received, applying.outcome)
                } catch {
                    _ = try? await connection.call("abort", .object([JSONMember("_pad", .null)]))
                    throw error
                }
            }
        } catch let error as SyncError where error == .sanityCheckFailed || error.isSchemaChange {
            try store.syncStep { try store.replica.markSchemaChanged(at: milliseconds) }
            throw error
        }
        return summary
    }

    /// A full upload: flash's changes staged into the replica, which replaces the server's
    /// collection. The choice is kept until the upload is done, so an interrupted upload
    /// finishes with the next sync.
    nonisolated(nonsending) mutating func upload(header: ReplicaHeader?) async throws -> SyncSummary {
        guard let header else {
            var summary = try await first(thenUpload: true)
            summary.action = "upload"
            return summary
        }
        try store.syncStep {
            var staging = sync.staging(header)
            try staging.stageJournal()
            try store.replica.setFullSync(SyncDirection.upload.rawValue)
        }
        guard let staged = try store.replica.header() else { throw SyncError.notLoggedIn }
        let (file, uploaded) = try FullSync.prepareUpload(store.replica, header: staged, now: milliseconds)
        // While the server takes the file in, everything is marked as sent: until the header
        // below forgets the chosen upload, an upload that fails is made again in full, which
        // reads no usn.
        let connection = connection
        async let sent: Void = FullSync.upload(connection, file: file)
        var summary = SyncSummary(action: "upload")
        try store.syncStep {
            try store.replica.clearForUpload()
            let counts = try store.replica.counts()
            (summary.sent.notes, summary.sent.cards, summary.sent.reviews) = (counts.notes, counts.cards, counts.revlog)
        }
        try await sent
        try store.syncStep {
            var done = uploaded
            done.fullSync = nil
            try store.replica.save(done)
            try store.replica.finish(serverTime: uploaded.modified, usn: uploaded.usn, at: now)
        }
        return summary
    }

    /// A full download: the server's collection replaces the replica and the lists follow it
    /// (its words, its deletions; the later review's memory); what changed in flash since the
    /// last sync (lists and cards never synced, answers) is then sent by a normal sync.
    nonisolated(nonsending) mutating func download() async throws -> SyncSummary {
        var summary = SyncSummary(action: "download")
        try await install(merging: false, summary: &summary)
        guard try !store.syncLinks.pendingCards().isEmpty || !store.syncLinks.pendingLists().isEmpty,
              let header = try store.replica.header() else { return summary }
        meta = try await connection.meta()
        return merged(summary, try await normal(header: header))
    }

    /// A first sync: the server's collection, with flash's lists merged into it (a list meets
    /// the deck of its name, a card the note of its GUID; the later review wins), then an
    /// upload when the server held nothing, else a normal sync.
    nonisolated(nonsending) mutating func first(thenUpload: Bool = false) async throws -> SyncSummary {
        var summary = SyncSummary(action: "first")
        let serverWasEmpty = meta.empty
        try await install(merging: true, summary: &summary)
        guard let header = try store.replica.header(), try store.replica.pendingCount() > 0 else { return summary }
        // The download left the server as its file says (its usn one up): no second meta.
        (meta.usn, meta.modified, meta.schema, meta.empty) = (header.usn, header.lastSync, header.schema, false)
        let next = serverWasEmpty || thenUpload ? try await upload(header: header) : try await normal(header: header)
        return merged(summary, next)
    }
}

extension SyncRun {
    /// Before the first sync, at login: when the server's collection is empty, the replica is
    /// made of it and flash's lists are staged into it, as Anki keeps its collection ready,
    /// and marked prepared, in one transaction. The first sync then only uploads it, if the
    /// server is still as it was (``isUnchanged(since:)``). Nothing is prepared (false) when the
    /// server holds cards (a first sync merges them) or flash has nothing to send.
    nonisolated(nonsending) func prepare() async throws -> Bool {
        guard meta.empty else { return false }
        var summary = SyncSummary(action: "first")
        try await install(merging: true, summary: &summary, preparing: true)
        return true
    }

    /// Thrown to undo a preparation that found nothing to send.
    struct NothingToPrepare: Error {}

    /// True when the server's answer to `meta` shows the collection a replica was prepared
    /// from, untouched since: still empty, with the same usn, schema and modification time.
    func isUnchanged(since prepared: ReplicaHeader) -> Bool {
        meta.empty && meta.usn == prepared.usn && meta.schema == prepared.schema && meta.modified == prepared.lastSync
    }

    /// The media sync after the collection's, in one transaction: flash's pictures and sounds
    /// up, those its lists' notes name down, and the cards whose notes name them take them.
    nonisolated(nonsending) func media() async throws -> MediaCounts {
        guard let header = try store.replica.header() else { return MediaCounts() }
        guard try header.mediaUSN != meta.mediaUSN || store.replica.hasWaitingMedia() else { return MediaCounts() }
        return try await store.syncTransaction {
            var media = MediaSync(connection: connection, replica: store.replica, images: ImageStore(directory: sync.paths.imagesDirectory),
                                  sounds: SoundStore(directory: sync.paths.soundsDirectory))
            try await media.run()
            if !media.fetched.isEmpty, let header = try store.replica.header() {
                var applying = makeApplying(header)
                try applying.follow(notes: Set(try media.fetched.flatMap { try store.replica.linkedNoteNames($0) }))
                try clearJournal()
            }
            return media.counts
        }
    }
}

private extension SyncRun {
    /// Downloads the server's collection and puts it in place of the replica, in one
    /// transaction: the lists follow it; with `merging`, flash's lists are linked to its decks
    /// and notes first and staged into it after; `preparing`, the replica is marked prepared,
    /// or nothing is kept when there is nothing to send.
    nonisolated(nonsending) func install(merging: Bool, summary: inout SyncSummary, preparing: Bool = false) async throws {
        try FileManager.default.createDirectory(at: sync.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = try await FullSync.download(connection, into: sync.folder)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try store.attachCollection(path, as: "downloaded")
        defer { try? store.detachCollection("downloaded") }
        try store.syncStep {
            let header = try FullSync.install(attached: "downloaded", into: store.replica, server: login.server, user: login.user)
            var staging = sync.staging(header)
            let links = store.syncLinks
            if merging { try staging.linkExisting(lists: try links.allLists(), cards: try links.allCards()) }
            var applying = makeApplying(header)
            try applying.applyAll()
            summary.lists = applying.outcome
            let counts = try store.replica.counts()
            (summary.received.notes, summary.received.cards, summary.received.reviews) = (counts.notes, counts.cards, counts.revlog)
            if merging {
                staging.header = try store.replica.header() ?? header
                let (lists, cards) = (try links.allLists(), try links.allCards())
                try staging.stage(lists: lists, cards: cards, everyCard: true)
                try links.clear(cards: cards + (try links.pendingCards()), lists: lists + (try links.pendingLists()))
            }
            if preparing {
                guard try store.replica.pendingCount() > 0 else { throw NothingToPrepare() }
                try store.replica.setFullSync(ReplicaHeader.prepared)
            }
        }
    }


    func makeApplying(_ header: ReplicaHeader) -> SyncApplying {
        let images = ImageStore(directory: sync.paths.imagesDirectory), sounds = SoundStore(directory: sync.paths.soundsDirectory)
        return SyncApplying(store: store, header: header, now: now, parameters: sync.parameters) { name in
            FileManager.default.fileExists(atPath: images.path(of: name)) || FileManager.default.fileExists(atPath: sounds.path(of: name))
        }
    }

    func clearJournal() throws {
        let links = store.syncLinks
        try links.clear(cards: try links.pendingCards(), lists: try links.pendingLists())
    }

    func merged(_ first: SyncSummary, _ second: SyncSummary) -> SyncSummary {
        var summary = first
        summary.sent = second.sent
        summary.received.notes += second.received.notes
        summary.received.cards += second.received.cards
        summary.received.reviews += second.received.reviews
        summary.received.deletions += second.received.deletions
        summary.lists.listsAdded += second.lists.listsAdded
        summary.lists.listsDeleted += second.lists.listsDeleted
        summary.lists.cardsAdded += second.lists.cardsAdded
        summary.lists.cardsChanged += second.lists.cardsChanged
        summary.lists.cardsDeleted += second.lists.cardsDeleted
        summary.lists.reviews += second.lists.reviews
        return summary
    }
}

extension SyncError {
    var isSchemaChange: Bool {
        if case .schemaChanged = self { return true }
        return false
    }
}
