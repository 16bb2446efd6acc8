import Foundation

/// Fetches a chosen image: local files as ``LocalImageReader`` does, http(s) URLs through an
/// ``HTTPClient`` with the image size limit. The bytes must be a PNG, JPEG, GIF or WebP image;
/// Unsplash photos are registered as used, as Unsplash's API guidelines require.
public struct HTTPImageDownloader: ImageDownloading {
    let client: any HTTPClient
    let unsplash: UnsplashImages?
    let timeout: Duration

    /// A downloader using `client`; pass `unsplash` so Unsplash photos are registered as used.
    public init(client: any HTTPClient, unsplash: UnsplashImages? = nil, timeout: Duration = .seconds(30)) {
        self.client = client
        self.unsplash = unsplash
        self.timeout = timeout
    }

    /// The image's bytes. Throws ``ImageError/notAnImage(_:)`` for anything that is not a
    /// picture flash stores, and ``HTTPError`` for URLs other than http(s) and failed transfers.
    public func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
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
            let host = HTTPErrorContext(provider: provider, url: candidate.url).host
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

// The pieces below are shared by the five web image providers. They live here until they get
// files of their own (ImageProviderError.swift, WebURL.swift, HTTPClient+ImageAPI.swift).

/// Why a web image provider gave no pictures. Each description is one line naming the provider,
/// and never holds the API key. Transport failures stay ``HTTPError``s.
public enum ImageProviderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The provider needs an API key and none is configured.
    case missingKey(provider: String)
    /// The provider refused the key; `message` is its own explanation.
    case keyRejected(provider: String, message: String)
    /// Too many requests for now; `message` is the provider's explanation.
    case rateLimited(provider: String, message: String)
    /// The provider reported an error inside a successful answer (Wikimedia does).
    case service(provider: String, message: String)
    /// The answer was not in the provider's documented format.
    case malformedResponse(provider: String)
    /// A URL from the provider points at a host the key must not be sent to.
    case untrustedURL(provider: String, host: String)

    public var description: String {
        switch self {
        case .missingKey(let provider):
            "\(provider): no API key (set \(provider).key in flash.conf or FLASH_\(provider.uppercased())_KEY)"
        case let .keyRejected(provider, message):
            "\(provider): the API key was refused" + Self.suffix(message)
        case let .rateLimited(provider, message):
            "\(provider): too many requests, try again later" + Self.suffix(message)
        case let .service(provider, message):
            "\(provider): the service reported an error" + Self.suffix(message)
        case .malformedResponse(let provider):
            "\(provider): the answer was not in the expected format"
        case let .untrustedURL(provider, host):
            "\(provider): refused to send the API key to \(host)"
        }
    }
}

extension ImageProviderError {
    /// `error` as an ``ImageProviderError`` when it is about the key or the rate limit, otherwise
    /// unchanged. `key` is blanked out of the provider's message.
    static func from(_ error: HTTPError, key: String?) -> any Error {
        guard case let .status(provider, _, code, message, body) = error else { return error }
        let text = redacted(ownMessage(in: body) ?? message, key: key)
        let lowered = text.lowercased()
        switch code {
        case 429: return rateLimited(provider: provider, message: text)
        case 403 where lowered.contains("rate limit"): return rateLimited(provider: provider, message: text)
        case 401, 403: return keyRejected(provider: provider, message: text)
        case 400 where lowered.contains("key"): return keyRejected(provider: provider, message: text)
        default: return error
        }
    }

    /// Provider text made safe for one line: printable, at most 200 characters, without the key.
    static func redacted(_ text: String, key: String?) -> String {
        var clean = Text.clean(text)
        if let key, !key.isEmpty { clean = clean.replacingOccurrences(of: key, with: "[redacted]") }
        return clean.count > 200 ? String(clean.prefix(199)) + "…" : clean
    }
}

private extension ImageProviderError {
    static func suffix(_ message: String) -> String { message.isEmpty ? "" : ": \(message)" }

    /// The messages HTTPError does not read: Unsplash's `{"errors":["OAuth error: ..."]}` and
    /// Openverse's `{"detail":"Request was throttled. ..."}`.
    static func ownMessage(in body: [UInt8]) -> String? {
        struct Failure: Decodable { let errors: [String]?, detail: String? }
        guard let failure = try? JSONDecoder().decode(Failure.self, from: Data(body)) else { return nil }
        if let errors = failure.errors, !errors.isEmpty { return errors.joined(separator: "; ") }
        return failure.detail
    }
}

/// Checks on URLs that arrive in provider answers.
enum WebURL {
    /// True for an absolute http or https URL with a host and nothing unprintable in it; false
    /// for "javascript:", "file:", "ftp:", scheme-relative and malformed URLs.
    static func isWeb(_ text: String) -> Bool {
        guard !text.unicodeScalars.contains(where: { Text.isControl($0) || $0.properties.isWhitespace }),
              let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return components.host?.isEmpty == false
    }

    /// `text` when it is a web URL, otherwise nil.
    static func web(_ text: String?) -> String? {
        text.flatMap { isWeb($0) ? $0 : nil }
    }

    /// `url` without trailing slashes, so a base URL and a path join with exactly one.
    static func base(_ url: String) -> String {
        var text = url
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// "https://api.unsplash.com:443" style origin (scheme, host, port) for comparing URLs.
    static func origin(of text: String) -> String? {
        guard isWeb(text), let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased() else { return nil }
        let port = components.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(host):\(port)"
    }
}

extension HTTPClient {
    /// Performs an image provider's API request and decodes its JSON answer (snake_case keys
    /// read as camelCase). Key and rate-limit failures become ``ImageProviderError``s.
    func imageAPI<Answer: Decodable>(
        _ request: HTTPRequest, decoding type: Answer.Type, timeout: Duration, key: String? = nil
    ) async throws -> Answer {
        let response: HTTPResponse
        do {
            response = try await execute(request, timeout: timeout)
        } catch let error as HTTPError {
            throw ImageProviderError.from(error, key: key)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard response.status == 200, let answer = try? decoder.decode(type, from: Data(response.body)) else {
            throw ImageProviderError.malformedResponse(provider: request.provider)
        }
        return answer
    }
}
