import FoundationEssentials

/// One HTTP request as the daemon read it: the method (HEAD already reads as GET), the path
/// split into decoded segments, the query, the headers (names in lower case) and the body.
public struct WebRequest: Sendable {
    public let method: String
    /// The path as sent, still percent-encoded ("/api/lists/my%20words").
    public let path: String
    /// The path's segments, each percent-decoded on its own, so an encoded "/" stays inside its
    /// segment: ["api", "lists", "my words"].
    public let segments: [String]
    public let query: [String: String]
    public let headers: [String: String]
    public let body: [UInt8]

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method == "HEAD" ? "GET" : method
        self.path = path
        segments = path.split(separator: "/", omittingEmptySubsequences: true).map { PercentEncoding.decoded(String($0)) ?? String($0) }
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A header by its lower-case name.
    public func header(_ name: String) -> String? { headers[name] }

    /// The media type of the body, without parameters ("application/json").
    var contentType: String? {
        header("content-type")?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }

    /// True for methods that change something.
    var writes: Bool { !["GET", "OPTIONS"].contains(method) }
}

/// Percent-encoding of URL paths and queries (RFC 3986).
enum PercentEncoding {
    /// The text with each %XX decoded as UTF-8 ("+" stays: it means a space only in a query);
    /// nil when an escape is malformed or the bytes are not UTF-8.
    static func decoded(_ text: String, plusIsSpace: Bool = false) -> String? {
        guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return text }
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The text with everything but unreserved characters percent-encoded, for one path segment.
    static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || "-._~".utf8.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
