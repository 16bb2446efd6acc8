import CMicroHTTPD
import FoundationEssentials
import Synchronization

/// What the daemon hands each complete request to.
protocol WebHandling: Sendable {
    /// The answer, now or from work that must not hold one of the daemon's threads.
    func reply(to request: WebRequest) -> WebReply
    /// The answer to a request refused before it was read whole (a body over the limit).
    func refuse(_ failure: WebFailure) -> WebResponse
}

/// An answer given at once, or work (building a list, downloading a picture) run off the
/// daemon's threads while the connection waits, suspended.
enum WebReply: Sendable {
    case now(WebResponse)
    case later(@Sendable () async -> WebResponse)
}

/// libmicrohttpd's daemon: a pool of threads over epoll listening on one address. It reads
/// each request whole (refusing bodies over the limit with 413), asks the handler, and sends
/// the answer; work handed back for later runs in a task while its connection is suspended.
/// - SeeAlso: https://www.gnu.org/software/libmicrohttpd/manual/libmicrohttpd.html
final class WebDaemon: Sendable {
    private let exchanges: Exchanges
    nonisolated(unsafe) private var daemon: OpaquePointer?
    /// The port listened on (the one chosen when 0 was asked for).
    let port: UInt16

    /// Starts listening on `address` with `threads` threads.
    init(address: WebAddress, threads: Int, bodyLimit: Int, handler: any WebHandling) throws(WebServerError) {
        if let reason = flash_mhd_load_error() {
            throw .libraryMissing(String(cString: reason))
        }
        exchanges = Exchanges(handler: handler, bodyLimit: bodyLimit)
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passUnretained(exchanges).toOpaque()
        let started = address.withSocketAddress { socketAddress in
            flash_mhd_start(UInt32(flags), socketAddress, Exchanges.access, context, Exchanges.completed, nil,
                            UInt32(threads), 1_000, 120, 64 * 1024)
        }
        guard let started else { throw .cannotListen(address.description) }
        daemon = started
        port = flash_mhd_port(started)
    }

    /// Stopped if nobody stopped it: libmicrohttpd's threads must not outlive what they call.
    deinit {
        stop(answeringWaiting: .error(409, "flash serve stopped"))
    }

    /// Answers the requests still waiting for their work with `response`, and any that would
    /// wait from now on, then stops the threads. No connection may be left suspended when
    /// libmicrohttpd stops (it aborts). MHD_quiesce_daemon is not called: on an epoll daemon with
    /// its own threads it races the threads' own removal of the listening socket from their
    /// epoll sets and aborts the process ("Failed to remove listen FD from epoll set", seen in a
    /// looped test run; libmicrohttpd 0.9.75).
    func stop(answeringWaiting response: WebResponse) {
        guard let daemon else { return }
        self.daemon = nil
        for exchange in exchanges.close(answering: response) { exchange.finish(with: response) }
        flash_mhd_stop(daemon)
    }
}

/// The daemon's side of every request: the handler, the body limit, and the requests whose
/// answer is being worked out while their connection is suspended. libmicrohttpd's callbacks
/// reach it through their context pointer.
final class Exchanges: Sendable {
    let handler: any WebHandling
    let bodyLimit: Int
    let worker = WorkExecutor()
    private let waiting = Mutex<Waiting>(Waiting())

    /// The requests whose connection is suspended while their work runs; once the daemon stops,
    /// the answer every request that would wait gets instead.
    struct Waiting: Sendable {
        var exchanges: [ObjectIdentifier: Exchange] = [:]
        var closing: WebResponse?
    }

    init(handler: any WebHandling, bodyLimit: Int) {
        self.handler = handler
        self.bodyLimit = bodyLimit
    }

    /// From now on a request that would wait is answered `response` at once; returns those
    /// waiting, for the caller to answer.
    func close(answering response: WebResponse) -> [Exchange] {
        waiting.withLock { waiting in
            waiting.closing = response
            defer { waiting.exchanges.removeAll() }
            return Array(waiting.exchanges.values)
        }
    }
}

