import Foundation

/// The environment a test runs flash with: its own FLASH_HOME, configuration and HOME under
/// `home`, the project's resources, UTC, the offline fixture providers, every online provider
/// pointed at a closed local port (no test reaches the internet unless it points a provider at
/// its own loopback server), and FLASH_NOW when given.
public enum TestEnvironment {
    public static func flash(home: URL, resources: URL, now: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FLASH_") && $0.key != "NO_COLOR" }
        environment["FLASH_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["HOME"] = home.path
        environment["FLASH_RESOURCES"] = resources.path
        environment["TZ"] = "UTC"
        // Whatever runs on this machine (a dictd), tests choose their providers themselves.
        environment["FLASH_TRANSLATION"] = "fixtures"
        environment["FLASH_IMAGES"] = "fixtures"
        for provider in ["google", "deepl", "libretranslate", "mymemory", "unsplash", "pixabay", "pexels", "openverse", "wikimedia", "dictionaryapi"] {
            environment["FLASH_\(provider.uppercased())_URL"] = "http://127.0.0.1:9"
        }
        environment["FLASH_FREEDICT_URL"] = "dict://127.0.0.1:9"
        if let now { environment["FLASH_NOW"] = now }
        return environment
    }
}
