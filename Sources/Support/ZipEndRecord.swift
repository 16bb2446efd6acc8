/// Where a zip archive's central directory lies and how many members it lists, as the end of
/// central directory record says (or its zip64 form, for archives past 65,535 members or 4 GB).
/// - SeeAlso: https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.14 to 4.3.16)
struct ZipEndRecord {
    let entryCount: Int
    let directoryOffset: Int
    let directorySize: Int
    /// Where the end records begin: the members and the directory all lie before it.
    let start: Int

    static let signature: UInt32 = 0x0605_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let zip64Signature: UInt32 = 0x0606_4B50
    static let localHeaderSignature: UInt32 = 0x0403_4B50

    init(_ fields: ZipFields) throws {
        guard let offset = Self.find(in: fields) else {
            if fields.has(Self.localHeaderSignature, at: 0) {
                throw ZipError.truncated("no end of central directory record; the file was cut short")
            }
            throw ZipError.notAZip
        }
        let record = "the end of central directory record"
        let disks = (try fields.uint16(offset + 4, in: record), try fields.uint16(offset + 6, in: record))
        var count = try fields.uint16(offset + 10, in: record)
        var size = try fields.uint32(offset + 12, in: record)
        var directory = try fields.uint32(offset + 16, in: record)
        var start = offset
        if count == 0xFFFF || size == 0xFFFF_FFFF || directory == 0xFFFF_FFFF, fields.has(Self.zip64LocatorSignature, at: offset - 20) {
            start = try fields.uint64(offset - 12, in: "the zip64 end record locator")
            guard fields.has(Self.zip64Signature, at: start), start < offset - 20 else {
                throw ZipError.corrupt("the zip64 end record is not where its locator says")
            }
            let zip64 = "the zip64 end record"
            guard try fields.uint32(start + 16, in: zip64) == 0, try fields.uint32(start + 20, in: zip64) == 0 else {
                throw ZipError.unsupported("split over several disks")
            }
            count = try fields.uint64(start + 32, in: zip64)
            size = try fields.uint64(start + 40, in: zip64)
            directory = try fields.uint64(start + 48, in: zip64)
        } else if disks != (0, 0) {
            throw ZipError.unsupported("split over several disks")
        }
        guard directory <= start, size <= start - directory else {
            throw ZipError.truncated("the central directory runs past its end record")
        }
        guard count <= size / 46 else { throw ZipError.corrupt("\(count) members cannot fit a central directory of \(size) bytes") }
        (entryCount, directoryOffset, directorySize, self.start) = (count, directory, size, start)
    }

    /// The last end record whose comment reaches exactly to the end of the data; searching from
    /// the end, as a comment may itself contain the signature.
    private static func find(in fields: ZipFields) -> Int? {
        guard fields.count >= 22 else { return nil }
        let lowest = max(0, fields.count - 22 - 0xFFFF)
        for offset in stride(from: fields.count - 22, through: lowest, by: -1) where fields.has(signature, at: offset) {
            if let comment = try? fields.uint16(offset + 20, in: ""), offset + 22 + comment == fields.count { return offset }
        }
        return nil
    }
}
