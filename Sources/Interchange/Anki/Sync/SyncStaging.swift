import FoundationEssentials
import Support
import Model
import Scheduling
import Store

/// flash's changes into the replica, as objects waiting to be sent (usn -1): each list a deck
/// "flash::LIST", each card a note of flash's note type (the `.apkg` export's GUID, fields
/// and scheduling) with a card each way, each review a review log entry, each deletion a grave.
/// A note's words are rewritten only when what they say differs from the card, so formatting
/// a learner added on a phone stays; scheduling changes carry the time of flash's last review,
/// so a later review on a phone wins.
struct SyncStaging {
    let replica: AnkiReplica
    let links: SyncLinks
    let mirror: ListMirror
    let now: Date
    let writer: AnkiPackageWriter
    /// The header being staged into (its creation time counts review cards' due days).
    var header: ReplicaHeader
    /// What was staged, for the summary.
    var changed = false
    /// The ids of the notes, cards and review entries made here, which the server cannot know.
    private(set) var fresh = FreshIDs()
    /// Where each table's next new id is looked for: epoch milliseconds to start with, as Anki's are.
    private var nextIDs: [String: Int64] = [:]
    /// The largest id of each table when ``largest(in:)`` was first asked for it.
    private var largestTaken: [String: Int64] = [:]
    /// The next new card's position (the configuration's `nextPos`), once one was taken.
    private var nextPosition: Int64?
    var notetypes = NotetypeCache()
    /// The last card whose memory ``scheduled(_:id:noteID:deck:ordinal:position:existing:)``
    /// read: each of its Anki cards asks for it.
    private var lastMemory: (cardID: Int64, memory: InterchangeMemory?)?
    /// The scheduling last worked out for a card's memory at a position, which its other Anki
    /// card shares (only the id, note, deck and ordinal differ, and they are not taken from it).
    private var lastMade: (cardID: Int64, position: Int64, made: AnkiCollectionWriter.Card)?
    /// The review log of each Anki card of the note being staged, read once and kept up to date
    /// as its reviews are added (the reviews, the scheduling and the repair of `lrt` each read it).
    private var revlogs: [Int64: [ReplicaRevlog]] = [:]
    /// flash's cards and memory states, which notes they are, the GUIDs of the notes and the
    /// cards with answers to send, read together while a first sync stages every card.
    private var prefetched: Prefetched?
    /// The lists ``stage(lists:cards:everyCard:)`` met and their decks: each card of a list
    /// looked both up again (a tenth of a 2,000-card first sync's time).
    private var lists: [Int64: WordList] = [:]
    var decks: [Int64: Int64] = [:]

    init(replica: AnkiReplica, links: SyncLinks, mirror: ListMirror, header: ReplicaHeader, now: Date, parameters: SchedulerParameters) {
        (self.replica, self.links, self.mirror, self.header, self.now) = (replica, links, mirror, header, now)
        writer = AnkiPackageWriter(now: now, parameters: parameters)
    }

    var seconds: Int64 { Int64(now.timeIntervalSince1970.rounded(.down)) }

    /// Links lists to the decks of their names and cards to the notes of their GUIDs, where
    /// the downloaded collection has them and nothing else is linked to them.
    mutating func linkExisting(lists: [Int64], cards: [Int64]) throws {
        for listID in lists where try links.deck(ofList: listID) == nil {
            guard let list = try mirror.list(listID), let deck = try replica.deck(named: AnkiPackageWriter.deckName(list.name)),
                  try links.list(ofDeck: deck.id) == nil else { continue }
            try links.link(list: listID, deck: deck.id)
        }
        // A collection without notes of flash's type (by its id, or its name after an import
        // that renumbered it) has no card of flash's to meet.
        let flashTypes = try replica.objects(.notetypes).filter { $0.id == AnkiPackageWriter.notetypeID || $0.name == AnkiPackageReader.flashNoteType }
        guard try flashTypes.contains(where: { try replica.hasNotes(ofType: $0.id) }) else { return }
        for cardID in cards where try links.note(ofCard: cardID) == nil {
            guard let card = try mirror.card(cardID), let list = try mirror.list(card.listID) else { continue }
            _ = try linkedNote(card, guid: ListExport.guid(card, list: list))
        }
    }

