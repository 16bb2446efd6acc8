import FlashTestSupport
import Foundation
import Model
import Providers
import ListMaker

/// Translates the labelled sets with the offline chain and prints each one's accuracy (with
/// `--misses`, every miss); then builds 1,000 common English words (WordNet's most used
/// lemmas) into Spanish cards with pictures and prints the time it took.
enum OfflineBenchmark {
    /// `--misses`, `--shown`, `--builds-only` and `--only CODE`, each at most once.
    static func takes(_ arguments: [String]) -> Bool {
        var rest = arguments[...], seen: Set<String> = []
        while let option = rest.popFirst() {
            guard ["--misses", "--shown", "--builds-only", "--only"].contains(option), seen.insert(option).inserted else { return false }
            if option == "--only", rest.popFirst().map({ (try? Language(code: $0)) != nil }) != true { return false }
        }
        return true
    }

    static func run(_ arguments: [String]) async throws {
        let environment = ProcessInfo.processInfo.environment
        let pronounce = Espeak.pronouncer(environment: environment)
        let translator = OfflineTranslator(environment: environment, pronounce: pronounce)
        let folder = repository.appendingPathComponent("Tests/FlashKitTests/Labelled")
        // `--only CODE` measures the sets and the build of one language alone.
        let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".tsv") {
            if let only, !file.split(separator: "-").prefix(2).contains(Substring(only)) { continue }
            if arguments.contains("--builds-only") { continue }
            let set = try LabelledSet(path: folder.appendingPathComponent(file).path)
            let codes = file.split(separator: "-").prefix(2).map(String.init)
            let (source, target) = (try Language(code: codes[0]), try Language(code: codes[1]))
            let start = ContinuousClock.now
            let answers = try await translator.translate(set.words, from: source, to: target)
            let score = set.score(answers.map { $0?.text })
            let alternatives = set.scoreAlternatives(answers.map { $0?.text }, alternatives: answers.map { $0?.alternatives ?? [] })
            print("offline \(score) in \(milliseconds(ContinuousClock.now - start)) ms; \(alternatives)")
            if arguments.contains("--misses") { for miss in score.misses + alternatives.misses { print("    \(miss)") } }
            // Every alternative shown beside a right answer, for a reader to judge as a teacher would.
            if arguments.contains("--shown") { for pair in alternatives.pairs { print("    shown \(pair)") } }
        }
        for code in ["es", "fr", "de", "it", "pt", "ja", "zh", "ru"] where only == nil || only == code {
            try await buildCommonWords(into: try Language(code: code), translator: translator, pronounce: pronounce,
                                       listingMisses: arguments.contains("--misses"))
        }
    }

    /// 1,000 common English words, WordNet's most used single-word lemmas, made into cards of
    /// `target` with pictures from every installed set and IPA: the whole build, translations,
    /// pictures (SVGs drawn, nothing cached before but openclipart's index) and stored images.
    static func buildCommonWords(into target: Language, translator: OfflineTranslator,
                                 pronounce: (@Sendable ([String], Language) -> [String?])?, listingMisses: Bool = false) async throws {
        let words = try commonWords(1_000)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-offline-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let images = ImageStore(directory: home.appendingPathComponent("images"))
        // openclipart's index is built once per machine, as a learner's first `flash new` does:
        // kept beside the benchmark's runs, not in each run's fresh home.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flash-bench-cache").path
        let pictures = PictureSets(resources: repository, cacheDirectory: cache)
        var builder = ListBuilder(translators: [translator], imageProviders: [pictures],
                                  downloader: EmojiImageReader(inner: PictureSetReader(inner: LocalImageReader(), sets: pictures)), imageStore: images)
        builder.pronounce = pronounce
        let study = try Study(native: .english, learned: target)
        let parsed = words.enumerated().map { ParsedWord(text: $1, line: $0 + 1) }
        var report = BuildReport()
        let cpuBefore = cpuMilliseconds()
        let elapsed = await ContinuousClock().measure {
            report = await builder.build(parsed, study: study, side: .native, images: true, now: Date())
        }
        let cpu = cpuMilliseconds() - cpuBefore
        let translated = report.cards.filter(\.isTranslated).count
        let pictured = report.imagesBy.values.reduce(0, +)
        let drawn = report.cards.filter { $0.imageFile?.hasSuffix(".png") == true }.count
        print("offline build of \(words.count) common words into \(target.code) (with IPA: \(pronounce != nil)): \(translated) translated, "
            + "\(pictured) with pictures (\(drawn) PNG, emoji or drawn from SVG), "
            + "\(report.uncertain.count) to check, in \(milliseconds(elapsed)) ms (CPU \(cpu) ms with its lt-proc and espeak-ng processes)")
        try printJudgedAlternatives(of: report.cards, into: target, count: words.count, listingRejected: listingMisses)
        printGenders(of: report.cards, into: target, count: words.count, listingGenderless: listingMisses)
    }

    /// How many of the build's learned nouns have their gender (and so their article), in the
    /// languages whose nouns take one; with `--misses`, each noun without it.
    static func printGenders(of cards: [Card], into target: Language, count: Int, listingGenderless: Bool) {
        guard Article.forms[target.code] != nil else { return }
        let nouns = cards.filter { $0.isTranslated && $0.partOfSpeech == .noun }
        let genderless = nouns.filter { $0.gender == nil }
        print("offline genders of \(count) common words into \(target.code): \(nouns.count - genderless.count) of \(nouns.count) nouns have theirs")
        if listingGenderless { for card in genderless { print("    no gender: \(card.native) → \(card.learned)") } }
    }

    /// The share of the build's accepted alternatives both readers of `alternatives-judged.txt`
    /// accept, as a teacher would; those never judged are counted apart, to be judged anew.
    static func printJudgedAlternatives(of cards: [Card], into target: Language, count: Int, listingRejected: Bool = false) throws {
        let judged = try JudgedAlternatives(path: repository.appendingPathComponent("Tests/FlashKitTests/Labelled/alternatives-judged.txt").path)
        var shown = 0, verdicts: [Bool] = []
        for card in cards {
            for candidate in card.translationCandidates where candidate.role == .alternative {
                shown += 1
                let verdict = judged.accepts(candidate.text, beside: card.learned, for: card.native, from: "en", to: target.code)
                if let verdict { verdicts.append(verdict) }
                // With `--misses`, each one a reader refuses and each one never judged.
                if listingRejected, verdict != true {
                    print("    \(verdict == nil ? "unjudged" : "refused") alternative: \(card.native) → \(card.learned) also \(candidate.text)")
                }
            }
        }
        let accepted = verdicts.filter { $0 }.count
        print(String(format: "offline alternatives of %d common words into %@: %d shown, %d judged, %d accepted by both readers (%.1f%%)",
                     count, target.code, shown, verdicts.count, accepted, verdicts.isEmpty ? 0 : 100 * Double(accepted) / Double(verdicts.count)))
    }

    /// The most used single-word lemmas in WordNet's tagged corpus counts (cntlist.rev).
    static func commonWords(_ count: Int) throws -> [String] {
        let text = try String(contentsOfFile: "/usr/share/wordnet/cntlist.rev", encoding: .utf8)
        var totals: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let percent = fields[0].firstIndex(of: "%"), let number = Int(fields[2]) else { continue }
            let lemma = String(fields[0][..<percent])
            guard lemma.allSatisfy({ $0.isLetter }), lemma.count > 2 else { continue }
            totals[lemma, default: 0] += number
        }
        return totals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count).map(\.key)
    }

    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { folder.deleteLastPathComponent() }
        return folder
    }()

    /// User and system time of this process and its finished children: what a build costs
    /// whatever else the machine is doing.
    static func cpuMilliseconds() -> Int {
        var own = rusage(), children = rusage()
        getrusage(RUSAGE_SELF.rawValue, &own)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        let total = [own.ru_utime, own.ru_stime, children.ru_utime, children.ru_stime].map { Int($0.tv_sec) * 1000 + Int($0.tv_usec) / 1000 }
        return total.reduce(0, +)
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
