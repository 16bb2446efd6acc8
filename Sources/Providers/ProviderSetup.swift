import FoundationEssentials
import Support
import HTTP

/// The providers chosen for one run: the configured order for each role (`translation = ...`,
/// `images = ...`, `definitions = ...`), each one that cannot be used skipped with a line
/// saying why. Online providers share one libcurl client and the response cache.
public struct ProviderSetup: Sendable {
    public var translators: [any TranslationProvider] = []
    public var imageProviders: [any ImageProvider] = []
    package var definitionProviders: [any DefinitionProvider] = []
    public var downloader: any ImageDownloading = LocalImageReader()
    /// One line per provider that was skipped, and why.
    package var notes: [String] = []
    /// The client online providers use, counting requests sent; nil when only offline ones run.
    var client: CachingHTTPClient?
    /// Hides every configured key; the client applies it to every error and answer, and the tool
    /// to any other line that quotes a provider.
    var redactor = Redactor.none

    init(translators: [any TranslationProvider], imageProviders: [any ImageProvider], notes: [String] = []) {
        self.translators = translators
        self.imageProviders = imageProviders
        self.notes = notes
    }

    /// Builds the providers named in `configuration`. `fixtures` is the folder of offline data;
    /// `cache` keeps responses; `environment` is searched for programs (wn).
    public init(configuration: Configuration, fixtures: URL, cache: (any ResponseCaching)?, environment: [String: String],
                roles: Set<ProviderRole> = Set(ProviderRole.allCases), retry: RetryPolicy = .standard) {
        let curl = Self.client(configuration: configuration, retry: retry)
        redactor = curl.redactor
        let http: any HTTPClient
        if let cache {
            let caching = CachingHTTPClient(inner: curl, cache: cache)
            client = caching
            http = caching
        } else {
            http = curl
        }
        let context = Builder(configuration: configuration, fixtures: fixtures, curl: curl, http: http, cache: client, environment: environment)
        if roles.contains(.translation) {
            for name in Self.order(configuration, .translation) {
                switch context.translator(name) {
                case .success(let provider): translators.append(provider)
                case .failure(let reason): note(reason, role: .translation, configuration: configuration)
                }
            }
        }
        if roles.contains(.images) {
            for name in Self.order(configuration, .images) {
                switch context.imageProvider(name) {
                case .success(let provider): imageProviders.append(provider)
                case .failure(let reason): note(reason, role: .images, configuration: configuration)
                }
            }
            if imageProviders.contains(where: { $0 is PictureSets }), let note = PictureSets.unavailableNote { notes.append(note) }
            let unsplash = imageProviders.compactMap { $0 as? UnsplashImages }.first
            let fontPath = configuration.string("emoji.font").flatMap { $0.isEmpty ? nil : $0 } ?? EmojiFont.defaultPath
            let downloader = HTTPImageDownloader(client: curl, unsplash: unsplash)
            // The picture sets' SVGs are drawn once: the PNG is cached like a download.
            let sets = PictureSetReader(inner: downloader, files: context.pictureFiles, sets: imageProviders.lazy.compactMap { $0 as? PictureSets }.first)
            let cached: any ImageDownloading = cache.map { cache in
                CachingImageDownloader(inner: sets, cache: cache)
            } ?? sets
            // Emoji come from the font on this machine: nothing to cache.
            self.downloader = EmojiImageReader(inner: cached, fontPath: fontPath)
        }
        if roles.contains(.definitions) {
            for name in Self.order(configuration, .definitions) {
                switch context.definitionProvider(name) {
                case .success(let provider): definitionProviders.append(provider)
                case .failure(let reason): note(reason, role: .definitions, configuration: configuration)
                }
            }
        }
    }

    /// The libcurl client of every online transfer in a run, providers' or not: flash's user
    /// agent, the configured `concurrency`, `retry`, and every configured key redacted.
    package static func client(configuration: Configuration, retry: RetryPolicy = .standard) -> CurlClient {
        let concurrency = min(64, max(1, configuration.int("concurrency") ?? CurlClient.defaultConcurrencyLimit))
        return CurlClient(concurrencyLimit: concurrency, retryPolicy: retry, redactor: Redactor(configuration: configuration))
    }

