import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the live dictd is and whether it greets: a TCP connect and a "220" read, bounded by
/// two-second socket timeouts, done once.
public enum LiveDictd {
    public static let url = ProcessInfo.processInfo.environment["FLASH_FREEDICT_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "dict://127.0.0.1:2628"
    public static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_DICTD"] == "1" }
    public static var shouldRun: Bool { required || answers }
    public static let answers: Bool = {
        guard let components = URLComponents(string: url), components.scheme == "dict", let host = components.host else { return false }
        return greets(host: host, port: components.port ?? 2628)
    }()

    private static func greets(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let address = list else { return false }
        defer { freeaddrinfo(list) }
        let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else { return false }
        var greeting = [UInt8](repeating: 0, count: 3)
        return recv(descriptor, &greeting, 3, Int32(MSG_WAITALL)) == 3 && greeting == Array("220".utf8)
    }
}
