import FlashTestSupport
import Foundation
import Testing
@testable import FlashKit
@testable import Store
@testable import Interchange

/// The replica prepared at login (the server's empty collection with flash's lists staged into
/// it), against Anki's own sync server with Anki's library as the second device: the first sync
/// uploads it as it was prepared, with what changed since, unless the server changed meanwhile.
@Suite(.enabled(if: AnkiPython.shouldRun, "no Python with Anki's library; run .ci/run or set FLASH_ANKI_PYTHON"))
struct AnkiSyncPreparedTests {
    @Test func aReplicaPreparedAtLoginIsUploadedAsItWasWithWhatChangedSince() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa"), ("dog", "perro"), ("cat", "gato")])
        try world.answer("animals", "house", .good)
        try await world.login()
        #expect(try await world.engine().prepareFirstSync())
        #expect(try world.store.replica.header()?.isPrepared == true)
        let status = try world.engine().status()
        #expect(status.prepared && status.lastSync == nil && status.pendingLists == 1 && status.pendingCards == 3 && status.fullSync == nil,
                "a prepared replica has not synced: everything waits")
        let prepared = try Self.noteIDs(world)
        #expect(prepared.count == 3)

        try world.answer("animals", "dog", .again)
        try world.list("colours", [("red", "rojo")])
        let before = try world.store.replica.pendingCount()
        #expect(try world.engine().stagePending(), "what changed after login goes in at once")
        #expect(try world.store.syncLinks.pendingCards().isEmpty && world.store.replica.pendingCount() > before)
        #expect(try world.engine().stagePending() == false, "nothing left to stage")
        let staged = try Self.noteIDs(world)
        #expect(staged.count == 4 && staged.filter { prepared[$0.key] != nil } == prepared)
        let summary = try await world.sync()
        #expect(summary.action == "first")
        #expect(summary.sent.notes == 4 && summary.sent.cards == 8 && summary.sent.reviews == 2)
        #expect(try world.store.replica.header()?.fullSync == nil)
        let synced = try world.engine().status()
        #expect(synced.pendingCards == 0 && !synced.prepared && synced.lastSync != nil)

        let (check, anki) = try world.device().syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(try world.checkReplica()["ok"] as? Bool == true)
        #expect(anki.decks["flash::animals"] != nil && anki.decks["flash::colours"] != nil)
        #expect(anki.revlog.count == 2)
        for (front, id) in staged {
            #expect(anki.note(front: front)?["id"] as? Int64 == id, "\(front): the prepared note went up, not one made again")
        }
        let again = try await world.sync()
        #expect(again.sent == SyncCounts() && again.received == SyncCounts(), "nothing is sent twice")

        try world.answer("animals", "cat", .good)
        #expect(try world.engine().stagePending(), "once synced, the replica follows the lists too")
        #expect(try world.engine().status().pendingCards == 1, "a card staged still waits to be sent")
        #expect(try world.store.syncLinks.pendingCards().isEmpty && world.store.replica.stagedIDs().revlog.count == 1)
        #expect(try await world.sync().sent.reviews == 1)
        #expect(try world.store.replica.stagedIDs().revlog.isEmpty)
    }

    @Test func aServerThatChangedSincePreparationIsMergedNotOverwritten() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa"), ("dog", "perro")])
        try await world.login()
        #expect(try await world.engine().prepareFirstSync())
        let phone = world.device()
        #expect(try phone.run([["own"], ["sync"]])[1]["did"] as? String == "upload")

        let summary = try await world.sync()
        #expect(summary.action == "first" && summary.sent.notes == 2 && summary.received.notes == 3)
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(anki.note(front: "water") != nil && anki.note(front: "house") != nil, "the phone's notes and flash's, both kept")
        #expect(try world.checkReplica()["ok"] as? Bool == true)
    }

    @Test func nothingIsPreparedForAServerHoldingCardsOrAFlashWithoutLists() async throws {
        let empty = try SyncWorld.shared()
        try await empty.login()
        #expect(try await empty.engine().prepareFirstSync() == false)
        #expect(try empty.store.replica.header() == nil)

        let world = try SyncWorld.shared()
        _ = try world.device().run([["own"], ["sync"]])
        try world.list("animals", [("house", "casa")])
        try await world.login()
        #expect(try await world.engine().prepareFirstSync() == false, "a first sync merges the server's cards")
        #expect(try world.store.replica.header() == nil)
        let summary = try await world.sync()
        #expect(summary.action == "first" && summary.received.notes == 3)
    }

    @Test func aReplicaPreparedForOneAccountIsMadeAgainForAnotherAndKeptForTheSame() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa")])
        try await world.login()
        #expect(try await world.engine().prepareFirstSync())
        #expect(try await world.engine().prepareFirstSync() == false, "prepared already for this account")
        let (_, other, password) = try SharedSyncServer.account()
        try await world.engine().login(server: world.server.endpoint, user: other, password: password)
        #expect(try await world.engine().prepareFirstSync())
        #expect(try world.store.replica.header()?.user == other)
        #expect(try await world.sync().action == "first")
        #expect(try world.checkReplica()["ok"] as? Bool == true)
    }

    /// The Anki note id of each note the replica holds, by its front.
    static func noteIDs(_ world: SyncWorld) throws -> [String: Int64] {
        let rows = try world.store.database.query("SELECT id, flds FROM anki_notes")
        return Dictionary(uniqueKeysWithValues: try rows.map { row in
            (String(row.string("flds").split(separator: "\u{1F}", omittingEmptySubsequences: false)[0]), Int64(try row.int("id")))
        })
    }
}
