import CCurl

extension HTTPError {
    /// The error for a transfer that ended with `code`: a cancelled task gives CancellationError,
    /// everything else an ``HTTPError`` naming the host that answered last, with curl's message
    /// stripped of secrets.
    static func from(
        _ code: CURLcode, transfer: CurlTransfer, handle: CurlEasyHandle, context: HTTPErrorContext,
        timeout: Duration, maxRedirects: Int
    ) -> any Error {
        let answered = context.answered(by: handle.string(CURLINFO_EFFECTIVE_URL))
        let (provider, host) = (answered.provider, answered.host)
        let message = context.redact(transfer.errorMessage(for: code))
        switch code {
        case _ where transfer.isCancelled: return CancellationError()
        case _ where transfer.refusedRedirect != nil:
            let target = HTTPErrorContext.printable(transfer.refusedRedirect ?? "")
            return HTTPError.keyRedirectRefused(provider: provider, host: context.host, target: context.redact(target))
        case _ where transfer.exceededLimit, CURLE_FILESIZE_EXCEEDED:
            return HTTPError.bodyTooLarge(provider: provider, host: host, limit: transfer.maxBodySize)
        case CURLE_UNSUPPORTED_PROTOCOL:
            // curl says the same when a redirect leaves http(s) and when the reply is not HTTP.
            guard let location = handle.string(CURLINFO_REDIRECT_URL) ?? transfer.headers["Location"] else {
                return HTTPError.notHTTP(provider: provider, host: host)
            }
            return HTTPError.redirectRefused(provider: provider, host: host, target: context.redact(HTTPErrorContext.printable(location)))
        case CURLE_WEIRD_SERVER_REPLY:
            return HTTPError.notHTTP(provider: provider, host: host)
        case CURLE_TOO_MANY_REDIRECTS:
            return HTTPError.tooManyRedirects(provider: provider, host: host, limit: maxRedirects)
        case CURLE_OPERATION_TIMEDOUT:
            return HTTPError.timedOut(provider: provider, host: host, after: timeout)
        case CURLE_URL_MALFORMAT:
            return HTTPError.invalidURL(provider: provider)
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_SSL_CONNECT_ERROR:
            return HTTPError.couldNotConnect(provider: provider, host: host, message: message)
        case CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE:
            return HTTPError.connectionLost(provider: provider, host: host, message: message)
        default:
            return HTTPError.transferFailed(provider: provider, host: host, code: Int(code.rawValue), message: message)
        }
    }

    /// The error for a libcurl call that failed while setting up a transfer.
    static func from(_ failure: CurlFailure, context: HTTPErrorContext) -> HTTPError {
        .transferFailed(
            provider: context.provider, host: context.host, code: Int(failure.code.rawValue),
            message: context.redact(failure.message))
    }
}
