import Foundation
import Synchronization
import Testing
@testable import Support

/// Helper programs run through posix_spawn and polled pipes: input and both outputs at once,
/// exit statuses, deadlines, and programs that stop reading.
@Suite struct ExternalCommandTests {
    let shell = ExternalCommand(executable: "/bin/sh")

    @Test func aMegabyteGoesThroughCatAndComesBackWhole() throws {
        let input = (0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let output = try #require(ExternalCommand.find("cat", environment: ["PATH": "/usr/bin:/bin"])).run([], input: input)

        #expect(output.status == 0)
        #expect(output.standardOutput == input)
        #expect(output.standardError.isEmpty)
    }

    @Test func bothOutputsAreReadTogetherSoAFullErrorPipeCannotStallTheProgram() throws {
        // 256 kB to stderr before anything to stdout: more than a pipe holds.
        let output = try shell.run(["-c", "head -c 262144 /dev/zero >&2; echo done"])

        #expect(output.status == 0)
        #expect(output.text == "done\n")
        #expect(output.standardError.count == 262_144)
    }

    @Test func exitStatusesAndSignalsAreReported() throws {
        #expect(try shell.run(["-c", "exit 3"]).status == 3)
        #expect(try shell.run(["-c", "kill -9 $$"]).status == 128 + 9)
        #expect(try shell.run(["-c", "echo oops >&2; exit 1"]).errorLine == "oops")
    }

    @Test func aProgramThatStopsReadingEndsItsInputWithoutEndingFlash() throws {
        let input = [UInt8](repeating: 65, count: 4 * 1_048_576)
        let output = try shell.run(["-c", "head -c 10"], input: input)

        #expect(output.status == 0)
        #expect(output.text == "AAAAAAAAAA")
    }

    @Test func aProgramPastItsDeadlineIsKilledAndTheRunFails() throws {
        #expect(throws: ExternalCommandError.self) {
            try shell.run(["-c", "exec sleep 600"], deadline: .milliseconds(200))
        }
        #expect(throws: ExternalCommandError.self) {
            try shell.run(["-c", "exec sleep 600"], input: Array("word\n".utf8), deadline: .milliseconds(200))
        }
    }

    /// A run's pipes are close-on-exec from the moment they are made: a program started on
    /// another thread meanwhile keeps none of them. (Made first and marked a moment later, one
    /// kept running for a whole list, an lt-proc, held a run's output open, and a build waited
    /// 300 s for an end that never came.) Here one thread starts 300 long-lived programs while
    /// another runs cat again and again: every run ends with its cat.
    @Test func aProgramStartedWhileARunMakesItsPipesKeepsNoneOfThem() throws {
        let cat = ExternalCommand(executable: "/bin/cat")
        let kept = Mutex<[ChildProcess]>([])
        let starting = Atomic<Bool>(true)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            if side == 0 {
                for _ in 0..<300 {
                    let child = try? ChildProcess(executable: "/bin/sleep", arguments: ["300"], captureOutput: false, feedInput: false)
                    kept.withLock { $0.append(contentsOf: [child].compactMap { $0 }) }
                }
                starting.store(false, ordering: .releasing)
                return
            }
            var runs = 0
            while starting.load(ordering: .acquiring) || runs < 100 {
                runs += 1
                do {
                    let output = try cat.run([], input: Array("run \(runs)".utf8), deadline: .seconds(60))
                    if output.text != "run \(runs)" { failures.withLock { $0.append("run \(runs): \(output.text)") } }
                } catch {
                    failures.withLock { $0.append("run \(runs): \(error)") }
                    return
                }
            }
        }
        #expect(kept.withLock { $0.count } == 300)
        kept.withLock { $0.removeAll() }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
    }

    @Test func argumentsReachTheProgramUnchangedWithoutAShell() throws {
        let printf = try #require(ExternalCommand.find("printf", environment: ["PATH": "/usr/bin:/bin"]))
        let output = try printf.run(["%s|", "$(rm -rf /)", "a b", "; ls", "ñandú"])

        #expect(output.text == "$(rm -rf /)|a b|; ls|ñandú|")
    }

    @Test func theChildStartsWithSIGPIPEAtItsDefaultEvenWhenFlashIgnoresIt() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        // yes dies of SIGPIPE when head stops reading; with SIGPIPE ignored it would loop forever.
        let output = try shell.run(["-c", "yes | head -c 4; echo \" ${PIPESTATUS:-}\""], deadline: .seconds(60))

        #expect(output.text.hasPrefix("y\ny\n"))
    }

    @Test func aMissingProgramIsNotFoundAndCannotStart() throws {
        #expect(ExternalCommand.find("no-such-program-flash", environment: ["PATH": "/usr/bin:/bin"]) == nil)
        #expect(ExternalCommand.find("bin", environment: ["PATH": "/usr"]) == nil)
        #expect(throws: ExternalCommandError.self) {
            try ExternalCommand(executable: "/nonexistent/program").run([])
        }
    }
}

