/// What a provider does.
public enum ProviderRole: String, Sendable, CaseIterable {
    case translation, images, definitions
}

/// Every provider flash knows: its role, whether it needs a key, and where it lives by default.
struct ProviderInfo: Sendable, Equatable {
    let name: String
    let role: ProviderRole
    /// The configuration setting holding its key (`google.key`), when it needs one.
    let keySetting: String?
    /// True for providers that work with no network (fixtures, a local dictd, local programs).
    let offline: Bool
    let defaultURL: String?
    let summary: String

    /// The configuration setting holding its base URL (`google.url`).
    var urlSetting: String { "\(name).url" }

    static let all: [ProviderInfo] = [
        ProviderInfo(name: "deepl", role: .translation, keySetting: "deepl.key", offline: false, defaultURL: "https://api-free.deepl.com (keys ending :fx) or https://api.deepl.com", summary: "DeepL API v2"),
        ProviderInfo(name: "google", role: .translation, keySetting: "google.key", offline: false, defaultURL: GoogleTranslator.defaultBaseURL, summary: "Google Cloud Translation v2"),
        ProviderInfo(name: "libretranslate", role: .translation, keySetting: nil, offline: false, defaultURL: LibreTranslator.defaultBaseURL, summary: "LibreTranslate (self-hostable; key optional)"),
        ProviderInfo(name: "mymemory", role: .translation, keySetting: nil, offline: false, defaultURL: MyMemoryTranslator.defaultBaseURL, summary: "MyMemory (keyless)"),
        ProviderInfo(name: "offline", role: .translation, keySetting: nil, offline: true, defaultURL: nil, summary: "Apertium, FreeDict files and WordNet as Debian installs them (no dictd)"),
        ProviderInfo(name: "freedict", role: .translation, keySetting: nil, offline: true, defaultURL: FreeDictTranslator.defaultBaseURL, summary: "FreeDict dictionaries through a local dictd"),
        ProviderInfo(name: "fixtures", role: .translation, keySetting: nil, offline: true, defaultURL: nil, summary: "the offline tables in Fixtures/translations"),
        ProviderInfo(name: "unsplash", role: .images, keySetting: "unsplash.key", offline: false, defaultURL: UnsplashImages.defaultBaseURL, summary: "Unsplash photos (with attribution)"),
        ProviderInfo(name: "pixabay", role: .images, keySetting: "pixabay.key", offline: false, defaultURL: PixabayImages.defaultBaseURL, summary: "Pixabay"),
        ProviderInfo(name: "pexels", role: .images, keySetting: "pexels.key", offline: false, defaultURL: PexelsImages.defaultBaseURL, summary: "Pexels"),
        ProviderInfo(name: "openverse", role: .images, keySetting: nil, offline: false, defaultURL: OpenverseImages.defaultBaseURL, summary: "Openverse (keyless, openly licensed)"),
        ProviderInfo(name: "wikimedia", role: .images, keySetting: nil, offline: false, defaultURL: WikimediaImages.defaultBaseURL, summary: "Wikimedia Commons (keyless)"),
        ProviderInfo(name: "emoji", role: .images, keySetting: nil, offline: true, defaultURL: nil, summary: "colour emoji for nouns, by their CLDR names (fonts-noto-color-emoji, unicode-cldr-core)"),
        ProviderInfo(name: "pictures", role: .images, keySetting: nil, offline: true, defaultURL: nil, summary: "emoji, OpenMoji, Art4Apps, glyph icons (Material Design, Tabler, Lucide, Font Awesome) and openclipart for concrete words"),
        ProviderInfo(name: "fixtures", role: .images, keySetting: nil, offline: true, defaultURL: nil, summary: "the pictures in Fixtures/images"),
        ProviderInfo(name: "dictionaryapi", role: .definitions, keySetting: nil, offline: false, defaultURL: FreeDictionaryAPI.defaultBaseURL, summary: "Free Dictionary API (keyless, English)"),
        ProviderInfo(name: "wordnet", role: .definitions, keySetting: nil, offline: true, defaultURL: nil, summary: "WordNet through `wn` (apt-get install wordnet)"),
        ProviderInfo(name: "fixtures", role: .definitions, keySetting: nil, offline: true, defaultURL: nil, summary: "the definitions in Fixtures/definitions"),
    ]

    static func named(_ name: String, role: ProviderRole) -> ProviderInfo? {
        all.first { $0.name == name && $0.role == role }
    }
}