    /// True when only the offline fixture providers are in use.
    package var isOfflineOnly: Bool {
        translators.allSatisfy { $0.name == "fixtures" } && imageProviders.allSatisfy { $0.name == "fixtures" }
    }

    /// The configured order for a role, defaulting to the fixtures.
    /// Notes why a provider was skipped, unless it only lacks a key and the learner never named
    /// it: flash's default lists keyed providers first, and `flash providers` says what each needs.
    private mutating func note(_ reason: SkipReason, role: ProviderRole, configuration: Configuration) {
        guard !(reason.isMissingKey && configuration.isDefault(role.rawValue)) else { return }
        notes.append(reason.description)
    }

    static func order(_ configuration: Configuration, _ role: ProviderRole) -> [String] {
        let names = configuration.list(role.rawValue).map { $0.lowercased() }
        return names.isEmpty ? ["fixtures"] : names
    }
}

/// Why a provider was skipped: one line.
struct SkipReason: Error, CustomStringConvertible, Sendable {
    public let description: String
    /// The provider needs a key the learner never gave.
    var isMissingKey = false
}

private extension ProviderSetup {
    /// Makes providers by name from the configuration.
    struct Builder {
        let configuration: Configuration
        let fixtures: URL
        let curl: CurlClient
        let http: any HTTPClient
        let cache: CachingHTTPClient?
        let environment: [String: String]

        var tables: FixtureTables { FixtureTables(directory: fixtures.appendingPathComponent("translations")) }

        func offlinePaths() -> OfflineTranslator.Paths {
            var paths = OfflineTranslator.Paths()
            if let folder = setting("offline.apertium") { paths.apertium = folder }
            if let folder = setting("offline.freedict") { paths.freeDict = folder }
            if let folder = setting("offline.wordnet") { paths.wordNet = folder }
            if let folder = setting("pypi") { paths.pypi = folder }
            if let file = setting("offline.edict") { paths.edict = file }
            if let folder = setting("emoji.annotations") { paths.annotations = folder }
            return paths
        }

        func translator(_ name: String) -> Result<any TranslationProvider, SkipReason> {
            switch name {
            case "fixtures": return .success(FixtureTranslator(tables: tables))
            case "google": return key(name).map { GoogleTranslator(client: http, key: $0, baseURL: url(name, GoogleTranslator.defaultBaseURL)) }
            case "deepl": return key(name).map { DeepLTranslator(client: http, key: $0, baseURL: configuration.string("deepl.url")) }
            case "libretranslate":
                return .success(LibreTranslator(client: http, key: configuration.string("libretranslate.key"), baseURL: url(name, LibreTranslator.defaultBaseURL)))
            case "mymemory":
                return .success(MyMemoryTranslator(client: http, email: configuration.string("mymemory.email"), baseURL: url(name, MyMemoryTranslator.defaultBaseURL)))
            case "offline":
                return .success(OfflineTranslator(paths: offlinePaths(), environment: environment, pronounce: Espeak.pronouncer(environment: environment)))
            case "freedict":
                let base = url(name, FreeDictTranslator.defaultBaseURL)
                guard Reachability.answers(base) else {
                    return .failure(SkipReason(description: "freedict skipped: no dictd answers at \(base) (apt-get install dictd dict-freedict-eng-spa)"))
                }
                var translator = FreeDictTranslator(client: curl, cache: cache, baseURL: base)
                (translator.rankingData, translator.environment) = (offlinePaths(), environment)
                return .success(translator)
            default: return .failure(unknown(name, .translation))
            }
        }

