import Foundation
import Testing
@testable import FlashKit
@testable import Store
@testable import Interchange

/// The upload file written beside a first sync's staging: it holds what the replica took, as
/// the file written from the replica afterwards would, and a copy that does not is never sent.
@Suite struct CollectionFileCopyTests {
    let folder = TemporaryDirectory()
    let header = ReplicaHeader(server: "http://127.0.0.1:1/", user: "learner", created: 1_780_000_000, modified: 1_780_000_000_000,
                               schema: 1_780_000_000_000, usn: 0, lastSync: 1_780_000_000_000, configuration: "{\"nextPos\":3}")

    func store() throws -> FlashStore {
        try FlashStore(path: folder.path + "/flash.sqlite3", profile: "default", now: Date(timeIntervalSince1970: 1_780_000_000))
    }

    /// Two notes (one of them replaced, one note removed again), their cards, a review entry.
    func stage(into replica: AnkiReplica) throws {
        for id in Int64(1)...3 {
            try replica.put(ReplicaNote(id: id, guid: "g\(id)", notetypeID: 7, modified: 100 + id, usn: -1, tags: "",
                                        fields: "<b>word \(id)</b>\u{1F}palabra \(id)"))
            for ordinal in Int64(0)...1 {
                try replica.put(ReplicaCard(id: id * 10 + ordinal, noteID: id, deckID: 1, ordinal: ordinal, modified: 100, usn: -1, type: 0,
                                            queue: 0, due: id, interval: 0, factor: 0, reps: 0, lapses: 0, left: 0, data: "{}"))
            }
        }
        try replica.put(ReplicaNote(id: 2, guid: "g2", notetypeID: 7, modified: 200, usn: -1, tags: "", fields: "dog\u{1F}perro"))
        try replica.put(ReplicaCard(id: 21, noteID: 2, deckID: 1, ordinal: 1, modified: 200, usn: -1, type: 2, queue: 2, due: 9,
                                    interval: 4, factor: 2500, reps: 1, lapses: 0, left: 0, data: "{\"s\":4.1}"))
        try replica.add(ReplicaRevlog(id: 5_000, cardID: 21, usn: -1, ease: 3, interval: 4, lastInterval: 0, factor: 500, time: 2_000, kind: 0))
        try replica.removeNote(3, usn: -1)
    }

    @Test func theCopyHoldsWhatTheReplicaTookWithUsnZeroAndIsAWholeCollection() async throws {
        let store = try store()
        let path = folder.path + "/upload.anki2"
        var replica = store.replica
        replica.copy = CollectionFileCopy(path: path) { note in (.text(note.fieldList[0]), Int64(note.id)) }
        try store.syncStep { try stage(into: replica) }
        let objects = AnkiReplica.ObjectsJSON(notetypes: "{}", decks: "{}", deckConfigs: "{}", tags: "{}")
        let totals = try await #require(replica.copy).finish(header: header, objects: objects)
        #expect(totals == (try replica.totals()))
        #expect(totals.notes.first == 2 && totals.cards.first == 4 && totals.revlog.first == 1)

        let file = try Database(path: path)
        #expect(try file.first("PRAGMA integrity_check")?.string("integrity_check") == "ok")
        let notes = try file.query("SELECT id, flds, sfld, csum, usn FROM notes ORDER BY id")
        #expect(notes.map { $0.string("flds") } == ["<b>word 1</b>\u{1F}palabra 1", "dog\u{1F}perro"], "the replaced note as it was last put")
        #expect(notes.map { $0.string("sfld") } == ["<b>word 1</b>", "dog"])
        #expect(try notes.map { try $0.int("csum") } == [1, 2])
        let cards = try file.query("SELECT id, type, usn FROM cards ORDER BY id")
        #expect(try cards.map { try $0.int("id") } == [10, 11, 20, 21], "the removed note's cards are gone")
        #expect(try cards.map { try $0.int("type") } == [0, 0, 0, 2])
        #expect(try (notes + cards).allSatisfy { try $0.int("usn") == 0 })
        #expect(try file.first("SELECT usn, cid FROM revlog")?.int("cid") == 21)
        #expect(try file.first("SELECT usn FROM revlog")?.int("usn") == 0)
        #expect(try file.first("SELECT conf FROM col")?.string("conf") == "{\"nextPos\":3}")
        #expect(try file.query("SELECT name FROM sqlite_master WHERE type = 'index'").map { $0.string("name") }.contains("ix_notes_csum"))
    }

