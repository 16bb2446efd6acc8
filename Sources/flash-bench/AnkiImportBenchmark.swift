import Foundation
import Support
import Model
import Scheduling
import Store
import ListMaker
import Interchange

/// Imports a 20,000-note Anki deck (a picture on every tenth note, four notes in five with an
/// FSRS memory state and five reviews) in the legacy format (`collection.anki2`, as flash's
/// export writes it) and in the current one (the same collection as `collection.anki21b`, media
/// zstd-compressed, a protobuf media map). Each run is a fresh child process, so its peak memory
/// is the import's own: "read" reads the file and the package into decks; "import" also stores
/// them as a list with DeckImport, as `flash import` does. Prints the median time of 3 runs and
/// the largest peak. `flash-bench anki-import FILE.apkg` imports that package instead; with
/// FLASH_BENCH_KEEP set, the generated packages are kept.
enum AnkiImportBenchmark {
    static let notes = 20_000, runs = 3
    static let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z

    static func run(_ arguments: [String]) throws {
        if arguments.first == "--child", arguments.count == 3 { return try child(phase: arguments[1], file: arguments[2]) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-anki-import-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            if ProcessInfo.processInfo.environment["FLASH_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(at: directory) }
        }
        let files = try arguments.first.map { [URL(fileURLWithPath: $0)] } ?? makePackages(in: directory)
        if arguments.isEmpty { print("anki-import: packages in \(directory.path)") }
        for file in files {
            let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            for phase in ["read", "import"] {
                let measured = try (0..<runs).map { _ in try spawnChild(phase: phase, file: file.path) }
                let seconds = measured.map(\.seconds).sorted(), cpu = measured.map(\.cpu).sorted()
                let peak = measured.map(\.peak).max() ?? 0, start = measured.map(\.start).min() ?? 0
                print("anki-import: \(phase) \(file.lastPathComponent) (\(ByteCountText.describe(size)), \(measured[0].notes) notes):",
                      "median \(format(seconds[runs / 2])) (CPU \(format(cpu[runs / 2]))), slowest \(format(seconds[runs - 1])) over \(runs) runs;",
                      "peak memory \(megabytes(peak)) (the process starts at \(megabytes(start)))")
            }
        }
    }
}

private extension AnkiImportBenchmark {
    struct Measurement {
        let seconds: Double, cpu: Double, peak: Int, start: Int, notes: Int
    }

