import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Support
@testable import Model

/// Reading answers a line at a time through a pipe, with a script's declared times.
@Suite struct LineInputTests {
    @Test(arguments: [
        ("dog", InputEvent.line("dog", declaredSeconds: nil)),
        ("@+5s perro", .line("perro", declaredSeconds: 5)),
        ("@+250ms y", .line("y", declaredSeconds: 0.25)),
        ("@+999999s late", .line("late", declaredSeconds: 86_400)),
        ("casa\r", .line("casa", declaredSeconds: nil)),
        ("@5s not a script", .line("@5s not a script", declaredSeconds: nil)),
    ])
    func aScriptMayDeclareHowLongAnAnswerTook(_ raw: String, _ event: InputEvent) {
        #expect(LineInput.event(from: raw) == event)
    }

    @Test func linesAreReadFromAPipeUntilItsEnd() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let text = Array("uno\n@+2s dos\ntres".utf8)
        _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        let input = LineInput(clock: TimeSource(fixed: Date(timeIntervalSince1970: 0)), descriptor: ends[0])
        #expect(input.readLine() == .line("uno", declaredSeconds: nil))
        #expect(input.readLine() == .line("dos", declaredSeconds: 2))
        #expect(input.readLine() == .line("tres", declaredSeconds: nil))
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
                      (.endOfInput, false, .stopped), (.endOfInput, true, .interrupted), (.line("x", declaredSeconds: nil), false, .completed)])
    func eachEventEndsASessionItsOwnWay(_ event: InputEvent, _ onTerminal: Bool, _ ending: SessionEnding) {
        #expect(event.ending(onTerminal: onTerminal) == ending)
    }
}
