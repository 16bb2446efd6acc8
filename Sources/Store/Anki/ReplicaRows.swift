/// A note of the replica, column for column as Anki keeps it (its sort field and checksum are
/// worked out when a collection file is written).
package struct ReplicaNote: Sendable, Equatable {
    package var id: Int64
    package var guid: String
    package var notetypeID: Int64
    /// Epoch seconds.
    package var modified: Int64
    package var usn: Int64
    /// Space-separated, with a space at either end when there are any.
    package var tags: String
    /// The fields joined by U+001F.
    package var fields: String
    var flags: Int64 = 0
    var data: String = ""

    package init(id: Int64, guid: String, notetypeID: Int64, modified: Int64, usn: Int64, tags: String, fields: String, flags: Int64 = 0, data: String = "") {
        self.id = id
        self.guid = guid
        self.notetypeID = notetypeID
        self.modified = modified
        self.usn = usn
        self.tags = tags
        self.fields = fields
        self.flags = flags
        self.data = data
    }

    /// The fields, split at their separator's byte (a control character is a grapheme of its
    /// own, so this is where a split by characters cuts too, without walking graphemes).
    package var fieldList: [String] {
        fields.utf8.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}

/// A card of the replica, column for column as Anki keeps it.
package struct ReplicaCard: Sendable, Equatable {
    package var id: Int64
    package var noteID: Int64
    package var deckID: Int64
    package var ordinal: Int64
    /// Epoch seconds.
    package var modified: Int64
    package var usn: Int64
    /// New 0, learning 1, review 2, relearning 3.
    package var type: Int64
    /// New 0, (re)learning 1, review 2, day-learning 3, preview 4; suspended -1, buried -2 and -3.
    package var queue: Int64
    package var due: Int64
    package var interval: Int64
    package var factor: Int64
    package var reps: Int64
    package var lapses: Int64
    package var left: Int64
    package var originalDue: Int64 = 0
    package var originalDeckID: Int64 = 0
    package var flags: Int64 = 0
    /// JSON: the FSRS memory state and more (`{"s":..,"d":..,"dr":..,"decay":..,"lrt":..}`).
    package var data: String

    package init(id: Int64, noteID: Int64, deckID: Int64, ordinal: Int64, modified: Int64, usn: Int64, type: Int64, queue: Int64, due: Int64, interval: Int64, factor: Int64, reps: Int64, lapses: Int64, left: Int64, originalDue: Int64 = 0, originalDeckID: Int64 = 0, flags: Int64 = 0, data: String) {
        self.id = id
        self.noteID = noteID
        self.deckID = deckID
        self.ordinal = ordinal
        self.modified = modified
        self.usn = usn
        self.type = type
        self.queue = queue
        self.due = due
        self.interval = interval
        self.factor = factor
        self.reps = reps
        self.lapses = lapses
        self.left = left
        self.originalDue = originalDue
        self.originalDeckID = originalDeckID
        self.flags = flags
        self.data = data
    }
}

/// A review log entry of the replica; its id is the review's time in milliseconds.
package struct ReplicaRevlog: Sendable, Equatable {
    package var id: Int64
    package var cardID: Int64
    package var usn: Int64
    package var ease: Int64
    package var interval: Int64
    package var lastInterval: Int64
    package var factor: Int64
    /// Milliseconds the answer took.
    package var time: Int64
    /// Learning 0, review 1, relearning 2, filtered 3, manual 4, rescheduled 5.
    package var kind: Int64

    package init(id: Int64, cardID: Int64, usn: Int64, ease: Int64, interval: Int64, lastInterval: Int64, factor: Int64, time: Int64, kind: Int64) {
        self.id = id
        self.cardID = cardID
        self.usn = usn
        self.ease = ease
        self.interval = interval
        self.lastInterval = lastInterval
        self.factor = factor
        self.time = time
        self.kind = kind
    }
}

/// Deletions, by kind, as Anki's graves table keeps them (cards 0, notes 1, decks 2).
package struct ReplicaGraves: Sendable, Equatable {
    package var cards: [Int64] = []
    package var notes: [Int64] = []
    package var decks: [Int64] = []

    package init(cards: [Int64] = [], notes: [Int64] = [], decks: [Int64] = []) {
        (self.cards, self.notes, self.decks) = (cards, notes, decks)
    }

    package var isEmpty: Bool { cards.isEmpty && notes.isEmpty && decks.isEmpty }
    package var count: Int { cards.count + notes.count + decks.count }
}

/// One of the objects Anki syncs as schema-11 JSON (a note type, a deck, a deck's options),
/// kept as it came.
package struct ReplicaObject: Sendable, Equatable {
    package var id: Int64
    package var name: String
    /// Epoch seconds.
    package var modified: Int64
    package var usn: Int64
    package var json: String

    package init(id: Int64, name: String, modified: Int64, usn: Int64, json: String) {
        self.id = id
        self.name = name
        self.modified = modified
        self.usn = usn
        self.json = json
    }
}

/// The replica's `col` row and what flash keeps about the sync beside it.
package struct ReplicaHeader: Sendable, Equatable {
    package var server: String
    package var user: String
    /// The collection's creation, epoch seconds: review cards' due days count from it.
    package var created: Int64
    /// The last change, epoch milliseconds.
    package var modified: Int64
    /// The last change that needs a full sync, epoch milliseconds.
    package var schema: Int64
    package var usn: Int64
    /// The last sync, epoch milliseconds.
    package var lastSync: Int64
    /// The collection's configuration: a JSON object of keys and values.
    package var configuration: String
    package var mediaUSN: Int64 = 0
    /// A full sync chosen and not finished yet: "upload" or "download"; or "prepared" (see
    /// ``isPrepared``).
    package var fullSync: String?
    /// True for a replica made ready at login and not yet synced: the server's empty
    /// collection, as it was downloaded then, with flash's lists staged into it, which the
    /// first sync uploads as it is if the server is still as it was.
    package var isPrepared: Bool { fullSync == Self.prepared }
    package static let prepared = "prepared"

    package init(server: String, user: String, created: Int64, modified: Int64, schema: Int64, usn: Int64, lastSync: Int64, configuration: String, mediaUSN: Int64 = 0, fullSync: String? = nil) {
        self.server = server
        self.user = user
        self.created = created
        self.modified = modified
        self.schema = schema
        self.usn = usn
        self.lastSync = lastSync
        self.configuration = configuration
        self.mediaUSN = mediaUSN
        self.fullSync = fullSync
    }
}

/// The totals `sanityCheck2` compares.
package struct ReplicaCounts: Sendable, Equatable {
    package var cards = 0
    package var notes = 0
    package var revlog = 0
    package var graves = 0
    package var notetypes = 0
    package var decks = 0
    package var deckConfigs = 0
}
