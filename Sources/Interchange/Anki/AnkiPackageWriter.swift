import FoundationEssentials
import Support
import Scheduling
import Store

/// Turns a deck into the legacy Anki package (`.apkg`) that every Anki since 2.1 imports: a zip
/// of `collection.anki2` (schema 11), the `media` map and the media files named "0", "1", ....
/// Notes are of one note type, "flash" (Native, Learned, Alternatives, Picture, Sound, IPA,
/// Notes), with a card each way, in the deck "flash::NAME". GUIDs and ids are stable, so
/// importing a later export updates the notes instead of adding them again; FSRS memory states
/// and reviews travel in `cards.data` and `revlog`. Last comes `flash.json`, which Anki does not
/// read: what a card of flash holds and a note cannot (``FlashPackageRecord``).
/// - SeeAlso: https://github.com/ankitects/anki/tree/main/rslib/src/import_export/package/apkg
public struct AnkiPackageWriter {
    /// The export's time: the notes' modification time, and "today" for due days.
    let now: Date
    /// The scheduler the memory states come from: its desired retention, decay and step counts.
    let parameters: SchedulerParameters
    /// The end of every card's `data`, which only `parameters` decide: `"dr":..,"decay":..`.
    let schedulerData: String

    /// A writer for an export made at `now`, of memory states kept by `parameters` (flash's
    /// FSRS defaults when nil).
    public init(now: Date, parameters: SchedulerParameters? = nil) {
        self.now = now
        // The defaults always validate.
        self.parameters = parameters ?? (try! SchedulerParameters())
        schedulerData = "\"dr\":\(Self.rounded(self.parameters.desiredRetention, 2)),\"decay\":\(Self.rounded(self.parameters.weights[20], 4))"
    }

    /// The package's bytes. A note with neither word nor picture is left out.
    public func package(_ deck: InterchangeDeck) throws -> [UInt8] {
        let notes = deck.notes.filter { !$0.native.isEmpty || !$0.learned.isEmpty || $0.picture != nil }
        var media = MediaTable()
        var contents = AnkiCollectionWriter.Contents(header: header(for: deck, notes: notes))
        let deckID = Self.deckID(Self.deckName(deck.name))
        var ids = Identifiers()
        var position = 0
        var guids: [String] = []
        for note in notes {
            let guid = ids.claim(guid: note.guid ?? Self.guid(native: note.native, learned: note.learned))
            guids.append(guid)
            let noteID = ids.noteID(anchor: note.reviews.first?.time ?? now, guid: guid)
            contents.notes.append(row(for: note, id: noteID, guid: guid, media: &media))
            if note.memory.map({ Self.isNew($0.state) }) ?? true { position += 1 }
            let ordinals = Self.ordinals(of: note)
            for ordinal in ordinals {
                contents.cards.append(card(for: note, id: noteID + Int64(ordinal), noteID: noteID, deckID: deckID,
                                           ordinal: ordinal, position: position, created: contents.header.created))
            }
            contents.reviews += revlog(note.reviews, cardID: noteID + Int64(ordinals[0]), ids: &ids)
        }
        contents.header.configuration = configuration(deckID: deckID, nextPosition: position + 1)
        let record = FlashPackageRecord(deck: deck, notes: notes, guids: guids)
        return try archive(collection: AnkiCollectionWriter().bytes(of: contents), media: media, record: record.bytes())
    }

    /// The GUID of a note that came without one, made from its words: the same words, the same
    /// note in Anki.
    static func guid(native: String, learned: String) -> String {
        "flash-" + String(FNV1a.hash(Array("\(native)\u{1F}\(learned)".utf8)), radix: 36)
    }
}

private extension AnkiPackageWriter {
    func archive(collection: [UInt8], media: MediaTable, record: [UInt8]) throws -> [UInt8] {
        var zip = ZipWriter()
        try zip.add("collection.anki2", bytes: collection)
        for (index, file) in media.files.enumerated() {
            try zip.add(String(index), bytes: file.bytes, compress: !MediaTable.isCompressed(file.name))
        }
        try zip.add("media", bytes: media.map())
        try zip.add(FlashPackageRecord.memberName, bytes: record)
        return zip.archive()
    }

    /// Card 0 asks the native word (or shows the picture), card 1 the learned word; a note has
    /// the cards whose question is not empty.
    static func ordinals(of note: InterchangeNote) -> [Int] {
        var ordinals: [Int] = []
        if !note.native.isEmpty || note.picture != nil { ordinals.append(0) }
        if !note.learned.isEmpty { ordinals.append(1) }
        return ordinals
    }
}
