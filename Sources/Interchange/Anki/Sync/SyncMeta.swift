import Support
import Store

/// The server's answer to `meta`: its collection's modification and schema times, its update
/// sequence number, its clock, whether it holds any card, and whether to go on.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/sync/collection/meta.rs
struct SyncMeta: Sendable, Equatable {
    /// Epoch milliseconds of the last change.
    var modified: Int64
    /// Epoch milliseconds of the last change that needs a full sync.
    var schema: Int64
    var usn: Int64
    /// The server's clock, epoch seconds.
    var serverTime: Int64
    var message: String
    var shouldContinue: Bool
    /// True when the collection has no card.
    var empty: Bool
    var mediaUSN: Int64

    package init(modified: Int64, schema: Int64, usn: Int64, serverTime: Int64, message: String = "", shouldContinue: Bool = true,
         empty: Bool, mediaUSN: Int64 = 0) {
        self.modified = modified
        self.schema = schema
        self.usn = usn
        self.serverTime = serverTime
        self.message = message
        self.shouldContinue = shouldContinue
        self.empty = empty
        self.mediaUSN = mediaUSN
    }

    /// The server as the replica last saw it, until its answer comes.
    init(lastSeenIn header: ReplicaHeader) {
        self.init(modified: header.lastSync, schema: header.schema, usn: header.usn, serverTime: 0, empty: false, mediaUSN: header.mediaUSN)
    }

    package init(json: JSONValue) throws {
        guard let modified = json["mod"]?.int64, let schema = json["scm"]?.int64, let usn = json["usn"]?.int64,
              let time = json["ts"]?.int64 else {
            throw SyncError.malformed(step: "meta", detail: "mod, scm, usn or ts missing")
        }
        self.init(modified: modified, schema: schema, usn: usn, serverTime: time, message: json["msg"]?.string ?? "",
                  shouldContinue: json["cont"]?.bool ?? true, empty: json["empty"]?.bool ?? false,
                  mediaUSN: json["media_usn"]?.int64 ?? 0)
    }

    /// The request: the protocol version and the client.
    static var request: JSONValue {
        .object([JSONMember("v", .int(SyncConnection.protocolVersion)), JSONMember("cv", .string(SyncConnection.clientVersion))])
    }
}

extension SyncConnection {
    /// The host key for `user` and `password`; a refused password is ``SyncError/wrongPassword(user:)``.
    func hostKey(user: String, password: String) async throws -> String {
        do {
            let answer = try await json("hostKey", .object([JSONMember("u", .string(user)), JSONMember("p", .string(password))]))
            guard let key = answer["key"]?.string, !key.isEmpty else { throw SyncError.malformed(step: "hostKey", detail: "no key") }
            return key
        } catch SyncError.wrongPassword {
            throw SyncError.wrongPassword(user: user)
        }
    }

    /// The server's meta.
    func meta() async throws -> SyncMeta {
        try SyncMeta(json: try await json("meta", SyncMeta.request))
    }
}
