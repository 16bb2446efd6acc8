import FoundationEssentials

/// What the server answers: a status, headers and a body. Errors are JSON `{"error": "..."}`.
public struct WebResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: WebBody

    public init(status: Int = 200, contentType: String, body: WebBody, headers: [(name: String, value: String)] = []) {
        self.status = status
        self.body = body
        self.headers = [("Content-Type", contentType)] + headers
    }

    /// A JSON body.
    static func json(_ bytes: [UInt8], status: Int = 200) -> WebResponse {
        WebResponse(status: status, contentType: "application/json; charset=utf-8", body: .bytes(bytes))
    }

    /// `value` encoded as JSON.
    static func json<T: Encodable>(_ value: T, status: Int = 200) -> WebResponse {
        json(WebJSON.encode(value), status: status)
    }

    /// `{"error": message}` with a 4xx status (or 5xx for what the server itself failed at).
    static func error(_ status: Int, _ message: String) -> WebResponse {
        json(WebJSON.encode(["error": message]), status: status)
    }

    /// The header's value, by a case-insensitive name.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body as text (for tests and logs).
    public var text: String { String(decoding: body.bytes, as: UTF8.self) }
}

/// A response body: bytes of its own, or bytes shared with a cache and sent without a copy.
public enum WebBody: Sendable {
    case bytes([UInt8])
    case shared(SharedBytes)

    public var bytes: [UInt8] {
        switch self {
        case .bytes(let bytes): bytes
        case .shared(let shared): Array(shared.buffer)
        }
    }

    var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .shared(let shared): shared.count
        }
    }
}

/// Bytes that never change, at an address that never moves, so the daemon can send them while
/// a cache keeps them: each response holds a reference until it is sent.
public final class SharedBytes: Sendable {
    nonisolated(unsafe) private let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init(_ bytes: [UInt8]) {
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        count = bytes.count
        bytes.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { base.initialize(from: address, count: bytes.count) }
        }
    }

    /// The bytes, valid while this object lives.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    deinit {
        base.deallocate()
    }
}
