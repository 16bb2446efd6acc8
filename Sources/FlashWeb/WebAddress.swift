import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where the server listens: an IPv4 or IPv6 address and a port (0 for a free one).
public struct WebAddress: Sendable, CustomStringConvertible {
    /// The address as given ("127.0.0.1", "::1", "0.0.0.0").
    public let host: String
    public let port: UInt16
    let isIPv6: Bool
    private let bytes: [UInt8]

    /// 127.0.0.1, the default.
    public static func loopback(port: UInt16) -> WebAddress {
        WebAddress(host: "127.0.0.1", port: port, isIPv6: false, bytes: [127, 0, 0, 1])
    }

    /// Parses a numeric address (`localhost` means 127.0.0.1); nil for anything else.
    public init?(host given: String, port: UInt16) {
        let host = given.lowercased() == "localhost" ? "127.0.0.1" : given
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            self.init(host: host, port: port, isIPv6: false, bytes: withUnsafeBytes(of: v4) { Array($0) })
        } else if inet_pton(AF_INET6, host, &v6) == 1 {
            self.init(host: host, port: port, isIPv6: true, bytes: withUnsafeBytes(of: v6) { Array($0) })
        } else {
            return nil
        }
    }

    private init(host: String, port: UInt16, isIPv6: Bool, bytes: [UInt8]) {
        self.host = host
        self.port = port
        self.isIPv6 = isIPv6
        self.bytes = bytes
    }

    /// True for 127.0.0.0/8 and ::1, which only this machine reaches.
    public var isLoopback: Bool {
        isIPv6 ? bytes == Array(repeating: 0, count: 15) + [1] : bytes.first == 127
    }

    /// "127.0.0.1:8080", "[::1]:8080".
    public var description: String { "\(urlHost):\(port)" }

    /// The host as a URL writes it.
    var urlHost: String { isIPv6 ? "[\(host)]" : host }

    /// The same address on another port.
    func with(port: UInt16) -> WebAddress {
        WebAddress(host: host, port: port, isIPv6: isIPv6, bytes: bytes)
    }

    /// Calls `body` with the socket address.
    func withSocketAddress<T>(_ body: (UnsafePointer<sockaddr>) -> T) -> T {
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            withUnsafeMutableBytes(of: &address.sin6_addr) { $0.copyBytes(from: bytes) }
            return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        withUnsafeMutableBytes(of: &address.sin_addr) { $0.copyBytes(from: bytes) }
        return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}

/// Why the server could not start.
public enum WebServerError: Error, Equatable, CustomStringConvertible {
    /// libmicrohttpd could not be opened.
    case libraryMissing(String)
    /// The address is taken or cannot be bound.
    case cannotListen(String)

    public var description: String {
        switch self {
        case .libraryMissing(let reason): "flash serve needs libmicrohttpd: \(reason) (apt-get install libmicrohttpd12)"
        case .cannotListen(let address): "cannot listen on \(address): the port is taken or the address is not this machine's"
        }
    }
}
