import Foundation

/// The clock flash reads. The system clock normally; with `FLASH_NOW` a virtual clock that
/// starts at that instant and moves only when told, so sessions replay exactly in tests.
public final class TimeSource: @unchecked Sendable {
    private let lock = NSLock()
    private var virtualNow: Date?

    /// The system clock.
    public init() {}

    /// A virtual clock that starts at `start`.
    package init(fixed start: Date) {
        virtualNow = start
    }

    /// True when the clock is virtual.
    public var isFixed: Bool { lock.withLock { virtualNow != nil } }

    public func now() -> Date {
        lock.withLock { virtualNow ?? Date() }
    }

    /// Moves a virtual clock forward; the system clock ignores it.
    public func advance(by seconds: TimeInterval) {
        lock.withLock {
            if let current = virtualNow { virtualNow = current.addingTimeInterval(seconds) }
        }
    }

    /// Parses an ISO 8601 instant such as 2026-03-01T09:00:00Z (fractional seconds allowed).
    /// The zone is `Z` or an offset such as +01:00; see ``ISO8601Text`` for every accepted form.
    public static func parse(_ text: String) -> Date? {
        ISO8601Text.secondsSince1970(text).map(Date.init(timeIntervalSince1970:))
    }

}
