/// One protobuf message read whole, its fields looked up by number: proto3 scalars read as
/// their defaults when absent, `optional` ones as nil, and repeated numbers whether packed or
/// not. Enough for the blobs of Anki's schema-18 tables (note types, decks, deck options).
/// - SeeAlso: https://protobuf.dev/programming-guides/encoding/
struct ProtobufMessage {
    private var fields: [Int: [AnkiPackageReader.ProtobufReader.Value]] = [:]

    init(_ bytes: some Collection<UInt8>) throws {
        var reader = AnkiPackageReader.ProtobufReader(ArraySlice(bytes))
        while let (field, value) = try reader.next() { fields[field, default: []].append(value) }
    }

    func has(_ field: Int) -> Bool { fields[field] != nil }

    /// The last varint of the field (proto3 keeps the last), as an unsigned number.
    func uint(_ field: Int) -> UInt64 {
        guard case .varint(let value)? = fields[field]?.last else { return 0 }
        return value
    }

    func optionalUInt(_ field: Int) -> UInt64? { has(field) ? uint(field) : nil }

    /// An `int32` or `int64`: negative numbers travel as 64-bit two's complement.
    func int(_ field: Int) -> Int64 { Int64(bitPattern: uint(field)) }

    func optionalInt(_ field: Int) -> Int64? { has(field) ? int(field) : nil }

    /// An `int32` (or an enum), cut to 32 bits as Rust reads it.
    func int32(_ field: Int) -> Int32 { Int32(truncatingIfNeeded: int(field)) }

    func bool(_ field: Int) -> Bool { uint(field) != 0 }

    func float(_ field: Int) -> Float {
        guard case .fixed32(let bits)? = fields[field]?.last else { return 0 }
        return Float(bitPattern: bits)
    }

    func optionalFloat(_ field: Int) -> Float? { has(field) ? float(field) : nil }

    func bytes(_ field: Int) -> [UInt8] {
        guard case .bytes(let bytes)? = fields[field]?.last else { return [] }
        return Array(bytes)
    }

    func string(_ field: Int) -> String { String(decoding: bytes(field), as: UTF8.self) }

    /// Every message of a repeated (or the one of a singular) message field.
    func messages(_ field: Int) throws -> [ProtobufMessage] {
        try (fields[field] ?? []).compactMap { value in
            guard case .bytes(let bytes) = value else { return nil }
            return try ProtobufMessage(bytes)
        }
    }

    func message(_ field: Int) throws -> ProtobufMessage? { try messages(field).last }

    /// A repeated `float`, packed (one run of 32-bit values) or not.
    func floats(_ field: Int) -> [Float] {
        (fields[field] ?? []).flatMap { value -> [Float] in
            switch value {
            case .fixed32(let bits): return [Float(bitPattern: bits)]
            case .bytes(let packed):
                return stride(from: packed.startIndex, to: packed.endIndex - 3, by: 4).map { start in
                    Float(bitPattern: packed[start..<(start + 4)].reversed().reduce(0) { $0 << 8 | UInt32($1) })
                }
            default: return []
            }
        }
    }

    /// A repeated unsigned number, packed (one run of varints) or not.
    func uints(_ field: Int) throws -> [UInt64] {
        try (fields[field] ?? []).flatMap { value -> [UInt64] in
            switch value {
            case .varint(let number): return [number]
            case .bytes(let packed):
                var numbers: [UInt64] = []
                var index = packed.startIndex
                while index < packed.endIndex {
                    var number: UInt64 = 0, shift: UInt64 = 0
                    while true {
                        guard index < packed.endIndex, shift < 64 else {
                            throw AnkiPackageReader.ProtobufReader.Malformed(description: "a packed varint cut short")
                        }
                        let byte = packed[index]
                        index += 1
                        number |= UInt64(byte & 0x7F) << shift
                        shift += 7
                        if byte & 0x80 == 0 { break }
                    }
                    numbers.append(number)
                }
                return numbers
            default: return []
            }
        }
    }
}
