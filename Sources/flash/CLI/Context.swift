import FlashKit
import Foundation

/// Everything a command needs from the outside world, resolved once per run.
final class Context {
    let environment: [String: String]
    let paths: FlashPaths
    var configuration: Configuration
    let clock: TimeSource
    let console: Console
    /// The profile asked for (--profile, FLASH_PROFILE); nil opens the remembered one.
    let profile: String?
    private var openedStore: FlashStore?

    init(environment: [String: String], profile: String?) throws {
        self.environment = environment
        paths = FlashPaths(environment: environment)
        configuration = Configuration(paths: paths, environment: environment)
        console = Console(environment: environment)
        if let error = configuration.error { throw CommandFailure(error) }
        self.profile = try profile ?? environment["FLASH_PROFILE"].flatMap { $0.isEmpty ? nil : $0 }.map(CommandLineTool.profileName)
        if let fixed = environment["FLASH_NOW"], !fixed.isEmpty {
            guard let start = TimeSource.parse(fixed) else {
                throw UsageError("FLASH_NOW must be an ISO 8601 time such as 2026-03-01T09:00:00Z, not '\(fixed)'")
            }
            clock = TimeSource(fixed: start)
        } else {
            clock = TimeSource()
        }
    }

    /// The data store, opened on first use.
    func store() throws -> FlashStore {
        if let openedStore { return openedStore }
        let store = try FlashStore(paths: paths, profile: profile, now: clock.now())
        openedStore = store
        return store
    }

    /// The response cache, in the same database on its own connection.
    func responseCache() throws -> ResponseCache {
        _ = try store()
        return try ResponseCache(path: paths.databaseFile.path)
    }

    /// The scheduling settings (`schedule.*`), or a failure naming the bad setting.
    func reviewPolicy() throws -> ReviewPolicy {
        do {
            return try ReviewPolicy(configuration: configuration)
        } catch let error as PolicyError {
            throw CommandFailure(error.description)
        }
    }

    /// Project resources (Config/ and Fixtures/), or a clear failure.
    func fixtures() throws -> URL {
        guard let fixtures = paths.fixtures, FileManager.default.fileExists(atPath: fixtures.path) else {
            throw CommandFailure("cannot find flash's Fixtures/ folder: set FLASH_RESOURCES to the folder holding Config/ and Fixtures/")
        }
        return fixtures
    }

    /// Shows configuration warnings once, on stderr.
    func reportConfigurationWarnings() {
        for warning in configuration.warnings { console.note("warning: \(warning)") }
    }
}
