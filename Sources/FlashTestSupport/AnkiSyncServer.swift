import Foundation

/// Anki's own sync server (`python -m anki.syncserver` from the PyPI package `anki`) on
/// 127.0.0.1, run by Tests/FlashKitTests/Support/anki_sync_server.py for the tests and the
/// benchmark: its data in a folder of its own, `users` users (`u1`, `u2`, ... each with a
/// password of its own),
/// stopped when ``stop()`` is called or the process that started it ends.
public final class AnkiSyncServer: @unchecked Sendable {
    /// The server's data folder: it survives ``stop()``, so ``start()`` brings the same server back.
    public let base: URL
    public let users: Int
    private let python: String
    private let lock = NSLock()
    private var process: Process?
    private var input: Pipe?
    private var nextUser = 0
    public private(set) var port = 0

    /// Starts a server with `users` accounts; `python` must import Anki's library.
    public init(python: String, users: Int = 8) throws {
        self.python = python
        self.users = users
        base = FileManager.default.temporaryDirectory.appendingPathComponent("flash-anki-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try start()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: base)
    }

    /// The base URL clients sync with.
    public var endpoint: String { "http://127.0.0.1:\(port)/" }

    /// An account no other caller got yet: user and password.
    public func claimUser() -> (user: String, password: String)? {
        lock.withLock {
            guard nextUser < users else { return nil }
            nextUser += 1
            return ("u\(nextUser)", Self.password(nextUser))
        }
    }

    /// Starts the server (again, on the same port once it has one) and waits until it answers.
    public func start() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        let script = LoopbackFixtures.repositoryRoot.appendingPathComponent("Tests/FlashKitTests/Support/anki_sync_server.py").path
        process.arguments = [script, base.path, String(port)] + (1...users).map { "u\($0):\(Self.password($0))" }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = String(decoding: Self.firstLine(of: output.fileHandleForReading), as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.waitForEnd()
            let log = (try? String(contentsOf: base.appendingPathComponent("server.log"), encoding: .utf8)) ?? ""
            throw ServerFailure(description: "Anki's sync server did not start: \(log.suffix(2000))")
        }
        lock.withLock { (self.process, self.input, self.port) = (process, input, port) }
    }

    /// Stops the server and waits for it to end (its data stays).
    public func stop() {
        let (process, input) = lock.withLock { () -> (Process?, Pipe?) in
            defer { (self.process, self.input) = (nil, nil) }
            return (self.process, self.input)
        }
        try? input?.fileHandleForWriting.close()
        process?.waitForEnd()
    }

    /// Long enough that finding it in a file means it was written there.
    static func password(_ user: Int) -> String { "secret-\(user)-of-a-learner" }

    public struct ServerFailure: Error, CustomStringConvertible {
        public let description: String
    }

    private static func firstLine(of handle: FileHandle) -> [UInt8] {
        var line: [UInt8] = []
        while let byte = try? handle.read(upToCount: 1), let first = byte.first, first != 0x0A { line.append(first) }
        return line
    }
}
