import FoundationEssentials

/// The session's progress line and countdown as text.
extension SessionEngine {
    /// "3/8", "retry 2/8 learned", or with `bar` "████░░░░░░░░ 3/8 right".
    public func progressText(bar: Bool) -> String {
        let state = progress
        if bar { return state.bar(width: 12) + " \(state.learned)/\(state.total) right" }
        return state.isRetry ? "retry \(state.learned)/\(state.total) learned" : "\(state.asked)/\(state.total)"
    }

    /// "0:42 left" with a countdown, else the time since the start ("1:05").
    public func clockText(at now: Date) -> String {
        guard let deadline else { return DurationText.clock(now.timeIntervalSince(started)) }
        return "\(DurationText.clock(deadline.timeIntervalSince(now))) left"
    }

    /// "0:42 left", padded to the width of the whole timer so a shorter time covers a longer one.
    public func countdownText(at now: Date) -> String {
        guard deadline != nil else { return "" }
        let text = clockText(at: now)
        let width = DurationText.clock(TimeInterval(settings.timer ?? 0)).count + " left".count
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
