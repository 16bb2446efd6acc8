import Foundation
import Support
import Model

/// Pictures for every word that can be pictured, offline, from the installed sets in order of
/// fit for a flashcard: the colour emoji font (``EmojiImages``), OpenMoji's drawing of the same
/// emoji, OpenMoji's extras (``OpenMojiExtras``), Art4Apps' picture-dictionary drawings, then
/// Material Design, Tabler, Lucide and Font Awesome glyph icons drawn in the list's colour, and
/// openclipart's drawings. Up to nine candidates a card, the carousel.
///
/// A picture is found by a set's own name for it, matched whole against the word, its lemma and
/// the words that share its first WordNet sense ("plane": airplane), never by a part of a name.
/// Only words ``PictureLexicon`` reads as concrete nouns (or, for Art4Apps' drawings of actions,
/// action verbs) get pictures; abstract and function words get none. Sets whose names are English
/// need the card's English side; a card with none gets emoji alone.
public struct PictureSets: ImageProvider {
    /// "pictures", as configuration and summaries name this provider.
    public let name = "pictures"
    let emoji: EmojiImages
    let files: PictureSetFiles
    let overridesPath: String?
    let extrasPath: String?
    let wordNetDirectory: String
    let cache = Cache()

    /// Sets read from `files`' folders; `overridesPath` is the override table and `extrasPath`
    /// the names of OpenMoji's extras (nil: none).
    init(emoji: EmojiImages, files: PictureSetFiles = PictureSetFiles(), overridesPath: String? = nil, extrasPath: String? = nil,
         wordNetDirectory: String = PictureLexicon.defaultDirectory) {
        self.emoji = emoji
        self.files = files
        self.overridesPath = overridesPath
        self.extrasPath = extrasPath
        self.wordNetDirectory = wordNetDirectory
    }

    /// The sets where `.ci/install` puts them, with flash's override tables and OpenMoji's
    /// extras from `resources`; openclipart's index is kept in `cacheDirectory` (nil reads its
    /// drawings anew).
    public init(resources: URL, cacheDirectory: String? = nil) {
        var files = PictureSetFiles()
        files.cacheDirectory = cacheDirectory
        self.init(emoji: EmojiImages(overridesPath: resources.appendingPathComponent(EmojiImages.overridesFile).path),
                  files: files, overridesPath: resources.appendingPathComponent(PictureOverrides.file).path,
                  extrasPath: resources.appendingPathComponent(OpenMojiExtras.file).path)
    }

    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        try await images(for: ImageQuery(word: word, language: language), limit: limit)
    }

    public func images(for query: ImageQuery, limit: Int) async throws -> [ImageCandidate] {
        try candidates(for: query, limit: limit)
    }

    /// Loads the tables, the emoji of the native language and, where a card has an English side
    /// to look pictures up by, the lexicon and every set's catalog (a fifth of a second).
    public func prepare(for study: Study) async {
        let english = study.native == .english || study.learned == .english
        if english { _ = lexicon() }
        for set in english ? PictureSet.all : [.openMoji] { _ = try? catalog(set) }
        await emoji.prepare(for: study)
    }

    /// The candidates for `query`, best first, found without suspending: every set is local.
    func candidates(for query: ImageQuery, limit: Int) throws -> [ImageCandidate] {
        guard limit > 0 else { return [] }
        let english = query.english ?? (query.language == .english ? query.word : nil)
        guard let english else { return try emojiPictures(for: query, limit: limit) }
        let lexicon = self.lexicon()
        let reading = lexicon.map { $0.reading(of: english, lemma: query.language == .english ? query.lemma : nil, partOfSpeech: query.partOfSpeech) }
            ?? (query.partOfSpeech == .noun ? .thing(lemma: english, synonyms: []) : nil)
        guard let reading else { return [] }
        let overrides = try tables().overrides
        var found: [ImageCandidate] = []
        switch reading {
        case let .thing(lemma, synonyms):
            var nounQuery = query
            nounQuery.partOfSpeech = .noun
            if query.language == .english { nounQuery.lemma = lemma }
            found += try emojiPictures(for: nounQuery, limit: limit)
            let keys = Self.keys([english, lemma] + synonyms)
            for set in PictureSet.all {
                found += try pictures(in: set, keys: keys, word: keys[0], colour: query.colour, overrides: overrides, lexicon: lexicon) {
                    set != .art4Apps || !$0.hasPrefix("actions/")
                }
            }
        case .action(let lemma):
            let keys = Self.keys([english, lemma])
            found += try pictures(in: .art4Apps, keys: keys, word: keys[0], colour: nil, overrides: overrides, lexicon: lexicon) {
                $0.hasPrefix("actions/") || $0.hasPrefix("sport/")
            }
        }
        var seen = Set<String>()
        return Array(found.filter { seen.insert($0.url).inserted }.prefix(limit))
    }
}