/// Programs kept running between requests: loaded once, answering request after request, and
/// let go when they stop or when the pool is released.
@Suite struct ProgramPoolTests {
    /// Numbers each line it reads and answers it at once: a request's reply says which process
    /// answered and how many lines it had read before.
    let numbering = ["-c", "exec awk '{ print NR \": \" $0; fflush() }'"]
    let shell = ExternalCommand(executable: "/bin/sh")

    func ask(_ command: ExternalCommand, _ arguments: [String], _ lines: [String]) throws -> ExternalCommand.Output {
        try command.converse(arguments, input: Array(lines.map { $0 + "\n" }.joined().utf8), replies: lines.count, terminator: 10,
                             deadline: .seconds(60))
    }

    @Test func aStartedProgramAnswersRequestAfterRequestAndIsKeptRunning() throws {
        let pool = ProgramPool()
        let kept = shell.keeping(in: pool)
        pool.start(kept, numbering)

        #expect(try ask(kept, numbering, ["dog", "cat"]).text == "1: dog\n2: cat\n")
        #expect(try ask(kept, numbering, ["hat"]).text == "3: hat\n")
        #expect(pool.idleCount == 1)
    }

    @Test func aProgramNotStartedAheadGetsARunOfItsOwn() throws {
        let pool = ProgramPool()
        let kept = shell.keeping(in: pool)

        #expect(try ask(kept, numbering, ["dog"]).text == "1: dog\n")
        #expect(try ask(kept, numbering, ["cat"]).text == "1: cat\n")
        #expect(pool.idleCount == 0)
    }

    /// Asked to keep a new run, the pool starts the program when none is idle and keeps it:
    /// the next request goes to the same process, which has read the first request's line.
    @Test func aProgramNotStartedAheadIsKeptWhenAskedTo() throws {
        let pool = ProgramPool()
        let kept = shell.keeping(in: pool)
        func ask(_ line: String) throws -> String {
            try kept.converse(numbering, input: Array((line + "\n").utf8), replies: 1, terminator: 10, deadline: .seconds(60), keepingNew: true).text
        }

        #expect(try ask("dog") == "1: dog\n")
        #expect(try ask("cat") == "2: cat\n")
        #expect(pool.idleCount == 1)
    }

    /// Started ahead for one request, a program answers it and is let go: the next request gets
    /// a run of its own. A second start while it waits starts nothing.
    @Test func aProgramStartedForOneRequestIsLetGoAfterIt() throws {
        let pool = ProgramPool()
        let kept = shell.keeping(in: pool)
        pool.start(kept, numbering, forOneRequest: true)
        pool.start(kept, numbering, forOneRequest: true)
        #expect(pool.idleCount == 1)

        #expect(try ask(kept, numbering, ["dog", "cat"]).text == "1: dog\n2: cat\n")
        #expect(pool.idleCount == 0)
        #expect(try ask(kept, numbering, ["hat"]).text == "1: hat\n")
    }

    @Test func aProgramThatStopsBeforeItAnswersGivesItsStatusAndIsNotKept() throws {
        let pool = ProgramPool()
        let kept = shell.keeping(in: pool)
        let failing = ["-c", "read line; echo \"no $line\" >&2; exit 3"]
        pool.start(kept, failing)

        let output = try ask(kept, failing, ["dog"])
        #expect(output.status == 3 && output.errorLine == "no dog")
        #expect(pool.idleCount == 0)
    }
}
