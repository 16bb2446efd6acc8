import FoundationEssentials
import Model

/// What flash writes into its own Anki packages beside the collection, as the member `flash.json`
/// that Anki does not read: what a card of flash holds and an Anki note cannot, so that flash →
/// apkg → flash loses nothing. The list's languages; the cards' order; each note's (by GUID)
/// gender, part of speech, translated side, learning step and leech mark. The words, alternatives,
/// IPA, picture and its credit, sound, memory state and reviews travel in the collection, where
/// Anki shows and keeps them; a package Anki wrote has no record and is read from those alone.
struct FlashPackageRecord: Codable, Equatable {
    static let memberName = "flash.json"
    /// The most this reader reads of the member.
    static let maximumBytes = 16 * 1_048_576

    /// The record's version.
    var flash = 1
    var native: String?
    var learned: String?
    /// In the cards' order.
    var notes: [Note] = []

    struct Note: Codable, Equatable {
        var guid: String
        var gender: String?
        var partOfSpeech: String?
        var alternativesSide: String?
        var step: Int?
        var leech: Bool?
    }

    /// The record of `deck`, whose notes went into the package under `guids`.
    init(deck: InterchangeDeck, notes: [InterchangeNote], guids: [String]) {
        (native, learned) = (deck.study?.native.code, deck.study?.learned.code)
        self.notes = zip(notes, guids).map { note, guid in
            Note(guid: guid, gender: note.gender?.rawValue, partOfSpeech: note.partOfSpeech?.rawValue,
                 alternativesSide: note.alternativesSide?.rawValue, step: note.memory?.state.step,
                 leech: note.memory?.leech == true ? true : nil)
        }
    }

    /// The record as read from a package, or nil when it is not one this reader knows.
    init?(bytes: [UInt8]) {
        guard let record = try? JSONDecoder().decode(FlashPackageRecord.self, from: Data(bytes)), record.flash == 1 else { return nil }
        self = record
    }

    func bytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Strings, numbers and booleans only: encoding cannot fail.
        return Array((try? encoder.encode(self)) ?? Data("{}".utf8))
    }

    /// `deck` with what the record says: its languages, its notes in the cards' order (notes the
    /// record does not name, added in Anki, after them) and each note's own fields.
    func applied(to deck: InterchangeDeck) -> InterchangeDeck {
        var deck = deck
        if let native, let learned, let study = try? Study(native: Language(code: native), learned: Language(code: learned)) {
            deck.study = study
        }
        var order: [String: Int] = [:]
        for (index, note) in notes.enumerated() where order[note.guid] == nil { order[note.guid] = index }
        let placed = deck.notes.enumerated().map { index, note in
            (position: note.guid.flatMap { order[$0] } ?? notes.count + index, note: applying(note.guid.flatMap { order[$0] }, to: note))
        }
        deck.notes = placed.sorted { $0.position < $1.position }.map(\.note)
        return deck
    }
}

private extension FlashPackageRecord {
    func applying(_ index: Int?, to note: InterchangeNote) -> InterchangeNote {
        guard let index else { return note }
        let record = notes[index]
        var note = note
        note.gender = record.gender.flatMap(Gender.init(rawValue:))
        note.partOfSpeech = record.partOfSpeech.flatMap(PartOfSpeech.init(rawValue:))
        note.alternativesSide = record.alternativesSide.flatMap(WordSide.init(rawValue:))
        if var memory = note.memory {
            if memory.state.phase != .review, let step = record.step, (0...100).contains(step) { memory.state.step = step }
            memory.leech = record.leech == true
            note.memory = memory
        }
        return note
    }
}
