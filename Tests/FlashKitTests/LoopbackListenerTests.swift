import Foundation
import Testing
@testable import FlashTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The test servers' listener.
@Suite struct LoopbackListenerTests {
    final class Holder: @unchecked Sendable { var listener: LoopbackListener? }

    /// A server let go while one of its connections answers has its deinit, and so `stop()`, run
    /// on that connection's thread: it must not wait for itself (six such threads once hung a run).
    @Test func stoppingFromOneOfItsOwnConnectionsDoesNotWaitForItself() throws {
        let holder = Holder(), stopped = DispatchSemaphore(value: 0)
        holder.listener = try LoopbackListener { _ in
            holder.listener?.stop()
            stopped.signal()
        }
        let port = try #require(holder.listener?.port)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        // A hang guard only: the stop returns at once, or never.
        #expect(stopped.wait(timeout: .now() + 120) == .success, "stop() waited for its own thread")
        #expect(holder.listener?.isStopped == true)
    }
}
