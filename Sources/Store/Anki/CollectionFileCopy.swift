import Foundation
import CSQLite

/// The schema-11 collection file a full upload sends, written on a thread of its own while a
/// first sync stages flash's lists into an empty replica: each note, card and review entry the
/// replica takes is handed over as it is taken, so the upload needs no second pass over the
/// replica afterwards (that pass was a sixth of a first sync's time, and the second core sat idle
/// meanwhile). Rows go in with usn 0 and no graves, as ``AnkiReplica/writeCollection(to:header:objects:sortField:)``
/// writes them; ``finish(header:objects:)`` adds the `col` row and says what the file holds, for
/// the caller to check against the replica before sending it.
package final class CollectionFileCopy: Sendable {
    package let path: String
    private let channel: Channel

    /// Starts the file at `path`, which must not exist; `sortField` gives a note's sort field and
    /// first-field checksum.
    package init(path: String, sortField: @escaping @Sendable (ReplicaNote) -> (SQLValue, Int64)) {
        self.path = path
        channel = Channel()
        let channel = channel
        Thread { channel.run(path: path, sortField: sortField) }.start()
    }

    deinit { channel.cancel() }

    package func put(_ note: ReplicaNote) { channel.send(.note(note)) }
    package func put(_ card: ReplicaCard) { channel.send(.card(card)) }
    package func add(_ entry: ReplicaRevlog) { channel.send(.revlog(entry)) }
    /// A note left out again (the replica removes its cards one by one first).
    package func removeNote(_ id: Int64) { channel.send(.removeNote(id)) }
    package func removeCard(_ id: Int64) { channel.send(.removeCard(id)) }

    /// Writes the `col` row from `header` and `objects`, commits and closes the file, and
    /// returns what it holds; throws what went wrong on the way (the file is then deleted).
    package func finish(header: ReplicaHeader, objects: AnkiReplica.ObjectsJSON) async throws -> CollectionTotals {
        try await withCheckedThrowingContinuation { continuation in
            channel.send(.finish(header, objects, continuation))
        }
    }

    /// Stops the writing and deletes the file (unless ``finish(header:objects:)`` was done:
    /// the file is then the caller's), and returns once the thread has stopped.
    package func cancel() { channel.cancel() }
}

/// What a collection's notes, cards and review log hold, in a few numbers: two collections with
/// the same totals hold the same rows unless a row changed without its modification time,
/// fields' or data's length, due or interval changing.
package struct CollectionTotals: Sendable, Equatable {
    package var notes: [Int64]
    package var cards: [Int64]
    package var revlog: [Int64]

    static func notes(_ table: String) -> String {
        "SELECT COUNT(*), TOTAL(id % 1000000007), TOTAL(mod), TOTAL(length(flds)), TOTAL(mid % 1000000007) FROM \(table)"
    }

    static func cards(_ table: String) -> String {
        "SELECT COUNT(*), TOTAL(id % 1000000007), TOTAL(nid % 1000000007), TOTAL(mod), TOTAL(due), TOTAL(ivl), TOTAL(length(data)), TOTAL(type) FROM \(table)"
    }

    static func revlog(_ table: String) -> String {
        "SELECT COUNT(*), TOTAL(id % 1000000007), TOTAL(cid % 1000000007), TOTAL(ease) FROM \(table)"
    }

    /// The totals of the collection file open as `database`, or of the replica's `profileID`.
    init(_ database: Database, profileID: Int64? = nil) throws {
        func numbers(_ sql: String) throws -> [Int64] {
            let statement = try database.prepare(sql + (profileID == nil ? "" : " WHERE profile_id = ?"))
            try statement.bind(profileID.map { [.integer($0)] } ?? [])
            defer { try? statement.reset() }
            guard let row = try statement.step() else { return [] }
            return row.values.map { value in
                switch value {
                case .integer(let number): number
                case .real(let number): Int64(number)
                default: 0
                }
            }
        }
        let prefix = profileID == nil ? "" : "anki_"
        notes = try numbers(Self.notes(prefix + "notes"))
        cards = try numbers(Self.cards(prefix + "cards"))
        revlog = try numbers(Self.revlog(prefix + "revlog"))
    }
}

extension AnkiReplica {
    /// What the replica's notes, cards and review log hold (``CollectionTotals``).
    package func totals() throws -> CollectionTotals {
        try CollectionTotals(database, profileID: profileID)
    }
}

private extension CollectionFileCopy {
    enum Item: Sendable {
        case note(ReplicaNote)
        case card(ReplicaCard)
        case revlog(ReplicaRevlog)
        case removeNote(Int64)
        case removeCard(Int64)
        case finish(ReplicaHeader, AnkiReplica.ObjectsJSON, CheckedContinuation<CollectionTotals, any Error>)
    }