/// One request from its headers to its answer: the body read so far, and where its answer
/// stands. It lives in the request's `con_cls` until libmicrohttpd says the request is done.
final class Exchange: Sendable {
    enum Stage: Sendable {
        case reading
        /// Work runs elsewhere; the connection is suspended.
        case working(Connection)
        case answered(WebResponse)
        case sent
    }

    /// A connection libmicrohttpd handles; resuming it from another thread is allowed.
    struct Connection: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    nonisolated(unsafe) var body: [UInt8] = []
    /// Bytes of the body received so far, kept or not.
    nonisolated(unsafe) var received = 0
    let stage = Mutex<Stage>(.reading)

    /// Hands over the answer worked out elsewhere and wakes the connection, once; false when the
    /// request was already answered (the server stopped first).
    @discardableResult
    func finish(with response: WebResponse) -> Bool {
        let connection: Connection? = stage.withLock { stage in
            guard case .working(let connection) = stage else { return nil }
            stage = .answered(response)
            return connection
        }
        guard let connection else { return false }
        flash_mhd_resume(connection.pointer)
        return true
    }
}

extension Exchanges {
    /// The access handler: called once with the headers, once for each part of the body, and
    /// once the body is read (and once more after a resume). It captures nothing: C calls it.
    static let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, upload, uploadSize, state in
        guard let context, let connection, let state else { return .NO }
        let exchanges = Unmanaged<Exchanges>.fromOpaque(context).takeUnretainedValue()
        guard let pointer = state.pointee else {
            state.pointee = Unmanaged.passRetained(Exchange()).toOpaque()
            // Answering on this first call would cost the connection its keep-alive, so only a
            // body announced larger than anything worth reading is refused here.
            if let length = Exchanges.header("Content-Length", of: connection).flatMap(Int.init), length > Exchanges.discardLimit {
                return exchanges.send(exchanges.handler.refuse(Exchanges.tooLarge(exchanges.bodyLimit)), on: connection)
            }
            return .YES
        }
        let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
        if let uploadSize, uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            uploadSize.pointee = 0
            exchange.received += count
            // A body over the limit is read to its end and dropped, so the client reads the 413
            // instead of a connection reset; one past any reasonable size is cut off at once.
            if exchange.received > Exchanges.discardLimit {
                return exchanges.send(exchanges.handler.refuse(Exchanges.tooLarge(exchanges.bodyLimit)), on: connection)
            }
            if exchange.received > exchanges.bodyLimit {
                exchange.body = []
            } else if let upload {
                upload.withMemoryRebound(to: UInt8.self, capacity: count) { exchange.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count)) }
            }
            return .YES
        }
        return exchanges.complete(exchange, connection: connection, url: url, method: method)
    }

    /// Called when a request is done with (answered, or its connection gone).
    static let completed: MHD_RequestCompletedCallback = { _, _, state, _ in
        guard let state, let pointer = state.pointee else { return }
        Unmanaged<Exchange>.fromOpaque(pointer).release()
        state.pointee = nil
    }
}

private extension Exchanges {
    /// The body is read: answers now, starts the work, or sends the answer the work gave.
    func complete(_ exchange: Exchange, connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?) -> MHD_Result {
        let stage = exchange.stage.withLock { $0 }
        switch stage {
        case .working, .sent:
            return .YES
        case .answered(let response):
            return answer(exchange, with: response, on: connection)
        case .reading where exchange.received > bodyLimit:
            return answer(exchange, with: handler.refuse(Exchanges.tooLarge(bodyLimit)), on: connection)
        case .reading:
            let request = WebRequest(method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
                                     query: Self.values(.query, of: connection), headers: Self.values(.headers, of: connection), body: exchange.body)
            exchange.body = []
            switch handler.reply(to: request) {
            case .now(let response):
                return answer(exchange, with: response, on: connection)
            case .later(let work):
                // Suspended only while the daemon is not stopping, decided under the same lock
                // that stopping takes, so no connection is left suspended when it stops.
                let closing = waiting.withLock { waiting -> WebResponse? in
                    if let closing = waiting.closing { return closing }
                    exchange.stage.withLock { $0 = .working(Exchange.Connection(pointer: connection)) }
                    flash_mhd_suspend(connection)
                    waiting.exchanges[ObjectIdentifier(exchange)] = exchange
                    return nil
                }
                if let closing { return answer(exchange, with: closing, on: connection) }
                worker.run {
                    let response = await work()
                    let mine = self.waiting.withLock { $0.exchanges.removeValue(forKey: ObjectIdentifier(exchange)) != nil }
                    if mine { exchange.finish(with: response) }
                }
                return .YES
            }
        }
    }

