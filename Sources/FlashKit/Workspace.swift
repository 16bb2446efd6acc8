import FoundationEssentials
import Support
import Model
import Scheduling
import Store
import Providers

/// Everything a run of flash needs from the outside world, resolved once: the environment, the
/// data folder, the configuration, the clock the front end gives it and the profile; the store
/// and the response cache open on first use. The tool's context adds its terminal.
open class Workspace {
    public let environment: [String: String]
    public let paths: FlashPaths
    public var configuration: Configuration
    public let clock: TimeSource
    /// The profile asked for (--profile, FLASH_PROFILE); nil opens the remembered one.
    public let profile: String?
    private var openedStore: FlashStore?

    /// The workspace of `environment` (FLASH_HOME, FLASH_PROFILE, configuration) on `clock`.
    public init(environment: [String: String], profile: String?, clock: TimeSource) throws {
        self.environment = environment
        self.clock = clock
        paths = FlashPaths(environment: environment)
        configuration = Configuration(paths: paths, environment: environment)
        if let error = configuration.error { throw WorkspaceFailure(description: error) }
        self.profile = try profile ?? environment["FLASH_PROFILE"].flatMap { $0.isEmpty ? nil : $0 }.map(Profile.selected)
    }

    /// The clock a front end runs on: the system's, or with `FLASH_NOW` a fixed clock starting
    /// then, which moves only when the front end moves it, so sessions replay exactly.
    public static func clock(environment: [String: String]) throws -> TimeSource {
        guard let fixed = environment["FLASH_NOW"], !fixed.isEmpty else { return TimeSource() }
        guard let start = TimeSource.parse(fixed) else {
            throw InvalidInput("FLASH_NOW must be an ISO 8601 time such as 2026-03-01T09:00:00Z, not '\(fixed)'")
        }
        return TimeSource(fixed: start)
    }

    /// The data store, opened on first use.
    public func store() throws -> FlashStore {
        if let openedStore { return openedStore }
        let store = try FlashStore(paths: paths, profile: profile, now: clock.now())
        openedStore = store
        return store
    }

    /// The data store if a command opened it, else nil.
    public var openedStoreIfAny: FlashStore? { openedStore }

    /// The response cache, in the same database on its own connection.
    public func responseCache() throws -> ResponseCache {
        _ = try store()
        return try ResponseCache(path: paths.databaseFile.path)
    }

    /// The scheduling settings (`schedule.*`), or a failure naming the bad setting.
    public func reviewPolicy() throws -> ReviewPolicy {
        try ReviewPolicy(configuration: configuration)
    }

    /// Project resources (Config/ and Fixtures/), or a clear failure.
    public func fixtures() throws -> URL {
        guard let fixtures = paths.fixtures, FileManager.default.fileExists(atPath: fixtures.path) else {
            throw WorkspaceFailure(description: "cannot find flash's Fixtures/ folder: set FLASH_RESOURCES to the folder holding Config/ and Fixtures/")
        }
        return fixtures
    }
}

/// A configuration or installation flash cannot run with: one line, exit status 1.
struct WorkspaceFailure: Error, CustomStringConvertible, Equatable {
    let description: String
}
