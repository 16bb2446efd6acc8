import FlashArguments
import FlashKit
import Foundation

/// `flash providers`: every provider, whether it is configured, and with --check whether it answers.
enum ProvidersCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "providers", summary: "list translation, image and definition providers and their state",
        options: [
            .flag("check", "Ask each usable provider a small question to see whether it answers."),
            .flag("json", short: "j", "Print the providers as JSON."),
        ],
        discussion: "Examples:\n  flash providers\n  flash providers --check")

    struct Entry: Encodable {
        let name: String
        let role: String
        let position: Int?
        let state: String
        let url: String?
        let check: String?
    }

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let configuration = context.configuration
        let fixtures = try context.fixtures()
        var entries: [Entry] = []
        for info in ProviderInfo.all {
            let order = ProviderSetup.order(configuration, info.role)
            let position = order.firstIndex(of: info.name).map { $0 + 1 }
            let setup = ProviderSetup(configuration: configuration.only(info.name, role: info.role), fixtures: fixtures,
                                      cache: nil, environment: context.environment, roles: [info.role], retry: .never)
            let state = setup.notes.first.map { Text.printable($0) } ?? (info.keySetting != nil ? "key set" : "ready")
            var check: String?
            if arguments.flag("check"), setup.notes.isEmpty {
                check = await ProviderCheck.run(setup, role: info.role)
            }
            let url = info.defaultURL.map { configuration.string(info.urlSetting) ?? $0 }
            entries.append(Entry(name: info.name, role: info.role.rawValue, position: position, state: state, url: url, check: check))
        }
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(entries))
            return
        }
        var table = TextTable("ROLE", "PROVIDER", "ORDER", "STATE", "CHECK")
        for entry in entries {
            table.add(entry.role, entry.name, entry.position.map(String.init) ?? "-", entry.state, entry.check ?? "")
        }
        context.console.line(table.render())
    }
}

extension Configuration {
    /// This configuration with one provider alone in its role's order.
    func only(_ name: String, role: ProviderRole) -> Configuration {
        var copy = self
        copy.set(role.rawValue, name)
        return copy
    }
}

/// One small request to a provider: translate "house", find a picture of a cat, define "house".
enum ProviderCheck {
    static func run(_ setup: ProviderSetup, role: ProviderRole) async -> String {
        let started = Date()
        do {
            let found: Bool
            switch role {
            case .translation:
                let translator = setup.translators[0]
                found = try await translator.translate(["house"], from: .english, to: Language(code: "es"))[0] != nil
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
