import Foundation
import FlashTestSupport
import Testing
@testable import Support
@testable import Scheduling

/// Live cross-check against the reference FSRS-6 (`fsrs` on PyPI) through Support/fsrs_reference.py.
/// Runs when a Python with `fsrs` is found (FLASH_FSRS_PYTHON, else `.venv-fsrs/bin/python` at the
/// repository root); without one it is skipped, unless FLASH_REQUIRE_FSRS=1 makes that a failure.
@Suite(.enabled(if: ReferencePython.shouldRun, "no Python with the fsrs package; set FLASH_FSRS_PYTHON"))
struct FSRSReferenceTests {
    @Test func defaultSchedulerMatchesTheReferenceAfterEveryReviewOfTwelveHundredHistories() throws {
        try crossCheck(settings: ReferenceSettings(), histories: 1_200, seed: 2025)
    }

    @Test func oneLearningStepAndNoRelearningMatchTheReference() throws {
        let settings = ReferenceSettings(
            desired_retention: 0.8, learning_steps: [300], relearning_steps: [], maximum_interval: 180
        )
        try crossCheck(settings: settings, histories: 400, seed: 7)
    }

    private func crossCheck(settings: ReferenceSettings, histories count: Int, seed: UInt64) throws {
        let python = try #require(ReferencePython.executable, "FLASH_REQUIRE_FSRS=1 but no Python with fsrs")
        let scheduler = FSRSScheduler(parameters: try settings.parameters())
        var generator = SplitMix64(seed: seed)
        let generated = (0..<count).map { _ in HistoryGenerator.history(scheduler, using: &generator) }
        let input = ReferenceInput(scheduler: settings, histories: generated.map(\.history))
        let output = try ReferencePython.run(python, input: input)
        try #require(output.results.count == count)
        var worst = 0.0, compared = 0, mismatches = 0
        for (index, (expected, actual)) in zip(output.results, generated.map(\.states)).enumerated() {
            try #require(expected.count == actual.count)
            for (step, (reference, swift)) in zip(expected, actual).enumerated() {
                let error = max(
                    relativeError(swift.stability, reference.stability), relativeError(swift.difficulty, reference.difficulty)
                )
                worst = max(worst, error)
                compared += 1
                if reference.matches(swift) && error <= 1e-4 { continue }
                mismatches += 1
                if mismatches <= 10 {
                    Issue.record("history \(index) review \(step): swift \(swift) reference \(reference); input \(input.histories[index])")
                }
                break
            }
        }
        let phases = Dictionary(grouping: generated.flatMap(\.states), by: \.phase).mapValues(\.count)
        print("FSRS reference \(output.fsrs_version): \(count) histories, \(compared) reviews",
              "(ending in learning \(phases[.learning] ?? 0), review \(phases[.review] ?? 0),",
              "relearning \(phases[.relearning] ?? 0)), max relative error \(worst)")
        #expect(mismatches == 0)
    }
}

private func relativeError(_ value: Double?, _ reference: Double?) -> Double {
    guard let value, let reference else { return value == nil && reference == nil ? 0 : .infinity }
    return abs(value - reference) / max(abs(reference), 1e-12)
}

// MARK: - The reference's wire format (snake_case as fsrs_reference.py reads and writes it)

private struct ReferenceSettings: Codable {
    var desired_retention = 0.9
    var learning_steps: [Double] = [60, 600]
    var relearning_steps: [Double] = [600]
    var maximum_interval = 36_500

    func parameters() throws -> SchedulerParameters {
        try SchedulerParameters(
            desiredRetention: desired_retention, learningSteps: learning_steps,
            relearningSteps: relearning_steps, maximumInterval: maximum_interval, enableFuzzing: false
        )
    }
}

private struct ReferenceInput: Encodable {
    struct Review: Encodable, CustomStringConvertible {
        let rating: Int, time: String
        var description: String { "\(rating)@\(time)" }
    }
    struct History: Encodable, CustomStringConvertible {
        let start: String
        var reviews: [Review]
        var description: String { "start \(start), reviews \(reviews)" }
    }
    let scheduler: ReferenceSettings
    let histories: [History]
}

