import CCurl

/// libcurl's process-wide set-up, run exactly once before the first handle is made: the shim
/// opens libcurl.so.4 (flash does not link it, so offline commands never load it), then
/// curl_global_init runs. A static let is initialised lazily and thread-safely, which is what
/// curl_global_init requires.
/// - SeeAlso: https://curl.se/libcurl/c/curl_global_init.html
enum CurlGlobal {
    /// The Debian package that installs libcurl.so.4.
    static let package = "libcurl4"

    private static let result: Result<Void, CurlFailure> = {
        if let failure = loadFailure(flash_curl_load_error().map { String(cString: $0) }) { return .failure(failure) }
        let code = flash_curl_global_init(Int(CURL_GLOBAL_ALL))
        return code == CURLE_OK ? .success(()) : .failure(CurlFailure(code))
    }()

    /// Loads libcurl and runs curl_global_init if that has not happened yet; throws if either failed.
    static func initialize() throws {
        try result.get()
    }

    /// libcurl's name and version, such as "libcurl/7.88.1" ("libcurl" when it cannot be loaded).
    static let version: String = flash_curl_version().flatMap { String(cString: $0).split(separator: " ").first.map(String.init) } ?? "libcurl"

    /// The failure for a libcurl that could not be opened (`reason` is dlopen's message), naming
    /// the package to install; nil when there is no reason.
    static func loadFailure(_ reason: String?) -> CurlFailure? {
        reason.map { CurlFailure(CURLE_FAILED_INIT, message: "libcurl could not be loaded (\($0)); install the Debian package \(package)") }
    }
}
