import Foundation
import Synchronization
import Support
import Store
import FlashTestSupport

/// `flash-bench serve [ROUNDS]`: `flash serve` (the release binary beside flash-bench, as its own
/// process) over a 1,000-card list, measured in one run against nginx serving the same JSON
/// bytes as a static file on loopback:
/// - GET /api/lists/{name} throughput, 8 keep-alive clients, beside nginx (median of ROUNDS
///   rounds, default 3, each server in turn), and the same request when every read is made
///   afresh (a card changed before each);
/// - answer round trips (POST an answer → verdict and next question) of 50 sessions at once:
///   flat out (50 requests always waiting, so a request waits for the 49 before it), and at a
///   learner's pace (each session answering every 500 ms, the sessions not in step): p50,
///   p99, max;
/// - the server's resident memory after each load, and its peak.
/// nginx comes from Debian (`apt-get install nginx-light`); without it the ratio is left out.
enum ServeBenchmark {
    static func run(_ arguments: [String]) throws {
        let rounds = arguments.first.flatMap(Int.init) ?? 3
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-serve-\(getpid())")
        defer { try? FileManager.default.removeItem(at: base) }
        let home = base.appendingPathComponent("home")
        let now = Date()
        let paths = FlashPaths(dataDirectory: home, userConfigFile: home.appendingPathComponent("none"), resources: nil)
        try FlashStore(paths: paths, now: now).fillSynthetic(lists: 1, cardsPerList: 1_000, reviews: 5_000, answers: 0, seed: 7, now: now)
        let server = try Server(home: home)
        defer { server.stop() }
        let client = LoopbackClient(port: server.port)
        let body = try client.send("GET", listPath).body
        print("serve: a 1,000-card list, \(body.count / 1024) kB of JSON; flash serve pid \(server.pid), \(ProcessInfo.processInfo.activeProcessorCount) cores")

        let nginx = try? Nginx(base: base, serving: body)
        defer { nginx?.stop() }
        if nginx == nil { print("serve: nginx not found (apt-get install nginx-light): no ratio") }
        var flashRates: [Double] = [], nginxRates: [Double] = []
        for _ in 0..<rounds {
            flashRates.append(try throughput(port: server.port, path: listPath, expected: body.count))
            if let nginx { nginxRates.append(try throughput(port: nginx.port, path: "/list.json", expected: body.count)) }
        }
        let flashRate = median(flashRates), nginxRate = nginxRates.isEmpty ? nil : median(nginxRates)
        print(String(format: "GET list (1,000 cards)      flash %7.0f req/s", flashRate)
            + (nginxRate.map { String(format: "   nginx %7.0f req/s   ratio %.2f× (goal ≥ 0.5×)", $0, flashRate / $0) } ?? ""))
        print(String(format: "GET list, read afresh       %7.2f ms a request (median of 20, a card changed before each)", try uncached(client) * 1000))
        print("memory after the GETs        \(server.memory())")

        let flat = try answers(port: server.port, sessions: 50, answers: 40, pace: nil)
        print("answers, 50 sessions flat out: \(flat.summary)  (goal p99 ≤ 10 ms)")
        print("memory at that load          \(server.memory())")
        let paced = try answers(port: server.port, sessions: 50, answers: 20, pace: 0.5)
        print("answers, 50 sessions, one each 500 ms: \(paced.summary)")
        print("memory at that load          \(server.memory())  (goal ≤ 40 MB)")
    }

    static let listPath = "/api/lists/list%200"

    /// Requests a second over 8 keep-alive connections, 400 requests each.
    static func throughput(port: UInt16, path: String, expected: Int) throws -> Double {
        let failures = Mutex(0)
        let seconds = try concurrently(8) { _ in
            let client = LoopbackClient(port: port)
            for _ in 0..<400 {
                let answer = try client.send("GET", path)
                if answer.status != 200 || answer.body.count != expected { failures.withLock { $0 += 1 } }
            }
        }
        if failures.withLock({ $0 }) > 0 { throw LoopbackClientError(description: "\(failures.withLock { $0 }) answers were not the list") }
        return Double(8 * 400) / seconds
    }

    /// The list read when the cached JSON cannot serve: a card changed before each request.
    static func uncached(_ client: LoopbackClient) throws -> Double {
        let card = try client.send("GET", listPath).object.array("cards").first?.int("id") ?? 1
        var times: [Double] = []
        for number in 0..<20 {
            _ = try client.json("PATCH", "/api/lists/list%200/cards/\(card)", ["translation": "palabra \(number)"])
            let started = ContinuousClock.now
            _ = try client.send("GET", listPath)
            times.append(seconds(ContinuousClock.now - started))
        }
        return median(times)
    }

