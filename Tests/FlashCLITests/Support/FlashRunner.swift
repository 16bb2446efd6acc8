import Foundation
import Testing
import FlashTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// What one run of the built `flash` binary did.
struct FlashResult {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The standard error lines, without empty ones.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Runs the built `flash` binary with its own temporary FLASH_HOME and configuration folder, so
/// nothing outside a temporary directory is read or written.
final class FlashRunner: @unchecked Sendable {
    let home: URL
    var environment: [String: String]

    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The `flash` executable built beside the test bundle.
    static let executable: URL = {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("flash")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return repository.appendingPathComponent(".build/debug/flash")
    }()

    init(now: String? = nil) {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = TestEnvironment.flash(home: home, resources: Self.repository, now: now)
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    var dataDirectory: URL { home.appendingPathComponent("data") }

    /// Runs `flash arguments...` with `input` on standard input and waits for it.
    /// How long one run may take before the test kills it and records a failure.
    static let timeout: TimeInterval = 120

    /// Whether the process ended is asked of the kernel too (``RunningFlash/waitForEnd(until:)``): once,
    /// with the whole suite starting processes from many threads, Foundation never saw a
    /// `flash sync` end, so the run was killed at the deadline and `waitUntilExit` waited for ever.
    @discardableResult
    func run(_ arguments: [String], input: [UInt8] = [], environment extra: [String: String] = [:], launcher: [String] = []) throws -> FlashResult {
        let running = try start(arguments, input: input, environment: extra, launcher: launcher)
        if !running.waitForEnd(until: Date().addingTimeInterval(Self.timeout)) {
            kill(running.process.processIdentifier, SIGKILL)
            Issue.record("flash \(arguments.joined(separator: " ")) did not finish in \(Int(Self.timeout)) s and was killed")
            running.waitForEnd()
        }
        return running.result()
    }

    @discardableResult
    func run(_ arguments: [String], input: String) throws -> FlashResult {
        try run(arguments, input: Array(input.utf8))
    }

    @discardableResult
    func run(_ arguments: String..., input: String = "") throws -> FlashResult {
        try run(arguments, input: Array(input.utf8))
    }

    /// What bash offers after `flash completion bash` is loaded, with `line` typed after
    /// "flash " and the cursor at its end; the script's own `flash lists --names` runs this flash.
    func completions(_ line: String) throws -> [String] {
        let driver = #"flash() { "$0" "$@"; }; source <(flash completion bash); COMP_LINE="flash $1"; COMP_POINT=${#COMP_LINE}; _flash; printf '%s\n' "${COMPREPLY[@]}""#
        let result = try run([line], launcher: ["/bin/bash", "--norc", "-c", driver])
        return result.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Starts `flash` without waiting: for concurrency and kill tests.
    /// Starts `flash arguments...`; with a `launcher` (`["/usr/bin/unshare", "-rn"]`), that
    /// program starts flash.
    func start(_ arguments: [String], input: [UInt8] = [], environment extra: [String: String] = [:], launcher: [String] = []) throws -> RunningFlash {
        let id = UUID().uuidString
        let files = ["in", "out", "err"].map { home.appendingPathComponent("\(id).\($0)") }
        _ = FileManager.default.createFile(atPath: files[0].path, contents: Data(input))
        _ = FileManager.default.createFile(atPath: files[1].path, contents: nil)
        _ = FileManager.default.createFile(atPath: files[2].path, contents: nil)
        let process = Process()
        process.executableURL = launcher.first.map(URL.init(fileURLWithPath:)) ?? Self.executable
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [Self.executable.path] + arguments
        process.environment = environment.merging(extra) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        return RunningFlash(process: process, output: files[1], error: files[2])
    }

    /// Starts `flash` reading a pipe that stays open, as a learner at a terminal would: for
    /// killing or interrupting it mid-session. Output is discarded.
    func startPiped(_ arguments: [String]) throws -> (process: Process, input: FileHandle) {
        let input = Pipe()
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input.fileHandleForWriting)
    }

    /// Writes a file inside the temporary home and returns its path.
    func file(_ name: String, _ contents: [UInt8]) -> String {
        let url = home.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(contents))
        return url.path
    }

    func file(_ name: String, _ text: String) -> String { file(name, Array(text.utf8)) }
}

/// A `flash` process started by ``FlashRunner/start(_:input:environment:)``.
struct RunningFlash {
    let process: Process
    let output: URL
    let error: URL

    /// Waits until the process has ended (``Foundation/Process/waitForEnd(until:)``); false when
    /// it still runs at `deadline`.
    @discardableResult
    func waitForEnd(until deadline: Date = .distantFuture) -> Bool { process.waitForEnd(until: deadline) }

    /// Whether a signal ended the process.
    var endedBySignal: Bool { process.endedBySignal }

    /// What the run did; the kernel's status where Foundation has not seen the process end.
    func result() -> FlashResult {
        FlashResult(
            status: process.endStatus,
            stdout: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: error, encoding: .utf8)) ?? "")
    }
}
