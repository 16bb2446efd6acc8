import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 client for servers on this machine (`flash serve` in tests and benchmarks):
/// one keep-alive connection, requests written exactly as given (any Host, any Content-Type,
/// any body), answers read by their Content-Length. Nothing here retries: what the server
/// answered is what a test sees.
public final class LoopbackClient {
    /// An answer: its status, headers (names in lower case) and body.
    public struct Response: Sendable {
        public let status: Int
        public let headers: [String: String]
        public let body: [UInt8]

        public var text: String { String(decoding: body, as: UTF8.self) }

        /// The body parsed as JSON (a dictionary, an array...), or nil.
        public var json: Any? { try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) }

        /// The body as a JSON object; an empty one when it is not.
        public var object: [String: Any] { json as? [String: Any] ?? [:] }
    }

    public let port: UInt16
    private let host: String
    private var descriptor: Int32 = -1
    private var buffer: [UInt8] = []

    /// How long a read may wait before the request fails (a hung server fails the test instead
    /// of hanging it).
    public static let readTimeoutSeconds = 120

    public init(port: UInt16, host: String = "127.0.0.1") {
        self.port = port
        self.host = host
    }

    deinit { close() }

    /// Sends a request; `Host` is 127.0.0.1:PORT unless `headers` gives one, and a body gets its
    /// Content-Length.
    public func send(_ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8]? = nil) throws -> Response {
        var lines = ["\(method) \(path) HTTP/1.1"]
        var given = headers
        if given.keys.first(where: { $0.lowercased() == "host" }) == nil { given["Host"] = "127.0.0.1:\(port)" }
        if let body { given["Content-Length"] = String(body.count) }
        for (name, value) in given.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
        let head = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        return try exchange(head + (body ?? []), expectsBody: method != "HEAD")
    }

    /// A JSON request: the body encoded, `Content-Type: application/json`.
    public func json(_ method: String, _ path: String, _ value: Any? = nil, headers: [String: String] = [:]) throws -> Response {
        var headers = headers
        if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        let body = try value.map { try Array(JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed])) } ?? []
        return try send(method, path, headers: headers, body: body)
    }

    /// Sends bytes exactly as given and reads one answer.
    public func raw(_ bytes: [UInt8]) throws -> Response {
        try exchange(bytes, expectsBody: true)
    }

    /// Closes the connection; the next request opens another.
    public func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
        buffer.removeAll()
    }
}

/// A request the client could not complete.
public struct LoopbackClientError: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

private extension LoopbackClient {
    func exchange(_ request: [UInt8], expectsBody: Bool) throws -> Response {
        if descriptor < 0 { try connect() }
        guard write(request) else {
            close()
            throw LoopbackClientError(description: "the server closed the connection before the request was sent")
        }
        let response = try read(expectsBody: expectsBody)
        if response.headers["connection"]?.lowercased() == "close" { close() }
        return response
    }

    func connect() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw LoopbackClientError(description: "cannot make a socket") }
        var timeout = timeval(tv_sec: Self.readTimeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(socket)
            throw LoopbackClientError(description: "cannot connect to \(host):\(port)")
        }
        descriptor = socket
    }

    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if result < 0, errno == EINTR { continue }
            // A server that answers early (413) may close while the body is still going out.
            guard result > 0 else { return sent > 0 }
            sent += result
        }
        return true
    }

    func read(expectsBody: Bool) throws -> Response {
        let head = try readHead()
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2, let status = Int(parts[1]) else { throw LoopbackClientError(description: "not an HTTP answer: \(lines.first ?? "")") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body: [UInt8] = []
        if expectsBody, let length = headers["content-length"].flatMap(Int.init) {
            while buffer.count < length { try fill() }
            body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else if expectsBody, headers["transfer-encoding"]?.lowercased() == "chunked" {
            body = try readChunks()
        }
        return Response(status: status, headers: headers, body: body)
    }

    func readHead() throws -> String {
        let end: [UInt8] = [13, 10, 13, 10]
        while true {
            if let index = Self.find(end, in: buffer) {
                let head = String(decoding: buffer[..<index], as: UTF8.self)
                buffer.removeFirst(index + 4)
                return head
            }
            try fill()
        }
    }

    func readChunks() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let crlf: [UInt8] = [13, 10]
            while Self.find(crlf, in: buffer) == nil { try fill() }
            let lineEnd = Self.find(crlf, in: buffer)!
            let size = Int(String(decoding: buffer[..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16) ?? 0
            buffer.removeFirst(lineEnd + 2)
            while buffer.count < size + 2 { try fill() }
            body += buffer[..<size]
            buffer.removeFirst(size + 2)
            if size == 0 { return body }
        }
    }

    func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                close()
                throw LoopbackClientError(description: count == 0 ? "the server closed the connection" : "no answer within \(Self.readTimeoutSeconds) s")
            }
            buffer.append(contentsOf: chunk[..<count])
            return
        }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { bytes in
            (0...(bytes.count - needle.count)).first { index in needle.indices.allSatisfy { bytes[index + $0] == needle[$0] } }
        }
    }
}