    /// The rows on their way from the staging to the writing thread, handed over in batches:
    /// waking the thread for each row would cost the staging a system call a row.
    final class Channel: @unchecked Sendable {
        static let batch = 256
        private let condition = NSCondition()
        private var items: [Item] = []
        /// A batch is full, or the last rows wait with the finish.
        private var ready = false
        private var cancelled = false
        private var stopped = false

        func send(_ item: Item) {
            condition.lock()
            items.append(item)
            if case .finish = item { ready = true } else if items.count >= Self.batch { ready = true }
            if ready { condition.broadcast() }
            condition.unlock()
        }

        /// Stops the thread, and waits until it has.
        func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            while !stopped { condition.wait() }
            condition.unlock()
        }

        func markStopped() {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
        }

        /// The rows sent since the last call, once a batch is full or the finish came; nil once cancelled.
        func take() -> [Item]? {
            condition.lock()
            defer { condition.unlock() }
            while !ready && !cancelled { condition.wait() }
            if cancelled {
                // A finish sent before the cancel is answered: nothing waits forever.
                for case .finish(_, _, let continuation) in items { continuation.resume(throwing: CancellationError()) }
                items = []
                return nil
            }
            defer { (items, ready) = ([], false) }
            return items
        }

        /// The writing thread: every row into one transaction until `finish` (or a cancel, which
        /// deletes the file). A failure is kept for `finish` to throw; the rows after it are dropped.
        func run(path: String, sortField: (ReplicaNote) -> (SQLValue, Int64)) {
            defer { markStopped() }
            var file: Database?
            var failure: (any Error)?
            do {
                let database = try Database(scratchFile: path)
                try database.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
                try database.execute("BEGIN")
                try database.execute(AnkiCollectionWriter.tables + AnkiCollectionWriter.indexes())
                file = database
            } catch {
                failure = error
            }
            while let batch = take() {
                for item in batch {
                    if case .finish(let header, let objects, let continuation) = item {
                        let result = Result { () throws -> CollectionTotals in
                            if let failure { throw failure }
                            guard let file else { throw CocoaError(.fileWriteUnknown) }
                            try Self.finish(file, header: header, objects: objects)
                            return try CollectionTotals(file)
                        }
                        file = nil
                        if case .failure = result { Self.remove(path) }
                        return continuation.resume(with: result)
                    }
                    guard failure == nil, let file else { continue }
                    do { try Self.write(item, into: file, sortField: sortField) } catch { failure = error }
                }
            }
            file = nil
            Self.remove(path)
        }

        static func write(_ item: Item, into file: Database, sortField: (ReplicaNote) -> (SQLValue, Int64)) throws {
            switch item {
            case .note(let note):
                let (sort, checksum) = sortField(note)
                try file.run("""
                    INSERT OR REPLACE INTO notes(id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)
                    """, values: [.integer(note.id), .text(note.guid), .integer(note.notetypeID), .integer(note.modified), .text(note.tags),
                                  .text(note.fields), sort, .integer(checksum), .integer(note.flags), .text(note.data)])
            case .card(let card):
                try file.run("""
                    INSERT OR REPLACE INTO cards(id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
                    VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, values: [.integer(card.id), .integer(card.noteID), .integer(card.deckID), .integer(card.ordinal), .integer(card.modified),
                                  .integer(card.type), .integer(card.queue), .integer(card.due), .integer(card.interval), .integer(card.factor),
                                  .integer(card.reps), .integer(card.lapses), .integer(card.left), .integer(card.originalDue),
                                  .integer(card.originalDeckID), .integer(card.flags), .text(card.data)])
            case .revlog(let entry):
                try file.run("""
                    INSERT OR IGNORE INTO revlog(id, cid, usn, ease, ivl, lastIvl, factor, time, type) VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?)
                    """, values: [.integer(entry.id), .integer(entry.cardID), .integer(entry.ease), .integer(entry.interval),
                                  .integer(entry.lastInterval), .integer(entry.factor), .integer(entry.time), .integer(entry.kind)])
            case .removeNote(let id):
                try file.run("DELETE FROM notes WHERE id = ?", id)
            case .removeCard(let id):
                try file.run("DELETE FROM cards WHERE id = ?", id)
            case .finish:
                break
            }
        }

        static func finish(_ file: Database, header: ReplicaHeader, objects: AnkiReplica.ObjectsJSON) throws {
            try AnkiReplica.insertColumnRow(header: header, objects: objects, into: file)
            try file.execute("COMMIT")
        }

        static func remove(_ path: String) {
            for suffix in ["", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
    }
}
