import FoundationEssentials

extension AnkiPackageReader {
    /// The protobuf wire format, as much as Anki's package metadata and media map need: one field
    /// at a time, each a varint, a fixed 32 or 64 bits, or length-delimited bytes. Malformed input
    /// (a varint past 10 bytes, a length past the end, a group) is an error, never a trap.
    /// - SeeAlso: https://protobuf.dev/programming-guides/encoding/
    struct ProtobufReader {
        enum Value: Equatable {
            case varint(UInt64)
            case fixed64(UInt64)
            case bytes(ArraySlice<UInt8>)
            case fixed32(UInt32)
        }

        struct Malformed: Error, Equatable, CustomStringConvertible {
            let description: String
        }

        private let bytes: ArraySlice<UInt8>
        private var position: Int

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        /// The next field's number and value, or nil at the end.
        mutating func next() throws -> (field: Int, value: Value)? {
            guard position < bytes.endIndex else { return nil }
            let key = try varint()
            guard key >> 3 >= 1, key >> 3 <= 0x1FFF_FFFF else { throw Malformed(description: "field number \(key >> 3)") }
            let field = Int(key >> 3)
            switch key & 7 {
            case 0: return (field, .varint(try varint()))
            case 1: return (field, .fixed64(try fixed(8)))
            case 2:
                let length = try varint()
                guard length <= UInt64(bytes.endIndex - position) else { throw Malformed(description: "a length past the end") }
                defer { position += Int(length) }
                return (field, .bytes(bytes[position..<(position + Int(length))]))
            case 5: return (field, .fixed32(UInt32(try fixed(4))))
            default: throw Malformed(description: "wire type \(key & 7)")
            }
        }

        private mutating func varint() throws -> UInt64 {
            var value: UInt64 = 0
            for shift in stride(from: UInt64(0), to: 70, by: 7) {
                guard position < bytes.endIndex else { throw Malformed(description: "a varint cut short") }
                let byte = bytes[position]
                position += 1
                guard shift < 63 || byte <= 1 else { throw Malformed(description: "a varint past 64 bits") }
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
            }
            throw Malformed(description: "a varint past 64 bits")
        }

        private mutating func fixed(_ width: Int) throws -> UInt64 {
            guard bytes.endIndex - position >= width else { throw Malformed(description: "a fixed field cut short") }
            defer { position += width }
            return bytes[position..<(position + width)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
    }

    /// One entry of the current format's media map (`MediaEntries` in Anki's
    /// proto/anki/import_export.proto): the file's name, and the zip member holding it.
    struct MediaEntry: Equatable {
        var name = ""
        var size = 0
        var sha1: [UInt8] = []
        /// The zip member's name: the entry's index, unless Anki recorded another.
        var member = ""
    }

    /// `PackageMetadata.version` (field 1): 1 and 2 are the legacy formats, 3 the current one.
    static func packageVersion(_ bytes: [UInt8]) throws -> Int {
        var reader = ProtobufReader(bytes[...])
        var version = 0
        while let (field, value) = try reader.next() {
            if field == 1, case .varint(let number) = value { version = Int(clamping: number) }
        }
        return version
    }

    /// `MediaEntries`: repeated `MediaEntry entries = 1` of {name = 1, size = 2, sha1 = 3,
    /// legacy_zip_filename = 255}.
    static func mediaEntries(_ bytes: [UInt8]) throws -> [MediaEntry] {
        var reader = ProtobufReader(bytes[...])
        var entries: [MediaEntry] = []
        while let (field, value) = try reader.next() {
            guard field == 1, case .bytes(let message) = value else { continue }
            var entry = try mediaEntry(message)
            if entry.member.isEmpty { entry.member = String(entries.count) }
            entries.append(entry)
        }
        return entries
    }

    private static func mediaEntry(_ message: ArraySlice<UInt8>) throws -> MediaEntry {
        var reader = ProtobufReader(message)
        var entry = MediaEntry()
        while let (field, value) = try reader.next() {
            switch (field, value) {
            case (1, .bytes(let text)):
                guard let name = String(bytes: text, encoding: .utf8) else {
                    throw ProtobufReader.Malformed(description: "a name that is not UTF-8")
                }
                entry.name = name
            case (2, .varint(let size)): entry.size = Int(clamping: size)
            case (3, .bytes(let hash)): entry.sha1 = Array(hash)
            case (255, .varint(let member)): entry.member = String(member)
            default: continue
            }
        }
        return entry
    }
}
