/// Little-endian numbers at offsets in a zip archive held in memory. Every read is checked
/// against the end of the data, so a record cut short is an error, never a trap.
struct ZipFields {
    let bytes: [UInt8]

    var count: Int { bytes.count }

    func uint16(_ offset: Int, in record: String) throws -> Int {
        try number(offset, width: 2, in: record)
    }

    func uint32(_ offset: Int, in record: String) throws -> Int {
        try number(offset, width: 4, in: record)
    }

    func uint64(_ offset: Int, in record: String) throws -> Int {
        try number(offset, width: 8, in: record)
    }

    func slice(_ offset: Int, count length: Int, in record: String) throws -> ArraySlice<UInt8> {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw ZipError.truncated("\(record) runs past the end")
        }
        return bytes[offset..<(offset + length)]
    }

    /// True when the four bytes at `offset` are `signature` (little-endian).
    func has(_ signature: UInt32, at offset: Int) -> Bool {
        guard offset >= 0, offset <= bytes.count - 4 else { return false }
        return (try? uint32(offset, in: "")) == Int(signature)
    }

    private func number(_ offset: Int, width: Int, in record: String) throws -> Int {
        let field = try slice(offset, count: width, in: record)
        var value: UInt64 = 0
        for (shift, byte) in field.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
        guard value <= UInt64(Int.max) else { throw ZipError.corrupt("\(record) holds an impossible size") }
        return Int(value)
    }
}