    /// Stages the lists and cards named by the journal, or on a first sync every one
    /// (`everyCard`: they are read in two queries, not two a card).
    mutating func stage(lists: [Int64], cards: [Int64], everyCard: Bool = false) throws {
        for list in lists { try stageList(list) }
        if everyCard {
            let (cards, memories) = try mirror.cardsAndMemories()
            let notes = Dictionary(try links.cardNotes().map { ($0.card, $0.note) }) { first, _ in first }
            prefetched = Prefetched(cards: cards, memories: memories, notes: notes, guids: try replica.guids(),
                                    unsentReviews: try mirror.cardsWithUnsentReviews())
        }
        defer { prefetched = nil }
        for card in cards { try stageCard(card) }
        if let nextPosition {
            let configuration = ((try? JSONValue.parse(header.configuration)) ?? .object([])).setting("nextPos", to: .int(nextPosition))
            header.configuration = configuration.text
            try replica.setConfiguration(header.configuration, created: nil)
        }
        if changed { try replica.touch(at: Self.milliseconds(now)) }
    }

    /// Stages what the journal names (the lists and cards changed since it was last staged)
    /// and empties it; false when it named nothing.
    @discardableResult
    mutating func stageJournal() throws -> Bool {
        let (lists, cards) = (try links.pendingLists(), try links.pendingCards())
        guard !lists.isEmpty || !cards.isEmpty else { return false }
        try stage(lists: lists, cards: cards)
        try links.clear(cards: cards, lists: lists)
        return true
    }

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }

    struct Prefetched {
        var cards: [Int64: Card]
        var memories: [Int64: InterchangeMemory]
        /// The note each card is linked to.
        var notes: [Int64: Int64]
        var guids: Set<String>
        var unsentReviews: Set<Int64>
    }
}

private extension SyncStaging {
    mutating func list(_ id: Int64) throws -> WordList? {
        if let known = lists[id] { return known }
        let list = try mirror.list(id)
        lists[id] = list
        return list
    }

    mutating func stageCard(_ cardID: Int64) throws {
        revlogs = [:]
        guard let card = try flashCard(cardID), let list = try list(card.listID) else { return try removeNote(ofCard: cardID) }
        let deck = try deckID(for: list), guid = ListExport.guid(card, list: list)
        if let note = try linkedNote(card, guid: guid) {
            try update(note, from: card, deck: deck)
        } else {
            try create(card, guid: guid, deck: deck)
        }
    }

    /// flash's card `id`, nil when it is gone.
    func flashCard(_ id: Int64) throws -> Card? {
        if let prefetched { return prefetched.cards[id] }
        return try mirror.card(id)
    }

    /// The note the card is: linked already, or (first sync, a crash before a commit) the note
    /// with the card's GUID that no other card has.
    func linkedNote(_ card: Card, guid: String) throws -> ReplicaNote? {
        let linked = try prefetched.map { $0.notes[card.id] } ?? links.note(ofCard: card.id)
        if let id = linked, let note = try replica.note(id) { return note }
        if let prefetched, !prefetched.guids.contains(guid) { return nil }
        guard let note = try replica.note(guid: guid), try links.card(ofNote: note.id) == nil else { return nil }
        try links.link(card: card.id, note: note.id)
        return note
    }

    mutating func removeNote(ofCard cardID: Int64) throws {
        guard let noteID = try links.note(ofCard: cardID) else { return }
        try links.unlink(card: cardID)
        guard try replica.note(noteID) != nil else { return }
        try replica.removeNote(noteID, usn: -1)
        changed = true
    }

    mutating func create(_ card: Card, guid: String, deck: Int64) throws {
        guard !card.native.isEmpty || !card.learned.isEmpty || card.imageFile != nil else { return }
        let notetype = try flashNotetype()
        let noteID = try newID(in: "anki_notes")
        fresh.notes.insert(noteID)
        let note = ReplicaNote(
            id: noteID, guid: guid, notetypeID: notetype.id, modified: seconds, usn: -1, tags: "",
            fields: notetype.fields.fields(for: card, existing: nil).joined(separator: "\u{1F}"))
        try replica.put(note)
        try links.linkNew(card: card.id, note: noteID)
        try markMedia(of: card)
        let position = takePosition()
        var made: [ReplicaCard] = []
        for ordinal in Self.ordinals(of: card) {
            let cardID = try newID(in: "anki_cards")
            fresh.cards.insert(cardID)
            let ankiCard = try scheduled(card, id: cardID, noteID: noteID, deck: deck, ordinal: ordinal, position: position)
            try replica.put(ankiCard)
            made.append(ankiCard)
        }
        if try addReviews(of: card, to: made) {
            for ankiCard in made {
                var fixed = ankiCard
                fixed.data = SyncScheduling.dataWithOwnLastReview(ankiCard, revlog: try revlog(ofCard: ankiCard.id))
                if fixed != ankiCard { try replica.put(fixed) }
            }
        }
        changed = true
    }

