import CCurl

/// Owns a curl_slist of "Name: value" lines for CURLOPT_HTTPHEADER and frees it when released.
/// It must outlive the transfer that uses it.
/// - SeeAlso: https://curl.se/libcurl/c/curl_slist_append.html
final class CurlHeaderList {
    private(set) var pointer: UnsafeMutablePointer<curl_slist>?

    init(_ lines: [String]) throws {
        try CurlGlobal.initialize()
        for line in lines {
            guard let appended = flash_curl_slist_append(pointer, line) else { throw CurlFailure(CURLE_OUT_OF_MEMORY) }
            pointer = appended
        }
    }

    deinit { flash_curl_slist_free_all(pointer) }
}
