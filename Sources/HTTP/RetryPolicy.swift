import Foundation

/// When and how long to wait before trying a failed request again: exponential backoff with
/// jitter, or the server's Retry-After. Sleeping and randomness are injected so tests never wait.
public struct RetryPolicy: Sendable {
    /// Tries in total, the first included.
    var maxAttempts: Int
    /// The wait before the second try; each later wait doubles it.
    var baseDelay: Duration
    /// No computed wait is longer; a Retry-After longer than this ends the retries instead.
    var maxDelay: Duration
    /// Waits for the given time; throws when the task is cancelled.
    var sleep: @Sendable (Duration) async throws -> Void
    /// A number in 0..<1 that spreads waits apart, so clients do not retry in lockstep.
    var jitter: @Sendable () -> Double
    /// The clock a request's deadline is kept on: every try and every wait of one request fit
    /// within its timeout.
    var now: @Sendable () -> ContinuousClock.Instant

    /// A policy with every field given; the defaults are four tries from 0.5 s, capped at 30 s.
    public init(
        maxAttempts: Int = 4, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(30),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.sleep = sleep
        self.jitter = jitter
        self.now = now
    }

    /// Four tries with real sleeping and random jitter.
    public static let standard = RetryPolicy()
    /// One try: failures are reported at once.
    package static let never = RetryPolicy(maxAttempts: 1)

    /// How long to wait after try number `attempt` (from 1) failed, or nil when there should be
    /// no further try. A server's `retryAfter` wins over the computed backoff.
    func delay(afterAttempt attempt: Int, retryAfter: Duration? = nil) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        if let retryAfter { return retryAfter <= maxDelay ? max(retryAfter, .zero) : nil }
        let exponential = min(baseDelay * (1 << min(attempt - 1, 30)), maxDelay)
        return exponential * (0.5 + 0.5 * min(max(jitter(), 0), 1))
    }

    /// The wait a Retry-After value asks for: delay-seconds ("120") or an HTTP-date
    /// ("Wed, 21 Oct 2015 07:28:00 GMT") measured from `now`. Nil when it is neither.
    /// - SeeAlso: https://www.rfc-editor.org/rfc/rfc9110#field.retry-after
    static func retryAfter(_ value: String, now: Date = Date()) -> Duration? {
        let text = value.trimmingSpaces()
        if let seconds = Int(text) { return seconds >= 0 ? .seconds(seconds) : nil }
        guard let date = httpDate(text) else { return nil }
        return .milliseconds(max(0, Int((date.timeIntervalSince(now) * 1000).rounded(.up))))
    }
}

private extension RetryPolicy {
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
