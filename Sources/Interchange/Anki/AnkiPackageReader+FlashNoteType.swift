import Foundation
import Support

extension AnkiPackageReader {
    /// The note type flash's own exports use (see ``AnkiPackageWriter``), whose other fields
    /// come back too: Alternatives (the learned word's, then the native word's inside
    /// `<span class="native">`, each list comma-separated), IPA and Notes.
    static let flashNoteType = "flash"

    static func readFlashFields(_ fields: [String], names: [String], into note: inout InterchangeNote) {
        func field(_ name: String) -> String? {
            names.firstIndex(of: name).flatMap { $0 < fields.count ? fields[$0] : nil }
        }
        if let alternatives = field("Alternatives") {
            let (learned, native) = splitNativeSpan(alternatives)
            note.learnedAlternatives = list(HTMLText(html: String(learned)).text)
            note.nativeAlternatives = list(HTMLText(html: String(native)).text)
        }
        if let ipa = field("IPA").map({ HTMLText(html: $0).text }), !ipa.isEmpty { note.ipa = ipa }
        if let remarks = field("Notes").map({ HTMLText(html: $0).text }), !remarks.isEmpty { note.remarks = remarks }
        if let picture = field("Picture"), let credit = credit(in: picture) { note.pictureCredit = credit }
    }
}

private extension AnkiPackageReader {
    static let nativeSpan = "<span class=\"native\">"

    /// The field's HTML before `<span class="native">` and inside it.
    static func splitNativeSpan(_ html: String) -> (learned: Substring, native: Substring) {
        guard let open = html.range(of: nativeSpan) else { return (html[...], "") }
        let inside = html[open.upperBound...]
        let close = inside.range(of: "</span>")?.lowerBound ?? inside.endIndex
        return (html[..<open.lowerBound], inside[..<close])
    }

    /// The text of the caption ``AnkiPackageWriter/credit(_:)`` puts under the picture:
    /// `<small class="credit" ...>CREDIT</small>`.
    static func credit(in html: String) -> String? {
        guard let open = html.range(of: "<small class=\"credit\""), let start = html[open.upperBound...].firstIndex(of: ">") else { return nil }
        let inside = html[html.index(after: start)...]
        let text = HTMLText(html: String(inside[..<(inside.range(of: "</small>")?.lowerBound ?? inside.endIndex)])).text
        return text.isEmpty ? nil : text
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { Text.collapsingWhitespace(String($0)) }.filter { !$0.isEmpty }
    }
}
