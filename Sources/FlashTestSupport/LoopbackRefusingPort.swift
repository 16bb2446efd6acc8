import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A port on 127.0.0.1 that is bound but not listening, so every connection to it is refused.
/// Holding the port keeps other servers from taking it while a test runs.
public final class LoopbackRefusingPort: @unchecked Sendable {
    private let socket: Int32
    /// The refused port.
    public let port: Int

    /// Binds a socket to a port the system picks, without listening.
    public init() throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackServerError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw LoopbackServerError(call: "bind", code: code)
        }
        socket = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socket) }

    /// "http://127.0.0.1:PORT", without a trailing slash.
    public var baseURL: String { "http://127.0.0.1:\(port)" }
}
