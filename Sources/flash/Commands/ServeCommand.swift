import FlashArguments
import FoundationEssentials
import Support
import FlashWeb

/// `flash serve`: the web app and JSON API on this machine until Ctrl-C or SIGTERM.
enum ServeCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "serve", summary: "a web app and JSON API on this machine, over the same lists and progress",
        options: [
            .option(.port, "N", "The port to listen on (default 8080; 0 picks a free one)."),
            .option(.bind, "ADDR", "Listen on this address instead of 127.0.0.1 (then every request must carry the printed token)."),
        ],
        discussion: """
            The first line printed is the address to open in a browser. Sessions in the browser
            are recorded exactly as in the terminal, every answer the moment it is given; flash
            keeps working in a terminal on the same lists meanwhile. Ctrl-C or SIGTERM stops the
            server; open sessions close as interrupted.

            Examples:
              flash serve
              flash serve --port 0
              flash serve --bind 0.0.0.0 --port 8080
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let port = try arguments.int(.port, in: 0...65_535) ?? 8080
        let host = arguments.value(.bind) ?? "127.0.0.1"
        guard let address = WebAddress(host: host, port: UInt16(port)) else {
            throw UsageError("--bind takes an IP address such as 127.0.0.1, 0.0.0.0 or ::1, not '\(Text.printable(host))'")
        }
        _ = InterruptPipe.descriptor
        let server = try WebServer(environment: context.environment, profile: context.profile, address: address)
        context.console.line(server.url)
        if let token = server.token {
            context.console.line("token: \(token)")
            context.console.note("Listening beyond this machine: open \(server.url)?token=\(token), or send Authorization: Bearer TOKEN.")
        }
        context.console.note("Serving \(context.paths.dataDirectory.path); Ctrl-C stops.")
        InterruptPipe.wait()
        let closed = server.stop()
        context.console.note("Stopped\(closed > 0 ? ": \(closed) open session\(closed == 1 ? "" : "s") closed as interrupted" : ""); every answer is saved.")
    }
}
