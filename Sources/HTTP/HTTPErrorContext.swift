import FoundationEssentials

/// What an error may say about a request: the provider, the host, and the secrets (the
/// configured keys, the request's key, query values, key headers) that must be blanked out of
/// any text quoted from curl or the server.
package struct HTTPErrorContext: Sendable {
    let provider: String
    package let host: String
    let redactor: Redactor

    /// The context of `request`, hiding `redactor`'s secrets and the request's own.
    init(_ request: HTTPRequest, redactor: Redactor = .none) {
        self.init(
            provider: request.provider, url: request.url, headers: request.headers,
            redactor: redactor.adding(request.apiKey.map { [$0] } ?? []))
    }

    package init(provider: String, url: String, headers: HTTPHeaders = [:], redactor: Redactor = .none) {
        self.provider = provider
        let components = URLComponents(string: url)
        host = components.map(Self.hostAndPort) ?? "an unknown host"
        self.redactor = redactor.adding(Self.querySecrets(components) + Self.headerSecrets(headers))
    }

    private init(provider: String, host: String, redactor: Redactor) {
        self.provider = provider
        self.host = host
        self.redactor = redactor
    }

    /// This context naming the host of `url`, the one that answered after redirects.
    func answered(by url: String?) -> HTTPErrorContext {
        guard let url, let components = URLComponents(string: url), components.host?.isEmpty == false else { return self }
        return HTTPErrorContext(provider: provider, host: Self.hostAndPort(components), redactor: redactor)
    }

    /// `text` with every secret replaced by "[redacted]".
    func redact(_ text: String) -> String {
        redactor.redact(text)
    }

    /// `url` without user, password, query or fragment, for quoting in an error.
    package static func printable(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return "an unparsable URL" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "an unparsable URL"
    }
}

private extension HTTPErrorContext {
    /// Values shorter than this ("en", "house") are not worth hiding and would blank out
    /// ordinary words; API keys and tokens are longer.
    static let shortestSecret = 8

    static func hostAndPort(_ components: URLComponents) -> String {
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "an unknown host"
        return components.port.map { "\(host):\($0)" } ?? host
    }

    static func querySecrets(_ components: URLComponents?) -> [String] {
        let decoded = components?.queryItems?.compactMap(\.value) ?? []
        let raw = (components?.percentEncodedQuery ?? "").split(separator: "&")
            .compactMap { $0.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) }
        return (decoded + raw).filter { $0.count >= shortestSecret }
    }

    static func headerSecrets(_ headers: HTTPHeaders) -> [String] {
        headers.filter { field in
            let name = field.name.lowercased()
            return ["auth", "key", "token", "secret", "cookie"].contains { name.contains($0) }
        }
        .flatMap { [$0.value] + $0.value.split(separator: " ").map(String.init) }
        .filter { $0.count >= shortestSecret }
    }
}
