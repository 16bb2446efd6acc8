import FoundationEssentials
import CMicroHTTPD
import Support
import Model
import Providers
import FlashKit

/// `flash serve`: the web app and its JSON API over the same store, engines and caretaker as
/// the terminal, on 127.0.0.1 unless told otherwise. Start it, give people its ``url``, and
/// ``stop()`` it: open sessions close as interrupted; every answer was stored when it was given.
public final class WebServer: Sendable {
    /// "http://127.0.0.1:8080/".
    public let url: String
    /// What every request must carry when the server listens beyond this machine; nil on loopback.
    public let token: String?
    /// The port listened on.
    public let port: UInt16
    private let desk: WebDesk
    private let daemon: WebDaemon

    /// The largest request body read (1 MiB); a larger one is refused with 413.
    public static let bodyLimit = 1024 * 1024

    /// Opens the store of `profile` in the data folder `environment` names (as the terminal
    /// does) and listens on `address`. An address other than loopback gets a token.
    public init(environment: [String: String], profile: String?, address: WebAddress, threads: Int = WebServer.defaultThreads) throws {
        flash_mhd_limit_arenas()
        let workspace = try Workspace(environment: environment, profile: profile, clock: Workspace.clock(environment: environment))
        let desk = try WebDesk(workspace: workspace)
        let token = address.isLoopback ? nil : Self.newToken()
        let gate = WebGate(token: token)
        let app = WebApp(desk: desk, gate: gate, links: MediaLinks(speaks: Espeak.find(environment: environment) != nil))
        daemon = try WebDaemon(address: address, threads: threads, bodyLimit: Self.bodyLimit, handler: app)
        gate.port.store(daemon.port, ordering: .relaxed)
        self.desk = desk
        self.token = token
        port = daemon.port
        url = "http://\(address.with(port: daemon.port).description)/"
    }

    /// Two threads a core, at least two.
    public static var defaultThreads: Int { max(2, min(8, ProcessInfo.processInfo.activeProcessorCount * 2)) }

    /// Stops listening and closes the open sessions as interrupted; returns how many were open.
    /// Lists still being built are not stored.
    @discardableResult
    public func stop() -> Int {
        let closed = (try? desk.writing { writer in
            writer.closed = true
            return writer.sessions.endAll(.interrupted, at: desk.clock.now())
        }) ?? 0
        daemon.stop(answeringWaiting: WebApp.response(for: WebFailure.conflict("flash serve stopped before this was done; nothing of it was stored")))
        return closed
    }

    /// 128 random bits in hex.
    static func newToken() -> String { WebSessions.newID() }
}
