import FoundationEssentials
import HTTP

/// Why a web image provider gave no pictures. Each description is one line naming the provider,
/// and never holds the API key. Transport failures stay ``HTTPError``s.
enum ImageProviderError: Error, Sendable, Equatable, CustomStringConvertible {
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
    /// unchanged. The client has already blanked every key out of the message and the body.
    static func from(_ error: HTTPError) -> any Error {
        guard case let .status(provider, _, code, message, body) = error else { return error }
        let text = ProviderError.oneLine(ownMessage(in: body) ?? message)
        let lowered = text.lowercased()
        switch code {
        case 429: return rateLimited(provider: provider, message: text)
        case 403 where lowered.contains("rate limit"): return rateLimited(provider: provider, message: text)
        case 401, 403: return keyRejected(provider: provider, message: text)
        case 400 where lowered.contains("key"): return keyRejected(provider: provider, message: text)
        default: return error
        }
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
