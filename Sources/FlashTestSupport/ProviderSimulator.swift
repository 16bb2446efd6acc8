import Foundation

/// A loopback server that speaks Google Cloud Translation v2 and the Unsplash API, for
/// end-to-end tests and the providers benchmark: every response can be delayed, requests are
/// counted, translated text is derived from the query ("dog" to es -> "es-dog"), and a fault
/// can break chosen answers until it is mended.
public final class ProviderSimulator: @unchecked Sendable {
    public let server: LoopbackHTTPServer
    /// The key the simulator expects; requests without it get the provider's 403.
    public let key: String
    private let faults = FaultBox()

    /// A 1x1 PNG: a real image, as the downloader's magic-byte check expects.
    public static let png: [UInt8] = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")!)

    /// Starts on a random port. `delay` is added to every response; `translate` may change a
    /// translation (to inject hostile text).
    public init(key: String, delay: Duration = .zero, translate: @escaping @Sendable (String, String) -> String = { "\($1)-\($0)" }) throws {
        self.key = key
        let box = BaseURLBox(), faults = faults
        server = try LoopbackHTTPServer { request in
            let answer = faults.answer(request) ?? Self.answer(request, key: key, baseURL: box.value, translate: translate)
            return answer.delayed(by: delay)
        }
        box.value = server.baseURL
    }

    public var baseURL: String { server.baseURL }
    public var requestCount: Int { server.requestCount }

    /// Answers the requests it returns a response for (garbage, an error, a redirect) in the
    /// simulator's place; the others get the usual answer. Nil mends the server.
    public var fault: (@Sendable (LoopbackRequest) -> LoopbackResponse?)? {
        get { faults.value }
        set { faults.value = newValue }
    }

    /// Requests whose path starts with `prefix`.
    public func requests(to prefix: String) -> [LoopbackRequest] {
        server.requests.filter { $0.path.hasPrefix(prefix) }
    }

    public func stop() { server.stop() }
}

private extension ProviderSimulator {
    final class BaseURLBox: @unchecked Sendable {
        var value = ""
    }

    final class FaultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var fault: (@Sendable (LoopbackRequest) -> LoopbackResponse?)?

        var value: (@Sendable (LoopbackRequest) -> LoopbackResponse?)? {
            get { lock.withLock { fault } }
            set { lock.withLock { fault = newValue } }
        }

        func answer(_ request: LoopbackRequest) -> LoopbackResponse? { value?(request) }
    }

    static func answer(_ request: LoopbackRequest, key: String, baseURL: String, translate: (String, String) -> String) -> LoopbackResponse {
        let path = request.pathWithoutQuery
        if path == "/language/translate/v2" { return google(request, key: key, translate: translate) }
        if path == "/search/photos" { return unsplash(request, key: key, baseURL: baseURL) }
        if path.hasPrefix("/photos/") { return .bytes(png, contentType: "image/png") }
        if path.hasPrefix("/download/") { return .json(#"{"url":"\#(baseURL)/photos/x.png"}"#) }
        return .json(#"{"error":{"code":404,"message":"Not found"}}"#, status: 404)
    }

    static func google(_ request: LoopbackRequest, key: String, translate: (String, String) -> String) -> LoopbackResponse {
        let form = request.formItems + request.queryItems
        guard form.contains(where: { $0.name == "key" && $0.value == key }) else {
            return .json(#"{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","errors":[{"reason":"badRequest"}]}}"#, status: 400)
        }
        let target = form.first { $0.name == "target" }?.value ?? "es"
        let entries = form.filter { $0.name == "q" }.map { item -> [String: String] in
            ["translatedText": translate(item.value, target), "detectedSourceLanguage": "en"]
        }
        let data = try? JSONSerialization.data(withJSONObject: ["data": ["translations": entries]])
        return .bytes(Array(data ?? Data()), contentType: "application/json")
    }

    static func unsplash(_ request: LoopbackRequest, key: String, baseURL: String) -> LoopbackResponse {
        guard request.header("Authorization") == "Client-ID \(key)" else { return .text("Rate Limit Exceeded", status: 403) }
        let query = request.query("query") ?? ""
        let slug = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "x"
        let results = (1...3).map { number -> [String: Any] in
            [
                "id": "\(slug)\(number)", "alt_description": "a \(query)",
                "urls": ["small": "\(baseURL)/photos/\(slug)-\(number).png", "thumb": "\(baseURL)/photos/\(slug)-\(number)-t.png"],
                "links": ["download_location": "\(baseURL)/download/\(slug)-\(number)"],
                "user": ["name": "Ana \(number)", "links": ["html": "https://unsplash.com/@ana"]],
            ]
        }
        let data = try? JSONSerialization.data(withJSONObject: ["total": 3, "results": results])
        return .bytes(Array(data ?? Data()), contentType: "application/json")
    }
}
