import FoundationEssentials
import Support
import Model
import Scheduling
import Store

/// What Anki changed, into flash's lists: a note added to a list's deck becomes a card of the
/// list, an edited note edits its card (an edited back is the card's new translation), a
/// deleted note or deck deletes its card or list, and reviews made in Anki become the card's
/// memory state and history, as the answers of an "anki" session. Nothing here changes the
/// replica, so nothing here is sent back.
struct SyncApplying {
    let replica: AnkiReplica
    let links: SyncLinks
    let mirror: ListMirror
    let lists: ListRepository
    let header: ReplicaHeader
    let now: Date
    let scheduler: FSRSScheduler
    var notetypes = NotetypeCache()
    /// What changed in flash, for the summary.
    var outcome = SyncOutcome()
    /// Reviews to record, by list.
    var pendingReviews: [Int64: [ListMirror.IncomingReview]] = [:]
    /// Cards whose memory follows their note's Anki cards, with the note.
    var pendingMemory: [Int64: Int64] = [:]
    /// Tells whether flash holds a picture (or a sound) of this name, so a note's picture can
    /// become the card's once it is here.
    let hasMedia: (String) -> Bool

    init(store: FlashStore, header: ReplicaHeader, now: Date, parameters: SchedulerParameters, hasMedia: @escaping (String) -> Bool) {
        (replica, links, mirror, lists) = (store.replica, store.syncLinks, store.listMirror, store.lists)
        (self.header, self.now, scheduler, self.hasMedia) = (header, now, FSRSScheduler(parameters: parameters), hasMedia)
    }

    /// Follows what one normal sync received.
    mutating func apply(_ traffic: SyncTraffic) throws {
        for deck in traffic.graves.decks { try deleteList(ofDeck: deck) }
        for deck in traffic.decks.sorted() { try follow(deck: deck) }
        var notes = traffic.notes.union(traffic.cards.values).union(traffic.graves.notes)
        var fresh: [Int64: Set<Int64>] = [:]
        for id in traffic.revlog.sorted() {
            guard let entry = try replica.revlog(id), let card = try replica.card(entry.cardID) else { continue }
            notes.insert(card.noteID)
            fresh[card.noteID, default: []].insert(id)
        }
        for note in notes.sorted() {
            let cardsChanged = traffic.notes.contains(note) || traffic.cards.values.contains(note)
            try follow(note: note, newRevlog: fresh[note] ?? [], schedulingChanged: cardsChanged || fresh[note] != nil)
        }
        try recordReviews()
    }

    /// Follows notes whose pictures or sounds have just arrived: their cards take them.
    mutating func follow(notes: Set<Int64>) throws {
        for note in notes.sorted() { try follow(note: note, newRevlog: [], schedulingChanged: false) }
    }

    /// Follows a whole downloaded collection: every list's deck and every note in them.
    mutating func applyAll() throws {
        for object in try replica.objects(.decks) { try follow(deck: object.id) }
        for (list, deck) in try links.listDecks() where try replica.object(.decks, id: deck) == nil { try deleteList(list) }
        for (card, note) in try links.cardNotes() where try replica.note(note) == nil { try deleteCard(card) }
        var notes: Set<Int64> = []
        for (_, deck) in try links.listDecks() { notes.formUnion(try replica.cardsInDeck(deck).map(\.noteID)) }
        for note in notes.sorted() { try follow(note: note, newRevlog: nil, schedulingChanged: true) }
        try recordReviews()
    }
}

/// What a sync changed in flash's lists.
public struct SyncOutcome: Sendable, Equatable, Encodable {
    public var listsAdded: [String] = []
    public var listsDeleted: [String] = []
    public var cardsAdded = 0
    public var cardsChanged = 0
    public var cardsDeleted = 0
    public var reviews = 0

    public init() {}
}

