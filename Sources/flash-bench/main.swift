import Foundation

// flash-bench NAME: runs one benchmark and prints what it measured. Build with -c release.
let benchmarks: [String: () async throws -> Void] = [
    "anki-export": { try AnkiExportBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) },
    "anki-import": { try AnkiImportBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) },
    "scheduler": { SchedulerBenchmark.run() },
    "status": { try StatusBenchmark.run() },
    "providers": { try await ProvidersBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) },
    "scale": { try ScaleBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) },
    "offline": { try await OfflineBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) },
    "serve": { try ServeBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) },
    "sync": { try SyncBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) },
]

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, let benchmark = benchmarks[name] else {
    let names = benchmarks.keys.sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: flash-bench NAME (one of: \(names))\n".utf8))
    exit(2)
}
try await benchmark()