    /// In the child: reads (and with "import" stores) the package, then prints the seconds it
    /// took (wall clock and CPU), the peak and starting resident memory in kB, and the notes read.
    static func child(phase: String, file: String) throws {
        let (start, startCPU) = (peakKilobytes(), cpuSeconds())
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-anki-store-\(getpid())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let store = phase == "import" ? try FlashStore(path: home.appendingPathComponent("flash.db").path, now: now) : nil
        var count = 0
        let elapsed = try ContinuousClock().measure {
            let contents = try AnkiPackageReader().read([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
            count = contents.decks.reduce(0) { $0 + $1.notes.count }
            guard let store else { return }
            let importer = DeckImport(store: store, images: ImageStore(directory: home.appendingPathComponent("images")),
                                      sounds: SoundStore(directory: home.appendingPathComponent("sounds")))
            let study = try Study(native: .english, learned: Language(code: "es"))
            for (index, deck) in contents.decks.enumerated() {
                _ = try importer.run(deck, name: try ListName("\(deck.name) \(index)"), study: study, now: now)
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print(seconds, cpuSeconds() - startCPU, peakKilobytes(), start, count)
    }

    static func spawnChild(phase: String, file: String) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FlashPaths.currentExecutable)
        process.arguments = ["anki-import", "--child", phase, file]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 5, let seconds = Double(fields[0]), let cpu = Double(fields[1]),
              let peak = Int(fields[2]), let start = Int(fields[3]), let notes = Int(fields[4]) else {
            throw BenchmarkFailure(description: "the \(phase) child exited \(process.terminationStatus)")
        }
        return Measurement(seconds: seconds, cpu: cpu, peak: peak, start: start, notes: notes)
    }

    /// The two packages, written by flash's Anki export and repacked in the current format.
    static func makePackages(in directory: URL) throws -> [URL] {
        let legacy = try AnkiPackageWriter(now: now).package(deck())
        let current = try repacked(legacy)
        let files = [directory.appendingPathComponent("legacy.apkg"), directory.appendingPathComponent("current.apkg")]
        try Data(legacy).write(to: files[0])
        try Data(current).write(to: files[1])
        return files
    }

    static func deck() -> InterchangeDeck {
        var generator = SplitMix64(seed: 20)
        let notes = (0..<notes).map { index in
            var note = InterchangeNote(guid: "bench-\(index)", native: "word \(index)", learned: "palabra \(index)")
            note.learnedAlternatives = ["sinónimo \(index)"]
            if index % 10 == 0 { note.picture = InterchangeMedia(name: "picture-\(index).png", bytes: TinyPNG.make(seed: generator.next())) }
            guard index % 5 != 0 else { return note }
            let last = now.addingTimeInterval(-Double(generator.next() % 30 + 1) * 86_400)
            note.reviews = (0..<5).map { step in
                InterchangeReview(time: last.addingTimeInterval(Double(step - 4) * 4 * 86_400), rating: step == 1 ? .again : .good,
                                  milliseconds: 3_000 + step * 500, difficulty: 5, due: last.addingTimeInterval(86_400))
            }
            let state = MemoryState(phase: .review, step: nil, stability: 9, difficulty: 5, due: last.addingTimeInterval(9 * 86_400), lastReview: last)
            note.memory = InterchangeMemory(state: state, reps: 5, lapses: 1)
            return note
        }
        return InterchangeDeck(name: "benchmark", notes: notes)
    }

    /// The legacy package in the current format: `meta` says version 3, the collection and
    /// each media file are zstd frames, the media map is protobuf `MediaEntries`.
    static func repacked(_ legacy: [UInt8]) throws -> [UInt8] {
        let archive = try ZipArchive(bytes: legacy)
        var zip = ZipWriter()
        try zip.add("meta", bytes: [0x08, 0x03], compress: false)
        let collection = try archive.contents(of: "collection.anki2", limit: 1 << 30) ?? []
        try zip.add("collection.anki21b", bytes: try Zstandard.compress(collection), compress: false)
        let mapBytes = try archive.contents(of: "media", limit: 1 << 26) ?? Array("{}".utf8)
        let map = (try JSONSerialization.jsonObject(with: Data(mapBytes)) as? [String: String]) ?? [:]
        var entries: [UInt8] = []
        for (index, (member, name)) in map.sorted(by: { Int($0.key) ?? 0 < Int($1.key) ?? 0 }).enumerated() {
            let file = try archive.contents(of: member, limit: 1 << 26) ?? []
            try zip.add(String(index), bytes: try Zstandard.compress(file), compress: false)
            entries += protobufField(1, protobufField(1, Array(name.utf8)) + [0x10] + varint(file.count))
        }
        try zip.add("media", bytes: try Zstandard.compress(entries), compress: false)
        return zip.archive()
    }

    static func protobufField(_ number: Int, _ bytes: [UInt8]) -> [UInt8] {
        varint(number << 3 | 2) + varint(bytes.count) + bytes
    }

    static func varint(_ value: Int) -> [UInt8] {
        var value = UInt64(value), bytes: [UInt8] = []
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        return bytes + [UInt8(value)]
    }

    /// The process's peak resident memory so far, in kB: Linux's VmHWM, which (unlike
    /// ru_maxrss) starts afresh at exec instead of carrying the parent's peak over.
    static func peakKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// CPU seconds the process has used, user and system: less moved by other work on the
    /// machine than the wall clock.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    static func megabytes(_ kilobytes: Int) -> String { String(format: "%.1f MB", Double(kilobytes) * 1024 / 1_000_000) }

    static func format(_ seconds: Double) -> String { StatusBenchmark.format(.milliseconds(Int(seconds * 1000))) }
}

private struct BenchmarkFailure: Error, CustomStringConvertible { let description: String }
