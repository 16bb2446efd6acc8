import FoundationEssentials

/// flash's settings, layered: the defaults in Config/flash.conf, then the user's
/// `$XDG_CONFIG_HOME/flash/flash.conf`, then environment variables (`google.key` is
/// `FLASH_GOOGLE_KEY`). Files hold `key = value` lines and `#` comments.
public struct Configuration: Sendable {
    /// Where a setting's value came from.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        case defaults(String)
        case user(String)
        case environment(String)
        case commandLine

        public var description: String {
            switch self {
            case .defaults(let path): "default (\(path))"
            case .user(let path): "user (\(path))"
            case .environment(let name): "environment (\(name))"
            case .commandLine: "command line"
            }
        }
    }

    package struct Setting: Sendable {
        public let value: String
        let source: Source
    }

    package private(set) var settings: [String: Setting] = [:]
    /// Problems found while reading (unreadable lines, unknown keys, a world-readable user file).
    public private(set) var warnings: [String] = []
    /// A settings file that could not be used at all (unreadable, not UTF-8): one line.
    package private(set) var error: String?
    /// Every key flash knows: those set or documented in the default file, and each
    /// provider's settings.
    private(set) var knownKeys: Set<String> = []

    public init() {}

    /// Reads the default file, the user's file and the environment, in that order. The
    /// settings of each provider in `providers` are known keys even when no file names them.
    package init(paths: FlashPaths, environment: [String: String], providers: [String]) {
        if let defaults = paths.defaultConfigFile {
            load(file: defaults, source: .defaults(defaults.path))
            knownKeys.formUnion(settings.keys)
        }
        knownKeys.formUnion(Self.providerSettings.flatMap { setting in providers.map { "\($0).\(setting)" } })
        loadUserFile(paths.userConfigFile)
        apply(environment: environment)
    }

    package func string(_ key: String) -> String? { settings[key]?.value }

    /// True when the key's value is flash's default: the learner set it nowhere.
    package func isDefault(_ key: String) -> Bool {
        guard let source = settings[key]?.source else { return true }
        if case .defaults = source { return true }
        return false
    }

    public func string(_ key: String, default fallback: String) -> String { string(key) ?? fallback }

    /// A comma-separated list ("deepl, google, fixtures").
    package func list(_ key: String) -> [String] {
        (string(key) ?? "").split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    public func int(_ key: String) -> Int? { string(key).flatMap { Int($0) } }

    package func double(_ key: String) -> Double? { string(key).flatMap { Double($0) } }

    public func bool(_ key: String) -> Bool? {
        switch string(key)?.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }

    /// Sets a value for this run only, as a command-line option does.
    public mutating func set(_ key: String, _ value: String, source: Source = .commandLine) {
        settings[key] = Setting(value: value, source: source)
    }

    /// Whether a key names a secret, whose value is never printed.
    package static func isSecret(_ key: String) -> Bool {
        let last = key.split(separator: ".").last.map(String.init) ?? key
        return ["key", "token", "secret", "password"].contains(last.lowercased())
    }

    /// A secret shown as its last 4 characters at most ("••••1234"), or fewer for short ones.
    static func mask(_ secret: String) -> String {
        let visible = secret.count >= 12 ? 4 : (secret.count >= 8 ? 2 : 0)
        return "••••" + secret.suffix(visible)
    }

    /// The environment variable that sets `key`: `google.key` -> FLASH_GOOGLE_KEY.
    package static func environmentName(for key: String) -> String {
        guard key.utf8.allSatisfy({ $0 < 0x80 }) else {
            return "FLASH_" + key.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined()
        }
        // Every key flash documents is ASCII: upper-cased byte by byte.
        return "FLASH_" + String(decoding: key.utf8.map { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - 0x20
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            default: UInt8(ascii: "_")
            }
        }, as: UTF8.self)
    }
}

private extension Configuration {
    mutating func load(file: URL, source: Source) {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if FileManager.default.fileExists(atPath: file.path) { error = "cannot read \(file.path): permission denied" }
            return
        }
        guard let text = String(validating: Array(data), as: UTF8.self) else {
            error = "\(file.path) is not UTF-8 text: fix or remove it"
            return
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingSpaces()
            if case .defaults = source, let key = Self.documentedKey(raw) { knownKeys.insert(key) }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let equals = line.firstIndex(of: "=") else {
                warnings.append("\(file.path):\(offset + 1): expected `key = value`")
                continue
            }
            let key = line[..<equals].trimmingSpaces().lowercased()
            let value = line[line.index(after: equals)...].trimmingSpaces()
            if case .user = source, !knownKeys.isEmpty, !knownKeys.contains(key) {
                let hint = EditDistance.closest(to: key, in: Array(knownKeys)).map { " (did you mean \($0)?)" } ?? ""
                warnings.append("\(file.path):\(offset + 1): unknown setting '\(Text.printable(key))' is ignored\(hint)")
                continue
            }
            settings[key] = Setting(value: value, source: source)
        }
    }

    /// The key a line of the default file documents in a comment ("#   google.url = https://..."),
    /// read as the file is loaded.
    static func documentedKey(_ line: Substring) -> String? {
        guard line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { return nil }
        let key = line.dropFirst().prefix(upTo: equals).trimmingSpaces()
        // One word of a key's characters ("pypi", "offline.edict"), not prose with an "=" in it.
        let isKey = !key.isEmpty && key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        return isKey ? key : nil
    }

    mutating func loadUserFile(_ file: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return }
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o044 != 0 {
            warnings.append("\(file.path) is readable by other users and may hold API keys: chmod 600 it")
        }
        load(file: file, source: .user(file.path))
    }

    /// Applies FLASH_* variables for every key known from the files, and for provider settings
    /// (FLASH_<PROVIDER>_<SETTING>) even when no file mentions them.
    mutating func apply(environment: [String: String]) {
        var names: [String: String] = [:]
        for key in settings.keys { names[Self.environmentName(for: key)] = key }
        for (name, value) in environment where name.hasPrefix("FLASH_") {
            let key = names[name] ?? Self.providerKey(fromEnvironmentName: name)
            guard let key else { continue }
            settings[key] = Setting(value: value, source: .environment(name))
        }
    }

    static let providerSettings = ["key", "url", "email", "concurrency", "timeout"]

    static func providerKey(fromEnvironmentName name: String) -> String? {
        let parts = name.dropFirst("FLASH_".count).lowercased().split(separator: "_")
        guard parts.count == 2, providerSettings.contains(String(parts[1])) else { return nil }
        return "\(parts[0]).\(parts[1])"
    }
}
