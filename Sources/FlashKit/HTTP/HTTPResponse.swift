/// A complete HTTP response: the final status after redirects, its headers and its body.
public struct HTTPResponse: Sendable {
    /// The status code of the last response in the redirect chain.
    public var status: Int
    /// The header fields of the last response, looked up without regard to case.
    public var headers: HTTPHeaders
    /// The body, already decompressed.
    public var body: [UInt8]
    /// The URL that answered, after redirects. It may carry the query, so never print it.
    public var url: String

    /// A response with every field given.
    public init(status: Int, headers: HTTPHeaders = [:], body: [UInt8] = [], url: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// The body decoded as UTF-8, with invalid bytes replaced.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
