import FoundationEssentials
import Support

/// An SVG sprite (Tabler's `tabler-sprite-nostroke.svg`): many `<symbol id="…" viewBox="…">`
/// elements in one file, each cut out into an SVG of its own when asked for.
struct SpriteSheet: Sendable {
    private let bytes: [UInt8]
    private var symbols: [String: Range<Int>] = [:]

    /// The symbols whose ids start with `prefix`, by the rest of their id; nil when there are none.
    init?(_ bytes: [UInt8], prefix: String) {
        self.bytes = bytes
        let open = Array("<symbol id=\"\(prefix)".utf8), close = Array("</symbol>".utf8)
        var position = 0
        while let start = bytes[position...].firstPlace(of: open)?.lowerBound {
            let nameStart = start + open.count
            guard let quote = bytes[nameStart...].firstIndex(of: 0x22), let end = bytes[quote...].firstPlace(of: close)?.lowerBound else { break }
            symbols[String(decoding: bytes[nameStart..<quote], as: UTF8.self)] = start..<(end + close.count)
            position = end + close.count
        }
        if symbols.isEmpty { return nil }
    }

    var names: [String] { Array(symbols.keys) }

    /// The symbol as a standalone SVG: its attributes (viewBox, stroke, fill) on an `<svg>`;
    /// `name` may end in ".svg".
    func svg(named file: String) -> [UInt8]? {
        let name = file.hasSuffix(".svg") ? String(file.dropLast(4)) : file
        guard let range = symbols[name] else { return nil }
        var symbol = String(decoding: bytes[range], as: UTF8.self)
        guard let tagEnd = symbol.firstIndex(of: ">") else { return nil }
        let attributes = symbol[symbol.index(symbol.startIndex, offsetBy: 7)..<tagEnd]
            .replacingOccurrences(of: "id=\"tabler-\(name)\"", with: "")
        symbol = "<svg xmlns=\"http://www.w3.org/2000/svg\" stroke-width=\"2\"\(attributes)>"
            + symbol[symbol.index(after: tagEnd)...].dropLast("</symbol>".count) + "</svg>"
        return Array(symbol.utf8)
    }
}
