import Foundation
import Support
import Store

/// Builds a database of 200 lists, 100,000 cards and 1,000,000 logged reviews, then times the
/// real `flash status` command on it (the built binary next to this one), median of 10 runs.
enum StatusBenchmark {
    static let lists = 200, cardsPerList = 500, reviews = 1_000_000

    static func run() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-status-\(getpid())")
        defer {
            if ProcessInfo.processInfo.environment["FLASH_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(at: home) }
        }
        let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z
        let built = ContinuousClock().measure { try! fill(home: home, now: now) }
        print("status: data in \(home.path)")
        print("status: built \(lists) lists, \(lists * cardsPerList) cards, \(reviews) reviews in \(format(built))")
        let flash = URL(fileURLWithPath: FlashPaths.currentExecutable).deletingLastPathComponent().appendingPathComponent("flash")
        var times: [Duration] = []
        let environment = ProcessInfo.processInfo.environment.merging(
            ["FLASH_HOME": home.path, "FLASH_NOW": "2026-03-01T09:00:00Z", "XDG_CONFIG_HOME": home.path]) { $1 }
        for _ in 0..<10 {
            times.append(try ContinuousClock().measure { try spawn(flash.path, ["status"], environment: environment) })
        }
        times.sort()
        print("status: `flash status` median \(format(times[times.count / 2])), fastest \(format(times[0])), slowest \(format(times[times.count - 1])) over 10 runs")
    }

    /// Runs a program with posix_spawn (output to /dev/null) and waits for it, so the time
    /// measured is the program's own, not Foundation's process machinery.
    static func spawn(_ path: String, _ arguments: [String], environment: [String: String]) throws {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    static func fill(home: URL, now: Date) throws {
        let paths = FlashPaths(dataDirectory: home, userConfigFile: home.appendingPathComponent("none"), resources: nil)
        try FlashStore(paths: paths, now: now).fillSynthetic(lists: lists, cardsPerList: cardsPerList, reviews: reviews, seed: 7, now: now)
    }

    static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
    }
}
