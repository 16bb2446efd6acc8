import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Support

/// What `flash sync login` keeps: the server, the user and the host key the server gave for
/// the password, never the password itself. It lives in a file only its owner can read
/// (0600, in a 0700 folder), one per profile.
public struct SyncLogin: Sendable, Equatable {
    /// The server's base URL, ending in "/".
    public var server: String
    public var user: String
    /// What the server's `hostKey` answered; it stands for the password.
    var hostKey: String

    init(server: String, user: String, hostKey: String) {
        self.server = server
        self.user = user
        self.hostKey = hostKey
    }
}

/// The file a profile's login is kept in.
struct SyncLoginFile {
    let url: URL

    init(paths: FlashPaths, profileID: Int64) {
        url = paths.dataDirectory.appendingPathComponent("sync").appendingPathComponent("login-\(profileID).json")
    }

    /// The stored login, or nil when there is none; a damaged file is an error naming it.
    func read() throws -> SyncLogin? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let json = try? JSONValue.parse(Array(data))
        guard let server = json?["server"]?.string, let user = json?["user"]?.string, let key = json?["key"]?.string else {
            throw SyncLoginDamaged(path: url.path)
        }
        return SyncLogin(server: server, user: user, hostKey: key)
    }

    /// Writes `login` atomically into a file made 0600 before anything is written to it.
    func write(_ login: SyncLogin) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        let json = JSONValue.object([
            JSONMember("server", .string(login.server)), JSONMember("user", .string(login.user)),
            JSONMember("key", .string(login.hostKey)),
        ])
        let temporary = folder.appendingPathComponent(".login-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: Data(json.bytes + [0x0A]))
            try handle.synchronize()
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Forgets the login.
    func remove() throws {
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
    }
}

/// A login file flash cannot read.
struct SyncLoginDamaged: Error, CustomStringConvertible {
    let path: String

    var description: String { "the sync login \(path) is damaged: run `flash sync login` again" }
}
