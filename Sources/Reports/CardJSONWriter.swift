#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif
import Model

/// Writes `flash show --json` a card at a time, byte for byte the JSON of ``CardJSON/List``,
/// so a 10,000-card list is written as it is read instead of built as cards and encoded whole.
/// Each card is written by its own `Encodable` conformance through a streaming encoder: the
/// JSON of a card is described once, in ``CardJSON``.
public struct CardJSONWriter {
    private let encoder = StreamingJSONEncoder()
    private let list: WordList
    /// Where the UTF-8 goes, in parts of about 64 kB written into the same storage each time.
    private let output: ([UInt8]) -> Void

    /// Starts the list's object; cards follow with ``add(_:)``.
    public init(list: WordList, output: @escaping ([UInt8]) -> Void) {
        self.list = list
        self.output = output
        encoder.writer.beginObject()
        encoder.writer.key("cards")
        encoder.writer.beginArray()
    }

    /// Writes one card.
    public mutating func add(_ card: CardJSON) throws {
        encoder.writer.element()
        try encoder.encode(card)
        if encoder.writer.bytes.count > 65_536 { encoder.writer.drain(to: output) }
    }

    /// Closes the card array, writes the list's own fields and hands over the last part.
    public mutating func finish() throws {
        encoder.writer.endArray()
        try encoder.encodeMembers(of: CardJSON.About(list))
        encoder.writer.endObject()
        encoder.writer.drain(to: output)
    }
}
