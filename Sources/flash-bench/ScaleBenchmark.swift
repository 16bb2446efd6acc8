import Foundation
import Support
import Store

/// `flash-bench scale [RUNS]`: builds a 10,000-card list and a 200-list, 100,000-card,
/// 1,000,000-review collection, then runs each command of issue 13's table as a whole process
/// RUNS times (default 5) with the `sqlite3` equivalent in the same loop, and prints median
/// time, the ratio to sqlite3 and peak memory per row.
enum ScaleBenchmark {
    struct Row {
        let label: String
        let arguments: [String]
        var input: String = ""
        var home: URL
        var sqlite: String?
        var environment: [String: String] = [:]
    }

    static func run(_ arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 5
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-scale-\(getpid())")
        defer { if ProcessInfo.processInfo.environment["FLASH_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(at: base) } }
        let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z
        let big = base.appendingPathComponent("big"), collection = base.appendingPathComponent("collection")
        let built = ContinuousClock().measure {
            try! fill(big, lists: 1, cards: 10_000, reviews: 20_000, answers: 20_000, now: now)
            try! fill(collection, lists: 200, cards: 500, reviews: 1_000_000, answers: 100_000, now: now)
        }
        print("scale: built the databases in \(StatusBenchmark.format(built)) (\(base.path))")
        let pairs = (1...1_000).map { "pair\($0) = par\($0)" }.joined(separator: "\n") + "\n"
        let equivalent = FlashStore.sqliteEquivalents
        let rows = [
            Row(label: "learn big, first question", arguments: ["learn", "list 0", "--seed", "1"], input: ":q\n", home: big,
                sqlite: equivalent["learn"]),
            Row(label: "review, 200 lists", arguments: ["review"], input: ":q\n", home: collection,
                sqlite: equivalent["review"]),
            Row(label: "show big --json", arguments: ["show", "list 0", "--json"], home: big, sqlite: equivalent["showJSON"]),
            Row(label: "show big", arguments: ["show", "list 0"], home: big, sqlite: equivalent["show"]),
            Row(label: "mistakes big (15 rows)", arguments: ["mistakes", "list 0"], home: big,
                sqlite: equivalent["mistakes"]),
            Row(label: "edit big w1", arguments: ["edit", "list 0", "word 0-1"], home: big, sqlite: equivalent["edit"]),
            Row(label: "--version", arguments: ["--version"], home: big, sqlite: equivalent["trivial"]),
            Row(label: "help", arguments: ["help"], home: big, sqlite: equivalent["trivial"]),
            Row(label: "new, 1,000 own pairs", arguments: ["new", "--lang", "es", "--name", "pairs", "--replace", "--no-images"], input: pairs,
                home: big, environment: ["FLASH_IPA": "none"]),
            Row(label: "status, 100k cards", arguments: ["status"], home: collection, sqlite: equivalent["status"]),
        ]
        let flash = URL(fileURLWithPath: FlashPaths.currentExecutable).deletingLastPathComponent().appendingPathComponent("flash").path
        print("command".padding(toLength: 28, withPad: " ", startingAt: 0) + "      flash     sqlite3    ratio  peak RSS")
        for row in rows {
            var times: [Double] = [], sqliteTimes: [Double] = []
            let peak = try peakKilobytes(flash, row.arguments, input: row.input, environment: environment(row, now: now))
            for _ in 0..<runs {
                times.append(try measure(flash, row.arguments, input: row.input, environment: environment(row, now: now)).seconds)
                if let query = row.sqlite {
                    let database = row.home.appendingPathComponent("flash.sqlite3").path
                    let words = query.hasPrefix("-json ") ? ["-json", database, String(query.dropFirst(6))] : [database, query]
                    sqliteTimes.append(try measure("/usr/bin/sqlite3", words, input: "", environment: [:]).seconds)
                }
            }
            let median = times.sorted()[times.count / 2]
            let sqlite = sqliteTimes.isEmpty ? nil : sqliteTimes.sorted()[sqliteTimes.count / 2]
            let ratio = sqlite.map { String(format: "%.1f×", median / max($0, 0.0001)) } ?? "-"
            let sqliteText = sqlite.map { String(format: "%8.1f ms", $0 * 1000) } ?? "         -"
            let memory = peak.map { String(format: "%5d MB", $0 / 1024) } ?? "    - MB"
            print(row.label.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(format: " %8.1f ms  ", median * 1000) + sqliteText + ratio.leftPadded(9) + "  " + memory)
        }
    }

    static func environment(_ row: Row, now: Date) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(
            ["FLASH_HOME": row.home.path, "FLASH_NOW": "2026-03-01T09:00:00Z", "XDG_CONFIG_HOME": row.home.path,
             "FLASH_TRANSLATION": "fixtures", "FLASH_IMAGES": "none"]) { $1 }.merging(row.environment) { $1 }
    }

    static func fill(_ home: URL, lists: Int, cards: Int, reviews: Int, answers: Int, now: Date) throws {
        let paths = FlashPaths(dataDirectory: home, userConfigFile: home.appendingPathComponent("none"), resources: nil)
        try FlashStore(paths: paths, now: now).fillSynthetic(
            lists: lists, cardsPerList: cards, reviews: reviews, answers: answers, seed: 7, now: now)
    }

    /// The peak resident memory (kB) of one run, from GNU time, or nil without /usr/bin/time.
    /// posix_spawn's child shares this process's memory until it execs, and Linux keeps that
    /// high-water mark across exec, so wait4 would report the benchmark's own size; GNU time
    /// forks from its own small process instead.
    static func peakKilobytes(_ path: String, _ arguments: [String], input: String, environment: [String: String]) throws -> Int? {
        let time = "/usr/bin/time", output = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-rss-\(getpid())")
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try measure(time, ["-f", "%M", "-o", output.path, path] + arguments, input: input, environment: environment)
        return (try? String(contentsOf: output, encoding: .utf8)).flatMap { Int($0.split(separator: "\n").last ?? "") }
    }

    /// Runs a program with `input` on standard input and its output to /dev/null; returns the
    /// wall time and the child's peak resident memory (kB).
    static func measure(_ path: String, _ arguments: [String], input: String, environment: [String: String]) throws -> (seconds: Double, peakKilobytes: Int) {
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-input-\(getpid())")
        try Data(input.utf8).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return (seconds, usage.ru_maxrss)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
