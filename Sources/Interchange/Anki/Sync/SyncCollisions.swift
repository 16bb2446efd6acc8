import Store

/// The ids of the notes, cards and review entries a sync made for flash's changes. flash takes
/// them from its clock, free in the replica; but the server may have given the same ids to
/// another device's objects that flash has not received yet. Such an object is no version of
/// flash's, to be settled by Anki's "the newer wins" (which would drop one of the two, and on the
/// server overwrite it): flash's own moves to a free id first.
struct FreshIDs: Sendable, Equatable {
    var notes: Set<Int64> = []
    var cards: Set<Int64> = []
    var revlog: Set<Int64> = []

    /// These and the ids `replica` staged when commands ended (``AnkiSync/stagePending()``).
    func withStaged(in replica: AnkiReplica) throws -> FreshIDs {
        let staged = try replica.stagedIDs()
        return FreshIDs(notes: notes.union(staged.notes), cards: cards.union(staged.cards), revlog: revlog.union(staged.revlog))
    }
}

extension NormalSync {
    /// Moves flash's new notes and cards off the ids the server's deletions name, which are of
    /// objects flash never had.
    mutating func makeRoom(for graves: ReplicaGraves) throws {
        for id in graves.notes where fresh.notes.contains(id) { try move(id, \.notes, in: "anki_notes", avoiding: Set(graves.notes)) }
        for id in graves.cards where fresh.cards.contains(id) { try move(id, \.cards, in: "anki_cards", avoiding: Set(graves.cards)) }
    }

    /// Moves flash's new objects off the ids of the server's objects that are others: a note
    /// with another GUID, a card of another note or side, a review of another card. Notes go
    /// first, so a card of a note that moved is then of another note.
    mutating func makeRoom(for incoming: SyncChunk) throws {
        let taken = (notes: Set(incoming.notes.map(\.id)), cards: Set(incoming.cards.map(\.id)), revlog: Set(incoming.revlog.map(\.id)))
        for note in incoming.notes where fresh.notes.contains(note.id) {
            guard let ours = try replica.note(note.id), ours.guid != note.guid else { continue }
            try move(note.id, \.notes, in: "anki_notes", avoiding: taken.notes)
        }
        for card in incoming.cards where fresh.cards.contains(card.id) {
            guard let ours = try replica.card(card.id), ours.noteID != card.noteID || ours.ordinal != card.ordinal else { continue }
            try move(card.id, \.cards, in: "anki_cards", avoiding: taken.cards)
        }
        for entry in incoming.revlog where fresh.revlog.contains(entry.id) {
            guard let ours = try replica.revlog(entry.id), ours.cardID != entry.cardID else { continue }
            try move(entry.id, \.revlog, in: "anki_revlog", avoiding: taken.revlog)
        }
    }

    /// Gives flash's object `id` of `table` the next id that is free there and not `taken`.
    private mutating func move(_ id: Int64, _ kind: WritableKeyPath<FreshIDs, Set<Int64>>, in table: String, avoiding taken: Set<Int64>) throws {
        var newID = try replica.freeID(table, from: id + 1)
        while taken.contains(newID) { newID = try replica.freeID(table, from: newID + 1) }
        switch table {
        case "anki_notes": try replica.renumberNote(id, to: newID)
        case "anki_cards": try replica.renumberCard(id, to: newID)
        default: try replica.renumberRevlog(id, to: newID)
        }
        fresh[keyPath: kind].remove(id)
        fresh[keyPath: kind].insert(newID)
    }
}
