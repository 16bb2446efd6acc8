import Foundation
import Support

/// Small pieces of markup for the printable page: every text goes through ``text(_:)``, so a
/// word like `<script>` shows as itself; pictures become data URIs only when their bytes are a
/// PNG, JPEG, GIF or WebP picture.
enum PrintableCardsHTML {
    /// `text` made printable (control characters and direction overrides dropped) and escaped for
    /// an element's content or a quoted attribute.
    static func text(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in Text.printable(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// An element with escaped text content and attributes given as already-safe values.
    static func element(_ name: String, _ content: String, attributes: [(String, String)] = []) -> String {
        "<\(name)\(attributes.map { " \($0.0)=\"\(text($0.1))\"" }.joined())>\(text(content))</\(name)>"
    }

    /// The picture as a `data:` URI, or nil when its bytes are not a picture a browser shows safely.
    static func dataURI(_ media: InterchangeMedia) -> String? {
        guard let type = imageType(media.bytes) else { return nil }
        return "data:\(type);base64," + Data(media.bytes).base64EncodedString()
    }

    /// The MIME type the first bytes announce; SVG and anything else is refused.
    static func imageType(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return "image/gif" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        return nil
    }

    /// A number for SVG coordinates: at most two decimals, no exponent.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }

    /// Dates as flash prints them elsewhere ("2026-03-01 09:00"), in `timeZone`.
    static func formatter(_ format: String, timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }

    /// A duration the way a learner reads it: "45 s", "12 min", "1 h 20 min".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(max(0, seconds).rounded())
        if whole < 60 { return "\(whole) s" }
        let minutes = (whole + 30) / 60
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
