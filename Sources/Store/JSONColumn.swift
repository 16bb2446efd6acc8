import FoundationEssentials

/// JSON text stored in a column.
enum JSONColumn {
    /// The one decoder every query shares: a decoder per card and column made a 10,000-card
    /// list cost 30,000 of them (JSONDecoder is safe to share between threads).
    static let decoder = JSONDecoder()

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decoder.decode(type, from: Data(text.utf8))
    }

    /// Most cards' lists are empty: "[]" needs no decoding at all.
    static func decodeList<Element: Decodable>(_ text: String) throws -> [Element] {
        text == "[]" ? [] : try decode([Element].self, from: text)
    }
}
