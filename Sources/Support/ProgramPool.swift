import Synchronization

/// Helper programs started ahead of their first request (``start(_:_:forOneRequest:)``) and kept running
/// between requests, so a program that loads a large file before it answers (lt-proc and its
/// transducers) starts loading while others do, and loads it once for a whole list. Each serves
/// one caller at a time. A request for a program not started ahead, or busy, gets a run of its
/// own that ends with it: a transducer asked now and then (Catalan–French's generator, 450 MB)
/// is not kept, and one started ahead for a single request is let go after it. Every program
/// still running when the pool is released is stopped.
public final class ProgramPool: Sendable {
    struct Key: Hashable {
        let executable: String
        let arguments: [String]
    }

    /// A program waiting for a request, and whether it is let go after that request.
    struct Waiting {
        let child: ChildProcess
        let forOneRequest: Bool
    }

    private let idle = Mutex<[Key: [Waiting]]>([:])
    /// Each program's replies by request, for ``replies(of:_:to:)``.
    private let remembered = Mutex<[Key: [String: String]]>([:])

    public init() {}

    /// Starts `arguments` of `command` now, to be ready when first asked. With `forOneRequest`
    /// it serves the next request only and is let go after it (a large transducer asked once a
    /// list, loaded while flash does other work), and is not started while one already waits. A
    /// program that cannot be started is left for that request to report.
    public func start(_ command: ExternalCommand, _ arguments: [String], forOneRequest: Bool = false) {
        let key = Key(executable: command.executable, arguments: arguments)
        if forOneRequest, idle.withLock({ $0[key]?.isEmpty == false }) { return }
        guard let child = try? ChildProcess(executable: command.executable, arguments: arguments, captureOutput: true, feedInput: true) else { return }
        idle.withLock { $0[key, default: []].append(Waiting(child: child, forOneRequest: forOneRequest)) }
    }

    /// Sends `input` to a running program and returns its output once `replies` replies ending
    /// in `terminator` have come; with none idle, starts one to keep for the next request when
    /// `keepingNew` is set (a small transducer asked several times a list, such as a generator),
    /// else runs the program on `input` alone. A program that stops before its replies have
    /// come is reaped, its exit status returned, and it is not used again.
    func converse(_ command: ExternalCommand, _ arguments: [String], input: [UInt8], replies: Int, terminator: UInt8,
                  deadline: Duration, keepingNew: Bool = false) throws -> ExternalCommand.Output {
        let key = Key(executable: command.executable, arguments: arguments)
        let started = keepingNew ? {
            (try? ChildProcess(executable: command.executable, arguments: arguments, captureOutput: true, feedInput: true)).map { Waiting(child: $0, forOneRequest: false) }
        } : { nil }
        guard let waiting = idle.withLock({ $0[key]?.popLast() }) ?? started() else {
            return try command.run(arguments, input: input, deadline: deadline)
        }
        let end = ContinuousClock.now + deadline
        let (output, errors, ended) = try waiting.child.converse(input: input, replies: replies, terminator: terminator, until: end)
        guard !ended else {
            return ExternalCommand.Output(status: try waiting.child.wait(until: end), standardOutput: output, standardError: errors)
        }
        if !waiting.forOneRequest { idle.withLock { $0[key, default: []].append(waiting) } }
        return ExternalCommand.Output(status: 0, standardOutput: output, standardError: errors)
    }

    /// The replies `arguments` of `command` gave to `requests` earlier in this pool (nil for a
    /// request never answered), for a program whose reply to a request depends on that request
    /// alone (lt-proc flushing at each NUL): a list asks its dictionaries the same words again.
    package func replies(of command: ExternalCommand, _ arguments: [String], to requests: [String]) -> [String?] {
        let key = Key(executable: command.executable, arguments: arguments)
        return remembered.withLock { known in requests.map { known[key]?[$0] } }
    }

    /// Keeps `replies` of `arguments` of `command` to `requests`, in order, for ``replies(of:_:to:)``.
    package func remember(_ replies: [String], of command: ExternalCommand, _ arguments: [String], to requests: [String]) {
        let key = Key(executable: command.executable, arguments: arguments)
        remembered.withLock { known in
            for (request, reply) in zip(requests, replies) { known[key, default: [:]][request] = reply }
        }
    }

    /// How many programs are running and idle, for tests.
    package var idleCount: Int { idle.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// The arguments of each program running and idle, once per program, for tests.
    package var idleArguments: [[String]] { idle.withLock { $0.flatMap { key, waiting in waiting.map { _ in key.arguments } } } }
}
