import FoundationEssentials
import Support
#if canImport(Glibc)
import Glibc
#endif

/// What reading one line gave.
enum InputEvent: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    case endOfInput
    /// The deadline passed before a line came.
    case timeout
    /// Ctrl-C, a closed terminal or SIGTERM.
    case interrupted
}

/// Reads a descriptor (standard input) a line at a time, waiting at most until a deadline, and
/// wakes on SIGINT, SIGHUP and SIGTERM so a session or game can close itself properly.
final class LineInput {
    private var buffer: [UInt8] = []
    private var ended = false
    private let clock: TimeSource
    private let descriptor: Int32

    init(clock: TimeSource, descriptor: Int32 = 0) {
        self.clock = clock
        self.descriptor = descriptor
        _ = InterruptPipe.descriptor
    }

    /// The next line. `deadline` is honoured by waiting on a real clock; a fixed clock
    /// (FLASH_NOW) does not move while waiting, so a line always comes in time and the caller
    /// decides how long it took. `tick` is called while waiting each time the whole seconds left
    /// before the deadline change (a countdown's display).
    func readLine(deadline: Date? = nil, ticking tick: (() -> Void)? = nil) -> InputEvent {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let bytes = buffer[..<newline]
                buffer.removeSubrange(...newline)
                return Self.event(from: String(decoding: bytes, as: UTF8.self))
            }
            if ended {
                guard !buffer.isEmpty else { return .endOfInput }
                let rest = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                return Self.event(from: rest)
            }
            switch waitForInput(until: clock.isFixed ? nil : deadline, ticking: tick) {
            case .ready: fill()
            case .timeout: return .timeout
            case .signal: return .interrupted
            }
        }
    }
}

private extension LineInput {
    enum Wait { case ready, timeout, signal }

    func waitForInput(until deadline: Date?, ticking tick: (() -> Void)?) -> Wait {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: InterruptPipe.descriptor, events: Int16(POLLIN), revents: 0)]
        while true {
            var timeout: Int32 = -1
            var ticks = false
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 { return .timeout }
                var wait = left
                if tick != nil, let next = Self.secondsToNextTick(left: left) {
                    (wait, ticks) = (next, true)
                }
                timeout = Int32(min(wait * 1000, Double(Int32.max)).rounded(.up))
            }
            let result = poll(&descriptors, 2, timeout)
            if result < 0 {
                if errno == EINTR { continue }
                return .ready
            }
            if result == 0 {
                guard ticks, let tick else { return .timeout }
                tick()
                continue
            }
            if descriptors[1].revents != 0 { return .signal }
            return .ready
        }
    }

    /// Seconds until the whole seconds left change (41.3 s left: 0.3), or nil when the next
    /// change is the deadline itself.
    static func secondsToNextTick(left: TimeInterval) -> TimeInterval? {
        let mark = left.rounded(.up) - 1
        return mark > 0 ? left - mark : nil
    }

    func fill() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 {
            if count < 0, errno == EINTR || errno == EAGAIN { return }
            ended = true
            return
        }
        buffer.append(contentsOf: chunk[..<count])
    }

}

private extension LineInput {
    static func event(from raw: String) -> InputEvent {
        .line(raw.hasSuffix("\r") ? String(raw.dropLast()) : raw)
    }
}
