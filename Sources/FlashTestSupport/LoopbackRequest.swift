import Foundation

/// A request as the loopback server received it.
public struct LoopbackRequest: Sendable {
    /// "GET", "POST", ...
    public let method: String
    /// The request target, query included: "/v2/translate?key=abc".
    public let path: String
    /// "HTTP/1.1" or "HTTP/1.0".
    public let version: String
    /// The header fields in the order received.
    public let headers: [(name: String, value: String)]
    /// The body (Content-Length bytes).
    public let body: [UInt8]
    /// Which of the server's connections carried it: 1 for the first accepted, and so on.
    public internal(set) var connection = 0

    /// A request with every field given, for handlers under test.
    public init(method: String, path: String, version: String = "HTTP/1.1", headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The path without the query: "/v2/translate".
    public var pathWithoutQuery: String { String(path.prefix { $0 != "?" }) }

    /// The query's items, percent-decoded, with "+" read as a space.
    public var queryItems: [(name: String, value: String)] {
        guard let mark = path.firstIndex(of: "?") else { return [] }
        return Self.formDecode(String(path[path.index(after: mark)...]))
    }

    /// The body read as application/x-www-form-urlencoded.
    public var formItems: [(name: String, value: String)] { Self.formDecode(text) }

    /// The first value of the query item `name`.
    public func query(_ name: String) -> String? { queryItems.first { $0.name == name }?.value }

    /// Every value of the query item `name`, in order (Google repeats `q`).
    public func queryValues(_ name: String) -> [String] { queryItems.filter { $0.name == name }.map(\.value) }

    /// The first value of the header `name`, compared without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body decoded as UTF-8.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// True unless the client asked to close: HTTP/1.1 keeps connections open by default.
    var keepsAlive: Bool {
        let connection = header("Connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }
}

extension LoopbackRequest {
    /// Reads the next request from `connection`; nil at end of stream or on a malformed request.
    /// A client waiting for "100 Continue" gets it before the body is read.
    static func read(from connection: LoopbackConnection) -> LoopbackRequest? {
        guard let head = connection.read(upTo: Array("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let start = lines[0].split(separator: " ").map(String.init)
        guard start.count == 3 else { return nil }
        let headers = lines.dropFirst().compactMap(headerField)
        let bodiless = LoopbackRequest(method: start[0], path: start[1], version: start[2], headers: headers)
        let length = Int(bodiless.header("Content-Length") ?? "0") ?? 0
        if length > 0, bodiless.header("Expect")?.lowercased() == "100-continue" {
            guard connection.write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return nil }
        }
        guard let body = length > 0 ? connection.read(count: length) : [] else { return nil }
        return LoopbackRequest(method: start[0], path: start[1], version: start[2], headers: headers, body: body)
    }
}

private extension LoopbackRequest {
    static func headerField(_ line: String) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    static func formDecode(_ text: String) -> [(name: String, value: String)] {
        text.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }
}
