import CCurl
import Foundation
import Support

/// flash's HTTP client, built on libcurl. Each attempt runs `curl_easy_perform` on a thread of
/// its provider's lanes (it blocks, so it stays off Swift's cooperative pool) with a pooled easy
/// handle whose connections are reused. Requests are limited per provider, follow at most five http(s)
/// redirects (a request carrying a key only within its own origin), stop at their body limit,
/// and are retried with backoff when that is safe. Every configured key is blanked out of
/// errors and answers. Create one client for the whole run and pass it to every provider.
public final class CurlClient: HTTPClient {
    /// Requests one provider may have in flight unless told otherwise.
    public static let defaultConcurrencyLimit = 8
    /// Redirects followed before giving up.
    static let maxRedirects = 5
    /// "flash/VERSION libcurl/VERSION".
    static var defaultUserAgent: String { "flash/\(FlashVersion.current) \(CurlGlobal.version)" }

    /// Sent with every HTTP request: the one given, or ``defaultUserAgent``, which is only
    /// worked out (loading libcurl) when a request goes out.
    var userAgent: String { customUserAgent ?? Self.defaultUserAgent }
    /// When failed requests are tried again.
    let retryPolicy: RetryPolicy
    /// The secrets hidden in every error and answer, besides each request's own key.
    package let redactor: Redactor
    private let customUserAgent: String?
    private let lanes: TransferLanes
    private let pool: CurlHandlePool

    /// A client allowing `concurrencyLimit` requests in flight per provider, or the number in
    /// `providerLimits` for the providers named there; `redactor` holds the configured keys.
    package init(
        concurrencyLimit: Int = defaultConcurrencyLimit, providerLimits: [String: Int] = [:],
        retryPolicy: RetryPolicy = .standard, userAgent: String? = nil, redactor: Redactor = .none
    ) {
        customUserAgent = userAgent
        self.retryPolicy = retryPolicy
        self.redactor = redactor
        lanes = TransferLanes(defaultLimit: concurrencyLimit, limits: providerLimits)
        pool = CurlHandlePool(capacity: max(concurrencyLimit, providerLimits.values.max() ?? 0) * 2)
    }

    /// Loads libcurl and runs its global set-up on a thread of its own: about 10 ms (the library
    /// and its TLS dependencies) that the first request would otherwise wait for. That request
    /// still waits if the thread is not done, since ``CurlGlobal`` runs the set-up once.
    public func prepare() {
        Thread.detachNewThread { _ = try? CurlGlobal.initialize() }
    }

    /// Performs `request` over http or https. Timeouts, connection failures, 429 and 5xx are
    /// tried again (at most ``RetryPolicy/maxAttempts`` tries, honouring Retry-After); any
    /// other 4xx is thrown at once as ``HTTPError/status(provider:host:code:message:body:)``
    /// with the provider's message, naming the host that answered. A request carrying an
    /// ``HTTPRequest/apiKey`` is never sent to another origin. `timeout` bounds the whole
    /// request: every try, redirect and wait between tries; a retry that would end past it is
    /// not made.
    public func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        let context = HTTPErrorContext(request, redactor: redactor)
        try Self.require(["http", "https"], in: request.url, context: context)
        let deadline = retryPolicy.now() + timeout
        var attempt = 0
        while true {
            attempt += 1
            let failure: HTTPError
            var retryAfter: Duration?
            do {
                let left = max(.milliseconds(1), retryPolicy.now().duration(to: deadline))
                let response = try await attemptOnce(request, timeout: left, reportedTimeout: timeout, context: context)
                guard response.status >= 400 else { return response }
                failure = Self.statusError(response, context: context)
                retryAfter = response.headers["Retry-After"].flatMap { RetryPolicy.retryAfter($0) }
            } catch let error as HTTPError {
                failure = error
            }
            guard failure.isTransient, let delay = retryPolicy.delay(afterAttempt: attempt, retryAfter: retryAfter),
                  retryPolicy.now() + delay < deadline
            else { throw failure }
            try await retryPolicy.sleep(delay)
        }
    }

    /// Fetches a `dict://` URL (RFC 2229) and returns the server's raw reply, status lines
    /// included; curl succeeds even when nothing was found, so the caller parses the codes.
    /// This is the only entry point that allows the dict protocol. Not retried; configured keys
    /// are blanked out of the reply.
    /// - SeeAlso: https://curl.se/docs/manpage.html#DICT
    package func fetchDICT(
        url: String, timeout: Duration, provider: String = "dict", maxBodySize: Int = HTTPRequest.apiBodyLimit
    ) async throws -> [UInt8] {
        let context = HTTPErrorContext(provider: provider, url: url, redactor: redactor)
        try Self.require(["dict"], in: url, context: context)
        return try await inLane(provider, maxBodySize: maxBodySize) { transfer in
            try self.run(transfer, context: context, timeout: timeout) { handle in
                try handle.configure(url: url, protocols: "dict", timeout: timeout)
            } finish: { _ in self.redactor.redact(transfer.body) }
        }
    }
}

