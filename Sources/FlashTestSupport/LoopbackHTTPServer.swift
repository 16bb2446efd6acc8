import Foundation

/// A small HTTP/1.1 server inside the test process, on 127.0.0.1 and a port the system picks.
/// Every connection gets its own thread and is kept alive unless the client asks to close; each
/// request goes to `handler`, whose ``LoopbackResponse`` may add latency, close without an
/// answer or hang. It records every request and the most requests it saw in flight at once.
public final class LoopbackHTTPServer: @unchecked Sendable {
    private let handler: @Sendable (LoopbackRequest) -> LoopbackResponse
    private let lock = NSLock()
    private var received: [LoopbackRequest] = []
    private var inFlight = 0
    private var mostInFlight = 0
    private var listener: LoopbackListener!

    /// Starts listening at once; throws when no socket could be opened.
    public init(handler: @escaping @Sendable (LoopbackRequest) -> LoopbackResponse) throws {
        self.handler = handler
        let state = self
        listener = try LoopbackListener { [weak state] connection in state?.serve(connection) }
    }

    deinit { listener.stop() }

    /// The port the server listens on.
    public var port: Int { listener.port }

    /// "http://127.0.0.1:PORT", without a trailing slash.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// How many requests arrived so far.
    public var requestCount: Int { lock.withLock { received.count } }

    /// Every request received, in order of arrival.
    public var requests: [LoopbackRequest] { lock.withLock { received } }

    /// The largest number of requests that were being handled at the same moment.
    public var maxConcurrentRequests: Int { lock.withLock { mostInFlight } }

    /// How many TCP connections were accepted: fewer than ``requestCount`` means keep-alive worked.
    public var connectionCount: Int { listener.connectionCount }

    /// Closes every connection and waits for their threads. Called by deinit too.
    public func stop() { listener.stop() }
}

private extension LoopbackHTTPServer {
    func serve(_ connection: LoopbackConnection) {
        while var request = LoopbackRequest.read(from: connection) {
            request.connection = connection.number
            begin(request)
            let keepOpen = answer(request, with: handler(request), on: connection)
            end()
            guard keepOpen else { return }
        }
    }

    /// Sends the response; true when the connection may carry another request.
    func answer(_ request: LoopbackRequest, with response: LoopbackResponse, on connection: LoopbackConnection) -> Bool {
        switch response.action {
        case .closeWithoutAnswer:
            return false
        case .hang:
            _ = connection.pause(for: .seconds(24 * 60 * 60))
            return false
        case .answer:
            guard response.delay <= .zero || connection.pause(for: response.delay) else { return false }
            return connection.write(response.encoded(keepAlive: request.keepsAlive)) && request.keepsAlive
        }
    }

    func begin(_ request: LoopbackRequest) {
        lock.withLock {
            received.append(request)
            inFlight += 1
            mostInFlight = max(mostInFlight, inFlight)
        }
    }

    func end() {
        lock.withLock { inFlight -= 1 }
    }
}
