import FlashKit

/// Everything a command needs from the outside world, resolved once per run: FlashKit's
/// workspace (paths, configuration, clock, profile, store) and the terminal.
final class Context: Workspace {
    let console: Console

    init(environment: [String: String], profile: String?) throws {
        console = Console(environment: environment)
        try super.init(environment: environment, profile: profile, clock: Workspace.clock(environment: environment))
    }

    /// Shows configuration warnings once, on stderr.
    func reportConfigurationWarnings() {
        for warning in configuration.warnings { console.note("warning: \(warning)") }
    }
}
