import CCurl

extension CurlEasyHandle {
    /// Options every transfer shares: the URL, the protocols it may use, no signals (we run on
    /// many threads), and the connect and total timeouts.
    /// - SeeAlso: https://curl.se/libcurl/c/CURLOPT_PROTOCOLS_STR.html
    func configure(url: String, protocols: String, timeout: Duration) throws {
        let milliseconds = max(1, Int((timeout / .milliseconds(1)).rounded(.up)))
        try set(CURLOPT_URL, url)
        try set(CURLOPT_PROTOCOLS_STR, protocols)
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_TIMEOUT_MS, milliseconds)
        try set(CURLOPT_CONNECTTIMEOUT_MS, min(milliseconds, 10_000))
    }

    /// Options for an HTTP request: redirects limited to `maxRedirects` and to http and https,
    /// the size limit, compression, the User-Agent, the headers and the POST body.
    /// - SeeAlso: https://curl.se/libcurl/c/CURLOPT_REDIR_PROTOCOLS_STR.html
    func configure(for request: HTTPRequest, headers: CurlHeaderList, userAgent: String, maxRedirects: Int) throws {
        try set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        try set(CURLOPT_FOLLOWLOCATION, 1)
        try set(CURLOPT_MAXREDIRS, maxRedirects)
        try set(CURLOPT_MAXFILESIZE_LARGE, large: curl_off_t(request.maxBodySize))
        try set(CURLOPT_ACCEPT_ENCODING, "")
        try set(CURLOPT_USERAGENT, userAgent)
        try set(CURLOPT_HTTPHEADER, list: headers)
        if request.method == .post { try configurePost(body: request.body) }
    }

    /// The header lines for `request`. "Expect:" stops curl from waiting for a
    /// 100 Continue before sending a large POST body.
    static func headerLines(for request: HTTPRequest) -> [String] {
        let lines = request.headers.map { field in
            "\(field.name): \(field.value)".filter { $0 != "\r" && $0 != "\n" && $0 != "\r\n" }
        }
        return request.method == .post ? lines + ["Expect:"] : lines
    }
}

private extension CurlEasyHandle {
    /// CURLOPT_COPYPOSTFIELDS copies the body, so it need not outlive this call; the size is
    /// set first so bodies may contain NUL bytes.
    /// - SeeAlso: https://curl.se/libcurl/c/CURLOPT_COPYPOSTFIELDS.html
    func configurePost(body: [UInt8]) throws {
        try set(CURLOPT_POST, 1)
        try set(CURLOPT_POSTFIELDSIZE_LARGE, large: curl_off_t(body.count))
        guard !body.isEmpty else { return try set(CURLOPT_COPYPOSTFIELDS, "") }
        try body.withUnsafeBytes { bytes in
            try set(CURLOPT_COPYPOSTFIELDS, pointer: UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        }
    }
}
