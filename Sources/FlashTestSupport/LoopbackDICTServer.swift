import Foundation

/// A fake dictd (RFC 2229) on 127.0.0.1: it greets, acknowledges CLIENT, answers every other
/// command with `handler`'s text (status lines and CRLFs included) and says goodbye on QUIT,
/// which is all libcurl's dict:// support needs.
public final class LoopbackDICTServer: @unchecked Sendable {
    private let handler: @Sendable (String) -> String
    private let lock = NSLock()
    private var received: [String] = []
    private var listener: LoopbackListener!

    /// Starts listening at once; `handler` gets a command such as `DEFINE fd-eng-spa house`.
    public init(handler: @escaping @Sendable (String) -> String) throws {
        self.handler = handler
        let state = self
        listener = try LoopbackListener { [weak state] connection in state?.serve(connection) }
    }

    deinit { listener.stop() }

    /// The port the server listens on.
    public var port: Int { listener.port }

    /// "dict://127.0.0.1:PORT", without a trailing slash.
    public var baseURL: String { "dict://127.0.0.1:\(port)" }

    /// Every command other than CLIENT and QUIT, in order of arrival.
    public var commands: [String] { lock.withLock { received } }

    /// Closes every connection and waits for their threads. Called by deinit too.
    public func stop() { listener.stop() }
}

private extension LoopbackDICTServer {
    func serve(_ connection: LoopbackConnection) {
        guard connection.write(Array("220 loopback dictd <auth.mime> <1.1@loopback>\r\n".utf8)) else { return }
        while let line = connection.read(upTo: Array("\r\n".utf8)) {
            let command = String(decoding: line, as: UTF8.self)
            let verb = command.split(separator: " ").first?.uppercased() ?? ""
            if verb == "QUIT" { return _ = connection.write(Array("221 bye\r\n".utf8)) }
            let reply = verb == "CLIENT" ? "250 ok\r\n" : record(command)
            guard connection.write(Array(reply.utf8)) else { return }
        }
    }

    func record(_ command: String) -> String {
        lock.withLock { received.append(command) }
        return handler(command)
    }
}
