import FlashTestSupport
import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Support
@testable import Store
@testable import Interchange

/// The ids flash gives the notes, cards and review entries it makes come from its clock, as
/// Anki's do, and are free in its replica; the server may meanwhile have given them to a
/// phone's objects flash has not received. flash's own move aside: both objects reach both
/// sides. Each test sets flash's clock to the millisecond the phone used.
@Suite(.enabled(if: AnkiPython.shouldRun, "no Python with Anki's library; run .ci/run or set FLASH_ANKI_PYTHON"))
struct AnkiSyncIDTests {
    /// A world whose list "animals" (house) is on the server; and the phone.
    static func houseSynced() async throws -> (SyncWorld, AnkiDevice) {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa")])
        try await world.login()
        try await world.sync()
        return (world, world.device())
    }

    /// A world whose list "animals" (house) is on the server, with "horse" added since; and the phone.
    static func horseToSync() async throws -> (SyncWorld, AnkiDevice) {
        let (world, phone) = try await Self.houseSynced()
        try world.store.cards.append([Card(native: "horse", learned: "el caballo", created: world.now)], to: try world.store.lists.named("animals"),
                                     now: world.now)
        return (world, phone)
    }

    /// flash staged its changes at the very millisecond the phone last changed the collection:
    /// the two modification times agree, yet both sides changed. That is no "already in sync":
    /// both changes travel.
    @Test func changesMadeAtTheSameMillisecondOnBothSidesStillTravel() async throws {
        let (world, phone) = try await Self.houseSynced()
        let renamed = try phone.run([["sync"], ["rename_deck", "flash::animals", "flash::pets"], ["sync"], ["dump"]])
        let modified = try #require(renamed[3]["mod"] as? NSNumber).int64Value
        try world.list("days", [("monday", "lunes")])

        let summary = try await world.sync(atMilliseconds: modified)
        #expect(summary.action == "normal" && summary.sent.notes == 1, "\(summary)")
        #expect(Set(try world.store.lists.all().map(\.name)) == ["pets", "days"])
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(Set(anki.decks.keys) == ["Default", "flash", "flash::pets", "flash::days"])
        let again = try await world.sync()
        #expect(again.sent.isZero && again.received.isZero, "\(again)")
    }

    /// Two answers given in the same millisecond (two cards, one instant) want the same review
    /// entry id, past every id the replica holds: the second counts up, and both reach Anki.
    @Test func twoAnswersOfOneMillisecondBothTravel() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa"), ("dog", "perro")])
        try await world.login()
        try await world.sync()
        try world.answer("animals", "house", .good)
        try world.answer("animals", "dog", .hard, after: 0)

