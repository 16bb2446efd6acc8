import Model
import Store

/// `GET /api/settings`: what the page needs to offer choices: the languages flash knows, your
/// own language, the list colours, the profile, and whether words can be spoken.
extension WebApp {
    var settingsRoutes: [WebRoute] {
        [
            WebRoute("GET", "api/settings") { [unowned self] _, _ in
                let profile = try desk.reading { reader in reader.store.profileName }
                let languages = Language.known.map { LanguageView(code: $0.key, name: $0.value) }.sorted { $0.name < $1.name }
                return .now(.json(SettingsView(native: desk.configuration.string("native", default: "en"), languages: languages,
                                               styles: ListStyle.allCases.map(\.rawValue), profile: profile, speaks: links.speaks)))
            },
            WebRoute("GET", "api/builds") { [unowned self] _, _ in
                .now(.json(["builds": desk.builds.withLock { Array($0.values) }.sorted { $0.list < $1.list }]))
            },
        ]
    }

    struct SettingsView: Encodable, Sendable {
        let native: String
        let languages: [LanguageView]
        let styles: [String]
        let profile: String
        let speaks: Bool
    }

    struct LanguageView: Encodable, Sendable {
        let code: String
        let name: String
    }
}
