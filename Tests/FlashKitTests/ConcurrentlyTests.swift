import Foundation
import Testing
@testable import Support

/// Concurrently.both: both results, both pieces of work at once, errors passed on.
@Suite struct ConcurrentlyTests {
    struct Failure: Error, Equatable { var side: String }

    @Test func bothResultsComeBackInTheirPlaces() throws {
        let (number, text) = try Concurrently.both({ 6 * 7 }, { "forty-two" })
        #expect(number == 42 && text == "forty-two")
    }

    @Test func theTwoRunAtOnceEachSeeingTheOtherStart() throws {
        let started = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        // Run one after the other, the first would wait in vain for the second to start.
        let (first, second) = try Concurrently.both({
            started.0.signal()
            return started.1.wait(timeout: .now() + 5) == .success
        }, {
            started.1.signal()
            return started.0.wait(timeout: .now() + 5) == .success
        })
        #expect(first && second)
    }

    @Test func anErrorOfEitherIsThrownAndTheFirstWinsWhenBothThrow() {
        #expect(throws: Failure(side: "second")) { try Concurrently.both({ 1 }, { () throws -> Int in throw Failure(side: "second") }) }
        #expect(throws: Failure(side: "first")) { try Concurrently.both({ () throws -> Int in throw Failure(side: "first") }, { 2 }) }
        #expect(throws: Failure(side: "first")) {
            try Concurrently.both({ () throws -> Int in throw Failure(side: "first") }, { () throws -> Int in throw Failure(side: "second") })
        }
    }
}