    struct Latencies {
        let times: [Double]
        var summary: String {
            let sorted = times.sorted()
            func at(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] * 1000 }
            return String(format: "%d answers, p50 %.2f ms, p99 %.2f ms, max %.1f ms", sorted.count, at(0.5), at(0.99), (sorted.last ?? 0) * 1000)
        }
    }

    /// `sessions` learn sessions at once, each typing `answers` answers (one in five wrong),
    /// one after another or every `pace` seconds; the time of each answer's round trip.
    static func answers(port: UInt16, sessions: Int, answers: Int, pace: Double?) throws -> Latencies {
        let times = Mutex<[Double]>([])
        _ = try concurrently(sessions) { number in
            // Learners at a pace do not answer in step: each starts its own share of the period later.
            if let pace { Thread.sleep(forTimeInterval: pace * Double(number) / Double(sessions)) }
            let client = LoopbackClient(port: port)
            let started = try client.json("POST", "/api/sessions", ["mode": "learn", "list": "list 0", "answer": "type", "seed": number])
            var shown = started.object.object("question").string("shown") ?? ""
            guard let id = started.object.string("id") else { throw LoopbackClientError(description: started.text) }
            var mine: [Double] = []
            for answer in 0..<answers {
                let typed = answer % 5 == 4 ? "nope" : shown.replacingOccurrences(of: "palabra", with: "word")
                let begun = ContinuousClock.now
                let reply = try client.json("POST", "/api/sessions/\(id)/answers", ["text": typed])
                let took = ContinuousClock.now - begun
                guard reply.status == 200 else { throw LoopbackClientError(description: "answer \(answer): \(reply.status) \(reply.text)") }
                mine.append(seconds(took))
                shown = reply.object.object("session").object("question").string("shown") ?? ""
                if let pace { Thread.sleep(forTimeInterval: max(0, pace - seconds(took))) }
            }
            _ = try client.json("POST", "/api/sessions/\(id)/stop")
            times.withLock { $0 += mine }
        }
        return Latencies(times: times.withLock { $0 })
    }

    /// Runs `body` on `count` threads at once; the seconds until the last is done.
    static func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws -> Double {
        let group = DispatchGroup(), failure = Mutex<String?>(nil)
        let started = ContinuousClock.now
        for number in 0..<count {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do { try body(number) } catch { failure.withLock { $0 = $0 ?? "\(error)" } }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        if let failure = failure.withLock({ $0 }) { throw LoopbackClientError(description: failure) }
        return seconds(ContinuousClock.now - started)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}

extension ServeBenchmark {
    /// `flash serve --port 0` as its own process, on the benchmark's data.
    final class Server {
        let process = Process()
        let port: UInt16
        var pid: Int32 { process.processIdentifier }

        init(home: URL) throws {
            let flash = URL(fileURLWithPath: FlashPaths.currentExecutable).deletingLastPathComponent().appendingPathComponent("flash")
            process.executableURL = flash
            process.arguments = ["serve", "--port", "0"]
            var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FLASH_") }
            environment["FLASH_HOME"] = home.path
            environment["XDG_CONFIG_HOME"] = home.path
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line: [UInt8] = []
            while let byte = output.fileHandleForReading.readData(ofLength: 1).first, byte != 10 { line.append(byte) }
            guard let match = String(decoding: line, as: UTF8.self).firstMatch(of: /:(\d+)\/$/), let port = UInt16(match.1) else {
                throw LoopbackClientError(description: "flash serve did not print its URL")
            }
            self.port = port
        }

        /// "RSS 21 MB, peak 30 MB".
        func memory() -> String {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            func field(_ name: String) -> Int {
                status.split(separator: "\n").first { $0.hasPrefix(name + ":") }.flatMap { Int($0.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "") } ?? 0
            }
            return "RSS \(field("VmRSS") / 1024) MB, peak \(field("VmHWM") / 1024) MB"
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// nginx from Debian serving one file on loopback, with its own configuration and prefix.
    final class Nginx {
        let process = Process()
        let port: UInt16

        init(base: URL, serving body: [UInt8]) throws {
            let executable = "/usr/sbin/nginx"
            guard FileManager.default.isExecutableFile(atPath: executable) else { throw LoopbackClientError(description: "no nginx") }
            let root = base.appendingPathComponent("static"), prefix = base.appendingPathComponent("nginx")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
            try Data(body).write(to: root.appendingPathComponent("list.json"))
            for folder in [base, root] { chmod(folder.path, 0o755) }
            chmod(root.appendingPathComponent("list.json").path, 0o644)
            port = try Self.freePort()
            let configuration = """
                daemon off;
                worker_processes auto;
                pid \(prefix.path)/nginx.pid;
                error_log \(prefix.path)/error.log;
                events { worker_connections 1024; }
                http {
                    access_log off;
                    sendfile on;
                    tcp_nopush on;
                    keepalive_requests 1000000;
                    client_body_temp_path \(prefix.path)/body;
                    proxy_temp_path \(prefix.path)/proxy;
                    fastcgi_temp_path \(prefix.path)/fastcgi;
                    uwsgi_temp_path \(prefix.path)/uwsgi;
                    scgi_temp_path \(prefix.path)/scgi;
                    default_type application/json;
                    server { listen 127.0.0.1:\(port); root \(root.path); }
                }
                """
            let file = prefix.appendingPathComponent("nginx.conf")
            try configuration.write(to: file, atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-p", prefix.path, "-c", file.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            let client = LoopbackClient(port: port)
            let deadline = Date().addingTimeInterval(10)
            while (try? client.send("GET", "/list.json").status) != 200 {
                guard Date() < deadline, process.isRunning else { throw LoopbackClientError(description: "nginx did not start") }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
        }

        static func freePort() throws -> UInt16 {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
            }
            guard bound else { throw LoopbackClientError(description: "no free port") }
            return UInt16(bigEndian: address.sin_port)
        }
    }
}

private extension [String: Any] {
    func object(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }
    func string(_ key: String) -> String? { self[key] as? String }
    func array(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
    func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
}
