import FoundationEssentials
import Model
import Store

/// A list as it travels between flash and other tools (Anki packages, CSV/TSV, printable
/// pages): its notes with their words, media and scheduling. Readers make one from a file;
/// writers turn one into a file. Storing and loading it is the job of the store's deck import
/// and export, so readers and writers know nothing of flash's database.
public struct InterchangeDeck: Sendable, Equatable {
    /// The deck's name ("animals"; Anki's "flash::animals" arrives as "animals").
    public var name: String
    /// The languages, when the file says (`#lang` headers, flash's own exports).
    var study: Study?
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
    var guid: String?
    public var native: String
    public var learned: String
    var nativeAlternatives: [String] = []
    public var learnedAlternatives: [String] = []
    var ipa: String?
    /// The learned word's gender (its article: el, la; der, die, das) and the words' part of speech.
    var gender: Gender?
    var partOfSpeech: PartOfSpeech?
    /// The side whose alternatives a provider or `--pick` sets (flash's cards only).
    var alternativesSide: WordSide?
    /// Free text the note carries (Anki's Notes field).
    var remarks: String?
    var tags: [String] = []
    public var picture: InterchangeMedia?
    /// Who made the picture and its licence ("Tabler Icons: fridge (MIT)"), shown with it.
    var pictureCredit: String?
    var sound: InterchangeMedia?
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
