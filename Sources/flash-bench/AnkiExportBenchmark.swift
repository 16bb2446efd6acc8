import Foundation
import Support
import Scheduling
import Store
import Interchange

/// Exports a list of 5,000 cards, each with its own small PNG, most with a memory state and a
/// few reviews, to an Anki package in memory; prints the median of 5 runs and the package's
/// size. `flash-bench anki-export OUT.apkg` also writes the package, to look at.
enum AnkiExportBenchmark {
    static let cards = 5_000

    static func run(_ arguments: [String]) throws {
        let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z
        let deck = deck(now: now)
        let writer = AnkiPackageWriter(now: now)
        var package: [UInt8] = []
        var times: [Duration] = []
        for _ in 0..<5 {
            times.append(try ContinuousClock().measure { package = try writer.package(deck) })
        }
        times.sort()
        let pictures = deck.notes.reduce(0) { $0 + ($1.picture?.bytes.count ?? 0) }
        print("anki-export: \(cards) cards (\(cards * 2) Anki cards), \(cards) pictures of \(pictures / cards) bytes on average,",
              "\(deck.notes.reduce(0) { $0 + $1.reviews.count }) reviews")
        print("anki-export: median \(StatusBenchmark.format(times[2])), fastest \(StatusBenchmark.format(times[0])),",
              "slowest \(StatusBenchmark.format(times[4])) over 5 runs; package \(ByteCountText.describe(package.count))")
        if let path = arguments.first {
            try Data(package).write(to: URL(fileURLWithPath: path))
            print("anki-export: written to \(path)")
        }
    }

    static func deck(now: Date) -> InterchangeDeck {
        var generator = SplitMix64(seed: 5)
        let notes = (0..<cards).map { index in
            var note = InterchangeNote(guid: "bench-\(index)", native: "word \(index)", learned: "palabra \(index)")
            note.learnedAlternatives = ["sinónimo \(index)"]
            note.picture = InterchangeMedia(name: "picture-\(index).png", bytes: TinyPNG.make(seed: generator.next()))
            if index % 5 != 0 {
                let last = now.addingTimeInterval(-Double(generator.next() % 30 + 1) * 86_400)
                note.reviews = (0..<3).map { step in
                    InterchangeReview(time: last.addingTimeInterval(Double(step - 2) * 3 * 86_400), rating: .good,
                                      milliseconds: 4_000, stability: Double(step + 1) * 2, difficulty: 5, due: last.addingTimeInterval(86_400))
                }
                let state = MemoryState(phase: .review, step: nil, stability: 6, difficulty: 5,
                                        due: last.addingTimeInterval(6 * 86_400), lastReview: last)
                note.memory = InterchangeMemory(state: state, reps: 3, lapses: 0)
            }
            return note
        }
        return InterchangeDeck(name: "benchmark", notes: notes)
    }
}

/// A real 8×8 RGB PNG in one colour: signature, IHDR, one zlib-framed IDAT, IEND.
/// - SeeAlso: https://www.w3.org/TR/png/
enum TinyPNG {
    static func make(seed: UInt64) -> [UInt8] {
        let (width, height) = (8, 8)
        let colour = [UInt8(truncatingIfNeeded: seed), UInt8(truncatingIfNeeded: seed >> 8), UInt8(truncatingIfNeeded: seed >> 16)]
        let row = [0] + Array((0..<width).map { _ in colour }.joined())
        let pixels = Array(Array(repeating: row, count: height).joined())
        let header = be32(width) + be32(height) + [8, 2, 0, 0, 0]
        let data = [0x78, 0x9C] + (try! Deflate.deflate(pixels)) + be32(adler32(pixels))  // a few bytes always deflate
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(Deflate.crc32(body)))
    }

    static func be32(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    static func adler32(_ bytes: [UInt8]) -> Int {
        var (a, b) = (1, 0)
        for byte in bytes { (a, b) = ((a + Int(byte)) % 65_521, (b + (a + Int(byte)) % 65_521) % 65_521) }
        return b << 16 | a
    }
}
