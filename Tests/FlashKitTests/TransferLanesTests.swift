import FlashTestSupport
import Foundation
import Testing
@testable import HTTP

/// The client's lanes fill every slot a provider has, never more, and a lane that frees up
/// takes the next request waiting for its provider. Synchronised by what the server sees, not
/// by time: each request is held until the limit is in flight (or, should that never happen,
/// for at most 20 seconds, and then the test fails).
@Suite struct TransferLanesTests {
    /// Holds each request until `limit` are in flight at once, and notes the most seen.
    final class Gate: @unchecked Sendable {
        let limit: Int
        private let condition = NSCondition()
        private var inFlight = 0
        private(set) var most = 0
        private(set) var timesFull = 0

        init(limit: Int) { self.limit = limit }

        func pass() {
            condition.lock()
            defer { condition.unlock() }
            inFlight += 1
            most = max(most, inFlight)
            if inFlight == limit {
                timesFull += 1
                condition.broadcast()
            }
            let deadline = Date().addingTimeInterval(20)
            while inFlight < limit, most < limit || timesFull == 0, condition.wait(until: deadline) {}
            inFlight -= 1
        }

        var seen: (most: Int, timesFull: Int) {
            condition.lock()
            defer { condition.unlock() }
            return (most, timesFull)
        }
    }

    @Test func requestsInFlightReachTheLimitAndNeverPassIt() async throws {
        let gate = Gate(limit: 3)
        let server = try LoopbackHTTPServer { _ in
            gate.pass()
            return .text("ok")
        }
        defer { server.stop() }
        let client = CurlClient(concurrencyLimit: 3)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<12 {
                group.addTask { try await client.execute(.get(server.baseURL + "/\(index)", provider: "test"), timeout: .seconds(60)).status }
            }
            for try await status in group { #expect(status == 200) }
        }
        #expect(server.requestCount == 12)
        #expect(gate.seen.most == 3, "in flight at once: \(gate.seen.most)")
        #expect(gate.seen.timesFull >= 1)
    }

    @Test func aFreedLaneRunsTheWaitingWorkOnItsOwnThreadWhileOtherProvidersGoOn() async throws {
        let lanes = TransferLanes(defaultLimit: 1)
        let release = DispatchSemaphore(value: 0)
        let threads = ThreadBox()
        let first = Task { await lanes.run("p") { threads.note(); release.wait(); return 0 } }
        while threads.all.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        let others = (1...5).map { number in Task { await lanes.run("p") { threads.note(); return number } } }
        while lanes.waitingCount("p") < 5 { try await Task.sleep(for: .milliseconds(1)) }
        // Another provider has lanes of its own.
        #expect(await lanes.run("q") { 7 } == 7)
        #expect(threads.all.count == 1, "p's waiting work started before its lane was free")
        release.signal()
        #expect(await first.value == 0)
        var numbers: [Int] = []
        for task in others { numbers.append(await task.value) }
        #expect(numbers == [1, 2, 3, 4, 5])
        #expect(threads.all.count == 6)
        #expect(Set(threads.all).count == 1, "every waiting request ran on the lane's thread")
        #expect(lanes.waitingCount("p") == 0)
    }

    final class ThreadBox: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [pthread_t] = []
        func note() { lock.withLock { threads.append(pthread_self()) } }
        var all: [pthread_t] { lock.withLock { threads } }
    }
}
