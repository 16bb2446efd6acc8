/// Why compressed data could not be read or written.
package enum CompressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not valid for its format (a truncated stream, a bad header, a bad checksum).
    case corrupt(format: String, detail: String)
    /// Unpacked, the data would be larger than the caller allows: a bomb, or not what was expected.
    case tooLarge(limit: Int)

    public var description: String {
        switch self {
        case .corrupt(let format, let detail): return "corrupt \(format) data (\(detail))"
        case .tooLarge(let limit): return "unpacks to more than \(ByteCountText.describe(limit))"
        }
    }
}

/// Byte counts as people read them: "512 bytes", "3 kB", "11 MB" (decimal units, rounded).
public enum ByteCountText {
    public static func describe(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\((bytes + 500) / 1_000) kB" }
        if bytes < 1_000_000_000 { return "\((bytes + 500_000) / 1_000_000) MB" }
        return "\((bytes + 500_000_000) / 1_000_000_000) GB"
    }
}
