/// One member as the central directory lists it, with where its data begins (found in its local
/// header).
/// - SeeAlso: https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.7, 4.3.12, 4.5.3)
struct ZipEntry {
    static let signature: UInt32 = 0x0201_4B50
    static let stored = 0, deflated = 8

    let name: String
    let method: Int
    let crc32: UInt32
    let compressedSize: Int
    let size: Int
    let headerOffset: Int
    /// Where the member's data starts; 0 until the local header is read.
    private(set) var dataOffset = 0

    var dataEnd: Int { dataOffset + compressedSize }

    /// Reads the directory entry at `offset`.
    init(_ fields: ZipFields, at offset: Int) throws {
        let record = "a central directory entry"
        guard fields.has(Self.signature, at: offset) else { throw ZipError.corrupt("a central directory entry has no signature") }
        let flags = try fields.uint16(offset + 8, in: record)
        method = try fields.uint16(offset + 10, in: record)
        crc32 = UInt32(try fields.uint32(offset + 16, in: record))
        var compressed = try fields.uint32(offset + 20, in: record)
        var size = try fields.uint32(offset + 24, in: record)
        let nameLength = try fields.uint16(offset + 28, in: record)
        let extraLength = try fields.uint16(offset + 30, in: record)
        var header = try fields.uint32(offset + 42, in: record)
        name = String(decoding: try fields.slice(offset + 46, count: nameLength, in: record), as: UTF8.self)
        let extra = try fields.slice(offset + 46 + nameLength, count: extraLength, in: record)
        try Self.applyZip64(extra, size: &size, compressed: &compressed, header: &header, name: name)
        (compressedSize, self.size, headerOffset) = (compressed, size, header)
        if flags & 1 != 0 { throw ZipError.unsupported("member '\(Text.printable(name))' is encrypted") }
        guard method == Self.stored || method == Self.deflated else {
            throw ZipError.unsupported("member '\(Text.printable(name))' uses compression method \(method)")
        }
    }

    /// The bytes this entry takes in the central directory.
    static func length(_ fields: ZipFields, at offset: Int) throws -> Int {
        let record = "a central directory entry"
        return try 46 + fields.uint16(offset + 28, in: record) + fields.uint16(offset + 30, in: record) + fields.uint16(offset + 32, in: record)
    }

    /// Reads the local header: its name must match the directory's, and the data must end
    /// before `limit` (the central directory).
    mutating func locateData(_ fields: ZipFields, before limit: Int) throws {
        let record = "the local header of '\(Text.printable(name))'"
        guard headerOffset < limit, fields.has(ZipEndRecord.localHeaderSignature, at: headerOffset) else {
            throw ZipError.corrupt("\(record) is not where the directory says")
        }
        let nameLength = try fields.uint16(headerOffset + 26, in: record)
        let extraLength = try fields.uint16(headerOffset + 28, in: record)
        let localName = try fields.slice(headerOffset + 30, count: nameLength, in: record)
        guard localName.elementsEqual(name.utf8) else { throw ZipError.corrupt("\(record) names another member") }
        dataOffset = headerOffset + 30 + nameLength + extraLength
        guard compressedSize <= limit - dataOffset else { throw ZipError.truncated("the data of '\(Text.printable(name))' runs past its end") }
    }

    /// The zip64 extended information field holds the sizes and offset that did not fit in 32 bits,
    /// in this order, each only when its 32-bit field is all ones.
    private static func applyZip64(_ extra: ArraySlice<UInt8>, size: inout Int, compressed: inout Int, header: inout Int, name: String) throws {
        let fields = ZipFields(bytes: Array(extra))
        var offset = 0
        while offset + 4 <= fields.count {
            let id = try fields.uint16(offset, in: "an extra field"), length = try fields.uint16(offset + 2, in: "an extra field")
            defer { offset += 4 + length }
            guard id == 0x0001 else { continue }
            var cursor = offset + 4
            let record = "the zip64 field of '\(Text.printable(name))'"
            if size == 0xFFFF_FFFF { size = try fields.uint64(cursor, in: record); cursor += 8 }
            if compressed == 0xFFFF_FFFF { compressed = try fields.uint64(cursor, in: record); cursor += 8 }
            if header == 0xFFFF_FFFF { header = try fields.uint64(cursor, in: record); cursor += 8 }
            guard cursor <= offset + 4 + length else { throw ZipError.corrupt("\(record) is too short") }
        }
    }
}
