/// A note of the replica, column for column as Anki keeps it (its sort field and checksum are
/// worked out when a collection file is written).
struct ReplicaNote: Sendable, Equatable {
    var id: Int64
    var guid: String
    var notetypeID: Int64
    /// Epoch seconds.
    var modified: Int64
    var usn: Int64
    /// Space-separated, with a space at either end when there are any.
    var tags: String
    /// The fields joined by U+001F.
    var fields: String
    var flags: Int64 = 0
    var data: String = ""

    var fieldList: [String] { fields.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init) }
}

/// A card of the replica, column for column as Anki keeps it.
struct ReplicaCard: Sendable, Equatable {
    var id: Int64
    var noteID: Int64
    var deckID: Int64
    var ordinal: Int64
    /// Epoch seconds.
    var modified: Int64
    var usn: Int64
    /// New 0, learning 1, review 2, relearning 3.
    var type: Int64
    /// New 0, (re)learning 1, review 2, day-learning 3, preview 4; suspended -1, buried -2 and -3.
    var queue: Int64
    var due: Int64
    var interval: Int64
    var factor: Int64
    var reps: Int64
    var lapses: Int64
    var left: Int64
    var originalDue: Int64 = 0
    var originalDeckID: Int64 = 0
    var flags: Int64 = 0
    /// JSON: the FSRS memory state and more (`{"s":..,"d":..,"dr":..,"decay":..,"lrt":..}`).
    var data: String
}

/// A review log entry of the replica; its id is the review's time in milliseconds.
struct ReplicaRevlog: Sendable, Equatable {
    var id: Int64
    var cardID: Int64
    var usn: Int64
    var ease: Int64
    var interval: Int64
    var lastInterval: Int64
    var factor: Int64
    /// Milliseconds the answer took.
    var time: Int64
    /// Learning 0, review 1, relearning 2, filtered 3, manual 4, rescheduled 5.
    var kind: Int64
}

/// Deletions, by kind, as Anki's graves table keeps them (cards 0, notes 1, decks 2).
struct ReplicaGraves: Sendable, Equatable {
    var cards: [Int64] = []
    var notes: [Int64] = []
    var decks: [Int64] = []

    var isEmpty: Bool { cards.isEmpty && notes.isEmpty && decks.isEmpty }
    var count: Int { cards.count + notes.count + decks.count }
}

/// One of the objects Anki syncs as schema-11 JSON (a note type, a deck, a deck's options),
/// kept as it came.
struct ReplicaObject: Sendable, Equatable {
    var id: Int64
    var name: String
    /// Epoch seconds.
    var modified: Int64
    var usn: Int64
    var json: String
}

/// The replica's `col` row and what flash keeps about the sync beside it.
struct ReplicaHeader: Sendable, Equatable {
    var server: String
    var user: String
    /// The collection's creation, epoch seconds: review cards' due days count from it.
    var created: Int64
    /// The last change, epoch milliseconds.
    var modified: Int64
    /// The last change that needs a full sync, epoch milliseconds.
    var schema: Int64
    var usn: Int64
    /// The last sync, epoch milliseconds.
    var lastSync: Int64
    /// The collection's configuration: a JSON object of keys and values.
    var configuration: String
    var mediaUSN: Int64 = 0
    /// A full sync chosen and not finished yet: "upload" or "download".
    var fullSync: String?
}

/// The totals `sanityCheck2` compares.
struct ReplicaCounts: Sendable, Equatable {
    var cards = 0
    var notes = 0
    var revlog = 0
    var graves = 0
    var notetypes = 0
    var decks = 0
    var deckConfigs = 0
}