    mutating func update(_ note: ReplicaNote, from card: Card, deck: Int64) throws {
        var note = note
        let fields = try notetypes.fields(note.notetypeID, replica)
        if fields.words(note.fieldList) != fields.words(of: card) {
            note.fields = fields.fields(for: card, existing: note.fieldList).joined(separator: "\u{1F}")
            (note.modified, note.usn) = (max(seconds, note.modified + 1), -1)
            try replica.put(note)
            changed = true
        }
        var existing = try replica.cards(ofNote: note.id)
        for ordinal in Self.ordinals(of: card) where !existing.contains(where: { $0.ordinal == Int64(ordinal) }) {
            let id = try newID(in: "anki_cards")
            fresh.cards.insert(id)
            let position = existing.first { $0.type == 0 }?.due ?? takePosition()
            let added = try scheduled(card, id: id, noteID: note.id, deck: deck, ordinal: ordinal, position: position)
            try replica.put(added)
            existing.append(added)
            changed = true
        }
        try markMedia(of: card)
        _ = try addReviews(of: card, to: existing)
        for ankiCard in existing {
            let wanted = try scheduled(card, id: ankiCard.id, noteID: note.id, deck: ankiCard.deckID, ordinal: Int(ankiCard.ordinal),
                                       position: ankiCard.type == 0 ? ankiCard.due : nil, existing: ankiCard)
            guard !SyncScheduling.sameMemory(ankiCard, wanted, created: header.created) else { continue }
            try replica.put(wanted)
            changed = true
        }
    }

    /// The Anki card for `card`'s side `ordinal`: flash's memory state in Anki's terms (a new
    /// card keeps its place, or takes the next one), its `lrt` the card's own last review.
    mutating func scheduled(_ card: Card, id: Int64, noteID: Int64, deck: Int64, ordinal: Int, position: Int64?,
                            existing: ReplicaCard? = nil) throws -> ReplicaCard {
        let memory: InterchangeMemory?
        if let prefetched {
            memory = prefetched.memories[card.id]
        } else if let last = lastMemory, last.cardID == card.id {
            memory = last.memory
        } else {
            memory = try mirror.memory(of: card.id)
            lastMemory = (card.id, memory)
        }
        let position = memory == nil ? position ?? takePosition() : 0
        let made: AnkiCollectionWriter.Card
        if let last = lastMade, last.cardID == card.id, last.position == position {
            made = last.made
        } else {
            var note = InterchangeNote(native: card.native, learned: card.learned)
            note.memory = memory
            made = writer.card(for: note, id: id, noteID: noteID, deckID: deck, ordinal: ordinal, position: Int(position), created: header.created)
            lastMade = (card.id, position, made)
        }
        let modified = memory?.state.lastReview.map { Int64($0.timeIntervalSince1970.rounded(.down)) } ?? seconds
        var scheduled = ReplicaCard(
            id: id, noteID: noteID, deckID: existing?.deckID ?? deck, ordinal: Int64(ordinal),
            modified: max(modified, (existing?.modified ?? 0) + 1), usn: -1, type: Int64(made.type), queue: Int64(made.queue),
            due: made.due, interval: Int64(made.interval), factor: Int64(made.factor), reps: Int64(made.reps), lapses: Int64(made.lapses),
            left: Int64(made.left), data: made.data)
        // A card made now has no reviews of its own yet.
        if existing != nil { scheduled.data = SyncScheduling.dataWithOwnLastReview(scheduled, revlog: try revlog(ofCard: id)) }
        return scheduled
    }

    /// The next new card's position, from the configuration's `nextPos`, which moves on.
    mutating func takePosition() -> Int64 {
        let position = nextPosition ?? max(((try? JSONValue.parse(header.configuration))?["nextPos"]?.int64) ?? 1, 1)
        nextPosition = position + 1
        return position
    }

