import FoundationEssentials
import Support
import Model

/// `flash providers`: every provider, its place in its role's order, whether it is usable and,
/// when asked, whether it answers a small question.
public struct ProviderReport: Sendable {
    struct Entry: Encodable, Sendable {
        let name: String
        let role: String
        let position: Int?
        let state: String
        let url: String?
        let check: String?
    }

    let entries: [Entry]

    /// Each provider alone in its role; with `check`, each usable one is asked.
    public init(configuration: Configuration, fixtures: URL, environment: [String: String], check: Bool) async {
        var entries: [Entry] = []
        for info in ProviderInfo.all {
            let position = ProviderSetup.order(configuration, info.role).firstIndex(of: info.name).map { $0 + 1 }
            var alone = configuration
            alone.set(info.role.rawValue, info.name)
            let setup = ProviderSetup(configuration: alone, fixtures: fixtures, cache: nil, environment: environment, roles: [info.role], retry: .never)
            let state = setup.notes.first.map { Text.printable($0) } ?? (info.keySetting != nil ? "key set" : "ready")
            let answer = check && setup.notes.isEmpty ? await Self.check(setup, role: info.role) : nil
            let url = info.defaultURL.map { configuration.string(info.urlSetting) ?? $0 }
            entries.append(Entry(name: info.name, role: info.role.rawValue, position: position, state: state, url: url, check: answer))
        }
        self.entries = entries
    }

    public var json: String { JSONOutput.encode(entries) }

    public var text: String {
        var table = TextTable("ROLE", "PROVIDER", "ORDER", "STATE", "CHECK")
        for entry in entries {
            table.add(entry.role, entry.name, entry.position.map(String.init) ?? "-", entry.state, entry.check ?? "")
        }
        return table.render()
    }

    /// One small request: translate "house", find a picture of a cat, define "house".
    static func check(_ setup: ProviderSetup, role: ProviderRole) async -> String {
        let started = Date()
        do {
            let found: Bool
            switch role {
            case .translation:
                found = try await setup.translators[0].translate(["house"], from: .english, to: Language(code: "es"))[0] != nil
            case .images:
                found = try await !setup.imageProviders[0].images(for: "cat", language: .english, limit: 1).isEmpty
            case .definitions:
                found = try await setup.definitionProviders[0].entry(for: "house", language: .english) != nil
            }
            let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
            return found ? "answers (\(milliseconds) ms)" : "answers, but knew nothing (\(milliseconds) ms)"
        } catch {
            return "failed: " + Text.printable(String(describing: error))
        }
    }
}
