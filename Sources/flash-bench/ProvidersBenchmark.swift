import FlashTestSupport
import Foundation
import Support
import Model
import HTTP
import Store
import Providers
import ListMaker

/// `flash-bench providers [WORDS]`: builds a WORDS-word list (default 1,000) with images
/// against a loopback server speaking Google v2 and Unsplash with 50 ms added to every
/// response, then rebuilds it from the cache; prints wall time, requests sent, and the ideal
/// time for the configured concurrency twice: worked out (ceil(requests / concurrency) × 50 ms
/// per stage) and measured in the same run, the same requests sent straight through the client
/// with nothing else to do, which is what this machine's load allows at that moment.
enum ProvidersBenchmark {
    static let latency = 0.05

    static func run(_ arguments: [String]) async throws {
        let words = arguments.first.flatMap(Int.init) ?? 1_000
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
                let measured = await measuredIdeal(counts, concurrency: concurrency, simulator: simulator)
                print("providers \(pass): the same requests straight through the client in this run: \(String(format: "%.2f s", measured)); ratio \(String(format: "%.2f", seconds(elapsed) / measured))")
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

    /// The ideal as this run's machine gives it: the translation requests, then the image
    /// requests of both labels at once, then one more request (a word's last step), each sent
    /// straight through a client of the same concurrency to the same server, nothing in between.
    static func measuredIdeal(_ counts: [String: Int], concurrency: Int, simulator: ProviderSimulator) async -> Double {
        let client = CurlClient(concurrencyLimit: concurrency)
        func burst(_ labels: [String: Int]) async -> Double {
            let elapsed = await ContinuousClock().measure {
                await withTaskGroup(of: Void.self) { group in
                    for (label, count) in labels {
                        for number in 0..<count {
                            let request = HTTPRequest.get("\(simulator.baseURL)/photos/ideal-\(number).png", provider: label)
                            group.addTask { _ = try? await client.execute(request, timeout: .seconds(30)) }
                        }
                    }
                }
            }
            return seconds(elapsed)
        }
        let translation = await burst(["google": counts["google"] ?? 0])
        let images = await burst(["unsplash": counts["unsplash"] ?? 0, "unsplash images": counts["unsplash images"] ?? 0])
        return translation + images + (await burst(["last step": 1]))
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
