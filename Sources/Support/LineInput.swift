import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What reading one line gave.
public enum InputEvent: Equatable, Sendable {
    /// A line, and the seconds a script declared it took (`@+5s answer`).
    case line(String, declaredSeconds: Double?)
    case endOfInput
    /// The deadline passed before a line came.
    case timeout
    /// Ctrl-C, a closed terminal or SIGTERM.
    case interrupted
}

/// Reads a descriptor (standard input) a line at a time, waiting at most until a deadline, and
/// wakes on SIGINT, SIGHUP and SIGTERM so a session can close itself properly. It lives in the
/// library so a test can drive it through a pipe.
public final class LineInput {
    /// The longest time a script may declare for one answer: a day.
    static let longestDeclaredAnswer: Double = 86_400

    private var buffer: [UInt8] = []
    private var ended = false
    private let clock: TimeSource
    private let descriptor: Int32

    public init(clock: TimeSource, descriptor: Int32 = 0) {
        self.clock = clock
        self.descriptor = descriptor
        _ = InterruptPipe.descriptor
    }

    /// The next line. `deadline` is honoured by waiting on a real clock; on a fixed clock a
    /// script declares how long each answer took instead. `tick` is called while waiting each
    /// time the whole seconds left before the deadline change (a countdown's display).
    public func readLine(deadline: Date? = nil, ticking tick: (() -> Void)? = nil) -> InputEvent {
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

extension LineInput {
    /// Splits a script's `@+5s` or `@+250ms` prefix from the line; a declared time is kept
    /// within a day, so no script can push the clock past what a session could take.
    static func event(from raw: String) -> InputEvent {
        let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
        guard let match = line.firstMatch(of: /^@\+(\d{1,12}(?:\.\d{1,6})?)(ms|s)\s?/) else {
            return .line(line, declaredSeconds: nil)
        }
        let amount = Double(match.1) ?? 0
        let seconds = min(match.2 == "ms" ? amount / 1000 : amount, longestDeclaredAnswer)
        return .line(String(line[match.range.upperBound...]), declaredSeconds: seconds)
    }
}
