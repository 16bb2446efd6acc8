import CCurl

/// A libcurl call that did not return CURLE_OK, with curl's explanation. Internal: the client
/// turns it into an ``HTTPError`` that names the provider and host.
struct CurlFailure: Error {
    let code: CURLcode
    let message: String

    init(_ code: CURLcode, message: String? = nil) {
        self.code = code
        self.message = message ?? String(cString: flash_curl_easy_strerror(code))
    }

    /// Throws unless `code` is CURLE_OK.
    /// - SeeAlso: https://curl.se/libcurl/c/libcurl-errors.html
    static func check(_ code: CURLcode) throws {
        guard code == CURLE_OK else { throw CurlFailure(code) }
    }
}
