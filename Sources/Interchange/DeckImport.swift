import FoundationEssentials
import Support
import Model
import Store
import ListMaker

/// Stores a deck read from another tool as a list: its cards, their pictures and sounds (checked
/// like any image or recording), memory states and review histories. A failed import stores
/// nothing and leaves no new media file behind.
public struct DeckImport {
    let store: FlashStore
    let images: ImageStore
    let sounds: SoundStore

    public init(store: FlashStore, images: ImageStore, sounds: SoundStore) {
        self.store = store
        self.images = images
        self.sounds = sounds
    }

    /// What an import did: the list, and one line per note or medium it left out.
    public struct Outcome {
        let list: WordList
        let notes: [String]
    }

    public func run(_ deck: InterchangeDeck, name: ListName, study: Study, now: Date, replacing: Bool = false) throws -> Outcome {
        var written: [String] = []
        var remarks: [String] = []
        do {
            var cards: [Card] = [], memories: [InterchangeMemory?] = [], reviews: [[InterchangeReview]] = []
            for note in deck.notes {
                guard !note.native.isEmpty || !note.learned.isEmpty else { continue }
                cards.append(try card(for: note, now: now, written: &written, remarks: &remarks))
                memories.append(note.memory)
                reviews.append(note.reviews)
            }
            guard !cards.isEmpty else { throw InterchangeError.empty(deck.name) }
            let list = try store.lists.importList(name: name, study: study, images: cards.contains { $0.imageFile != nil },
                                                  cards: cards, memories: memories, reviews: reviews, now: now, replacing: replacing)
            return Outcome(list: list, notes: remarks)
        } catch {
            for path in written { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
    }
}

private extension DeckImport {
    func card(for note: InterchangeNote, now: Date, written: inout [String], remarks: inout [String]) throws -> Card {
        var card = Card(native: Text.clean(note.native), learned: Text.clean(note.learned), alternativesSide: note.alternativesSide ?? .learned,
                        translationSource: "import", created: now)
        card.nativeAlternatives = note.nativeAlternatives.map(Text.clean).filter { !$0.isEmpty }
        card.learnedAlternatives = note.learnedAlternatives.map(Text.clean).filter { !$0.isEmpty }
        card.ipa = note.ipa.map(Text.clean)
        (card.gender, card.partOfSpeech) = (note.gender, note.partOfSpeech)
        if let picture = note.picture {
            do {
                let stored = try images.storeNoting(picture.bytes, origin: picture.name)
                if stored.written { written.append(images.path(of: stored.name)) }
                card.imageFile = stored.name
                card.imageCredit = note.pictureCredit.map(Text.clean).flatMap { $0.isEmpty ? nil : $0 } ?? "imported"
            } catch {
                remarks.append("picture of '\(Text.printable(note.native))' left out: \(error)")
            }
        }
        if let sound = note.sound {
            do {
                let stored = try sounds.store(sound.bytes, origin: sound.name)
                if stored.written { written.append(sounds.path(of: stored.name)) }
                card.soundFile = stored.name
            } catch {
                remarks.append("sound of '\(Text.printable(note.native))' left out: \(error)")
            }
        }
        return card
    }
}

/// Why a deck could not be read or stored: one line.
enum InterchangeError: Error, Equatable, CustomStringConvertible {
    case empty(String)
    case unknownFormat(String)

    public var description: String {
        switch self {
        case let .empty(name): "'\(Text.printable(name))' has no card with a word on either side; nothing was imported"
        case let .unknownFormat(file): "\(Text.printable(file)) is not an Anki package, CSV/TSV/TXT or a kit JSON flash can read"
        }
    }
}
