import FlashTestSupport
import Foundation
import Support
import Model
import HTTP
import Store
import Providers
import ListMaker

/// Builds a 1,000-word list with images against a loopback server speaking Google v2 and
/// Unsplash with 50 ms added to every response, then rebuilds it from the cache; prints wall
/// time, requests sent, and the ideal time for the configured concurrency.
enum ProvidersBenchmark {
    static let words = 1_000, latency = 0.05

    static func run() async throws {
        let simulator = try ProviderSimulator(key: "bench-key-0000", delay: .milliseconds(Int(latency * 1000)))
        defer { simulator.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-providers-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let paths = FlashPaths(dataDirectory: home, userConfigFile: home.appendingPathComponent("none"), resources: nil)
        let store = try FlashStore(paths: paths, now: Date())
        _ = store
        var configuration = Configuration()
        for (key, value) in ["translation": "google", "images": "unsplash", "google.key": simulator.key, "google.url": simulator.baseURL,
                             "unsplash.key": simulator.key, "unsplash.url": simulator.baseURL] {
            configuration.set(key, value)
        }
        let concurrency = configuration.int("concurrency") ?? CurlClient.defaultConcurrencyLimit
        let list = (1...words).map { ParsedWord(text: "word\($0)", line: $0) }
        let study = try Study(native: .english, learned: Language(code: "es"))
        for pass in ["build", "rebuild from cache"] {
            let before = simulator.requestCount
            let setup = ProviderSetup(configuration: configuration, fixtures: home, cache: try ResponseCache(path: paths.databaseFile.path),
                                      environment: [:], roles: [.translation, .images])
            let builder = ListBuilder(translators: setup.translators, imageProviders: setup.imageProviders,
                                      downloader: setup.downloader, imageStore: ImageStore(directory: paths.imagesDirectory))
            var report = BuildReport()
            let elapsed = await ContinuousClock().measure {
                report = await builder.build(list, study: study, side: .native, images: true, now: Date())
            }
            let requests = simulator.requestCount - before
            let counts = Dictionary(grouping: simulator.server.requests.dropFirst(before)) { label($0.path) }.mapValues(\.count)
            print("providers \(pass): \(report.cards.count) cards, \(report.imagesBy.values.reduce(0, +)) images in \(String(format: "%.2f s", seconds(elapsed))); \(requests) requests \(counts.sorted { $0.key < $1.key })")
            if requests > 0 {
                let ideal = idealSeconds(counts, concurrency: concurrency)
                print("providers \(pass): ideal at concurrency \(concurrency) with \(Int(latency * 1000)) ms per response: \(String(format: "%.2f s", ideal)); ratio \(String(format: "%.2f", seconds(elapsed) / ideal))")
            }
        }
    }

    /// Translation runs first; then each word's search, download and registration overlap with
    /// the other words', each provider label limited to `concurrency` requests in flight.
    static func idealSeconds(_ counts: [String: Int], concurrency: Int) -> Double {
        func rounds(_ label: String) -> Double { (Double(counts[label] ?? 0) / Double(concurrency)).rounded(.up) }
        let translation = rounds("google") * latency
        let images = max(rounds("unsplash"), rounds("unsplash images")) * latency + latency
        return translation + images
    }

    /// The concurrency bucket a request falls in, as the client labels them.
    static func label(_ path: String) -> String {
        if path.hasPrefix("/language") { return "google" }
        if path.hasPrefix("/photos/") { return "unsplash images" }
        return "unsplash"
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