        #expect(try await world.sync().sent.reviews == 2)
        let (check, anki) = try world.device().syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(Set(anki.revlog.compactMap { ($0.first as? NSNumber)?.int64Value }).count == 2)
    }

    /// The phone's bird is in the replica already, with the largest ids there: a note and cards
    /// made at its very millisecond count up past them, never over them.
    @Test func aNoteMadeAtTheMillisecondOfANoteFlashHasTakesTheNextFreeIDs() async throws {
        let (world, phone) = try await Self.houseSynced()
        let added = try phone.run([["sync"], ["add", "flash::animals", "flash", ["bird", "el pájaro"]], ["sync"]])
        let bird = try #require(added[1]["id"] as? NSNumber).int64Value
        try await world.sync()
        try world.store.cards.append([Card(native: "horse", learned: "el caballo", created: world.now)], to: try world.store.lists.named("animals"),
                                     now: world.now)

        let summary = try await world.sync(atMilliseconds: bird)
        #expect(summary.sent.notes == 1 && summary.sent.cards == 2 && summary.received.isZero, "\(summary)")
        #expect(try world.cards("animals").map(\.native).sorted() == ["bird", "horse", "house"])
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(anki.notes.map { "\(anki.fields($0).first ?? "") \(anki.cards($0).count)" }.sorted() == ["bird 2", "horse 2", "house 2"])
        #expect(try world.checkReplica()["ok"] as? Bool == true)
    }

    @Test func aNoteMadeUnderTheIdOfAPhonesNoteNotYetReceivedMovesAside() async throws {
        let (world, phone, bird) = try await Self.birdAndFishOnThePhone()
        // The horse's note takes the bird's id (and its cards, as a rule, the bird's cards').
        try Self.expectHorseMovedAside(try await world.sync(atMilliseconds: bird), world, phone)
        let again = try await world.sync()
        #expect(again.sent.isZero && again.received.isZero, "\(again)")
        #expect(try world.cards("animals").map(\.native).sorted() == ["bird", "fish", "horse", "house"])
    }

    /// The same, with the horse staged when a command ended, before the sync: the ids it took
    /// then are still flash's own to move.
    @Test func aNoteStagedAsACommandEndedUnderTheIdOfAPhonesNoteMovesAside() async throws {
        let (world, phone, bird) = try await Self.birdAndFishOnThePhone()
        world.clock = TimeSource(fixed: SyncWorld.instant(milliseconds: bird))
        #expect(try world.engine(catchingUp: false).stagePending())
        #expect(try world.store.syncLinks.pendingCards().isEmpty && world.store.replica.note(bird) != nil, "the horse took the bird's id")
        try Self.expectHorseMovedAside(try await world.sync(), world, phone)
        #expect(try world.store.replica.stagedIDs().notes.isEmpty, "sent: no longer flash's to move")
    }

    /// ``horseToSync()`` with the phone's bird (flash's type) and fish (Basic) added and synced,
    /// not yet in flash; and the bird's note id.
    static func birdAndFishOnThePhone() async throws -> (SyncWorld, AnkiDevice, Int64) {
        let (world, phone) = try await Self.horseToSync()
        let added = try phone.run([["sync"], ["add", "flash::animals", "flash", ["bird", "el pájaro"]],
                                   ["add", "flash::animals", "Basic", ["fish", "el pez"]], ["sync"]])
        return (world, phone, try #require(added[1]["id"] as? NSNumber).int64Value)
    }

    /// The horse sent under an id of its own, the bird and fish received: all four on both sides.
    static func expectHorseMovedAside(_ summary: SyncSummary, _ world: SyncWorld, _ phone: AnkiDevice) throws {
        #expect(summary.sent.notes == 1 && summary.sent.cards == 2 && summary.received.notes == 2 && summary.received.cards == 3, "\(summary)")
        #expect(try world.cards("animals").map(\.native).sorted() == ["bird", "fish", "horse", "house"])
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(anki.notes.map { "\(anki.fields($0).first ?? "") \(anki.cards($0).count)" }.sorted() == ["bird 2", "fish 1", "horse 2", "house 2"])
        #expect(try world.checkReplica()["ok"] as? Bool == true)
    }

    @Test func aNoteUnderTheIdOfANoteThePhoneDeletedAndAReviewUnderTheIdOfThePhonesReviewMoveAside() async throws {
        let (world, phone) = try await Self.horseToSync()
        let house = try #require(try world.store.syncedGUIDs(inList: world.store.lists.named("animals").id).values.first)
        let added = try phone.run([["sync"], ["review", house, 0, 3], ["add", "flash::animals", "flash", ["ghost", "el fantasma"]]])
        let ghost = try #require(added[2]["guid"] as? String), ghostID = try #require(added[2]["id"] as? NSNumber).int64Value
        let after = try phone.run([["delete", ghost], ["sync"], ["dump"]])
        let review = try #require(AnkiDump(after[2]).revlog.first?.first as? NSNumber).int64Value
        // flash's answer takes the phone's review's id; the horse's note and cards the ghost's.
        world.clock = TimeSource(fixed: SyncWorld.instant(milliseconds: review).addingTimeInterval(-5))
        try world.answer("animals", "horse", .good)

        let summary = try await world.sync(atMilliseconds: ghostID)
        #expect(summary.received.deletions == 3 && summary.received.reviews == 1 && summary.sent.reviews == 1, "\(summary)")
        let cards = try world.cards("animals")
        #expect(cards.map(\.native).sorted() == ["horse", "house"])
        #expect(try cards.map { "\($0.native) \(try world.store.memory.history(of: $0.id).count)" }.sorted() == ["horse 1", "house 1"])
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(anki.notes.map { "\(anki.fields($0).first ?? "") \(anki.cards($0).count)" }.sorted() == ["horse 2", "house 2"])
        #expect(anki.revlog.count == 2, "\(anki.revlog)")
        #expect(try world.checkReplica()["ok"] as? Bool == true)
        let again = try await world.sync()
        #expect(again.sent.isZero && again.received.isZero, "\(again)")
    }
}
