import Foundation

/// One benchmark: what it takes, and how it runs.
struct Benchmark {
    /// The usage after `flash-bench NAME`, and what it measures.
    let usage: String
    /// True for the arguments it takes (`--child` is the import benchmark's own children).
    let takes: ([String]) -> Bool
    let run: ([String]) async throws -> Void
}

extension Benchmark {
    /// At most one argument, a whole number (runs, rounds or words).
    static func count(_ arguments: [String]) -> Bool { arguments.isEmpty || (arguments.count == 1 && Int(arguments[0]).map { $0 > 0 } == true) }
    /// At most one argument that is not an option (a file).
    static func file(_ arguments: [String]) -> Bool { arguments.isEmpty || (arguments.count == 1 && !arguments[0].hasPrefix("-")) }
}

// flash-bench NAME: runs one benchmark and prints what it measured. Build with -c release.
let benchmarks: [String: Benchmark] = [
    "anki-export": Benchmark(usage: "[FILE.apkg]: a 5,000-card list with pictures and reviews as an .apkg (kept in FILE if given)",
                             takes: Benchmark.file) { try AnkiExportBenchmark.run($0) },
    "anki-import": Benchmark(usage: "[FILE.apkg]: a 20,000-note Anki deck (or FILE) into flash, time and memory",
                             takes: { Benchmark.file($0) || ($0.first == "--child" && $0.count == 3) }) { try AnkiImportBenchmark.run($0) },
    "scheduler": Benchmark(usage: ": 1,000,000 FSRS reviews in process: reviews per second", takes: \.isEmpty) { _ in SchedulerBenchmark.run() },
    "status": Benchmark(usage: ": `flash status` on 200 lists, 100,000 cards, 1,000,000 reviews", takes: \.isEmpty) { _ in try StatusBenchmark.run() },
    "providers": Benchmark(usage: "[WORDS]: a WORDS-word list (1,000) with images against a 50 ms loopback server",
                           takes: Benchmark.count) { try await ProvidersBenchmark.run($0) },
    "scale": Benchmark(usage: "[RUNS]: each command on a 10,000-card list and a 100,000-card collection against sqlite3, RUNS (5) times",
                       takes: Benchmark.count) { try ScaleBenchmark.run($0) },
    "offline": Benchmark(usage: "[--misses] [--shown] [--only CODE] [--builds-only]: the labelled sets' accuracy offline and "
                            + "1,000 common words built into each language",
                         takes: OfflineBenchmark.takes) { try await OfflineBenchmark.run($0) },
    "serve": Benchmark(usage: "[ROUNDS]: flash serve on a 1,000-card list beside nginx, ROUNDS (3)", takes: Benchmark.count) { try ServeBenchmark.run($0) },
    "sync": Benchmark(usage: "[RUNS]: flash sync beside Anki's library against Anki's sync server, medians of RUNS (3)",
                      takes: Benchmark.count) { try await SyncBenchmark.run($0) },
]

@MainActor func usage() -> String {
    "usage: flash-bench NAME [ARGUMENTS]\n" + benchmarks.keys.sorted().map { "  \($0) \(benchmarks[$0]!.usage)" }.joined(separator: "\n") + "\n"
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty {
    FileHandle.standardError.write(Data(usage().utf8))
    exit(2)
}
if ["--help", "-h", "help"].contains(arguments[0]) {
    print(usage(), terminator: "")
    exit(0)
}
guard let benchmark = benchmarks[arguments[0]] else {
    FileHandle.standardError.write(Data(("flash-bench: no benchmark '\(arguments[0])'\n" + usage()).utf8))
    exit(2)
}
let given = Array(arguments.dropFirst())
if given.contains(where: { ["--help", "-h"].contains($0) }) {
    print("usage: flash-bench \(arguments[0]) \(benchmark.usage)")
    exit(0)
}
guard benchmark.takes(given) else {
    FileHandle.standardError.write(Data("flash-bench: \(arguments[0]) does not take \(given.joined(separator: " ")); usage: flash-bench \(arguments[0]) \(benchmark.usage)\n".utf8))
    exit(2)
}
do {
    try await benchmark.run(given)
} catch {
    // A benchmark that cannot finish says why in one line, as flash does, not with a crash report.
    FileHandle.standardError.write(Data("flash-bench: \(arguments[0]): \(error)\n".utf8))
    exit(1)
}
