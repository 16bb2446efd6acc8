import FlashKit
import FlashTestSupport
import Foundation
import Interchange
import Support
import Store

/// `flash-bench sync [RUNS]`: against Anki's own sync server on 127.0.0.1 (PyPI `anki`, from
/// FLASH_ANKI_PYTHON or .venv-anki), the first sync of a 2,000-card list and the sync of 100
/// new answers over 20,000 cards, each as a whole `flash sync` process, beside Anki's library
/// doing the same with the same content (Tests/FlashKitTests/Support/anki_sync_bench.py)
/// against the same server in the same run. Each side is timed two ways: its sync call alone
/// (flash's `AnkiSync.sync()` with its store open, in this process; Anki's with its collection
/// open) and its whole process. Prints the medians of RUNS runs (default 3), the ratios of call
/// to call and process to process, and flash's peak memory. flash's `sync login` before a first
/// sync prepares the collection the sync uploads, as Anki's is there before its sync, and a
/// command that answers stages its answers into it as it ends (done here before the sync call):
/// their times are printed beside.
enum SyncBenchmark {
    static func run(_ arguments: [String]) async throws {
        let runs = arguments.first.flatMap(Int.init) ?? 3
        guard let python = AnkiLibrary.python else {
            throw AnkiLibrary.Failure(description: "flash-bench sync needs Anki's library: .venv-anki or FLASH_ANKI_PYTHON")
        }
        let server = try AnkiSyncServer(python: python, users: 4 * runs + 2)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-sync-\(getpid())")
        defer { if ProcessInfo.processInfo.environment["FLASH_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(at: base) } }
        let flash = URL(fileURLWithPath: FlashPaths.currentExecutable).deletingLastPathComponent().appendingPathComponent("flash").path
        let anki = AnkiSide(python: python, server: server)
        print("sync: Anki's sync server at \(server.endpoint), data in \(base.path)")

        var first = Timings()
        for run in 0..<runs {
            let home = try fill(base.appendingPathComponent("first-\(run)"), cards: 2_000)
            first.logins.append(try login(flash, home: home, server: server, account: try claim(server)))
            first.flash.append(try sync(flash, environment(home)))
            // The peak memory of the same first sync into an account of its own: a second sync
            // of the home above would have nothing to do.
            let twin = try fill(base.appendingPathComponent("first-\(run)-memory"), cards: 2_000)
            try login(flash, home: twin, server: server, account: try claim(server))
            first.peaks.append(try ScaleBenchmark.peakKilobytes(flash, ["sync"], input: "", environment: environment(twin)) ?? 0)
            let called = try fill(base.appendingPathComponent("first-\(run)-call"), cards: 2_000)
            try login(flash, home: called, server: server, account: try claim(server))
            first.flashCall.append(try await call(called))
            let collection = base.appendingPathComponent("anki-first-\(run).anki2").path
            try anki.prepare(collection, notes: 2_000, account: try claim(server))
            (first.ankiCall, first.ankiProcess) = try anki.sync(collection, into: (first.ankiCall, first.ankiProcess))
        }
        report("first sync, 2,000-card list", first)

        var incremental = Timings()
        let home = try fill(base.appendingPathComponent("incremental"), cards: 20_000)
        try login(flash, home: home, server: server, account: try claim(server))
        _ = try sync(flash, environment(home))
        let collection = base.appendingPathComponent("anki-incremental.anki2").path
        try anki.prepare(collection, notes: 20_000, account: try claim(server))
        _ = try anki.sync(collection, into: ([], []))
        for run in 0..<runs {
            try answer(home, count: 100, skipping: run * 200)
            incremental.flash.append(try sync(flash, environment(home)))
            try answer(home, count: 100, skipping: run * 200 + 100)
            incremental.peaks.append(try ScaleBenchmark.peakKilobytes(flash, ["sync"], input: "", environment: environment(home)) ?? 0)
            try answer(home, count: 100, skipping: 20_000 - (run + 1) * 100)
            incremental.staging.append(try stage(home))
            incremental.flashCall.append(try await call(home))
            try anki.answer(collection, count: 100, skipping: run * 100)
            (incremental.ankiCall, incremental.ankiProcess) = try anki.sync(collection, into: (incremental.ankiCall, incremental.ankiProcess))
        }
        report("100 answers over 20,000 cards", incremental)
        server.stop()
    }

    /// What one row of the report gathers.
    struct Timings {
        var flash: [Double] = [], flashCall: [Double] = [], ankiCall: [Double] = [], ankiProcess: [Double] = [], peaks: [Int] = []
        /// `flash sync login` as a whole process: before a first sync it prepares the collection
        /// the sync uploads (the download of the server's empty one, the lists staged into it),
        /// which Anki's collection holds already.
        var logins: [Double] = []
        /// The staging of the answers into the replica as the answering command ends (as `flash
        /// learn` does), before the timed sync call.
        var staging: [Double] = []
    }

    /// Anki's library, run by Tests/FlashKitTests/Support/anki_sync_bench.py.
    struct AnkiSide {
        let python: String
        let server: AnkiSyncServer

        func prepare(_ collection: String, notes: Int, account: (String, String)) throws {
            _ = try run(["build", collection, String(notes)])
            _ = try run(["login", collection, server.endpoint, account.0, account.1])
        }

        func answer(_ collection: String, count: Int, skipping: Int) throws {
            _ = try run(["answer", collection, String(count), String(skipping)])
        }

        /// Appends the sync call's seconds and the whole process's.
        func sync(_ collection: String, into timings: ([Double], [Double])) throws -> ([Double], [Double]) {
            let start = ContinuousClock.now
            let output = try run(["sync", collection, server.endpoint])
            let elapsed = ContinuousClock.now - start
            let call = Double(output.split(separator: "\n").last ?? "") ?? 0
            return (timings.0 + [call], timings.1 + [SyncBenchmark.seconds(elapsed)])
        }

        func run(_ arguments: [String]) throws -> String {
            let result = try ProgramRun.run(python, [AnkiLibrary.script("anki_sync_bench.py")] + arguments)
            guard result.status == 0 else {
                throw AnkiLibrary.Failure(description: "anki_sync_bench.py exited \(result.status): \(String(decoding: result.error, as: UTF8.self))")
            }
            return String(decoding: result.output, as: UTF8.self)
        }
    }
}

private extension SyncBenchmark {
    static let now = Date()

    /// A data folder holding one list of `cards` cards (four in five with a memory state).
    static func fill(_ home: URL, cards: Int) throws -> URL {
        let paths = FlashPaths(dataDirectory: home, userConfigFile: home.appendingPathComponent("none"), resources: nil)
        try FlashStore(paths: paths, now: now).fillSynthetic(lists: 1, cardsPerList: cards, reviews: 0, seed: 3, now: now)
        return home
    }

    static func answer(_ home: URL, count: Int, skipping: Int) throws {
        let paths = FlashPaths(dataDirectory: home, userConfigFile: home.appendingPathComponent("none"), resources: nil)
        try FlashStore(paths: paths, now: Date()).answerSynthetic(count, skipping: skipping, at: Date())
    }

    /// Runs `flash sync`; its wall time, or a failure with what it said.
    static func sync(_ flash: String, _ environment: [String: String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: flash)
        process.arguments = ["sync"]
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let start = ContinuousClock.now
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        guard process.terminationStatus == 0 else {
            throw AnkiLibrary.Failure(description: "flash sync exited \(process.terminationStatus): \(String(decoding: said, as: UTF8.self))")
        }
        return seconds(elapsed)
    }

    /// flash's sync call alone, as Anki's is timed: the workspace and its store open first,
    /// then `AnkiSync.sync()` with a client of its own, as `flash sync` makes it.
    static func call(_ home: URL) async throws -> Double {
        let sync = try engine(home)
        let start = ContinuousClock.now
        _ = try await sync.sync()
        return seconds(ContinuousClock.now - start)
    }

    /// What the tool does when a command that answered ends: the answers staged into the
    /// replica (``AnkiSync/stagePending()``); its seconds.
    static func stage(_ home: URL) throws -> Double {
        let sync = try engine(home)
        let start = ContinuousClock.now
        guard try sync.stagePending() else { throw AnkiLibrary.Failure(description: "the answers were not staged") }
        return seconds(ContinuousClock.now - start)
    }

    /// The sync of `home`'s profile, as `flash sync` makes it: the workspace and its store open.
    static func engine(_ home: URL) throws -> AnkiSync {
        let workspace = try Workspace(environment: environment(home), profile: nil, clock: TimeSource())
        return AnkiSync(store: try workspace.store(), paths: workspace.paths, http: AnkiSync.client(configuration: workspace.configuration),
                        clock: workspace.clock, parameters: try workspace.reviewPolicy().parameters)
    }

    static func claim(_ server: AnkiSyncServer) throws -> (String, String) {
        guard let account = server.claimUser() else { throw AnkiLibrary.Failure(description: "the server has no account left") }
        return account
    }

    static func environment(_ home: URL) -> [String: String] {
        ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FLASH_") }.merging(
            ["FLASH_HOME": home.path, "XDG_CONFIG_HOME": home.path]) { $1 }
    }

    /// Runs `flash sync login`; its wall time.
    @discardableResult
    static func login(_ flash: String, home: URL, server: AnkiSyncServer, account: (String, String)) throws -> Double {
        var environment = self.environment(home)
        environment["FLASH_SYNC_PASSWORD"] = account.1
        return try ScaleBenchmark.measure(flash, ["sync", "login", "--server", server.endpoint, "--user", account.0], input: "", environment: environment).seconds
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    static func report(_ label: String, _ timings: Timings) {
        let median = { (values: [Double]) in values.isEmpty ? 0 : values.sorted()[values.count / 2] }
        let ours = median(timings.flash), ourCall = median(timings.flashCall)
        let call = median(timings.ankiCall), process = median(timings.ankiProcess)
        let milliseconds = { (value: Double) in String(format: "%.0f ms", value * 1000) }
        let ratio = { (value: Double) in String(format: "%.2f×", value) }
        print("sync: \(label): sync call alone, flash \(milliseconds(ourCall)) and Anki \(milliseconds(call)), \(ratio(ourCall / call));"
              + " whole process, flash \(milliseconds(ours)) and Anki \(milliseconds(process)), \(ratio(ours / process)) (goal ≤ 1.5×);"
              + " flash's peak memory \((timings.peaks.max() ?? 0) / 1024) MB (goal ≤ 60 MB)"
              + (timings.logins.isEmpty ? "" : "; flash's login beforehand, preparing the collection, \(milliseconds(median(timings.logins)))")
              + (timings.staging.isEmpty ? "" : "; flash's staging of the answers as the answering command ended, \(milliseconds(median(timings.staging)))")
              + "; medians of \(timings.flash.count) runs")
    }
}
