import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One running helper program, started with `posix_spawn`. Its standard input and outputs are
/// pipes that this type writes and reads itself with `poll`, so every wait has a deadline and no
/// socket, run loop or extra thread is involved. A child still running when this is released is
/// killed and reaped. One caller uses it at a time: ``ProgramPool`` hands each to one.
final class ChildProcess: @unchecked Sendable {
    /// The program's name, for errors.
    let program: String
    private let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var reaped = false
    private let started = ContinuousClock.now

    /// Starts `executable` with `arguments`. With `captureOutput` both output streams come back
    /// from ``exchange(input:until:)``; otherwise standard output is flash's own and standard
    /// error is discarded. Without `feedInput`, standard input is /dev/null.
    init(executable: String, arguments: [String], captureOutput: Bool, feedInput: Bool) throws {
        program = executable.split(separator: "/").last.map(String.init) ?? executable
        var pipes = Pipes()
        defer { pipes.closeAll() }
        if feedInput { try pipes.open(.input, program: program) }
        if captureOutput {
            try pipes.open(.output, program: program)
            try pipes.open(.errors, program: program)
        }
        pid = try Self.spawn(executable, arguments: [executable] + arguments, pipes: pipes, program: program)
        (input, output, errors) = pipes.takeParentEnds()
        for descriptor in [input, output, errors] where descriptor >= 0 {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        for descriptor in [input, output, errors] where descriptor >= 0 { close(descriptor) }
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
    }

    /// Writes `bytes` to the program's standard input, then closes it, while reading both of its
    /// outputs to their end: draining them together means a program that answers as it reads
    /// can never fill a pipe and stall. A program that stops reading early gets no more input.
    func exchange(input bytes: [UInt8], until deadline: ContinuousClock.Instant) throws -> (output: [UInt8], errors: [UInt8]) {
        if bytes.isEmpty { closeInput() }
        return try pump(bytes, closingInput: true, replies: nil, until: deadline)
    }

    /// Writes `bytes` to a program that answers each request with a reply ending in
    /// `terminator` (lt-proc -z ends each with NUL), reading standard output until `count` replies
    /// have come; standard input stays open for the next request. `ended` is true when the
    /// program closed its output first: it has stopped, and ``wait(until:)`` gives its status.
    func converse(input bytes: [UInt8], replies count: Int, terminator: UInt8,
                  until deadline: ContinuousClock.Instant) throws -> (output: [UInt8], errors: [UInt8], ended: Bool) {
        let (output, errors) = try pump(bytes, closingInput: false, replies: (count, terminator), until: deadline)
        return (output, errors, self.output < 0)
    }

    /// Waits for the program to end and returns its exit status (128 + the signal's number when
    /// a signal ended it). Past `deadline` it is killed and the wait throws.
    func wait(until deadline: ContinuousClock.Instant) throws -> Int32 {
        var status: Int32 = 0
        var pause: Int32 = 1
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0, errno != EINTR { throw ExternalCommandError.pipeFailed(program: program, code: errno) }
            let remaining = try milliseconds(until: deadline)
            _ = poll(nil, 0, min(pause, remaining))
            pause = min(pause * 2, 20)
        }
        reaped = true
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

private extension ChildProcess {
    /// Polls the pipes, writing what standard input takes of `bytes` (and closing it after them
    /// with `closingInput`) while reading both outputs, until every pipe is closed or, with
    /// `replies`, that many terminators have come on standard output (or it has closed).
    func pump(_ bytes: [UInt8], closingInput: Bool, replies: (count: Int, terminator: UInt8)?,
              until deadline: ContinuousClock.Instant) throws -> (output: [UInt8], errors: [UInt8]) {
        var collected: [UInt8] = [], complaints: [UInt8] = []
        var (written, answered) = (0, 0)
        try withSIGPIPEBlocked {
            while replies.map({ answered < $0.count && output >= 0 }) ?? (input >= 0 || output >= 0 || errors >= 0) {
                var watched = [output, errors].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                if input >= 0, written < bytes.count { watched.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
                guard !watched.isEmpty else { break }
                let ready = poll(&watched, nfds_t(watched.count), try milliseconds(until: deadline))
                if ready < 0, errno == EINTR { continue }
                guard ready >= 0 else { throw ExternalCommandError.pipeFailed(program: program, code: errno) }
                for entry in watched where entry.revents != 0 {
                    if entry.fd == input {
                        written += try write(bytes, from: written)
                        if closingInput, written == bytes.count { closeInput() }
                    } else if entry.fd == output {
                        let before = collected.count
                        if try !read(output, into: &collected) {
                            close(output)
                            output = -1
                        }
                        if let replies { answered += collected[before...].lazy.filter { $0 == replies.terminator }.count }
                    } else if try !read(errors, into: &complaints) {
                        close(errors)
                        errors = -1
                    }
                }
            }
        }
        return (collected, complaints)
    }

    /// The pipes a child is started with: for each stream, the end the child gets and the end
    /// flash keeps. Both ends are close-on-exec before any program can start; the child's end is
    /// duplicated onto 0, 1 or 2.
    struct Pipes {
        enum Stream: Int { case input, output, errors }
        var child = [Int32](repeating: -1, count: 3)
        var parent = [Int32](repeating: -1, count: 3)

        mutating func open(_ stream: Stream, program: String) throws {
            let ends = try Spawning.pipe().mapError { ExternalCommandError.pipeFailed(program: program, code: $0.code) }.get()
            // A pipe's first end reads: the child reads its input and writes its outputs.
            (child[stream.rawValue], parent[stream.rawValue]) = stream == .input ? (ends.read, ends.write) : (ends.write, ends.read)
        }

        /// The parent's ends, which the caller now owns.
        mutating func takeParentEnds() -> (Int32, Int32, Int32) {
            defer { parent = [-1, -1, -1] }
            return (parent[0], parent[1], parent[2])
        }

        mutating func closeAll() {
            for descriptor in child + parent where descriptor >= 0 { close(descriptor) }
            child = [-1, -1, -1]
            parent = [-1, -1, -1]
        }
    }

    /// Starts the program with the child's ends on 0, 1 and 2 (/dev/null where there is none; a
    /// missing output pipe leaves standard output flash's own), every signal unblocked and
    /// SIGPIPE, which flash ignores, back to its default.
    /// - SeeAlso: https://man7.org/linux/man-pages/man3/posix_spawn.3.html
    static func spawn(_ executable: String, arguments: [String], pipes: Pipes, program: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if pipes.child[0] >= 0 {
            posix_spawn_file_actions_adddup2(&actions, pipes.child[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if pipes.child[1] >= 0 { posix_spawn_file_actions_adddup2(&actions, pipes.child[1], 1) }
        if pipes.child[2] >= 0 {
            posix_spawn_file_actions_adddup2(&actions, pipes.child[2], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let code = Spawning.lock.withLock { _ in posix_spawn(&pid, executable, &actions, &attributes, &argv, environ) }
        guard code == 0 else { throw ExternalCommandError.cannotStart(program: program, code: code) }
        return pid
    }

    /// Writes what the pipe takes of `bytes` from `offset`; a reader that has gone ends the input.
    func write(_ bytes: [UInt8], from offset: Int) throws -> Int {
        let count = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress! + offset, bytes.count - offset) }
        if count >= 0 { return count }
        switch errno {
        case EAGAIN, EINTR: return 0
        case EPIPE:
            closeInput()
            return 0
        default: throw ExternalCommandError.pipeFailed(program: program, code: errno)
        }
    }

    /// Appends what is there to read; false at the end of the stream.
    func read(_ descriptor: Int32, into bytes: inout [UInt8]) throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes.append(contentsOf: chunk[..<count])
            return true
        }
        if count == 0 { return false }
        if errno == EAGAIN || errno == EINTR { return true }
        throw ExternalCommandError.pipeFailed(program: program, code: errno)
    }

    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// The milliseconds left before `deadline`, for poll; past it the program is killed and the
    /// run fails.
    func milliseconds(until deadline: ContinuousClock.Instant) throws -> Int32 {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else {
            kill(pid, SIGKILL)
            throw ExternalCommandError.timedOut(program: program, after: started.duration(to: .now))
        }
        return Int32(min(Double(Int32.max), max(1, (remaining / .milliseconds(1)).rounded(.up))))
    }

    /// Runs `body` with SIGPIPE blocked on this thread, so writing to a program that has stopped
    /// reading fails with EPIPE instead of ending flash; a SIGPIPE raised meanwhile is consumed.
    func withSIGPIPEBlocked<T>(_ body: () throws -> T) rethrows -> T {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var zero = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &zero) == SIGPIPE {}
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return try body()
    }
}

/// Glibc gives Swift no pipe2, so a pipe is made and then marked close-on-exec: two calls. Every
/// program flash starts is started under this lock, and every pipe made and marked under it, so
/// no program starts between the two and keeps a pipe meant for another (an lt-proc kept running
/// for a whole list held a run's output open, and a build waited 300 s for its end).
package enum Spawning {
    package static let lock = Mutex<Void>(())

    /// Why a pipe could not be made: pipe()'s errno.
    package struct PipeFailure: Error {
        package let code: Int32
    }

    /// A pipe whose two ends are close-on-exec before any program can start.
    package static func pipe() -> Result<(read: Int32, write: Int32), PipeFailure> {
        lock.withLock { _ in
            var ends: [Int32] = [-1, -1]
            guard Glibc.pipe(&ends) == 0 else { return .failure(PipeFailure(code: errno)) }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return .success((ends[0], ends[1]))
        }
    }
}