private struct ReferenceOutput: Decodable {
    struct State: Decodable, CustomStringConvertible {
        let state: Int, step: Int?, stability: Double?, difficulty: Double?, due: String

        /// Phase, step and due to the second agree; stability and difficulty are compared apart.
        func matches(_ swift: MemoryState) -> Bool {
            state == swift.phase.rawValue && step == swift.step && due == isoSeconds(swift.due)
        }

        var description: String { "(\(state), step \(step.map(String.init) ?? "nil"), S \(stability ?? .nan), D \(difficulty ?? .nan), due \(due))" }
    }
    let fsrs_version: String
    let results: [[State]]
}

/// Random histories: 1 to 15 reviews each, random ratings, mostly on or after the due time, some
/// early, some after gaps of a minute to six months; whole seconds, as the due times are.
private enum HistoryGenerator {
    static func history(
        _ scheduler: FSRSScheduler, using generator: inout SplitMix64
    ) -> (history: ReferenceInput.History, states: [MemoryState]) {
        let start = epoch + Double(Int.random(in: 0...(3 * 365 * 86_400), using: &generator))
        var state = MemoryState.new(at: start)
        var history = ReferenceInput.History(start: isoSeconds(start), reviews: [])
        var states: [MemoryState] = []
        for _ in 0..<Int.random(in: 1...15, using: &generator) {
            let time = nextTime(after: state, using: &generator)
            let rating = Rating.allCases.randomElement(using: &generator)!
            state = scheduler.review(state, rating: rating, at: time)
            history.reviews.append(.init(rating: rating.rawValue, time: isoSeconds(time)))
            states.append(state)
        }
        return (history, states)
    }

    private static func nextTime(after state: MemoryState, using generator: inout SplitMix64) -> Date {
        guard let last = state.lastReview else {
            return state.due + Double(Int.random(in: 0...600, using: &generator))
        }
        let earliest = last + 60
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
            return state.due + Double(Int.random(in: 0...(2 * 86_400), using: &generator))
        case 5..<8 where state.due > earliest:
            return earliest + Double(Int.random(in: 0...Int(state.due.timeIntervalSince(earliest)), using: &generator))
        default:
            return earliest + Double(Int.random(in: 0...(180 * 86_400), using: &generator))
        }
    }

    private static let epoch = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z
}

// MARK: - Running the reference

private enum ReferencePython {
    static var shouldRun: Bool { required || executable != nil }

    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_FSRS"] == "1" }

    /// A Python that can import `fsrs`, or nil.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["FLASH_FSRS_PYTHON"]
            ?? repositoryRoot.appendingPathComponent(".venv-fsrs/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: path)
        probe.arguments = ["-c", "import fsrs"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return nil }
        probe.waitForEnd()
        return probe.endStatus == 0 ? path : nil
    }()

    /// Runs fsrs_reference.py with the input in a temporary file and decodes what it prints.
    static func run(_ python: String, input: ReferenceInput) throws -> ReferenceOutput {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flash-fsrs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (inputURL, outputURL, errorURL) = (
            directory.appendingPathComponent("input.json"), directory.appendingPathComponent("output.json"),
            directory.appendingPathComponent("stderr.txt")
        )
        try JSONEncoder().encode(input).write(to: inputURL)
        for url in [outputURL, errorURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [repositoryRoot.appendingPathComponent("Tests/FlashKitTests/Support/fsrs_reference.py").path]
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitForEnd()
        guard process.endStatus == 0 else {
            let message = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
            throw ReferenceError(message: "fsrs_reference.py exited \(process.endStatus): \(message)")
        }
        return try JSONDecoder().decode(ReferenceOutput.self, from: Data(contentsOf: outputURL))
    }

    /// The folder holding Package.swift, found by walking up from this file.
    private static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()
}

private struct ReferenceError: Error, CustomStringConvertible { let message: String; var description: String { message } }

private func isoSeconds(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
}
