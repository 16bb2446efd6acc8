import FlashArguments
import FlashKit
import FoundationEssentials
import Support
import Interchange
import Store

/// `flash sync`: two-way sync of every list with Anki's sync server; `login` and `status`.
enum SyncCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "sync", summary: "sync your lists with Anki's sync server, so they reach your phone and its reviews come back",
        options: [
            .option(.server, "URL", "With login: the sync server's address, such as http://192.168.1.2:8080/."),
            .option(.user, "NAME", "With login: your user name on that server."),
            .flag(.upload, "Replace the server's collection with flash's (when only a full sync is possible)."),
            .flag(.download, "Replace flash's collection with the server's (when only a full sync is possible)."),
            .flag(.json, short: "j", "Print the summary (or the status) as JSON."),
        ],
        arguments: [.optional("ACTION", "login or status; none syncs", completion: .choices(["login", "status"]))],
        discussion: """
            flash syncs with a server you run yourself: Anki's own, `python -m anki.syncserver`
            (see "Sync with Anki" in the README). AnkiWeb's terms do not allow other clients.

              flash sync login --server URL --user NAME   asks for the password (or reads
                                                          FLASH_SYNC_PASSWORD) and keeps the
                                                          server's key, never the password
              flash sync                                  sends and receives every change
              flash sync status                           the server, the last sync, what waits

            Each list is a deck "flash::LIST"; reviews made in Anki come back into results,
            mistakes and status. When only a full sync is possible, flash asks you to choose
            --upload or --download. FLASH_SYNC_SERVER, FLASH_SYNC_USER and FLASH_SYNC_PASSWORD
            let `flash sync` log in by itself.

            Examples:
              flash sync login --server http://127.0.0.1:8080/ --user me
              flash sync --json
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let sync = try engine(try context.store(), context)
        let json = arguments.flag(.json)
        switch arguments.positionals.first {
        case "login"?:
            try await login(sync, arguments: arguments, context: context)
        case "status"?:
            let status = try sync.status()
            json ? context.console.line(JSONOutput.encode(status)) : context.console.lines(status.lines { DateText.minute($0) })
        case nil:
            try await logInFromEnvironment(sync, context: context)
            let direction = try Self.direction(arguments)
            context.console.progress("Syncing with \(try sync.storedLogin()?.server ?? "the server")…")
            let summary = try await sync.sync(direction: direction)
            context.console.clearProgress()
            json ? context.console.line(JSONOutput.encode(summary)) : context.console.line(summary.line)
        case let other?:
            throw UsageError("unknown sync action '\(Text.printable(other))': use `flash sync`, `flash sync login` or `flash sync status`")
        }
    }
}

extension SyncCommand {
    /// After any command that opened the store: what it changed goes into the replica of the
    /// Anki collection, once there is one (``AnkiSync/stagePending()``). A failure leaves it for
    /// the sync, in one line.
    static func stagePending(_ context: Context) {
        guard let store = context.openedStoreIfAny else { return }
        do {
            guard try AnkiSync.keepsReplica(store) else { return }
            context.console.progress("Keeping the copy of your Anki collection in step…")
            defer { context.console.clearProgress() }
            try engine(store, context).stagePending()
        } catch {
            context.console.note("flash: the next sync will take this command's changes (not staged now: \(Text.printable(String(describing: error))))")
        }
    }

    static func engine(_ store: FlashStore, _ context: Context) throws -> AnkiSync {
        AnkiSync(store: store, paths: context.paths, http: AnkiSync.client(configuration: context.configuration),
                 clock: context.clock, parameters: try context.reviewPolicy().parameters)
    }
}

private extension SyncCommand {
    static func login(_ sync: AnkiSync, arguments: ParsedArguments, context: Context) async throws {
        let environment = context.environment
        guard let server = arguments.value(.server) ?? environment["FLASH_SYNC_SERVER"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            throw UsageError("flash sync login needs --server URL (there is no default server)")
        }
        guard let user = arguments.value(.user) ?? environment["FLASH_SYNC_USER"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            throw UsageError("flash sync login needs --user NAME")
        }
        let password = environment["FLASH_SYNC_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
            ?? PasswordPrompt.read(prompt: "Password for \(Text.printable(user)): ", console: context.console)
        guard let password, !password.isEmpty else { throw UsageError("no password given") }
        let login = try await sync.login(server: server, user: user, password: password)
        context.console.line("Logged in to \(login.server) as \(Text.printable(login.user)); its key is kept, never your password.")
        // The first sync's collection, made ready now as Anki keeps its own; without it the
        // first sync makes it.
        do {
            context.console.progress("Preparing the first sync's collection…")
            defer { context.console.clearProgress() }
            try await sync.prepareFirstSync()
        } catch {
            context.console.note("flash: the first sync will build its collection (not prepared now: \(Text.printable(String(describing: error))))")
        }
    }

    /// FLASH_SYNC_SERVER, FLASH_SYNC_USER and FLASH_SYNC_PASSWORD log in when no login for
    /// that server and user is stored.
    static func logInFromEnvironment(_ sync: AnkiSync, context: Context) async throws {
        let environment = context.environment
        guard let server = environment["FLASH_SYNC_SERVER"], !server.isEmpty, let user = environment["FLASH_SYNC_USER"], !user.isEmpty,
              let password = environment["FLASH_SYNC_PASSWORD"], !password.isEmpty else { return }
        let stored = try sync.storedLogin()
        if let stored, stored.user == user, stored.server == (try? AnkiSync.endpoint(server)) { return }
        try await sync.login(server: server, user: user, password: password)
    }

    static func direction(_ arguments: ParsedArguments) throws -> SyncDirection? {
        switch (arguments.flag(.upload), arguments.flag(.download)) {
        case (true, true): throw UsageError("choose one of --upload and --download")
        case (true, false): return .upload
        case (false, true): return .download
        case (false, false): return nil
        }
    }
}
