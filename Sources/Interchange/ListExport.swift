import Foundation
import Support
import Model
import Store
import ListMaker

/// A list as a deck for other tools: its cards with their alternatives, pictures and sounds
/// (a card's own, or the learned word spoken by `speak` when given), memory states and review
/// histories. Each note's GUID is stable, so exporting again updates the same notes in Anki.
struct ListExport {
    let store: FlashStore
    let images: ImageStore
    let sounds: SoundStore
    /// Speaks a word in a language as a WAV or Ogg file's bytes; nil when it cannot.
    let speak: ((String, Language) -> [UInt8]?)?

    init(store: FlashStore, images: ImageStore, sounds: SoundStore, speak: ((String, Language) -> [UInt8]?)? = nil) {
        self.store = store
        self.images = images
        self.sounds = sounds
        self.speak = speak
    }

    /// The list's deck, from its `cards` when they are already read.
    func deck(of list: WordList, cards: [Card]? = nil) throws -> InterchangeDeck {
        // A card that a sync made a note of (or that came from one) keeps that note's GUID.
        let synced = try store.syncedGUIDs(inList: list.id)
        let notes = try (cards ?? store.cards.all(in: list)).map { try note(for: $0, in: list, guid: synced[$0.id]) }
        return InterchangeDeck(name: list.name, study: list.study, notes: notes)
    }

    /// The card's identity across exports: its list's creation and the card's own, which no
    /// edit changes.
    static func guid(_ card: Card, list: WordList) -> String {
        let seed = "flash \(list.created.timeIntervalSince1970) \(card.id) \(card.created.timeIntervalSince1970)"
        return "flash-" + String(FNV1a.hash(Array(seed.utf8)), radix: 36)
    }
}

private extension ListExport {
    func note(for card: Card, in list: WordList, guid: String?) throws -> InterchangeNote {
        var note = InterchangeNote(guid: guid ?? Self.guid(card, list: list), native: card.native, learned: card.learned)
        note.nativeAlternatives = card.nativeAlternatives
        note.learnedAlternatives = card.learnedAlternatives
        note.ipa = card.ipa
        (note.gender, note.partOfSpeech, note.alternativesSide) = (card.gender, card.partOfSpeech, card.alternativesSide)
        if let file = card.imageFile, let data = FileManager.default.contents(atPath: images.path(of: file)) {
            note.picture = InterchangeMedia(name: file, bytes: Array(data))
            note.pictureCredit = card.imageCredit
        }
        if let file = card.soundFile, let data = FileManager.default.contents(atPath: sounds.path(of: file)) {
            note.sound = InterchangeMedia(name: file, bytes: Array(data))
        } else if let speak, !card.learned.isEmpty, let bytes = speak(card.spoken(on: .learned), list.study.learned), let format = SoundFormat(magic: bytes) {
            note.sound = InterchangeMedia(name: String(format: "flash-%016llx", FNV1a.hash(Array("\(list.study.learned.code) \(card.learned)".utf8))) + "." + format.rawValue,
                                          bytes: bytes)
        }
        if let memory = try store.memory.memory(of: card.id) {
            note.memory = InterchangeMemory(state: memory.state, reps: memory.reps, lapses: memory.lapses, leech: memory.leech)
        }
        note.reviews = try store.memory.history(of: card.id).map {
            InterchangeReview(time: $0.time, rating: $0.rating, milliseconds: $0.milliseconds, stability: $0.stability, difficulty: $0.difficulty, due: $0.due)
        }
        return note
    }
}