    /// Review log entries for the card's reviews not sent yet, on the first of its note's Anki
    /// cards (in order of ordinal); true when there were any.
    mutating func addReviews(of card: Card, to ankiCards: [ReplicaCard]) throws -> Bool {
        if let prefetched, !prefetched.unsentReviews.contains(card.id) { return false }
        let reviews = try mirror.reviews(of: card.id)
        guard reviews.contains(where: { $0.revlog == nil }) else { return false }
        guard let target = ankiCards.min(by: { ($0.ordinal, $0.id) < ($1.ordinal, $1.id) }) else { return false }
        var identifiers = AnkiPackageWriter.Identifiers()
        let interchange = reviews.map {
            InterchangeReview(time: $0.time, rating: $0.rating, milliseconds: $0.milliseconds, stability: $0.stability,
                              difficulty: $0.difficulty, due: $0.due)
        }
        let entries = writer.revlog(interchange, cardID: target.id, ids: &identifiers)
        let present = try ankiCards.flatMap { try revlog(ofCard: $0.id) }
        for (review, entry) in zip(reviews, entries) where review.revlog == nil {
            // The same answer Anki has already (an export imported there, a first sync): linked, not sent twice.
            if let same = present.first(where: { $0.id / 1000 == entry.id / 1000 && $0.ease == Int64(entry.ease) }),
               try !links.hasReview(forRevlog: same.id) {
                try links.link(review: review.id, revlog: same.id)
                continue
            }
            let id = try freeRevlogID(from: entry.id)
            fresh.revlog.insert(id)
            let added = ReplicaRevlog(id: id, cardID: target.id, usn: -1, ease: Int64(entry.ease), interval: Int64(entry.interval),
                                      lastInterval: Int64(entry.lastInterval), factor: Int64(entry.factor),
                                      time: Int64(entry.milliseconds), kind: Int64(entry.kind))
            try replica.add(added)
            revlogs[target.id, default: []].append(added)
            try links.link(review: review.id, revlog: id)
            changed = true
        }
        return true
    }

    /// The Anki card's review log, in order of id, read once per card staged.
    mutating func revlog(ofCard id: Int64) throws -> [ReplicaRevlog] {
        if let known = revlogs[id] { return known }
        let read = try replica.revlog(ofCard: id)
        revlogs[id] = read
        return read
    }

    /// The card's picture and sound, for the media sync to send when the server lacks them
    /// (flash names its files by their content: a name the server has is the same file).
    func markMedia(of card: Card) throws {
        for name in [card.imageFile, card.soundFile].compactMap({ $0 }) where (try replica.medium(name)?.sha1 ?? "").isEmpty {
            try replica.markMedium(name, "upload")
        }
    }

    /// An unused id for a new note or card in `table`, counting up from the staging's time:
    /// free without asking once it is past the largest id the table held (only this staging
    /// adds to it meanwhile, counting up), which spares a first sync three queries a card.
    mutating func newID(in table: String) throws -> Int64 {
        let largest = try largest(in: table)
        let next = nextIDs[table] ?? Self.milliseconds(now)
        let id = next > largest ? next : try replica.freeID(table, from: next)
        nextIDs[table] = id + 1
        return id
    }

    /// An unused review log id, `wanted` or the next free one after it: free without asking
    /// once past the largest id the table held (only this staging adds to it meanwhile, and
    /// ``fresh`` holds what it added), which spares an answer a query.
    mutating func freeRevlogID(from wanted: Int64) throws -> Int64 {
        guard wanted > (try largest(in: "anki_revlog")) else { return try replica.freeID("anki_revlog", from: wanted) }
        var id = wanted
        while fresh.revlog.contains(id) { id += 1 }
        return id
    }

    /// The largest id `table` held when the staging first asked (`Int64.min` for none).
    mutating func largest(in table: String) throws -> Int64 {
        if let known = largestTaken[table] { return known }
        let largest = try replica.largestID(table) ?? .min
        largestTaken[table] = largest
        return largest
    }

    /// Anki's card 0 asks the native word (or shows the picture), card 1 the learned word.
    static func ordinals(of card: Card) -> [Int] {
        (!card.native.isEmpty || card.imageFile != nil ? [0] : []) + (!card.learned.isEmpty ? [1] : [])
    }
}
