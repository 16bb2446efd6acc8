#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif

/// Encodes `Encodable` values straight into a ``PrettyJSONWriter``: the text JSONOutput's
/// JSONEncoder would make (pretty printed, sorted keys, ISO 8601 dates), written as values come,
/// so a long list goes out a card at a time with the card's own `Encodable` conformance as the
/// one description of its JSON. Keys are written in the order a type encodes them: the types
/// written this way list their coding keys in sorted order (a test compares the text with
/// JSONEncoder's).
final class StreamingJSONEncoder: Encoder {
    var writer = PrettyJSONWriter()
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// Containers opened while encoding the current value, closed when it is done.
    private var opened: [UInt8] = []
    /// For each value being encoded, innermost last: whether it has its object open. A second
    /// keyed container asked for by the same value writes into that object, as JSONEncoder's
    /// does (a type may encode another's members as its own).
    private var hasObject: [Bool] = []

    /// Writes `value` where the writer stands (after `key` or `element`).
    func encode(_ value: some Encodable) throws {
        if let date = value as? Date { return writer.date(date) }
        let depth = opened.count
        hasObject.append(false)
        defer { hasObject.removeLast() }
        try value.encode(to: self)
        while opened.count > depth { close() }
    }

    /// Writes `value`'s members into the object the writer has open, as if they were its own.
    func encodeMembers(of value: some Encodable) throws {
        hasObject.append(true)
        defer { hasObject.removeLast() }
        try value.encode(to: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if hasObject.last != true {
            writer.beginObject()
            opened.append(UInt8(ascii: "}"))
            if !hasObject.isEmpty { hasObject[hasObject.count - 1] = true }
        }
        return KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.beginArray()
        opened.append(UInt8(ascii: "]"))
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }
}

private extension StreamingJSONEncoder {
    func close() {
        if opened.removeLast() == UInt8(ascii: "}") { writer.endObject() } else { writer.endArray() }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: StreamingJSONEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode(_ value: String, forKey key: Key) throws { encoder.writer.member(key.stringValue, value) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.writer.member(key.stringValue, value) }
        mutating func encode(_ value: Int, forKey key: Key) throws { encoder.writer.member(key.stringValue, value) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.writer.member(key.stringValue, Int(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws { encoder.writer.member(key.stringValue, value) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            encoder.writer.key(key.stringValue)
            try encoder.encode(value)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            encoder.writer.key(key.stringValue)
            return encoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.writer.key(key.stringValue)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: StreamingJSONEncoder
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(encoder: StreamingJSONEncoder) { self.encoder = encoder }

        mutating func encodeNil() throws {
            encoder.writer.element()
            encoder.writer.null()
            count += 1
        }

        mutating func encode(_ value: String) throws {
            encoder.writer.element()
            encoder.writer.string(value)
            count += 1
        }

        mutating func encode(_ value: some Encodable) throws {
            encoder.writer.element()
            try encoder.encode(value)
            count += 1
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            encoder.writer.element()
            count += 1
            return encoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            encoder.writer.element()
            count += 1
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: StreamingJSONEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoder.writer.null() }
        mutating func encode(_ value: String) throws { encoder.writer.string(value) }
        mutating func encode(_ value: Bool) throws { encoder.writer.bool(value) }
        mutating func encode(_ value: Int) throws { encoder.writer.int(value) }
        mutating func encode(_ value: Int64) throws { encoder.writer.int(Int(value)) }
        mutating func encode(_ value: Double) throws { encoder.writer.double(value) }
        mutating func encode(_ value: some Encodable) throws { try encoder.encode(value) }
    }
}
