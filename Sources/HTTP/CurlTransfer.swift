import CCurl
import Foundation

/// The state of one transfer, reached from libcurl's callbacks: the body so far (aborting once
/// it passes the limit), the headers of the latest response, curl's error text, a cancellation
/// flag that the progress callback turns into an abort, and the one origin a request carrying
/// a key may be sent to.
final class CurlTransfer: @unchecked Sendable {
    let maxBodySize: Int
    /// The only origin ("https://host:443") this transfer may send a request to, redirects
    /// included; nil allows any.
    let allowedOrigin: String?
    private(set) var body: [UInt8] = []
    private(set) var headers = HTTPHeaders()
    private(set) var exceededLimit = false
    /// The URL of a redirect that was not followed because it left ``allowedOrigin``.
    private(set) var refusedRedirect: String?
    private var handle: CurlEasyHandle?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    private let cancelLock = NSLock()
    private var cancelled = false

    init(maxBodySize: Int, allowedOrigin: String? = nil) {
        self.maxBodySize = maxBodySize
        self.allowedOrigin = allowedOrigin
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit { errorBuffer.deallocate() }

    /// Asks the transfer to stop; it ends at the next progress callback.
    func cancel() { cancelLock.withLock { cancelled = true } }

    var isCancelled: Bool { cancelLock.withLock { cancelled } }

    /// curl's detailed message for the last failure, or its generic one for `code`.
    func errorMessage(for code: CURLcode) -> String {
        errorBuffer.pointee == 0 ? String(cString: flash_curl_easy_strerror(code)) : String(cString: errorBuffer)
    }

    /// Points `handle`'s callbacks and error buffer at this transfer, which must outlive it.
    func attach(to handle: CurlEasyHandle) throws {
        let context = Unmanaged.passUnretained(self).toOpaque()
        try handle.set(CURLOPT_ERRORBUFFER, pointer: UnsafeMutableRawPointer(errorBuffer))
        try handle.set(CURLOPT_WRITEFUNCTION, callback: Self.receiveBody)
        try handle.set(CURLOPT_WRITEDATA, pointer: context)
        try handle.set(CURLOPT_HEADERFUNCTION, callback: Self.receiveHeader)
        try handle.set(CURLOPT_HEADERDATA, pointer: context)
        try handle.setProgress(Self.reportProgress)
        try handle.set(CURLOPT_XFERINFODATA, pointer: context)
        try handle.set(CURLOPT_NOPROGRESS, 0)
        guard allowedOrigin != nil else { return }
        self.handle = handle
        try handle.setPrerequest(Self.checkOrigin)
        try handle.set(CURLOPT_PREREQDATA, pointer: context)
    }
}

private extension CurlTransfer {
    /// Returning fewer bytes than offered makes curl abort with CURLE_WRITE_ERROR.
    static let receiveBody: flash_curl_write_callback = { data, size, count, context in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        guard transfer.body.count + bytes.count <= transfer.maxBodySize else {
            transfer.exceededLimit = true
            return 0
        }
        transfer.body.append(contentsOf: bytes)
        return bytes.count
    }

    /// Called once per header line, for every response in a redirect chain: a status line
    /// starts a new response, so only the last response's headers are kept.
    static let receiveHeader: flash_curl_write_callback = { data, size, count, context in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            transfer.headers = HTTPHeaders()
        } else if let colon = line.firstIndex(of: ":") {
            let value = line[line.index(after: colon)...].trimmingSpacesAndNewlines()
            transfer.headers.add(String(line[..<colon]), value)
        }
        return size * count
    }

    /// Runs before every request, the redirected ones included, once curl has the URL it is
    /// about to send to: one on another origin ends the transfer before a byte is sent.
    static let checkOrigin: flash_curl_prereq_callback = { context, _, _, _, _ in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        let url = transfer.handle?.string(CURLINFO_EFFECTIVE_URL) ?? ""
        guard let allowed = transfer.allowedOrigin, WebURL.origin(of: url) != allowed else { return CURL_PREREQFUNC_OK }
        transfer.refusedRedirect = url
        return CURL_PREREQFUNC_ABORT
    }

    /// A non-zero result makes curl abort with CURLE_ABORTED_BY_CALLBACK.
    static let reportProgress: flash_curl_xferinfo_callback = { context, _, _, _, _ in
        Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().isCancelled ? 1 : 0
    }
}