private extension CurlClient {
    /// One try with `timeout` left of the request's; a timeout is reported as `reportedTimeout`,
    /// the request's own.
    func attemptOnce(_ request: HTTPRequest, timeout: Duration, reportedTimeout: Duration, context: HTTPErrorContext) async throws -> HTTPResponse {
        // A request carrying a key may only go where it was sent; an odd URL allows nowhere else.
        let origin = request.apiKey == nil ? nil : WebURL.origin(of: request.url) ?? ""
        return try await inLane(request.provider, maxBodySize: request.maxBodySize, allowedOrigin: origin) { transfer in
            try self.perform(request, timeout: timeout, reportedTimeout: reportedTimeout, transfer: transfer, context: context)
        }
    }

    func perform(_ request: HTTPRequest, timeout: Duration, reportedTimeout: Duration, transfer: CurlTransfer, context: HTTPErrorContext) throws -> HTTPResponse {
        let headers = try Self.mappingFailures(context) { try CurlHeaderList(CurlEasyHandle.headerLines(for: request)) }
        return try withExtendedLifetime(headers) {
            try run(transfer, context: context, timeout: reportedTimeout) { handle in
                try handle.configure(url: request.url, protocols: "http,https", timeout: timeout)
                try handle.configure(for: request, headers: headers, userAgent: userAgent, maxRedirects: Self.maxRedirects)
            } finish: { handle in
                HTTPResponse(
                    status: handle.long(CURLINFO_RESPONSE_CODE), headers: transfer.headers,
                    body: redactor.adding(request.apiKey.map { [$0] } ?? []).redact(transfer.body),
                    url: handle.string(CURLINFO_EFFECTIVE_URL) ?? request.url)
            }
        }
    }

    /// Runs one transfer on a pooled handle and maps every curl failure to an error.
    func run<T>(
        _ transfer: CurlTransfer, context: HTTPErrorContext, timeout: Duration,
        configure: (CurlEasyHandle) throws -> Void, finish: (CurlEasyHandle) -> T
    ) throws -> T {
        try Self.mappingFailures(context) {
            try pool.withHandle { handle in
                try configure(handle)
                try transfer.attach(to: handle)
                let code = handle.perform()
                guard code == CURLE_OK else {
                    throw HTTPError.from(
                        code, transfer: transfer, handle: handle, context: context, timeout: timeout,
                        maxRedirects: Self.maxRedirects)
                }
                return finish(handle)
            }
        }
    }

    /// Turns a failed libcurl call (libcurl missing, out of memory, an option refused) into an
    /// ``HTTPError`` naming the provider and host.
    static func mappingFailures<T>(_ context: HTTPErrorContext, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as CurlFailure {
            throw HTTPError.from(failure, context: context)
        }
    }

    /// Runs `work` in one of the provider's lanes and waits for it without blocking the
    /// caller's thread. Cancelling the task aborts the transfer at curl's next progress
    /// callback, or at its first when it is still waiting for a lane.
    func inLane<T: Sendable>(
        _ provider: String, maxBodySize: Int, allowedOrigin: String? = nil, _ work: @escaping @Sendable (CurlTransfer) throws -> T
    ) async throws -> T {
        try Task.checkCancellation()
        let transfer = CurlTransfer(maxBodySize: maxBodySize, allowedOrigin: allowedOrigin)
        return try await withTaskCancellationHandler {
            try await lanes.run(provider) { Result { try work(transfer) } }.get()
        } onCancel: {
            transfer.cancel()
        }
    }

    static func require(_ schemes: Set<String>, in url: String, context: HTTPErrorContext) throws {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            throw HTTPError.invalidURL(provider: context.provider)
        }
        guard schemes.contains(scheme) else {
            throw HTTPError.unsupportedProtocol(provider: context.provider, scheme: scheme)
        }
        guard components.host?.isEmpty == false else { throw HTTPError.invalidURL(provider: context.provider) }
    }

    /// The error for an error status, naming the host that answered (after redirects).
    static func statusError(_ response: HTTPResponse, context: HTTPErrorContext) -> HTTPError {
        let answered = context.answered(by: response.url)
        return .status(
            provider: answered.provider, host: answered.host, code: response.status,
            message: answered.redact(HTTPError.providerMessage(from: response.body)),
            body: answered.redactor.redact(response.body))
    }
}
