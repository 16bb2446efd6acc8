import Support
import Store

/// Anki's normal (incremental) sync, client side, step by step as rslib does it: deletions,
/// then note types, decks, options, tags and configuration, then the server's chunks of review
/// log, cards and notes, then ours, then the sanity check and `finish`. Every change lands in
/// the replica inside the caller's transaction, which commits only after `finish` answered.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/sync/collection/normal.rs
struct NormalSync {
    let connection: SyncConnection
    let replica: AnkiReplica
    /// The replica's header before the sync.
    let local: ReplicaHeader
    let remote: SyncMeta
    /// What the staging made for this sync, which the server cannot know (see ``FreshIDs``).
    var fresh = FreshIDs()
    var traffic = SyncTraffic()
    /// The replica's totals for the sanity check, counted while the server takes our first chunk in.
    var counted: ReplicaCounts?

    var localIsNewer: Bool { local.modified > remote.modified }
    /// Objects sent now get the server's current usn.
    var serverUSN: Int64 { remote.usn }

    /// Exchanges everything up to the sanity check; ``finish()`` ends the sync.
    nonisolated(nonsending) mutating func exchange() async throws {
        try await exchangeGraves()
        try await exchangeUnchunked()
        try await receiveChunks()
        try await sendChunks()
    }

    /// Compares the totals with the server's; a mismatch is ``SyncError/sanityCheckFailed``.
    nonisolated(nonsending) func sanityCheck() async throws {
        let counts = try counted ?? replica.counts()
        let client: JSONValue = [[0, 0, 0], .int(counts.cards), .int(counts.notes), .int(counts.revlog), .int(counts.graves),
                                 .int(counts.notetypes), .int(counts.decks), .int(counts.deckConfigs)]
        guard try replica.pendingCount() == 0 else { throw SyncError.sanityCheckFailed }
        let answer = try await connection.json("sanityCheck2", .object([JSONMember("client", client)]))
        guard answer["status"]?.string == "ok" else { throw SyncError.sanityCheckFailed }
    }

    /// Ends the sync on the server and returns its time (epoch milliseconds).
    nonisolated(nonsending) func finish() async throws -> Int64 {
        let answer = try await connection.json("finish", .object([JSONMember("_pad", .null)]))
        guard let time = answer.int64 else { throw SyncError.malformed(step: "finish", detail: "no time") }
        return time
    }
}

private extension NormalSync {
    nonisolated(nonsending) mutating func exchangeGraves() async throws {
        let start: JSONValue = .object([
            JSONMember("minUsn", .int(local.usn)), JSONMember("lnewer", .bool(localIsNewer)), JSONMember("graves", .null),
        ])
        let remoteGraves = try ReplicaGraves(json: try await connection.json("start", start), step: "start")
        var ours = try replica.pendingGraves()
        try replica.stampPendingGraves(usn: serverUSN)
        traffic.sent.deletions = ours.count
        while !ours.isEmpty {
            var chunk = ReplicaGraves()
            var room = SyncChunk.limit
            while room > 0, let id = ours.cards.popLast() { chunk.cards.append(id); room -= 1 }
            while room > 0, let id = ours.notes.popLast() { chunk.notes.append(id); room -= 1 }
            while room > 0, let id = ours.decks.popLast() { chunk.decks.append(id); room -= 1 }
            _ = try await connection.call("applyGraves", .object([JSONMember("chunk", chunk.json)]))
        }
        try makeRoom(for: remoteGraves)
        try replica.applyGraves(remoteGraves, usn: serverUSN)
        traffic.graves = remoteGraves
        traffic.received.deletions = remoteGraves.count
    }

    nonisolated(nonsending) mutating func exchangeUnchunked() async throws {
        var changes: [JSONMember] = [
            JSONMember("models", .array(try takePending(.notetypes))),
            JSONMember("decks", .array([.array(try takePending(.decks)), .array(try takePending(.deckConfigs))])),
            JSONMember("tags", .array(try replica.takePendingTags(usn: serverUSN).map { .string($0) })),
        ]
        if localIsNewer {
            changes.append(JSONMember("conf", (try? JSONValue.parse(local.configuration)) ?? .object([])))
            changes.append(JSONMember("crt", .int(local.created)))
        }
        let remote = try await connection.json("applyChanges", .object([JSONMember("changes", .object(changes))]))
        try UnchunkedMerge(replica: replica, usn: serverUSN).apply(remote, decks: &traffic.decks)
    }

    /// The objects of `kind` waiting to be sent, stamped with the server's usn in the replica and in their JSON.
    func takePending(_ kind: AnkiReplica.Kind) throws -> [JSONValue] {
        try replica.pendingObjects(kind).map { object in
            var stamped = object
            let json = try JSONValue.parse(object.json).setting("usn", to: .int(serverUSN))
            stamped.usn = serverUSN
            stamped.json = json.text
            try replica.put(stamped, kind: kind)
            return json
        }
    }

    /// Takes the server's chunks, all of them first: a card may come a chunk before its note,
    /// and which of flash's new objects must move off an id shows only beside the note.
    nonisolated(nonsending) mutating func receiveChunks() async throws {
        var incoming = SyncChunk()
        while !incoming.done {
            let chunk = try SyncChunk(json: try await connection.json("chunk", .object([JSONMember("_pad", .null)])))
            incoming.revlog += chunk.revlog
            incoming.cards += chunk.cards
            incoming.notes += chunk.notes
            incoming.done = chunk.done
        }
        try makeRoom(for: incoming)
        for entry in incoming.revlog where try replica.add(entry) {
            traffic.revlog.insert(entry.id)
            traffic.received.reviews += 1
        }
        for card in incoming.cards where try replica.merge(card) {
            traffic.cards[card.id] = card.noteID
            traffic.received.cards += 1
        }
        for note in incoming.notes where try replica.merge(note) {
            traffic.notes.insert(note.id)
            traffic.received.notes += 1
        }
    }

    nonisolated(nonsending) mutating func sendChunks() async throws {
        var revlog = try replica.pendingRevlog(), notes = try replica.pendingNotes(), cards = try replica.pendingCards()
        (traffic.sent.reviews, traffic.sent.notes, traffic.sent.cards) = (revlog.count, notes.count, cards.count)
        while true {
            var chunk = SyncChunk()
            while chunk.count < SyncChunk.limit, !(revlog.isEmpty && notes.isEmpty && cards.isEmpty) {
                if var entry = revlog.popLast() { entry.usn = serverUSN; chunk.revlog.append(entry) }
                if var note = notes.popLast() { note.usn = serverUSN; chunk.notes.append(note) }
                if var card = cards.popLast() { card.usn = serverUSN; chunk.cards.append(card) }
            }
            chunk.done = revlog.isEmpty && notes.isEmpty && cards.isEmpty
            try replica.stamp("anki_revlog", ids: chunk.revlog.map(\.id), usn: serverUSN)
            try replica.stamp("anki_notes", ids: chunk.notes.map(\.id), usn: serverUSN)
            try replica.stamp("anki_cards", ids: chunk.cards.map(\.id), usn: serverUSN)
            // The totals no longer change once the server's objects are in: sending only stamps
            // usns, and what follows in the lists adds nothing to the replica. So they are
            // counted while the server takes the first chunk in.
            let (connection, body) = (connection, JSONValue.object([JSONMember("chunk", chunk.json)]))
            async let sent = connection.call("applyChunk", body)
            if counted == nil { counted = try replica.counts() }
            _ = try await sent
            if chunk.done { return }
        }
    }
}
