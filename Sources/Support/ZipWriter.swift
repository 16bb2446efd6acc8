/// Writes a zip archive in memory: each member's local header and data, then the central
/// directory and the end record. Members are deflated (raw, as zip stores them) unless that
/// would not shrink them, or stored as they are. Names are UTF-8 (flagged as such when not
/// ASCII); times are the zip epoch, 1980-01-01, so the same members give the same bytes.
/// No ZIP64: an archive past 4 GB or 65,535 members is refused.
/// - SeeAlso: https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.7, 4.3.12, 4.3.16)
public struct ZipWriter {
    private var members: [UInt8] = []
    private var directory: [UInt8] = []
    private var names: Set<String> = []
    /// The most the archive may hold: 4 GB, as far as 32-bit sizes and offsets reach.
    var sizeLimit = Int(UInt32.max)

    /// An empty archive.
    public init() {}

    /// Adds a member named `name` (a relative path, `/` between folders) holding `bytes`,
    /// deflated when `compress` is true and deflating shrinks it.
    public mutating func add(_ name: String, bytes: [UInt8], compress: Bool = true) throws {
        let encodedName = Array(name.utf8)
        try check(name, encodedName)
        guard bytes.count <= sizeLimit else { throw ZipWriterError.archiveTooLarge(name) }
        var data = bytes, method = Method.stored
        if compress, !bytes.isEmpty {
            let deflated = try Deflate.deflate(bytes)
            if deflated.count < bytes.count { (data, method) = (deflated, .deflated) }
        }
        let offset = members.count
        let directoryEnd = offset + 30 + encodedName.count + data.count + directory.count + 46 + encodedName.count
        guard directoryEnd <= sizeLimit else { throw ZipWriterError.archiveTooLarge(name) }
        let header = Header(name: encodedName, method: method, crc32: Deflate.crc32(bytes),
                            compressedSize: UInt32(data.count), size: UInt32(bytes.count))
        header.appendLocal(to: &members)
        members.append(contentsOf: data)
        header.appendCentral(to: &directory, localOffset: UInt32(offset))
        names.insert(name)
    }

    /// The whole archive: the members, the central directory and the end record.
    public func archive() -> [UInt8] {
        var bytes = members
        bytes.reserveCapacity(members.count + directory.count + 22)
        bytes.append(contentsOf: directory)
        bytes.zipAppend(UInt32(0x0605_4B50))
        bytes.zipAppend(UInt16(0))  // this disk
        bytes.zipAppend(UInt16(0))  // the disk where the directory starts
        bytes.zipAppend(UInt16(names.count))
        bytes.zipAppend(UInt16(names.count))
        bytes.zipAppend(UInt32(directory.count))
        bytes.zipAppend(UInt32(members.count))
        bytes.zipAppend(UInt16(0))  // comment length
        return bytes
    }
}

private extension ZipWriter {
    enum Method: UInt16 {
        case stored = 0, deflated = 8

        /// The zip version a reader needs: 1.0 for stored data, 2.0 for deflate.
        var versionNeeded: UInt16 { self == .stored ? 10 : 20 }
    }

    struct Header {
        let name: [UInt8]
        let method: Method
        let crc32: UInt32
        let compressedSize: UInt32
        let size: UInt32

        package init(name: [UInt8], method: Method, crc32: UInt32, compressedSize: UInt32, size: UInt32) {
            self.name = name
            self.method = method
            self.crc32 = crc32
            self.compressedSize = compressedSize
            self.size = size
        }

        /// Bit 11: the name is UTF-8.
        var flags: UInt16 { name.allSatisfy { $0 < 0x80 } ? 0 : 0x0800 }

        func appendLocal(to bytes: inout [UInt8]) {
            bytes.zipAppend(UInt32(0x0403_4B50))
            bytes.zipAppend(method.versionNeeded)
            appendCommon(to: &bytes)
            bytes.zipAppend(UInt16(0))  // extra field length
            bytes.append(contentsOf: name)
        }

        func appendCentral(to bytes: inout [UInt8], localOffset: UInt32) {
            bytes.zipAppend(UInt32(0x0201_4B50))
            bytes.zipAppend(UInt16(3 << 8 | 20))  // made by Unix, zip 2.0
            bytes.zipAppend(method.versionNeeded)
            appendCommon(to: &bytes)
            bytes.zipAppend(UInt16(0))  // extra field length
            bytes.zipAppend(UInt16(0))  // comment length
            bytes.zipAppend(UInt16(0))  // disk number
            bytes.zipAppend(UInt16(0))  // internal attributes
            bytes.zipAppend(UInt32(0o100644) << 16)  // a regular file, rw-r--r--
            bytes.zipAppend(localOffset)
            bytes.append(contentsOf: name)
        }

        /// The fields from the flags to the name length, the same in both headers.
        private func appendCommon(to bytes: inout [UInt8]) {
            bytes.zipAppend(flags)
            bytes.zipAppend(method.rawValue)
            bytes.zipAppend(UInt16(0))  // time 00:00:00
            bytes.zipAppend(UInt16(1 << 5 | 1))  // date 1980-01-01
            bytes.zipAppend(crc32)
            bytes.zipAppend(compressedSize)
            bytes.zipAppend(size)
            bytes.zipAppend(UInt16(name.count))
        }
    }

    func check(_ name: String, _ encoded: [UInt8]) throws {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !encoded.contains(0), !name.hasPrefix("/"), !name.contains("\\"),
              !parts.contains("..") else { throw ZipWriterError.invalidName(name) }
        guard encoded.count <= 0xFFFF else { throw ZipWriterError.nameTooLong(name) }
        guard !names.contains(name) else { throw ZipWriterError.duplicateName(name) }
        guard names.count < 0xFFFF else { throw ZipWriterError.tooManyMembers }
    }
}

private extension [UInt8] {
    mutating func zipAppend<Number: FixedWidthInteger>(_ value: Number) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
