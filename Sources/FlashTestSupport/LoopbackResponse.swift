import Foundation

/// What the loopback server does with a request: answer it (optionally after a delay, chunked,
/// or with a huge body), close the connection without answering, or hang until the client
/// gives up.
public struct LoopbackResponse: Sendable {
    /// How the exchange ends.
    public enum Action: Sendable {
        /// Send the response.
        case answer
        /// Close the connection without a byte, as a crashed server would.
        case closeWithoutAnswer
        /// Say nothing until the client disconnects or the server stops.
        case hang
    }

    /// The status code.
    public var status: Int
    /// Header fields; Content-Length and Connection are added when sending.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: [UInt8]
    /// Latency added before answering.
    public var delay: Duration
    /// Send the body with Transfer-Encoding: chunked instead of a Content-Length, so the
    /// client cannot know its size in advance.
    public var chunked: Bool
    /// Answer, close, or hang.
    public var action: Action

    /// A response with every field given.
    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        delay: Duration = .zero, chunked: Bool = false, action: Action = .answer
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.chunked = chunked
        self.action = action
    }

    /// A JSON body.
    public static func json(_ text: String, status: Int = 200) -> LoopbackResponse {
        bytes(Array(text.utf8), status: status, contentType: "application/json")
    }

    /// A plain-text body.
    public static func text(_ text: String, status: Int = 200) -> LoopbackResponse {
        bytes(Array(text.utf8), status: status, contentType: "text/plain; charset=utf-8")
    }

    /// Raw bytes of the given type.
    public static func bytes(_ body: [UInt8], status: Int = 200, contentType: String = "application/octet-stream") -> LoopbackResponse {
        LoopbackResponse(status: status, headers: [("Content-Type", contentType)], body: body)
    }

    /// A redirect to `location` (absolute URL or path).
    public static func redirect(to location: String, status: Int = 302) -> LoopbackResponse {
        LoopbackResponse(status: status, headers: [("Location", location)])
    }

    /// The file `Fixtures/http/NAME`, typed from its extension unless `contentType` is given;
    /// a 500 naming the file when it is missing.
    public static func fixture(_ name: String, status: Int = 200, contentType: String? = nil) -> LoopbackResponse {
        guard let body = try? LoopbackFixtures.bytes(name) else {
            return text("missing fixture Fixtures/http/\(name)", status: 500)
        }
        return bytes(body, status: status, contentType: contentType ?? LoopbackFixtures.contentType(of: name))
    }

    /// `count` bytes of filler, to exceed a client's size limit.
    public static func filler(count: Int, chunked: Bool = false) -> LoopbackResponse {
        LoopbackResponse(headers: [("Content-Type", "application/octet-stream")], body: [UInt8](repeating: 0x61, count: count), chunked: chunked)
    }

    /// Closes the connection without answering.
    public static var closeWithoutAnswer: LoopbackResponse { LoopbackResponse(action: .closeWithoutAnswer) }

    /// Never answers; the connection ends when the client gives up.
    public static var hang: LoopbackResponse { LoopbackResponse(action: .hang) }

    /// This response, sent after `delay`.
    public func delayed(by delay: Duration) -> LoopbackResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// This response with one more header field.
    public func header(_ name: String, _ value: String) -> LoopbackResponse {
        var copy = self
        copy.headers.append((name, value))
        return copy
    }
}

extension LoopbackResponse {
    /// The bytes on the wire: status line, headers, framing, and the body.
    func encoded(keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for field in headers where !["content-length", "connection", "transfer-encoding"].contains(field.name.lowercased()) {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: \(body.count)\r\n"
        head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + (chunked ? Self.chunks(body) : body)
    }

    private static func chunks(_ body: [UInt8], size: Int = 16 * 1024) -> [UInt8] {
        var encoded: [UInt8] = []
        for start in stride(from: 0, to: body.count, by: size) {
            let chunk = body[start..<min(start + size, body.count)]
            encoded += Array("\(String(chunk.count, radix: 16))\r\n".utf8) + chunk + Array("\r\n".utf8)
        }
        return encoded + Array("0\r\n\r\n".utf8)
    }

    private static func reason(_ status: Int) -> String {
        let reasons = [
            200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found",
            303: "See Other", 307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request",
            401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 413: "Content Too Large",
            429: "Too Many Requests", 456: "Quota Exceeded", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return reasons[status] ?? "Status"
    }
}
