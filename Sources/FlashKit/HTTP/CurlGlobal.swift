import CCurl

/// libcurl's process-wide set-up, run exactly once before the first handle is made. A static
/// let is initialised lazily and thread-safely, which is what curl_global_init requires.
/// - SeeAlso: https://curl.se/libcurl/c/curl_global_init.html
enum CurlGlobal {
    private static let result: CURLcode = curl_global_init(Int(CURL_GLOBAL_ALL))

    /// Runs curl_global_init if it has not run yet; throws if it failed.
    static func initialize() throws {
        try CurlFailure.check(result)
    }

    /// libcurl's name and version, such as "libcurl/7.88.1".
    static var version: String {
        String(cString: curl_version()).split(separator: " ").first.map(String.init) ?? "libcurl"
    }
}