extension PictureSets {
    /// A set's catalog for reading its pictures (``PictureSetReader``): the one the lookups read,
    /// but openclipart's, whose folder needs no names.
    func readingCatalog(_ set: PictureSet) -> PictureSetFiles.Catalog? {
        set == .openClipart ? files.readingCatalog(set) : try? catalog(set)
    }

    /// The scheme of the sets' candidate URLs: `picture:mdi/washing-machine.svg#1a73e8`.
    static let scheme = "picture:"

    /// Why SVG sets are left out on this machine (one line naming the package), or nil.
    public static var unavailableNote: String? { SVGRenderer.unavailableReason }
}

private extension PictureSets {
    /// Noto's emoji for the word in its own language, each followed by OpenMoji's drawing of it.
    func emojiPictures(for query: ImageQuery, limit: Int) throws -> [ImageCandidate] {
        let noto = try emoji.candidates(for: query, limit: limit)
        guard let openMoji = try catalog(.openMoji), SVGRenderer.unavailableReason == nil else { return noto }
        var both: [ImageCandidate] = []
        for candidate in noto {
            both.append(candidate)
            let code = String(candidate.url.dropFirst("emoji:".count))
            guard let location = [code, code + "-FE0F"].lazy.compactMap({ openMoji.names[PictureSetFiles.words(of: $0)]?.first }).first else { continue }
            let shown = (candidate.credit ?? code).replacingOccurrences(of: "Noto Color Emoji ", with: "")
                .replacingOccurrences(of: " (SIL OFL 1.1)", with: "")
            both.append(ImageCandidate(url: Self.scheme + "openmoji/" + location, credit: PictureSet.openMoji.credit(shown), source: PictureSet.openMoji.id))
        }
        return both
    }

    func pictures(in set: PictureSet, keys: [String], word: String, colour: String?, overrides: PictureOverrides,
                  lexicon: PictureLexicon?, allowed: (String) -> Bool) throws -> [ImageCandidate] {
        guard let catalog = try catalog(set), set.style == .colour || SVGRenderer.unavailableReason == nil else { return [] }
        var locations = overrides.additions(for: word, in: set.id).flatMap(catalog.locations(named:))
        for key in keys {
            locations += catalog.names[key, default: []]
            // Art4Apps names some pictures in the plural ("bananas"); a plural WordNet knows as a
            // word of its own ("glasses", "shorts") is another thing.
            for plural in EnglishNoun.plurals(of: key) where lexicon?.isNoun(plural) == false {
                locations += catalog.names[plural, default: []]
            }
        }
        let kept = locations.filter { allowed($0) && !overrides.forbids($0, in: set.id, for: word) }
        let fragment = set.style == .glyph ? (colour.map { "#" + $0 } ?? "") : ""
        return kept.map { location in
            ImageCandidate(url: Self.scheme + set.id + "/" + location + fragment, credit: set.credit(catalog.shownName(of: location)), source: set.id)
        }
    }

    /// The set's catalog; OpenMoji's names its extras too.
    func catalog(_ set: PictureSet) throws -> PictureSetFiles.Catalog? {
        let extras = set == .openMoji ? try tables().extras : nil
        return cache.catalog(set.id) { files.catalog(set).map { extras?.naming($0) ?? $0 } }
    }

    func lexicon() -> PictureLexicon? {
        cache.lexicon { PictureLexicon(directory: wordNetDirectory) }
    }

    func tables() throws -> Cache.Tables {
        try cache.tables { (try PictureOverrides(path: overridesPath), try OpenMojiExtras(path: extrasPath)) }
    }

    static func keys(_ words: [String]) -> [String] {
        var keys: [String] = []
        for word in words {
            let key = Text.clean(word).lowercased()
            if !key.isEmpty, !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}

extension PictureSets {
    /// The lexicon, the tables and each set's catalog, loaded once by whoever asks first.
    final class Cache: @unchecked Sendable {
        typealias Tables = (overrides: PictureOverrides, extras: OpenMojiExtras)

        private let lock = NSLock()
        private var lexicon: PictureLexicon??
        private var tables: Result<Tables, any Error>?
        private var catalogs: [String: PictureSetFiles.Catalog?] = [:]

        func lexicon(_ load: () -> PictureLexicon?) -> PictureLexicon? {
            lock.withLock {
                if let lexicon { return lexicon }
                let loaded = load()
                lexicon = .some(loaded)
                return loaded
            }
        }

        func tables(_ load: () throws -> Tables) throws -> Tables {
            try lock.withLock {
                let result = tables ?? Result(catching: load)
                tables = result
                return try result.get()
            }
        }

        /// Whether the lexicon, and which sets' catalogs, have been loaded (or found missing), for tests.
        var hasLexicon: Bool { lock.withLock { lexicon != nil } }
        var catalogIDs: Set<String> { lock.withLock { Set(catalogs.keys) } }

        func catalog(_ id: String, _ load: () -> PictureSetFiles.Catalog?) -> PictureSetFiles.Catalog? {
            lock.withLock {
                if let catalog = catalogs[id] { return catalog }
                let loaded = load()
                catalogs[id] = .some(loaded)
                return loaded
            }
        }
    }
}
