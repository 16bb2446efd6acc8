import Foundation
import Testing
import FlashTestSupport

/// The tests' own wait for a child: the kernel's word on how it ended, the same as Foundation's,
/// and a deadline that does not wait for a child still running.
@Suite struct ProcessEndingTests {
    func started(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c"] + arguments
        try process.run()
        return process
    }

    @Test func anExitStatusIsTheKernelsAndFoundationsAlike() throws {
        let process = try started(["exit 3"])
        #expect(process.waitForEnd())
        #expect(process.endStatus == 3 && !process.endedBySignal)
        #expect(process.kernelEnding == nil || process.kernelEnding! == (3, false))
        #expect(process.terminationStatus == 3, "Foundation has seen it end too")
    }

    @Test func aChildStillRunningAtTheDeadlineIsNotWaitedFor() throws {
        let process = try started(["exec sleep 60"])
        #expect(process.kernelEnding == nil && process.endStatus == -1)
        #expect(!process.waitForEnd(until: Date().addingTimeInterval(0.2)))
        kill(process.processIdentifier, SIGKILL)
        #expect(process.waitForEnd())
        #expect(process.endStatus == SIGKILL && process.endedBySignal)
    }
}