private extension SyncApplying {
    /// A deck sent by the server: a list's deck may be renamed; a new deck "flash::NAME" that
    /// says its languages becomes a list.
    mutating func follow(deck deckID: Int64) throws {
        guard let deck = try replica.object(.decks, id: deckID), let name = DeckNames.listName(ofDeck: deck.name) else { return }
        if let listID = try links.list(ofDeck: deckID) {
            guard let list = try mirror.list(listID), list.name != name, let newName = try? ListName(name),
                  try lists.find(newName.value) == nil else { return }
            try lists.rename(list, to: newName)
            return
        }
        guard let study = DeckNames.languages(try JSONValue.parse(deck.json)), let listName = try? ListName(name) else { return }
        if let existing = try lists.find(listName.value) {
            if try links.deck(ofList: existing.id) == nil { try links.link(list: existing.id, deck: deckID) }
            return
        }
        let list = try lists.create(name: listName, study: study, cards: [], now: now)
        try links.link(list: list.id, deck: deckID)
        outcome.listsAdded.append(list.name)
    }

    mutating func deleteList(ofDeck deckID: Int64) throws {
        guard let listID = try links.list(ofDeck: deckID) else { return }
        try deleteList(listID)
    }

    mutating func deleteList(_ listID: Int64) throws {
        try links.unlink(list: listID)
        guard let list = try mirror.list(listID) else { return }
        try lists.delete(list)
        outcome.listsDeleted.append(list.name)
    }

    /// A note the server sent (or one of its cards, or a review of them): its card in flash
    /// follows it, is made, moved or deleted.
    mutating func follow(note noteID: Int64, newRevlog: Set<Int64>?, schedulingChanged: Bool) throws {
        let linked = try links.card(ofNote: noteID)
        guard let note = try replica.note(noteID), let home = try replica.cards(ofNote: noteID).first,
              let listID = try links.list(ofDeck: home.originalDeckID != 0 ? home.originalDeckID : home.deckID),
              let list = try mirror.list(listID) else {
            if let linked { try deleteCard(linked) }
            return
        }
        let fields = try notetypes.fields(note.notetypeID, replica)
        var words = fields.words(note.fieldList)
        var card: Card
        if let linked, let existing = try mirror.card(linked) {
            card = existing
            // A picture or sound flash does not have (yet) is no change; the media sync fetches it.
            if let picture = words.picture, !hasMedia(picture) {
                try replica.markMedium(picture, "download")
                words.picture = card.imageFile
            }
            if let sound = words.sound, !hasMedia(sound) {
                try replica.markMedium(sound, "download")
                words.sound = card.soundFile
            }
            if card.listID != listID { try mirror.move(card: card.id, to: listID) }
            if fields.words(of: card) != words {
                take(words, into: &card)
                try CardRepository(database: replica.database).update(card)
                outcome.cardsChanged += 1
            }
        } else {
            guard !words.native.isEmpty || !words.learned.isEmpty else { return }
            card = Card(native: words.native, learned: words.learned, translationSource: "anki", created: now)
            for name in [words.picture, words.sound].compactMap({ $0 }) where !hasMedia(name) { try replica.markMedium(name, "download") }
            take(words, into: &card)
            card.id = try mirror.add(card, to: listID, now: now)
            try links.link(card: card.id, note: noteID)
            outcome.cardsAdded += 1
        }
        let isNew = linked == nil
        try takeReviews(of: noteID, card: card, list: list, only: isNew ? nil : newRevlog)
        if schedulingChanged || isNew { pendingMemory[card.id] = noteID }
    }

    mutating func deleteCard(_ cardID: Int64) throws {
        try links.unlink(card: cardID)
        guard try mirror.card(cardID) != nil else { return }
        try mirror.delete(card: cardID)
        outcome.cardsDeleted += 1
    }

    /// The note's words (and its picture and sound, when flash has the files) as the card's.
    func take(_ words: FlashNoteFields.Words, into card: inout Card) {
        card.native = Text.clean(words.native)
        card.learned = Text.clean(words.learned)
        card.learnedAlternatives = words.learnedAlternatives.map(Text.clean).filter { !$0.isEmpty }
        card.nativeAlternatives = words.nativeAlternatives.map(Text.clean).filter { !$0.isEmpty }
        card.ipa = words.ipa.map(Text.clean).flatMap { $0.isEmpty ? nil : $0 }
        card.translationSource = "anki"
        if let picture = words.picture, hasMedia(picture) { card.imageFile = picture }
        if words.picture == nil { card.imageFile = nil }
        if let sound = words.sound, hasMedia(sound) { card.soundFile = sound }
        if words.sound == nil { card.soundFile = nil }
    }
}