    /// More rows than one batch (256) go over in several, none lost on the way.
    @Test func rowsBeyondOneBatchAllArrive() async throws {
        let store = try store()
        var replica = store.replica
        replica.copy = CollectionFileCopy(path: folder.path + "/many.anki2") { note in (.text(note.fieldList[0]), 0) }
        try store.syncStep {
            for id in Int64(1)...700 {
                try replica.put(ReplicaNote(id: id, guid: "g\(id)", notetypeID: 7, modified: id, usn: -1, tags: "", fields: "w\(id)\u{1F}p\(id)"))
                try replica.put(ReplicaCard(id: id, noteID: id, deckID: 1, ordinal: 0, modified: id, usn: -1, type: 0, queue: 0, due: id,
                                            interval: 0, factor: 0, reps: 0, lapses: 0, left: 0, data: "{}"))
            }
        }
        let objects = AnkiReplica.ObjectsJSON(notetypes: "{}", decks: "{}", deckConfigs: "{}", tags: "{}")
        let totals = try await #require(replica.copy).finish(header: header, objects: objects)
        #expect(totals.notes.first == 700 && totals.cards.first == 700)
        #expect(totals == (try replica.totals()))
    }

    @Test func aCancelledCopyLeavesNoFile() throws {
        let path = folder.path + "/cancelled.anki2"
        let copy = CollectionFileCopy(path: path) { _ in (.text(""), 0) }
        copy.put(ReplicaNote(id: 1, guid: "g", notetypeID: 7, modified: 1, usn: -1, tags: "", fields: "a\u{1F}b"))
        copy.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aCopyThatCannotBeWrittenSaysSoWhenFinished() async throws {
        let copy = CollectionFileCopy(path: folder.path + "/missing/folder/upload.anki2") { _ in (.text(""), 0) }
        copy.put(ReplicaNote(id: 1, guid: "g", notetypeID: 7, modified: 1, usn: -1, tags: "", fields: "a\u{1F}b"))
        let objects = AnkiReplica.ObjectsJSON(notetypes: "{}", decks: "{}", deckConfigs: "{}", tags: "{}")
        await #expect(throws: (any Error).self) { try await copy.finish(header: header, objects: objects) }
    }

    /// A copy that missed a row (here the review entry) is deleted, and the upload file is
    /// written from the replica instead: what reaches the server is the replica.
    @Test func aCopyThatMissedARowIsNotSentAndTheReplicaIsWrittenInstead() async throws {
        let store = try store()
        let copy = CollectionFileCopy(path: folder.path + "/copy.anki2") { note in (.text(note.fieldList[0]), 0) }
        var replica = store.replica
        replica.copy = copy
        try store.syncStep {
            try stage(into: replica)
            try store.replica.add(ReplicaRevlog(id: 6_000, cardID: 21, usn: -1, ease: 1, interval: 0, lastInterval: 4, factor: 500,
                                                time: 1_000, kind: 1))
        }
        let (path, _, written) = try await FullSync.prepareUpload(store.replica, header: header, now: 1_780_000_100_000, in: folder.url,
                                                                  copied: copy)
        #expect(written == .fromReplica)
        #expect(path != copy.path && !FileManager.default.fileExists(atPath: copy.path))
        #expect(try Database(path: path).first("SELECT COUNT(*) AS n FROM revlog")?.int("n") == 2)
    }
}
