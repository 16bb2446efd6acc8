import Synchronization

/// Helper programs started ahead of their first request (``start(_:_:)``) and kept running
/// between requests, so a program that loads a large file before it answers (lt-proc and its
/// transducers) starts loading while others do, and loads it once for a whole list. Each serves
/// one caller at a time. A request for a program not started ahead, or busy, gets a run of its
/// own that ends with it: a transducer asked now and then (Catalan–French's generator, 450 MB)
/// is not kept. Every program still running when the pool is released is stopped.
public final class ProgramPool: Sendable {
    struct Key: Hashable {
        let executable: String
        let arguments: [String]
    }

    private let idle = Mutex<[Key: [ChildProcess]]>([:])

    public init() {}

    /// Starts `arguments` of `command` now, to be ready when first asked; a program that cannot
    /// be started is left for that request to report.
    public func start(_ command: ExternalCommand, _ arguments: [String]) {
        guard let child = try? ChildProcess(executable: command.executable, arguments: arguments, captureOutput: true, feedInput: true) else { return }
        idle.withLock { $0[Key(executable: command.executable, arguments: arguments), default: []].append(child) }
    }

    /// Sends `input` to a running program and returns its output once `replies` replies ending
    /// in `terminator` have come; with none idle, starts one to keep for the next request when
    /// `keepingNew` is set (a small transducer asked several times a list, such as a generator),
    /// else runs the program on `input` alone. A program that stops before its replies have
    /// come is reaped, its exit status returned, and it is not used again.
    func converse(_ command: ExternalCommand, _ arguments: [String], input: [UInt8], replies: Int, terminator: UInt8,
                  deadline: Duration, keepingNew: Bool = false) throws -> ExternalCommand.Output {
        let key = Key(executable: command.executable, arguments: arguments)
        let started = keepingNew ? { try? ChildProcess(executable: command.executable, arguments: arguments, captureOutput: true, feedInput: true) } : { nil }
        guard let child = idle.withLock({ $0[key]?.popLast() }) ?? started() else {
            return try command.run(arguments, input: input, deadline: deadline)
        }
        let end = ContinuousClock.now + deadline
        let (output, errors, ended) = try child.converse(input: input, replies: replies, terminator: terminator, until: end)
        guard !ended else {
            return ExternalCommand.Output(status: try child.wait(until: end), standardOutput: output, standardError: errors)
        }
        idle.withLock { $0[key, default: []].append(child) }
        return ExternalCommand.Output(status: 0, standardOutput: output, standardError: errors)
    }

    /// How many programs are running and idle, for tests.
    package var idleCount: Int { idle.withLock { $0.values.reduce(0) { $0 + $1.count } } }
}
