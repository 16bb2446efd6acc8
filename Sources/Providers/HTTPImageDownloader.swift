import FoundationEssentials
import Model
import HTTP

/// Fetches a chosen image: local files as ``LocalImageReader`` does, http(s) URLs through an
/// ``HTTPClient`` with the image size limit. The bytes must be a PNG, JPEG, GIF or WebP image;
/// Unsplash photos are registered as used, as Unsplash's API guidelines require.
struct HTTPImageDownloader: ImageDownloading {
    let client: any HTTPClient
    let unsplash: UnsplashImages?
    let timeout: Duration

    /// A downloader using `client`; pass `unsplash` so Unsplash photos are registered as used.
    init(client: any HTTPClient, unsplash: UnsplashImages? = nil, timeout: Duration = .seconds(30)) {
        self.client = client
        self.unsplash = unsplash
        self.timeout = timeout
    }

    /// The image's bytes. Throws ``ImageError/notAnImage(_:)`` for anything that is not a
    /// picture flash stores, and ``HTTPError`` for URLs other than http(s) and failed transfers.
    func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
        if candidate.url.hasPrefix("/") {
            return try Self.checked(try await LocalImageReader().bytes(for: candidate), origin: candidate.url)
        }
        let bytes = try Self.checked(try await download(candidate), origin: Self.origin(of: candidate.url))
        if candidate.source == "unsplash", candidate.downloadLocation != nil, let unsplash {
            // The picture is already here: a failed registration must not cost the learner it.
            try? await unsplash.registerDownload(candidate)
        }
        return bytes
    }
}

private extension HTTPImageDownloader {
    func download(_ candidate: ImageCandidate) async throws -> [UInt8] {
        let provider = candidate.source.isEmpty ? "images" : candidate.source + " images"
        guard let scheme = URLComponents(string: candidate.url)?.scheme?.lowercased() else {
            throw ImageError.unreadable(Self.origin(of: candidate.url))
        }
        guard WebURL.isWeb(candidate.url) else {
            throw HTTPError.unsupportedProtocol(provider: provider, scheme: scheme)
        }
        let request = HTTPRequest.get(candidate.url, provider: provider, maxBodySize: HTTPRequest.imageBodyLimit)
        let response = try await client.execute(request, timeout: timeout)
        guard response.status == 200 else {
            let host = HTTPErrorContext(provider: provider, url: response.url).host
            throw HTTPError.status(provider: provider, host: host, code: response.status, message: "no image in the answer", body: [])
        }
        return response.body
    }

    static func checked(_ bytes: [UInt8], origin: String) throws -> [UInt8] {
        guard bytes.count <= ImageFormat.maximumSize else { throw ImageError.tooLarge(origin, bytes: bytes.count) }
        guard ImageFormat(magic: bytes) != nil else { throw ImageError.notAnImage(origin) }
        return bytes
    }

    /// The URL without its query, which may carry a token, for error messages.
    static func origin(of url: String) -> String {
        HTTPErrorContext.printable(url)
    }
}
