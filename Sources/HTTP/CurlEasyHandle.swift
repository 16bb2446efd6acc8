import CCurl

/// Owns one libcurl easy handle and cleans it up when released. The handle keeps its connection
/// cache across transfers, so reusing it reuses connections. Not thread-safe: one transfer at a
/// time, handed out exclusively by ``CurlHandlePool``.
/// - SeeAlso: https://curl.se/libcurl/c/curl_easy_init.html
final class CurlEasyHandle: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    init() throws {
        try CurlGlobal.initialize()
        guard let handle = flash_curl_easy_init() else { throw CurlFailure(CURLE_FAILED_INIT) }
        self.handle = handle
    }

    deinit { flash_curl_easy_cleanup(handle) }

    /// Forgets every option but keeps live connections and caches.
    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_reset.html
    func reset() { flash_curl_easy_reset(handle) }

    /// Runs the configured transfer on the calling thread until it ends.
    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_perform.html
    func perform() -> CURLcode { flash_curl_easy_perform(handle) }

    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_setopt.html
    func set(_ option: CURLoption, _ value: Int) throws {
        try CurlFailure.check(flash_curl_easy_setopt_long(handle, option, value))
    }

    /// Sets a string option; libcurl keeps its own copy.
    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_setopt.html
    func set(_ option: CURLoption, _ value: String) throws {
        try CurlFailure.check(flash_curl_easy_setopt_string(handle, option, value))
    }

    /// Sets a curl_off_t option such as CURLOPT_MAXFILESIZE_LARGE.
    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_setopt.html
    func set(_ option: CURLoption, large value: curl_off_t) throws {
        try CurlFailure.check(flash_curl_easy_setopt_off_t(handle, option, value))
    }

    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_setopt.html
    func set(_ option: CURLoption, pointer value: UnsafeMutableRawPointer?) throws {
        try CurlFailure.check(flash_curl_easy_setopt_pointer(handle, option, value))
    }

    /// - SeeAlso: https://curl.se/libcurl/c/CURLOPT_HTTPHEADER.html
    func set(_ option: CURLoption, list: CurlHeaderList) throws {
        try CurlFailure.check(flash_curl_easy_setopt_slist(handle, option, list.pointer))
    }

    /// Sets CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION, which share one signature.
    /// - SeeAlso: https://curl.se/libcurl/c/CURLOPT_WRITEFUNCTION.html
    func set(_ option: CURLoption, callback: flash_curl_write_callback) throws {
        try CurlFailure.check(flash_curl_easy_setopt_write_callback(handle, option, callback))
    }

    /// - SeeAlso: https://curl.se/libcurl/c/CURLOPT_XFERINFOFUNCTION.html
    func setProgress(_ callback: flash_curl_xferinfo_callback) throws {
        try CurlFailure.check(flash_curl_easy_setopt_xferinfo_callback(handle, callback))
    }

    /// - SeeAlso: https://curl.se/libcurl/c/CURLOPT_PREREQFUNCTION.html
    func setPrerequest(_ callback: flash_curl_prereq_callback) throws {
        try CurlFailure.check(flash_curl_easy_setopt_prereq_callback(handle, callback))
    }

    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_getinfo.html
    func long(_ info: CURLINFO) -> Int {
        var value = 0
        return flash_curl_easy_getinfo_long(handle, info, &value) == CURLE_OK ? value : 0
    }

    /// - SeeAlso: https://curl.se/libcurl/c/curl_easy_getinfo.html
    func string(_ info: CURLINFO) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard flash_curl_easy_getinfo_string(handle, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }
}
