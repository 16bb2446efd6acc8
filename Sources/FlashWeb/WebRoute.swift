/// One endpoint: a method and a path pattern whose `{name}` segments are captured.
struct WebRoute: Sendable {
    typealias Handler = @Sendable (WebRequest, [String: String]) throws -> WebReply

    let method: String
    let pattern: [String]
    let handler: Handler

    init(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        self.method = method
        self.pattern = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        self.handler = handler
    }

    /// The captured segments when `segments` fit the pattern.
    func captures(_ segments: [String]) -> [String: String]? {
        guard segments.count == pattern.count else { return nil }
        var captured: [String: String] = [:]
        for (part, segment) in zip(pattern, segments) {
            if part.hasPrefix("{") { captured[String(part.dropFirst().dropLast())] = segment } else if part != segment { return nil }
        }
        return captured
    }
}
