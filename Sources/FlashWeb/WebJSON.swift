import FoundationEssentials

/// The API's JSON: compact, keys sorted (the same bytes for the same value), ISO 8601 dates.
enum WebJSON {
    static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return Array(#"{"error":"the answer could not be written as JSON"}"#.utf8) }
        return Array(data)
    }

    /// A request body read as `T`; the error says what is wrong in one line.
    static func decode<T: Decodable>(_ type: T.Type, from body: [UInt8]) throws(WebFailure) -> T {
        guard !body.isEmpty else { throw .badRequest("the request needs a JSON body") }
        do {
            return try JSONDecoder().decode(type, from: Data(body))
        } catch let DecodingError.keyNotFound(key, _) {
            throw .badRequest("the JSON body needs \"\(key.stringValue)\"")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .badRequest("the JSON body's \(path(context)) has the wrong type")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .badRequest("the JSON body's \(path(context)) is null")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw .badRequest("the JSON body's \(path(context)) is not valid")
        } catch {
            throw .badRequest("the body is not valid JSON")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        return keys.isEmpty ? "value" : "\"\(keys.joined(separator: "."))\""
    }
}

/// What a request cannot have, with its 4xx status; never a server fault.
public enum WebFailure: Error, Equatable, CustomStringConvertible {
    case badRequest(String)
    case unauthorized(String)
    case forbidden(String)
    case notFound(String)
    case methodNotAllowed(String)
    case conflict(String)
    case tooLarge(String)
    case unsupportedMediaType(String)
    case unprocessable(String)
    case tooMany(String)

    public var status: Int {
        switch self {
        case .badRequest: 400
        case .unauthorized: 401
        case .forbidden: 403
        case .notFound: 404
        case .methodNotAllowed: 405
        case .conflict: 409
        case .tooLarge: 413
        case .unsupportedMediaType: 415
        case .unprocessable: 422
        case .tooMany: 429
        }
    }

    public var description: String {
        switch self {
        case let .badRequest(message), let .unauthorized(message), let .forbidden(message), let .notFound(message),
             let .methodNotAllowed(message), let .conflict(message), let .tooLarge(message), let .unsupportedMediaType(message),
             let .unprocessable(message), let .tooMany(message):
            message
        }
    }

    var response: WebResponse { .error(status, description) }
}
