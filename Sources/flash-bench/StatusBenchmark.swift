import FlashKit
import Foundation

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
        let store = try FlashStore(paths: paths, now: now)
        let database = store.database
        var generator = SplitMix64(seed: 7)
        let study = try Study(native: .english, learned: Language(code: "es"))
        try database.transaction {
            for number in 0..<lists {
                let cards = (0..<cardsPerList).map { Card(native: "word \(number)-\($0)", learned: "palabra \(number)-\($0)", created: now) }
                try store.lists.createInTransaction(name: ListName("list \(number)"), study: study, cards: cards, now: now)
            }
            let ids = try database.query("SELECT id FROM cards").map { Int64($0.int("id")) }
            for id in ids where id % 5 != 0 {
                let due = now.addingTimeInterval(Double(Int(generator.next() % 40 * 86_400)) - 5 * 86_400)
                try database.run("""
                    INSERT INTO card_memory(card_id, phase, step, stability, difficulty, due, last_review, reps, lapses, leech)
                    VALUES (?, ?, NULL, ?, 5.0, ?, ?, 10, ?, ?)
                    """, id, 2 + Int(generator.next() % 2), 1 + Double(generator.next() % 50), due,
                    now.addingTimeInterval(-Double(generator.next() % 30) * 86_400), Int(generator.next() % 10), id % 97 == 0)
            }
            for index in 0..<reviews {
                let card = ids[index % ids.count]
                let reviewed = now.addingTimeInterval(-Double(generator.next() % (400 * 86_400)))
                try database.run("INSERT INTO review_log(card_id, profile_id, rating, reviewed, due) VALUES (?, ?, ?, ?, ?)",
                                 card, store.profileID, 1 + Int(generator.next() % 4), reviewed, reviewed.addingTimeInterval(86_400))
            }
        }
    }

    static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
    }
}
