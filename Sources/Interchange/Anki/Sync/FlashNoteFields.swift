import FoundationEssentials
import Support
import Model

/// A card's words as the fields of an Anki note, and back. Notes of flash's note type hold them
/// field by field, by the fields' names (as the `.apkg` export writes them), so a learner who
/// reorders or adds fields on a phone keeps them; notes of any other type hold the native word
/// in their first field and the learned word in their second, like Anki's Basic.
struct FlashNoteFields {
    /// What a note says about a card, compared to tell whether a side changed it.
    struct Words: Equatable {
        var native = ""
        var learned = ""
        var learnedAlternatives: [String] = []
        var nativeAlternatives: [String] = []
        var ipa: String?
        var picture: String?
        var sound: String?
    }

    /// The note type's field names, in order.
    let names: [String]
    let isFlash: Bool

    /// The fields of a note type from its schema-11 JSON.
    init(notetype json: JSONValue) {
        names = (json["flds"]?.array ?? []).sorted { ($0["ord"]?.int64 ?? 0) < ($1["ord"]?.int64 ?? 0) }.map { $0["name"]?.string ?? "" }
        isFlash = json["name"]?.string == AnkiPackageReader.flashNoteType && names.contains("Native") && names.contains("Learned")
    }

    /// The note's fields for `card`: the words flash keeps written as the export writes them,
    /// every other field as `existing` had it (empty for a new note).
    func fields(for card: Card, existing: [String]?) -> [String] {
        var fields = existing ?? []
        while fields.count < names.count { fields.append("") }
        let generated = Self.generated(for: card)
        if isFlash {
            for (index, name) in names.enumerated() {
                guard let source = AnkiPackageWriter.fieldNames.firstIndex(of: name), name != "Notes" else { continue }
                fields[index] = generated[source]
            }
        } else {
            if !fields.isEmpty { fields[0] = generated[0] }
            if fields.count > 1 { fields[1] = generated[1] }
        }
        return fields
    }

    /// What `fields` say of a card's words.
    func words(_ fields: [String]) -> Words {
        func field(_ name: String) -> String? {
            guard let index = isFlash ? names.firstIndex(of: name) : ["Native": 0, "Learned": 1][name] else { return nil }
            return index < fields.count ? fields[index] : nil
        }
        let native = HTMLText(html: field("Native") ?? ""), learned = HTMLText(html: field("Learned") ?? "")
        var words = Words(native: native.text, learned: learned.text)
        guard isFlash else {
            words.picture = (native.pictures + learned.pictures).first
            words.sound = (native.sounds + learned.sounds).first
            return words
        }
        var note = InterchangeNote(native: words.native, learned: words.learned)
        AnkiPackageReader.readFlashFields(fields, names: names, into: &note)
        (words.learnedAlternatives, words.nativeAlternatives, words.ipa) = (note.learnedAlternatives, note.nativeAlternatives, note.ipa)
        words.picture = field("Picture").map { HTMLText(html: $0).pictures.first } ?? nil
        words.sound = field("Sound").map { HTMLText(html: $0).sounds.first } ?? nil
        return words
    }

    /// What the card's own fields say: its words as they would travel and be read back.
    func words(of card: Card) -> Words {
        words(fields(for: card, existing: nil))
    }

    /// The fields the export writes for `card`, in the export's order (Native, Learned,
    /// Alternatives, Picture, Sound, IPA, Notes); media by their stored names.
    static func generated(for card: Card) -> [String] {
        var note = InterchangeNote(native: card.native, learned: card.learned)
        note.learnedAlternatives = card.learnedAlternatives
        note.nativeAlternatives = card.nativeAlternatives
        note.ipa = card.ipa
        note.picture = card.imageFile.map { InterchangeMedia(name: $0, bytes: []) }
        note.sound = card.soundFile.map { InterchangeMedia(name: $0, bytes: []) }
        var media = AnkiPackageWriter.MediaTable()
        return AnkiPackageWriter.fields(for: note, media: &media)
    }
}
