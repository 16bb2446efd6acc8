import Foundation

/// The providers chosen for one run: the configured order for each role (`translation = ...`,
/// `images = ...`), with each one that cannot be used skipped and a line saying why.
public struct ProviderSetup: Sendable {
    public var translators: [any TranslationProvider] = []
    public var imageProviders: [any ImageProvider] = []
    /// One line per provider that was skipped, and why.
    public var notes: [String] = []

    /// Every provider name flash knows for each role.
    public static let translationNames = ["fixtures"]
    public static let imageNames = ["fixtures"]

    public init(translators: [any TranslationProvider], imageProviders: [any ImageProvider], notes: [String] = []) {
        self.translators = translators
        self.imageProviders = imageProviders
        self.notes = notes
    }

    /// Builds the providers named in `configuration`; `fixtures` is the directory of offline data.
    public init(configuration: Configuration, fixtures: URL) {
        let tables = FixtureTables(directory: fixtures.appendingPathComponent("translations"))
        for name in Self.order(configuration.list("translation"), fallback: "fixtures") {
            switch name {
            case "fixtures": translators.append(FixtureTranslator(tables: tables))
            default: notes.append(Self.unknown(name, role: "translation", known: Self.translationNames))
            }
        }
        for name in Self.order(configuration.list("images"), fallback: "fixtures") {
            switch name {
            case "fixtures": imageProviders.append(FixtureImages(directory: fixtures.appendingPathComponent("images"), tables: tables))
            case "none": break
            default: notes.append(Self.unknown(name, role: "images", known: Self.imageNames))
            }
        }
    }

    /// True when only the offline fixture providers are in use.
    public var isOfflineOnly: Bool {
        translators.allSatisfy { $0.name == "fixtures" } && imageProviders.allSatisfy { $0.name == "fixtures" }
    }
}

private extension ProviderSetup {
    static func order(_ names: [String], fallback: String) -> [String] {
        let lowered = names.map { $0.lowercased() }
        return lowered.isEmpty ? [fallback] : lowered
    }

    static func unknown(_ name: String, role: String, known: [String]) -> String {
        "\(role) provider '\(Text.printable(name))' skipped: flash knows \(known.joined(separator: ", "))"
    }
}
