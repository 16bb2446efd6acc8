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

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { Text.collapsingWhitespace(String($0)) }.filter { !$0.isEmpty }
    }
}
