import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One accepted connection: buffered reads up to a delimiter or a byte count, whole writes,
/// and pauses that end early when the peer hangs up or the server stops.
final class LoopbackConnection {
    private let descriptor: Int32
    private unowned let listener: LoopbackListener
    private var buffer: [UInt8] = []
    /// 1 for the listener's first connection, and so on.
    let number: Int

    init(descriptor: Int32, listener: LoopbackListener, number: Int) {
        self.descriptor = descriptor
        self.listener = listener
        self.number = number
    }

    /// The bytes before the next `delimiter`, which is consumed; nil at end of stream or when
    /// more than `limit` bytes arrive without one.
    func read(upTo delimiter: [UInt8], limit: Int = 64 * 1024) -> [UInt8]? {
        var searchFrom = 0
        while true {
            if let end = Self.find(delimiter, in: buffer, from: searchFrom) {
                let line = Array(buffer[..<end])
                buffer.removeFirst(end + delimiter.count)
                return line
            }
            guard buffer.count <= limit else { return nil }
            searchFrom = max(0, buffer.count - delimiter.count + 1)
            guard fill() else { return nil }
        }
    }

    /// Exactly `count` bytes, or nil when the stream ends first.
    func read(count: Int) -> [UInt8]? {
        while buffer.count < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// Sends all of `bytes`; false when the peer has gone.
    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            sent += result
        }
        return true
    }

    /// Waits `duration`; returns false early when the peer closes or the server stops.
    func pause(for duration: Duration) -> Bool {
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline {
            guard !listener.isStopped, !peerHasClosed() else { return false }
            let remaining = deadline - ContinuousClock.now
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, min(50, remaining / .milliseconds(1))))
            if poll(&poller, 1, milliseconds) > 0, !peerHasClosed() { usleep(10_000) }
        }
        return !listener.isStopped
    }
}

private extension LoopbackConnection {
    func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }

    /// True when the peer has closed its side (a zero-byte peek) or the socket failed.
    func peerHasClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { index in
            needle.indices.allSatisfy { haystack[index + $0] == needle[$0] }
        }
    }
}
