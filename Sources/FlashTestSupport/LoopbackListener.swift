import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP listener on 127.0.0.1 with a port the system picks. Each connection is served on its
/// own thread; stopping shuts every socket down and waits for those threads to end.
final class LoopbackListener: @unchecked Sendable {
    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var connections: Set<Int32> = []
    private var stopped = false
    private var accepted = 0
    private let threads = DispatchGroup()

    init(serve: @escaping @Sendable (LoopbackConnection) -> Void) throws {
        socket = try Self.openSocket()
        do {
            port = try Self.bindAndListen(socket)
        } catch {
            close(socket)
            throw error
        }
        startThread { self.acceptConnections(serve) }
    }

    /// How many connections were accepted so far.
    var connectionCount: Int { lock.withLock { accepted } }

    /// True once ``stop()`` was called.
    var isStopped: Bool { lock.withLock { stopped } }

    /// Stops accepting, ends every open connection and waits for their threads. Idempotent.
    /// Called on one of those threads (a server let go while one of its connections answered,
    /// so that its deinit runs there), it cannot wait for itself: another thread waits and closes.
    func stop() {
        let first = lock.withLock {
            guard !stopped else { return false }
            stopped = true
            shutdown(socket, Int32(SHUT_RDWR))
            for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
            return true
        }
        guard first else { return }
        guard Thread.current.threadDictionary[Self.threadKey] as? ObjectIdentifier != ObjectIdentifier(self) else {
            Thread { [self] in
                threads.wait()
                close(socket)
            }.start()
            return
        }
        threads.wait()
        close(socket)
    }

    /// Marks the listener's own threads.
    static let threadKey = "FlashTestSupport.LoopbackListener"
}

private extension LoopbackListener {
    func acceptConnections(_ serve: @escaping @Sendable (LoopbackConnection) -> Void) {
        while !isStopped {
            let descriptor = accept(socket, nil, nil)
            guard descriptor >= 0 else {
                if errno != EINTR, !isStopped { usleep(1_000) }
                continue
            }
            guard let number = register(descriptor) else {
                close(descriptor)
                return
            }
            var one: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            startThread {
                serve(LoopbackConnection(descriptor: descriptor, listener: self, number: number))
                self.unregisterAndClose(descriptor)
            }
        }
    }

    /// The connection's number, or nil once the listener has stopped.
    func register(_ descriptor: Int32) -> Int? {
        lock.withLock {
            guard !stopped else { return nil }
            connections.insert(descriptor)
            accepted += 1
            return accepted
        }
    }

    /// Under the lock, so that ``stop()`` never shuts down a descriptor number already reused.
    func unregisterAndClose(_ descriptor: Int32) {
        lock.withLock {
            connections.remove(descriptor)
            close(descriptor)
        }
    }

    func startThread(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let thread = Thread {
            Thread.current.threadDictionary[Self.threadKey] = ObjectIdentifier(self)
            body()
            self.threads.leave()
        }
        thread.stackSize = 512 * 1024
        thread.start()
    }

    static func openSocket() throws -> Int32 {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackServerError(call: "socket", code: errno) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        return descriptor
    }

    /// Binds to 127.0.0.1 port 0 and reads back the port the system chose.
    static func bindAndListen(_ descriptor: Int32) throws -> Int {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else { throw LoopbackServerError(call: "bind", code: errno) }
        guard listen(descriptor, 512) == 0 else { throw LoopbackServerError(call: "listen", code: errno) }
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw LoopbackServerError(call: "getsockname", code: errno) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
