import Support

/// Why a sync with Anki's server did not happen or did not finish: one line each. After any of
/// them flash's data is as it was before the sync.
public enum SyncError: Error, Equatable, CustomStringConvertible {
    /// No login is stored and none is given in the environment.
    case notLoggedIn
    /// `flash sync login` was given a user name or password the server refused.
    case wrongPassword(user: String)
    /// The stored host key is no longer accepted.
    case loginRefused
    /// flash's clock and the server's differ by more than five minutes.
    case clockOff(seconds: Int)
    /// The server asked clients to stop, with its reason.
    case serverStopped(String)
    /// Only a full sync can reconcile the two collections, and one side would be overwritten.
    case fullSyncRequired(reason: String)
    /// `--upload` and `--download` together.
    case bothDirections
    /// Another device is syncing with the same account at this moment (HTTP 409).
    case busy
    /// The server refused a step and undid its side of it (HTTP 400).
    case stepRefused(step: String, detail: String)
    /// The server says this client is too old to sync with it (HTTP 501).
    case clientTooOld
    /// The server's answer to a step was not what the protocol says.
    case malformed(step: String, detail: String)
    /// After the exchange, the two sides did not hold the same number of objects.
    case sanityCheckFailed
    /// A note type was changed (fields or templates added or removed) on both sides.
    case schemaChanged(String)
    /// The server could not be reached or the connection broke: the HTTP layer's own line.
    case network(String)
    /// The upload was refused by the server (its message).
    case uploadRefused(String)
    /// A server URL that is not an http(s) URL.
    case badServer(String)
    /// The lists synced, the media sync after them failed.
    case mediaFailed(String)

    public var description: String {
        switch self {
        case .notLoggedIn:
            "not logged in to a sync server: run `flash sync login --server URL --user NAME` "
                + "(or set FLASH_SYNC_SERVER, FLASH_SYNC_USER and FLASH_SYNC_PASSWORD)"
        case .wrongPassword(let user):
            "the server refused the user name '\(Text.printable(user))' or its password; nothing was stored"
        case .loginRefused:
            "the server no longer accepts the stored login: run `flash sync login` again"
        case .clockOff(let seconds):
            "this computer's clock is \(Self.minutes(seconds)) off the server's; set the clock right and sync again (nothing was changed)"
        case .serverStopped(let message):
            "the server asks not to sync now: \(Text.printable(message))"
        case .fullSyncRequired(let reason):
            "\(reason), so only a full sync is possible and one side would be replaced: run `flash sync --upload` "
                + "to replace the server's collection with flash's, or `flash sync --download` to replace flash's with the server's"
        case .bothDirections:
            "choose one of --upload and --download"
        case .busy:
            "another device is syncing with this account right now; try again in a moment (nothing was changed)"
        case let .stepRefused(step, detail):
            "the server refused the sync step '\(step)'\(detail.isEmpty ? "" : " (\(Text.printable(detail)))") and undid it; nothing was changed here"
        case .clientTooOld:
            "the server needs a newer sync protocol than this flash speaks (11)"
        case let .malformed(step, detail):
            "the server's answer to '\(step)' is not what Anki's protocol says (\(Text.printable(detail))); nothing was changed here"
        case .sanityCheckFailed:
            "after syncing, the server's collection and flash's did not match; nothing was changed here, and the next sync "
                + "must be a full one: `flash sync --upload` or `flash sync --download`"
        case .schemaChanged(let detail):
            "\(Text.printable(detail)); the next sync must be a full one: `flash sync --upload` or `flash sync --download`"
        case .network(let line):
            "\(line); nothing was changed here"
        case .uploadRefused(let message):
            "the server refused the upload: \(Text.printable(message)); nothing was changed here"
        case .mediaFailed(let reason):
            "the lists are synced, but pictures and sounds are not (\(reason)); the next sync tries again"
        case .badServer(let text):
            "'\(Text.printable(text))' is not a server address: give an http:// or https:// URL such as http://127.0.0.1:8080/"
        }
    }

    private static func minutes(_ seconds: Int) -> String {
        let minutes = (abs(seconds) + 30) / 60
        return minutes >= 1 ? "\(minutes) minute\(minutes == 1 ? "" : "s")" : "\(abs(seconds)) seconds"
    }
}
