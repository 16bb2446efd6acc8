import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A helper program (lt-proc, espeak-ng, wn, chafa) found on PATH and run directly, without a
/// shell, so each argument reaches it unchanged and a word can never become a command. It is
/// started with `posix_spawn` and its pipes are polled here, never through Foundation's
/// `Process`, whose run loop needs a loopback socket and hangs where there is none; every wait
/// has a deadline.
public struct ExternalCommand: Sendable {
    /// What a finished run left behind.
    package struct Output: Sendable {
        package let status: Int32
        package let standardOutput: [UInt8]
        package let standardError: [UInt8]

        /// Standard output as UTF-8, invalid bytes replaced.
        package var text: String { String(decoding: standardOutput, as: UTF8.self) }

        /// The first non-empty line of standard error, made printable.
        package var errorLine: String {
            let lines = String(decoding: standardError, as: UTF8.self).split(whereSeparator: \.isNewline)
            return lines.map { Text.clean(String($0)) }.first { !$0.isEmpty } ?? ""
        }
    }

    /// How long a run may take unless told otherwise: far more than any list needs.
    static let defaultDeadline: Duration = .seconds(300)

    /// The program's full path.
    package let executable: String
    /// Where runs of it that answer request by request are kept running between requests.
    public private(set) var pool: ProgramPool?

    /// The program at `executable`, a full path.
    package init(executable: String) {
        self.executable = executable
    }

    /// This program with its request-by-request runs (``converse(_:input:replies:terminator:deadline:)``)
    /// kept running in `pool`.
    public func keeping(in pool: ProgramPool) -> ExternalCommand {
        var kept = self
        kept.pool = pool
        return kept
    }

    /// `name` in the first folder of the environment's PATH that holds it as an executable.
    public static func find(_ name: String, environment: [String: String]) -> ExternalCommand? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0, !isDirectory(candidate) { return ExternalCommand(executable: candidate) }
        }
        return nil
    }

    /// Runs the program with `input` on its standard input and waits for it, collecting both
    /// output streams. A program still running at `deadline` is killed and
    /// ``ExternalCommandError/timedOut(program:after:)`` thrown.
    package func run(_ arguments: [String], input: [UInt8] = [], deadline: Duration = defaultDeadline) throws -> Output {
        let child = try ChildProcess(executable: executable, arguments: arguments, captureOutput: true, feedInput: !input.isEmpty)
        let end = ContinuousClock.now + deadline
        let (output, errors) = try child.exchange(input: input, until: end)
        let status = try child.wait(until: end)
        return Output(status: status, standardOutput: output, standardError: errors)
    }

    /// Sends `input` to the program with `arguments` and returns its output once `replies`
    /// replies ending in `terminator` have come back: from a program kept running in
    /// ``pool`` when there is one (started now and kept, with `keepingNew`), else from a run of
    /// its own that ends with the input.
    package func converse(_ arguments: [String], input: [UInt8], replies: Int, terminator: UInt8,
                          deadline: Duration = defaultDeadline, keepingNew: Bool = false) throws -> Output {
        guard let pool else { return try run(arguments, input: input, deadline: deadline) }
        return try pool.converse(self, arguments, input: input, replies: replies, terminator: terminator, deadline: deadline,
                                 keepingNew: keepingNew)
    }

    /// Runs the program with its output going straight to flash's own (a picture for the
    /// terminal) and returns its exit status.
    @discardableResult
    public func runShowingOutput(_ arguments: [String], deadline: Duration = .seconds(30)) throws -> Int32 {
        let child = try ChildProcess(executable: executable, arguments: arguments, captureOutput: false, feedInput: false)
        return try child.wait(until: ContinuousClock.now + deadline)
    }
}

/// Why a helper program could not be run to its end.
public enum ExternalCommandError: Error, CustomStringConvertible, Equatable {
    /// The program could not be started (`posix_spawn` failed with `code`).
    case cannotStart(program: String, code: Int32)
    /// A pipe to the program failed.
    case pipeFailed(program: String, code: Int32)
    /// The program ran past its deadline and was killed.
    case timedOut(program: String, after: Duration)

    public var description: String {
        switch self {
        case let .cannotStart(program, code): "cannot start \(program): \(String(cString: strerror(code)))"
        case let .pipeFailed(program, code): "lost the pipe to \(program): \(String(cString: strerror(code)))"
        case let .timedOut(program, after): "\(program) did not finish within \(after.components.seconds) s and was stopped"
        }
    }
}

private extension ExternalCommand {
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
