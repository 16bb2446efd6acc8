import FoundationEssentials
import Synchronization

/// What every request passes before it is routed, and what every answer carries.
///
/// - On loopback, the Host header must name this server (`127.0.0.1:PORT`, `localhost:PORT`,
///   `[::1]:PORT`), so a page whose name was re-pointed at 127.0.0.1 (DNS rebinding) is refused.
/// - Bound to another address, every request carries the token: `Authorization: Bearer TOKEN`,
///   or the cookie the page gets when opened as `/?token=TOKEN`.
/// - A request from a page of another origin (its Origin header) is refused, and writes must
///   be `application/json`, which no form of another site can send.
/// - Every answer says `Content-Security-Policy: default-src 'self'`: the page loads nothing
///   from elsewhere.
final class WebGate: Sendable {
    let token: String?
    /// The port listened on, known once the daemon has started.
    let port = Atomic<UInt16>(0)

    static let contentSecurityPolicy = "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    static let cookie = "flash_token"

    init(token: String?) {
        self.token = token
    }

    /// Why `request` is refused, or nil.
    func refusal(of request: WebRequest) -> WebFailure? {
        if let token {
            guard carriesToken(request, token) else { return .unauthorized("this server needs its token: send Authorization: Bearer TOKEN, or open the URL flash serve printed") }
        } else {
            guard let host = request.header("host")?.lowercased(), allowedHosts.contains(host) else {
                return .forbidden("this server answers only as http://127.0.0.1:\(port.load(ordering: .relaxed))/ (the Host header names another server)")
            }
        }
        if let origin = request.header("origin"), origin != "null", let host = request.header("host"),
           origin.lowercased() != "http://" + host.lowercased() {
            return .forbidden("requests from pages of another origin are refused")
        }
        if ["POST", "PATCH", "PUT"].contains(request.method), request.contentType != "application/json" {
            return .unsupportedMediaType("send the body as application/json")
        }
        return nil
    }

    /// True when `/?token=TOKEN` opens the page: the answer sets the cookie and drops the token
    /// from the address.
    func opensWithToken(_ request: WebRequest) -> Bool {
        guard let token, request.method == "GET", request.segments.isEmpty, let given = request.query["token"] else { return false }
        return Self.same(given, token)
    }

    /// The redirect that sets the token's cookie.
    func tokenCookieRedirect() -> WebResponse {
        WebResponse(status: 303, contentType: "text/plain; charset=utf-8", body: .bytes(Array("See /\n".utf8)), headers: [
            ("Location", "/"),
            ("Set-Cookie", "\(Self.cookie)=\(token ?? ""); Path=/; HttpOnly; SameSite=Strict"),
        ])
    }

    /// The headers every answer carries.
    func decorate(_ response: WebResponse) -> WebResponse {
        var response = response
        response.headers += [
            ("Content-Security-Policy", Self.contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("X-Frame-Options", "DENY"),
        ]
        if response.header("Cache-Control") == nil { response.headers.append(("Cache-Control", "no-store")) }
        return response
    }
}

private extension WebGate {
    var allowedHosts: Set<String> {
        let port = port.load(ordering: .relaxed)
        return ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    }

    func carriesToken(_ request: WebRequest, _ token: String) -> Bool {
        if let authorization = request.header("authorization"), authorization.hasPrefix("Bearer "),
           Self.same(String(authorization.dropFirst(7)), token) { return true }
        if opensWithToken(request) { return true }
        let cookies = (request.header("cookie") ?? "").split(whereSeparator: { $0 == ";" || $0 == "," })
        return cookies.contains { cookie in
            let parts = cookie.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 && parts[0] == Self.cookie && Self.same(parts[1], token)
        }
    }

    /// Compares in time that does not depend on where the texts differ.
    static func same(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
