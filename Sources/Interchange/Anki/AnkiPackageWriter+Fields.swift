import Foundation
import Support
import Store

/// A note's fields as Anki keeps them: HTML, with the picture as `<img>` and the sound as
/// `[sound:...]`. The Alternatives field holds the learned word's alternatives, then, on a line
/// of its own, the native word's inside `<span class="native">`, so a reader can tell them apart.
extension AnkiPackageWriter {
    func row(for note: InterchangeNote, id: Int64, guid: String, media: inout MediaTable) -> AnkiCollectionWriter.Note {
        let native = Self.plain(note.native)
        let tags = Self.tags(note.tags)
        return AnkiCollectionWriter.Note(
            id: id, guid: guid, notetypeID: Self.notetypeID, modified: seconds(now),
            tags: tags.isEmpty ? "" : " " + tags.joined(separator: " ") + " ", fields: Self.fields(for: note, media: &media),
            sortField: native, checksum: Int64(Self.fieldChecksum(native)))
    }

    /// The fields of flash's note type for `note` (Native, Learned, Alternatives, Picture,
    /// Sound, IPA, Notes), its media named in `media`.
    static func fields(for note: InterchangeNote, media: inout MediaTable) -> [String] {
        [
            html(plain(note.native)),
            html(plain(note.learned)),
            alternativesField(learned: note.learnedAlternatives, native: note.nativeAlternatives),
            note.picture.map { "<img src=\"\(media.add($0))\">" + credit(note.pictureCredit) } ?? "",
            note.sound.map { "[sound:\(media.add($0))]" } ?? "",
            html(plain(note.ipa ?? "")),
            lines(html(plain(note.remarks ?? "", keepingLines: true))),
        ]
    }

    /// `text` with its new lines as `<br>` (Foundation's replacing, slow even on an empty
    /// field, is left to the fields that have lines).
    static func lines(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "\n")) ? text.replacingOccurrences(of: "\n", with: "<br>") : text
    }

    /// The picture's credit as a small caption inside the Picture field (the note type keeps its
    /// fields), so Anki shows it wherever it shows the picture; empty without one.
    static func credit(_ credit: String?) -> String {
        guard let credit = credit.map({ plain($0) }), !credit.isEmpty else { return "" }
        return "<br><small class=\"credit\" style=\"color:#888;font-size:60%\">\(html(credit))</small>"
    }

    /// "can, chucho" and, when the native word has alternatives, `<br><span class="native">hound</span>`.
    static func alternativesField(learned: [String], native: [String]) -> String {
        let learnedText = html(learned.map { plain($0) }.filter { !$0.isEmpty }.joined(separator: ", "))
        let nativeText = html(native.map { plain($0) }.filter { !$0.isEmpty }.joined(separator: ", "))
        guard !nativeText.isEmpty else { return learnedText }
        return (learnedText.isEmpty ? "" : learnedText + "<br>") + "<span class=\"native\">\(nativeText)</span>"
    }

    /// Anki's tags: no spaces inside one, no duplicates.
    static func tags(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        return tags.map { Text.collapsingWhitespace(plain($0)).replacingOccurrences(of: " ", with: "_") }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }
}

private extension AnkiPackageWriter {
    /// NFC text without control characters (Anki's field separator among them), trimmed; new
    /// lines become spaces unless `keepingLines` (then CR LF becomes LF).
    static func plain(_ text: String, keepingLines: Bool = false) -> String {
        // Most words are printable ASCII already, and Foundation's normalising is slow.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }), text.first != " ", text.last != " " { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                if keepingLines, scalar == "\r" { continue }
                scalars.append(keepingLines && scalar == "\n" ? "\n" : " ")
            } else if !Text.isControl(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars).trimmingSpacesAndNewlines()
    }

    static func html(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