    /// Marks the exchange answered, so nothing answers it twice, and queues `response`.
    func answer(_ exchange: Exchange, with response: WebResponse, on connection: OpaquePointer) -> MHD_Result {
        exchange.stage.withLock { $0 = .sent }
        return send(response, on: connection)
    }

    /// Queues `response`: a body of its own is copied, a shared one is lent until it is sent.
    func send(_ response: WebResponse, on connection: OpaquePointer) -> MHD_Result {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let bytes):
            made = bytes.withUnsafeBytes { buffer in
                // An empty body still needs a pointer that lives through the call.
                guard let base = buffer.baseAddress else {
                    return withUnsafeBytes(of: UInt8(0)) { flash_mhd_copied_response(0, $0.baseAddress!) }
                }
                return flash_mhd_copied_response(buffer.count, base)
            }
        case .shared(let shared):
            let owner = Unmanaged.passRetained(shared)
            made = flash_mhd_borrowed_response(shared.count, shared.buffer.baseAddress, Self.release, owner.toOpaque())
            if made == nil { owner.release() }
        }
        guard let made else { return .NO }
        for (name, value) in response.headers { _ = flash_mhd_add_header(made, name, value) }
        let result = flash_mhd_queue(connection, UInt32(response.status), made)
        flash_mhd_destroy(made)
        return result
    }

    static let release: MHD_ContentReaderFreeCallback = { owner in
        guard let owner else { return }
        Unmanaged<SharedBytes>.fromOpaque(owner).release()
    }

    /// The largest body read to its end before it is refused; a larger one is cut off.
    static let discardLimit = 32 * 1024 * 1024

    static func tooLarge(_ limit: Int) -> WebFailure {
        .tooLarge("the request body is over \(limit / 1024 / 1024) MiB")
    }

    static func header(_ name: String, of connection: OpaquePointer) -> String? {
        flash_mhd_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    enum Values { case headers, query }

    /// Every header (names in lower case) or query argument (decoded) of the request.
    static func values(_ kind: Values, of connection: OpaquePointer) -> [String: String] {
        let box = ValueBox(decodes: kind == .query)
        let context = Unmanaged.passUnretained(box).toOpaque()
        _ = flash_mhd_values(connection, kind == .query ? .GET_ARGUMENT_KIND : .HEADER_KIND, Self.collect, context)
        return box.values
    }

    static let collect: MHD_KeyValueIterator = { context, _, key, value in
        guard let context, let key else { return .YES }
        let box = Unmanaged<ValueBox>.fromOpaque(context).takeUnretainedValue()
        box.add(String(cString: key), value.map { String(cString: $0) } ?? "")
        return .YES
    }
}

/// Collects a request's headers or query arguments for ``Exchanges/values(_:of:)``.
private final class ValueBox {
    let decodes: Bool
    var values: [String: String] = [:]

    init(decodes: Bool) {
        self.decodes = decodes
    }

    func add(_ key: String, _ value: String) {
        if decodes {
            guard let key = PercentEncoding.decoded(key, plusIsSpace: true), let value = PercentEncoding.decoded(value, plusIsSpace: true) else { return }
            values[key] = value
        } else {
            let name = key.lowercased()
            values[name] = values[name].map { "\($0), \(value)" } ?? value
        }
    }
}
