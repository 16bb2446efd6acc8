import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A proxy on 127.0.0.1 between a sync client and Anki's sync server, which does to each
/// request what its rule says: pass it on, pass it on and then drop the connection (the server
/// did the step; the client never hears so), drop it before the server sees it, or run
/// something first (stop the server). Requests are counted per path ("/sync/applyChunk"),
/// so a rule can name "the first applyChunk" without any timing.
public final class LoopbackSyncProxy: @unchecked Sendable {
    public enum Action: Sendable {
        case forward
        /// The server answers, the client gets no answer: the connection closes.
        case dropAfterForwarding
        /// The server never sees the request: the connection closes.
        case dropBeforeForwarding
        /// Runs the closure, then forwards.
        case run(@Sendable () -> Void)
    }

    private let target: @Sendable () -> Int
    private let rule: @Sendable (_ path: String, _ occurrence: Int) -> Action
    private let lock = NSLock()
    private var seen: [String] = []
    private var listener: LoopbackListener!

    /// A proxy to the server on port `target()` (asked on every request, so a restarted
    /// server can be followed), doing what `rule` says to the `occurrence`th request (from 1)
    /// of each path.
    public init(target: @escaping @Sendable () -> Int, rule: @escaping @Sendable (String, Int) -> Action) throws {
        self.target = target
        self.rule = rule
        listener = try LoopbackListener { [weak self] connection in self?.serve(connection) }
    }

    deinit { listener.stop() }

    public var endpoint: String { "http://127.0.0.1:\(listener.port)/" }

    /// Every request's path, in order.
    public var paths: [String] { lock.withLock { seen } }

    public func stop() { listener.stop() }
}

private extension LoopbackSyncProxy {
    func serve(_ connection: LoopbackConnection) {
        guard let request = LoopbackRequest.read(from: connection) else { return }
        let occurrence = lock.withLock { () -> Int in
            seen.append(request.path)
            return seen.filter { $0 == request.path }.count
        }
        switch rule(request.path, occurrence) {
        case .dropBeforeForwarding:
            return
        case .dropAfterForwarding:
            _ = forward(request)
        case .run(let work):
            work()
            _ = connection.write(forward(request) ?? Self.unavailable)
        case .forward:
            _ = connection.write(forward(request) ?? Self.unavailable)
        }
    }

    static let unavailable = Array("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)

    /// The server's whole answer, with "Connection: close" so the client opens a new
    /// connection for its next request; nil when the server cannot be reached.
    func forward(_ request: LoopbackRequest) -> [UInt8]? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(target()).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        var head = "\(request.method) \(request.path) \(request.version)\r\n"
        for (name, value) in request.headers where !["connection", "content-length"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(request.body.count)\r\nConnection: close\r\n\r\n"
        let outgoing = Array(head.utf8) + request.body
        var sent = 0
        while sent < outgoing.count {
            let count = outgoing.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, outgoing.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return nil }
            sent += count
        }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            answer.append(contentsOf: chunk[..<count])
        }
        return answer.isEmpty ? nil : Self.closing(answer)
    }

    /// The answer with a "Connection: close" header added after its status line.
    static func closing(_ answer: [UInt8]) -> [UInt8] {
        guard let end = answer.firstIndex(of: 0x0A) else { return answer }
        return Array(answer[...end]) + Array("Connection: close\r\n".utf8) + Array(answer[(end + 1)...])
    }
}