        func imageProvider(_ name: String) -> Result<any ImageProvider, SkipReason> {
            switch name {
            case "fixtures": return .success(FixtureImages(directory: fixtures.appendingPathComponent("images"), tables: tables))
            case "unsplash": return key(name).map { UnsplashImages(client: http, baseURL: url(name, UnsplashImages.defaultBaseURL), key: $0) }
            case "pixabay": return key(name).map { PixabayImages(client: http, baseURL: url(name, PixabayImages.defaultBaseURL), key: $0) }
            case "pexels": return key(name).map { PexelsImages(client: http, baseURL: url(name, PexelsImages.defaultBaseURL), key: $0) }
            case "openverse": return .success(OpenverseImages(client: http, baseURL: url(name, OpenverseImages.defaultBaseURL)))
            case "wikimedia": return .success(WikimediaImages(client: http, baseURL: url(name, WikimediaImages.defaultBaseURL)))
            case "emoji":
                let overrides = fixtures.deletingLastPathComponent().appendingPathComponent(EmojiImages.overridesFile).path
                return .success(EmojiImages(fontPath: setting("emoji.font") ?? EmojiFont.defaultPath,
                                            annotationsDirectory: setting("emoji.annotations") ?? EmojiAnnotations.defaultDirectory,
                                            overridesPath: FileManager.default.fileExists(atPath: overrides) ? overrides : nil))
            case "pictures":
                let emoji = imageProvider("emoji")
                guard case .success(let emojiProvider as EmojiImages) = emoji else { return emoji }
                let overrides = fixtures.deletingLastPathComponent().appendingPathComponent(PictureOverrides.file).path
                let extras = fixtures.deletingLastPathComponent().appendingPathComponent(OpenMojiExtras.file).path
                return .success(PictureSets(emoji: emojiProvider, files: pictureFiles,
                                            overridesPath: FileManager.default.fileExists(atPath: overrides) ? overrides : nil,
                                            extrasPath: FileManager.default.fileExists(atPath: extras) ? extras : nil,
                                            wordNetDirectory: setting("offline.wordnet") ?? PictureLexicon.defaultDirectory))
            case "none": return .failure(SkipReason(description: "images = none: cards get no pictures"))
            default: return .failure(unknown(name, .images))
            }
        }

        /// Where the picture sets are: `pypi` names the PyPI folder. The openclipart index is
        /// kept in the data directory's `cache` folder.
        var pictureFiles: PictureSetFiles {
            var files = PictureSetFiles()
            if let folder = setting("pypi") { files.pypi = folder }
            if let folder = setting("pictures.art4apps") { files.art4Apps = folder }
            if let folder = setting("pictures.openclipart") { files.openClipart = folder }
            files.cacheDirectory = FlashPaths(environment: environment).dataDirectory.appendingPathComponent("cache").path
            return files
        }

        func definitionProvider(_ name: String) -> Result<any DefinitionProvider, SkipReason> {
            switch name {
            case "fixtures": return .success(FixtureDefinitions(fixtures: fixtures))
            case "dictionaryapi": return .success(FreeDictionaryAPI(client: http, baseURL: url(name, FreeDictionaryAPI.defaultBaseURL)))
            case "wordnet":
                let wordnet = WordNetDefinitions(environment: environment)
                guard wordnet.isInstalled else { return .failure(SkipReason(description: "wordnet skipped: `wn` is not installed (apt-get install wordnet)")) }
                return .success(wordnet)
            default: return .failure(unknown(name, .definitions))
            }
        }

        func key(_ name: String) -> Result<String, SkipReason> {
            guard let key = configuration.string("\(name).key"), !key.isEmpty else {
                let variable = Configuration.environmentName(for: "\(name).key")
                return .failure(SkipReason(description: "\(name) skipped: no key (set \(variable) or \(name).key in your flash.conf)", isMissingKey: true))
            }
            return .success(key)
        }

        func setting(_ key: String) -> String? {
            configuration.string(key).flatMap { $0.isEmpty ? nil : $0 }
        }

        func url(_ name: String, _ fallback: String) -> String {
            configuration.string("\(name).url").flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        }

        func unknown(_ name: String, _ role: ProviderRole) -> SkipReason {
            let known = ProviderInfo.all.filter { $0.role == role }.map(\.name)
            let hint = EditDistance.closest(to: name, in: known).map { " (did you mean \($0)?)" } ?? ""
            return SkipReason(description: "\(role.rawValue) provider '\(Text.printable(name))' skipped: flash knows \(known.joined(separator: ", "))\(hint)")
        }
    }
}
