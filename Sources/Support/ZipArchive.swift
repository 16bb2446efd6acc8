/// A zip archive read from memory (Anki packages are zip archives): its end record, central
/// directory and local headers, members stored or deflated, each checked against its CRC-32.
/// Hostile archives are refused in one line: member names are data, never paths, so a name that
/// climbs out (`../x`, `/etc/x`) refuses the whole archive; members may not share bytes; and
/// what unpacking may produce is limited for each member and for the archive in all.
/// - SeeAlso: https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT
public struct ZipArchive: Sendable {
    /// What all members together may unpack to unless the caller says otherwise.
    public static let defaultTotalLimit = 1_000_000_000

    private let fields: ZipFields
    private let entries: [ZipEntry]
    private let positions: [String: Int]

    /// Reads the archive's directory and checks every member's place; unpacks nothing yet.
    /// Fails when the members' listed sizes add up to more than `totalLimit`: as each member
    /// must unpack to exactly its listed size, that bounds everything unpacking can produce.
    public init(bytes: [UInt8], totalLimit: Int = ZipArchive.defaultTotalLimit) throws {
        let fields = ZipFields(bytes: bytes)
        let end = try ZipEndRecord(fields)
        var entries = try Self.directory(fields, end)
        positions = try Self.positions(of: entries)
        for index in entries.indices { try entries[index].locateData(fields, before: end.directoryOffset) }
        try Self.checkNoOverlap(entries)
        var total = 0
        for entry in entries {
            total = total.addingReportingOverflow(entry.size).partialValue
            guard total >= 0, total <= totalLimit else { throw ZipError.totalTooLarge(limit: totalLimit) }
        }
        (self.fields, self.entries) = (fields, entries)
    }

    /// The members' names, in the central directory's order.
    package var names: [String] { entries.map(\.name) }

    /// The unpacked bytes of the member called `name`, or nil when there is none; fails when
    /// it would unpack to more than `limit` bytes or its bytes are damaged.
    public func contents(of name: String, limit: Int) throws -> [UInt8]? {
        guard let position = positions[name] else { return nil }
        let entry = entries[position]
        guard entry.size <= limit else { throw ZipError.memberTooLarge(name, limit: limit) }
        let data = Array(fields.bytes[entry.dataOffset..<entry.dataEnd])
        let output = try unpack(data, entry)
        guard output.count == entry.size else {
            throw ZipError.damagedMember(name, "unpacks to \(output.count) bytes, not the \(entry.size) listed")
        }
        guard Deflate.crc32(output) == entry.crc32 else { throw ZipError.damagedMember(name, "its CRC-32 does not match") }
        return output
    }
}

private extension ZipArchive {
    func unpack(_ data: [UInt8], _ entry: ZipEntry) throws -> [UInt8] {
        guard entry.method == ZipEntry.deflated else { return data }
        do {
            return try Deflate.inflate(data, limit: entry.size)
        } catch CompressionError.tooLarge {
            throw ZipError.damagedMember(entry.name, "unpacks to more than the \(entry.size) bytes listed")
        } catch let error as CompressionError {
            throw ZipError.damagedMember(entry.name, error.description)
        }
    }

    static func directory(_ fields: ZipFields, _ end: ZipEndRecord) throws -> [ZipEntry] {
        var entries: [ZipEntry] = []
        entries.reserveCapacity(end.entryCount)
        var offset = end.directoryOffset
        let directoryEnd = end.directoryOffset + end.directorySize
        for _ in 0..<end.entryCount {
            entries.append(try ZipEntry(fields, at: offset))
            offset += try ZipEntry.length(fields, at: offset)
            guard offset <= directoryEnd else { throw ZipError.corrupt("the central directory's entries run past its size") }
        }
        return entries
    }

    static func positions(of entries: [ZipEntry]) throws -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            guard isSafe(entry.name) else { throw ZipError.unsafeName(entry.name) }
            guard positions.updateValue(position, forKey: entry.name) == nil else { throw ZipError.duplicateName(entry.name) }
        }
        return positions
    }

    /// A name is safe when, read as a path by any tool, it stays inside the archive: not empty,
    /// not absolute (`/x`, `\x`, `C:x`), no `..` component, no NUL.
    static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains("\0"), !name.hasPrefix("/"), !name.hasPrefix("\\") else { return false }
        let scalars = Array(name.unicodeScalars.prefix(2))
        if scalars.count == 2, scalars[1] == ":", scalars[0].properties.isAlphabetic { return false }
        return !name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..")
    }

    static func checkNoOverlap(_ entries: [ZipEntry]) throws {
        let ordered = entries.sorted { $0.headerOffset < $1.headerOffset }
        for (first, second) in zip(ordered, ordered.dropFirst()) where first.dataEnd > second.headerOffset {
            throw ZipError.overlapping(first.name, second.name)
        }
    }
}
