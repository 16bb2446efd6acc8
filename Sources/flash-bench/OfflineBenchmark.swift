import FlashKit
import FlashTestSupport
import Foundation

/// Translates the labelled sets with the offline chain and prints each one's accuracy (with
/// `--misses`, every miss); then builds 1,000 common English words (WordNet's most used
/// lemmas) into Spanish cards with emoji pictures and prints the time it took.
enum OfflineBenchmark {
    static func run(_ arguments: [String]) async throws {
        let environment = ProcessInfo.processInfo.environment
        let espeak = Espeak.find(environment: environment)
        var pronounce: (@Sendable ([String], Language) -> [String?])?
        if let espeak {
            pronounce = { words, language in (try? espeak.ipa(for: words, language: language)) ?? words.map { _ in nil } }
        }
        let translator = OfflineTranslator(environment: environment, pronounce: pronounce)
        let folder = repository.appendingPathComponent("Tests/FlashKitTests/Labelled")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".tsv") {
            let set = try LabelledSet(path: folder.appendingPathComponent(file).path)
            let codes = file.split(separator: "-").prefix(2).map(String.init)
            let (source, target) = (try Language(code: codes[0]), try Language(code: codes[1]))
            let start = ContinuousClock.now
            let answers = try await translator.translate(set.words, from: source, to: target)
            let score = set.score(answers.map { $0?.text })
            print("offline \(score) in \(milliseconds(ContinuousClock.now - start)) ms")
            if arguments.contains("--misses") { for miss in score.misses { print("    \(miss)") } }
        }
    }

    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { folder.deleteLastPathComponent() }
        return folder
    }()

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
