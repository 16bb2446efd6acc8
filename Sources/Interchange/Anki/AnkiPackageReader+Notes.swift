import Foundation
import Store
import Providers
import ListMaker
import Support

extension AnkiPackageReader {
    /// Turns the collection's notes into interchange notes: the chosen fields reduced to text,
    /// the first picture and sound the note names (from the package, checked by their bytes),
    /// and the kept card's memory state and reviews. What cannot be read is left out with a remark.
    struct NoteMaker {
        let columns: Columns
        let limits: Limits
        let package: Package
        let noteTypes: [Int64: AnkiCollectionReader.NoteType]
        /// When the collection was made: the day Anki counts review cards' due days from.
        let created: Date
        private(set) var remarks = Remarks()
        /// Media already read, by kind and reference: a picture many notes share is read once.
        private var media: [String: InterchangeMedia] = [:]
        private var fieldIndexes: [Int64: Result<(Int, Int), MissingField>] = [:]

        init(columns: Columns, limits: Limits, package: Package, noteTypes: [Int64: AnkiCollectionReader.NoteType], created: Date) {
            (self.columns, self.limits, self.package, self.noteTypes, self.created) = (columns, limits, package, noteTypes, created)
        }

        mutating func note(_ note: AnkiCollectionReader.Note) -> InterchangeNote? {
            let indexes: (native: Int, learned: Int)
            switch fieldIndexes(for: note) {
            case .success(let found) where max(found.0, found.1) < note.fields.count: indexes = found
            case .success: return leftOut(note, "has fewer fields than its note type")
            case .failure(let missing): return leftOut(note, "note type '\(Text.printable(missing.noteType))' has no field \(missing.field)")
            }
            let native = HTMLText(html: note.fields[indexes.native]), learned = HTMLText(html: note.fields[indexes.learned])
            guard !native.text.isEmpty || !learned.text.isEmpty else {
                return leftOut(note, "fields \(columns.native) and \(columns.learned) are empty")
            }
            var made = InterchangeNote(guid: note.guid, native: native.text, learned: learned.text)
            made.tags = note.tags
            if let noteType = noteTypes[note.noteType], noteType.name == AnkiPackageReader.flashNoteType {
                AnkiPackageReader.readFlashFields(note.fields, names: noteType.fields, into: &made)
            }
            // The chosen fields' media first, then those of the others (a Picture field).
            let others = note.fields.indices.filter { $0 != indexes.native && $0 != indexes.learned && Self.mayNameMedia(note.fields[$0]) }
                .map { HTMLText(html: note.fields[$0]) }
            let ordered = [native, learned] + others
            let shown = native.text.isEmpty ? learned.text : native.text
            made.picture = firstMedium(ordered.flatMap(\.pictures), kind: "picture", note: shown)
            made.sound = firstMedium(ordered.flatMap(\.sounds), kind: "sound", note: shown)
            if let card = note.card {
                made.memory = AnkiPackageReader.memory(of: card, created: created)
                made.reviews = AnkiPackageReader.reviews(of: card)
            }
            return made
        }
    }

    struct MissingField: Error {
        let noteType: String
        let field: Columns.Field
    }
}

private extension AnkiPackageReader.NoteMaker {
    /// Remarks `problem` for `note`, named by its first field's text (else its id); returns nil.
    mutating func leftOut(_ note: AnkiCollectionReader.Note, _ problem: String) -> InterchangeNote? {
        let text = note.fields.first.map { HTMLText(html: $0).text } ?? ""
        remarks.add(problem, note: text.isEmpty ? "#\(note.id)" : text)
        return nil
    }

    /// Only a field with a tag or a `[sound:]` can name a picture or a sound.
    static func mayNameMedia(_ html: String) -> Bool {
        html.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "[") }
    }

    /// Where the native and learned fields are in notes of `note`'s type.
    mutating func fieldIndexes(for note: AnkiCollectionReader.Note) -> Result<(Int, Int), AnkiPackageReader.MissingField> {
        if let known = fieldIndexes[note.noteType] { return known }
        let noteType = noteTypes[note.noteType]
        let names = noteType?.fields ?? []
        func index(_ field: AnkiPackageReader.Columns.Field) -> Result<Int, AnkiPackageReader.MissingField> {
            let found: Int? = switch field {
            case .number(let number): number - 1
            case .name(let name): names.firstIndex(of: name) ?? names.firstIndex { $0.lowercased() == name.lowercased() }
            }
            guard let found, (0..<max(names.count, note.fields.count)).contains(found) else {
                return .failure(.init(noteType: noteType?.name ?? "(missing)", field: field))
            }
            return .success(found)
        }
        let result = index(columns.native).flatMap { native in index(columns.learned).map { (native, $0) } }
        fieldIndexes[note.noteType] = result
        return result
    }

    /// The first of `references` the package holds as a file of the right kind; each one passed
    /// over on the way is remarked.
    mutating func firstMedium(_ references: [String], kind: String, note: String) -> InterchangeMedia? {
        for reference in references {
            switch medium(reference, kind: kind) {
            case .success(let medium): return medium
            case .failure(let problem): remarks.add("\(kind) '\(Text.printable(reference))' \(problem)", note: note)
            }
        }
        return nil
    }

    mutating func medium(_ reference: String, kind: String) -> Result<InterchangeMedia, AnkiPackageReader.MediumProblem> {
        if let known = media[kind + "\u{0}" + reference] { return .success(known) }
        // Fields may name a file percent-encoded (Anki 2.0) or decomposed (macOS); the map has it as stored.
        let decoded = reference.removingPercentEncoding ?? reference
        let forms = [reference, decoded, reference.precomposedStringWithCanonicalMapping, decoded.precomposedStringWithCanonicalMapping]
        let name = forms.first { package.media[$0] != nil } ?? reference
        guard !name.contains("://"), !name.hasPrefix("data:"), AnkiPackageReader.isSafeMediaName(name) else { return .failure(.outside) }
        typealias Checked = Result<InterchangeMedia, AnkiPackageReader.MediumProblem>
        let result = package.medium(named: name, limit: limits.mediaFileBytes).flatMap { bytes -> Checked in
            if kind == "picture", ImageFormat(magic: bytes) == nil { return .failure(.notAnImage) }
            if kind == "sound", SoundFormat(magic: bytes) == nil { return .failure(.notASound) }
            return .success(InterchangeMedia(name: name, bytes: bytes))
        }
        if case .success(let medium) = result { media[kind + "\u{0}" + reference] = medium }
        return result
    }
}
