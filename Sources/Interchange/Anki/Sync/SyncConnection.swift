import FoundationEssentials
import Support
import HTTP

/// One conversation with Anki's sync server (protocol version 11): every call is a POST of
/// zstd-compressed JSON (or a collection file) to `sync/METHOD` or `msync/METHOD`, with the
/// `anki-sync` header carrying the version, the host key, the client and a session key that
/// stays the same for the whole sync. Answers come back zstd-compressed; errors as a bare
/// status. Nothing is retried: every step of a sync changes the server's state.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/sync/http_client/mod.rs
struct SyncConnection: Sendable {
    /// The server's base URL, ending in "/".
    let endpoint: String
    /// The key `hostKey` gave for the user; empty while logging in.
    let hostKey: String
    /// Identifies this sync to the server, which refuses steps of another session meanwhile.
    let sessionKey: String
    let http: any HTTPClient
    /// How long one step may take (uploads and downloads of a large collection take longest).
    var timeout: Duration = .seconds(120)

    static let protocolVersion = 11
    /// What flash calls itself to the server, as Anki's clients do ("26.09.3,29bb700b,linux").
    static let clientVersion = "flash,\(FlashVersion.current),linux"
    /// The largest answer accepted: a downloaded collection, compressed.
    static let maximumAnswer = 512 * 1024 * 1024
    /// The largest answer accepted once decompressed.
    static let maximumDecompressed = 1024 * 1024 * 1024

    init(endpoint: String, hostKey: String, http: any HTTPClient, sessionKey: String = SyncConnection.newSessionKey()) {
        self.endpoint = endpoint
        self.hostKey = hostKey
        self.http = http
        self.sessionKey = sessionKey
    }

    /// Sends `body` (JSON) to collection method `method` and returns the decompressed answer.
    func call(_ method: String, _ body: JSONValue) async throws -> [UInt8] {
        try await post("sync/" + method, step: method, body: body.bytes)
    }

    /// Sends `body` to a media method (`msync/METHOD`).
    func media(_ method: String, _ body: [UInt8]) async throws -> [UInt8] {
        try await post("msync/" + method, step: method, body: body)
    }

    /// Sends raw bytes (a collection file for `upload`) to collection method `method`.
    func call(_ method: String, bytes: [UInt8]) async throws -> [UInt8] {
        try await post("sync/" + method, step: method, body: bytes)
    }

    /// Sends `body` and reads the answer as JSON.
    func json(_ method: String, _ body: JSONValue) async throws -> JSONValue {
        let answer = try await call(method, body)
        do {
            return try JSONValue.parse(answer)
        } catch {
            throw SyncError.malformed(step: method, detail: "\(error)")
        }
    }

    /// The `anki-sync` header's value.
    var header: String {
        JSONValue.object([
            JSONMember("v", .int(Self.protocolVersion)), JSONMember("k", .string(hostKey)),
            JSONMember("c", .string(Self.clientVersion)), JSONMember("s", .string(sessionKey)),
        ]).text
    }

    /// Eight random letters and digits, as Anki's own clients make.
    static func newSessionKey() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<8).map { _ in alphabet.randomElement()! })
    }

    /// `text` as a base URL ending in "/", or an error when it is no http(s) URL.
    static func endpoint(_ text: String) throws -> String {
        let trimmed = text.trimmingSpaces()
        guard WebURL.isWeb(trimmed), URLComponents(string: trimmed)?.query == nil else { throw SyncError.badServer(text) }
        return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }
}

private extension SyncConnection {
    func post(_ path: String, step: String, body: [UInt8]) async throws -> [UInt8] {
        let compressed: [UInt8]
        do {
            compressed = try Zstandard.compress(body)
        } catch {
            throw SyncError.malformed(step: step, detail: "\(error)")
        }
        let request = HTTPRequest(
            method: .post, url: endpoint + path,
            headers: ["anki-sync": header, "Content-Type": "application/octet-stream"],
            body: compressed, maxBodySize: Self.maximumAnswer, provider: "sync server")
        let response: HTTPResponse
        do {
            response = try await http.execute(request, timeout: timeout)
        } catch let error as HTTPError {
            throw Self.translate(error, step: step)
        }
        do {
            return try Zstandard.decompress(response.body, limit: Self.maximumDecompressed)
        } catch {
            throw SyncError.malformed(step: step, detail: "\(error)")
        }
    }

    static func translate(_ error: HTTPError, step: String) -> SyncError {
        guard let code = error.statusCode else { return .network(error.description) }
        switch code {
        case 403: return step == "hostKey" ? .wrongPassword(user: "") : .loginRefused
        case 409: return .busy
        case 400: return .stepRefused(step: step, detail: "")
        case 501: return .clientTooOld
        default: return .network(error.description)
        }
    }
}
