import Foundation

/// A list as it travels between flash and other tools (Anki packages, CSV/TSV, printable
/// pages): its notes with their words, media and scheduling. Readers make one from a file;
/// writers turn one into a file. Storing and loading it is the job of the store's deck import
/// and export, so readers and writers know nothing of flash's database.
public struct InterchangeDeck: Sendable, Equatable {
    /// The deck's name ("animals"; Anki's "flash::animals" arrives as "animals").
    public var name: String
    /// The languages, when the file says (`#lang` headers, flash's own exports).
    public var study: Study?
    public var notes: [InterchangeNote]

    public init(name: String, study: Study? = nil, notes: [InterchangeNote] = []) {
        self.name = name
        self.study = study
        self.notes = notes
    }
}

/// One card's worth of a deck.
public struct InterchangeNote: Sendable, Equatable {
    /// A stable identifier, so exporting again updates the same note in Anki.
    public var guid: String?
    public var native: String
    public var learned: String
    public var nativeAlternatives: [String] = []
    public var learnedAlternatives: [String] = []
    public var ipa: String?
    /// Free text the note carries (Anki's Notes field).
    public var remarks: String?
    public var tags: [String] = []
    public var picture: InterchangeMedia?
    public var sound: InterchangeMedia?
    /// The memory state, when the source scheduled the card with FSRS.
    public var memory: InterchangeMemory?
    /// Every review, oldest first.
    public var reviews: [InterchangeReview] = []

    public init(guid: String? = nil, native: String, learned: String) {
        self.guid = guid
        self.native = native
        self.learned = learned
    }
}

/// A picture or sound file carried by a note.
public struct InterchangeMedia: Sendable, Equatable {
    /// The file name inside the package ("dog.png").
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// An FSRS memory state with the counts Anki and flash both keep.
public struct InterchangeMemory: Sendable, Equatable {
    public var state: MemoryState
    public var reps: Int
    public var lapses: Int

    public init(state: MemoryState, reps: Int, lapses: Int) {
        self.state = state
        self.reps = reps
        self.lapses = lapses
    }
}

/// One review: when, the rating, how long it took, and what it left (stability, difficulty, due).
public struct InterchangeReview: Sendable, Equatable {
    public var time: Date
    public var rating: Rating
    public var milliseconds: Int?
    public var stability: Double?
    public var difficulty: Double?
    public var due: Date?

    public init(time: Date, rating: Rating, milliseconds: Int? = nil, stability: Double? = nil, difficulty: Double? = nil, due: Date? = nil) {
        self.time = time
        self.rating = rating
        self.milliseconds = milliseconds
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
    }
}
