/// Why an HTTP request failed. Each case names the provider and the host (never the query
/// string or the headers, where API keys travel) and reads as one line.
package enum HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL could not be parsed; it is not repeated because it may hold a key.
    case invalidURL(provider: String)
    /// The request used a scheme other than http or https.
    case unsupportedProtocol(provider: String, scheme: String)
    /// A redirect pointed at a scheme other than http or https; `target` has no query.
    case redirectRefused(provider: String, host: String, target: String)
    /// A request carrying a key was redirected to another origin (scheme, host and port), where
    /// the key must not go; `target` has no query.
    case keyRedirectRefused(provider: String, host: String, target: String)
    /// What came back was not HTTP at all (a dictd, an SSH server, a wrong port).
    case notHTTP(provider: String, host: String)
    /// The server redirected more than `limit` times.
    case tooManyRedirects(provider: String, host: String, limit: Int)
    /// The response body grew past `limit` bytes and the transfer was aborted.
    case bodyTooLarge(provider: String, host: String, limit: Int)
    /// No complete answer arrived within `after`.
    case timedOut(provider: String, host: String, after: Duration)
    /// The connection could not be made; `message` is curl's explanation.
    case couldNotConnect(provider: String, host: String, message: String)
    /// The connection broke before a complete answer arrived; `message` is curl's explanation.
    case connectionLost(provider: String, host: String, message: String)
    /// The server answered with an error status; `message` is the provider's own explanation
    /// and `body` the raw response, for provider code that needs more than the message.
    case status(provider: String, host: String, code: Int, message: String, body: [UInt8])
    /// Any other libcurl failure, with curl's error code and message.
    case transferFailed(provider: String, host: String, code: Int, message: String)

    /// One line for the user, naming the provider and the host.
    public var description: String {
        switch self {
        case let .invalidURL(provider):
            "\(provider): invalid URL"
        case let .unsupportedProtocol(provider, scheme):
            "\(provider): refused the \"\(scheme)\" protocol (only http and https are allowed)"
        case let .redirectRefused(provider, host, target):
            "\(provider): refused a redirect from \(host) to \(target) (only http and https are allowed)"
        case let .keyRedirectRefused(provider, host, target):
            "\(provider): refused a redirect from \(host) to \(target) (the key is only sent to \(host))"
        case let .notHTTP(provider, host):
            "\(provider): \(host) did not answer in HTTP (is it the right address and port?)"
        case let .tooManyRedirects(provider, host, limit):
            "\(provider): \(host) redirected more than \(limit) times"
        case let .bodyTooLarge(provider, host, limit):
            "\(provider): the answer from \(host) is larger than \(Self.size(limit)); transfer aborted"
        case let .timedOut(provider, host, after):
            "\(provider): \(host) did not answer within \(Self.seconds(after))"
        case let .couldNotConnect(provider, host, message):
            "\(provider): could not connect to \(host): \(message)"
        case let .connectionLost(provider, host, message):
            "\(provider): the connection to \(host) failed: \(message)"
        case let .status(provider, host, code, message, _):
            "\(provider): HTTP \(code) from \(host)" + (message.isEmpty ? "" : ": \(message)")
        case let .transferFailed(provider, host, code, message):
            "\(provider): the request to \(host) failed (curl error \(code): \(message))"
        }
    }

    /// The HTTP status code, when the server answered with an error status.
    package var statusCode: Int? {
        if case let .status(_, _, code, _, _) = self { return code }
        return nil
    }

    /// True for failures that may pass on their own: timeouts, connection failures, 429 and 5xx.
    var isTransient: Bool {
        switch self {
        case .timedOut, .couldNotConnect, .connectionLost: true
        case let .status(_, _, code, _, _): code == 429 || (500...599).contains(code)
        default: false
        }
    }
}

private extension HTTPError {
    static func size(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return "\(bytes) bytes"
    }

    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration / .milliseconds(1)
        if milliseconds.rounded() == milliseconds, Int(milliseconds) % 1000 == 0 {
            return "\(Int(milliseconds) / 1000) s"
        }
        return "\(Int(milliseconds.rounded())) ms"
    }
}
