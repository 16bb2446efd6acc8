import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Support
@testable import Model
@testable import flash

/// Reading answers a line at a time through a pipe: the terminal adapter under sessions and
/// games.
@Suite struct LineInputTests {
    /// Issue 20: a line is what was typed; no `@+5s` prefix is read as a scripted answer time
    /// in production input.
    @Test func linesAreReadFromAPipeUntilItsEndAsTyped() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let text = Array("uno\n@+2s dos\ncasa\r\ntres".utf8)
        _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        let input = LineInput(clock: TimeSource(fixed: Date(timeIntervalSince1970: 0)), descriptor: ends[0])
        #expect(input.readLine() == .line("uno"))
        #expect(input.readLine() == .line("@+2s dos"))
        #expect(input.readLine() == .line("casa"))
        #expect(input.readLine() == .line("tres"))
        #expect(input.readLine() == .endOfInput)
    }

    @Test func aDeadlineOnTheRealClockEndsTheWait() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let input = LineInput(clock: TimeSource(), descriptor: ends[0])
        #expect(input.readLine(deadline: Date().addingTimeInterval(0.05)) == .timeout)
    }

    @Test(arguments: [(InputEvent.timeout, false, SessionEnding.outOfTime), (.interrupted, false, .interrupted),
                      (.endOfInput, false, .stopped), (.endOfInput, true, .interrupted), (.line("x"), false, .completed)])
    func eachEventEndsASessionItsOwnWay(_ event: InputEvent, _ onTerminal: Bool, _ ending: SessionEnding) {
        #expect(event.ending(onTerminal: onTerminal) == ending)
    }
}
