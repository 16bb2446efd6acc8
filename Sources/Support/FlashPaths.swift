import FoundationEssentials

/// Where flash keeps things: the data directory (`$FLASH_HOME`, else `$XDG_DATA_HOME/flash`,
/// else `~/.local/share/flash`), the user's configuration (`$XDG_CONFIG_HOME/flash/flash.conf`)
/// and the project's own Config/ and Fixtures/ folders.
public struct FlashPaths: Sendable {
    package let dataDirectory: URL
    let userConfigFile: URL
    /// The folder holding Config/ and Fixtures/, when found.
    let resources: URL?

    public init(dataDirectory: URL, userConfigFile: URL, resources: URL?) {
        self.dataDirectory = dataDirectory
        self.userConfigFile = userConfigFile
        self.resources = resources
    }

    /// Resolves every path from the environment, as the command-line tool does.
    package init(environment: [String: String], executable: String = FlashPaths.currentExecutable) {
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        if let flashHome = environment["FLASH_HOME"], !flashHome.isEmpty {
            dataDirectory = URL(fileURLWithPath: flashHome)
        } else if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataDirectory = URL(fileURLWithPath: xdg).appendingPathComponent("flash")
        } else {
            dataDirectory = home.appendingPathComponent(".local/share/flash")
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? home.appendingPathComponent(".config")
        userConfigFile = configHome.appendingPathComponent("flash/flash.conf")
        resources = Self.findResources(environment: environment, executable: executable)
    }

    /// The running program's path (through /proc on Linux, so a name found on PATH resolves too).
    public static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    public var databaseFile: URL { dataDirectory.appendingPathComponent("flash.sqlite3") }
    public var imagesDirectory: URL { dataDirectory.appendingPathComponent("images") }
    /// Cards' own recordings (from imported decks).
    package var soundsDirectory: URL { dataDirectory.appendingPathComponent("sounds") }
    var defaultConfigFile: URL? { resources?.appendingPathComponent("Config/flash.conf") }
    package var fixtures: URL? { resources?.appendingPathComponent("Fixtures") }
}

private extension FlashPaths {
    /// `$FLASH_RESOURCES`, else the nearest folder above the executable holding
    /// Config/flash.conf (a build inside the repository), else the usual install places.
    static func findResources(environment: [String: String], executable: String) -> URL? {
        if let explicit = environment["FLASH_RESOURCES"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            if manager.fileExists(atPath: folder.appendingPathComponent("Config/flash.conf").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return ["/usr/local/share/flash", "/usr/share/flash"].map(URL.init(fileURLWithPath:))
            .first { manager.fileExists(atPath: $0.appendingPathComponent("Config/flash.conf").path) }
    }
}
