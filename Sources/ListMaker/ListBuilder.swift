import FoundationEssentials
import Support
import Model
import Providers

/// Turns parsed words into cards: translates them through the providers in order (each word goes
/// to the next provider only if the earlier ones had nothing), then finds and stores images.
public struct ListBuilder: Sendable {
    var translators: [any TranslationProvider]
    var imageProviders: [any ImageProvider]
    var downloader: any ImageDownloading
    var imageStore: ImageStore
    /// How many image candidates each card keeps (Flashspeak's carousel).
    var candidatesPerCard = 9
    /// The list's colour, which glyph icons are drawn in.
    public var style = ListStyle.grey
    var progress: @Sendable (BuildProgress) -> Void = { _ in }
    /// Gives the IPA of learned-language words, in order (espeak-ng), for cards no provider gave one.
    public var pronounce: (@Sendable ([String], Language) -> [String?])?

    public init(translators: [any TranslationProvider], imageProviders: [any ImageProvider], downloader: any ImageDownloading, imageStore: ImageStore) {
        self.translators = translators
        self.imageProviders = imageProviders
        self.downloader = downloader
        self.imageStore = imageStore
    }

    /// Builds one card per word; `side` says which side the words are on.
    public func build(_ words: [ParsedWord], study: Study, side: WordSide, images: Bool, now: Date) async -> BuildReport {
        var report = BuildReport()
        // The picture catalogs load while the words are translated (lt-proc leaves a core idle).
        async let prepared: Void = prepareImages(for: study, if: images)
        let translations = await translate(words, study: study, side: side, report: &report)
        report.cards = zip(words, translations).map { word, found in
            Self.card(word, translation: found?.translation, source: found?.source, side: side, now: now)
        }
        report.untranslated = report.cards.filter { !$0.isTranslated }.map { side == .native ? $0.native : $0.learned }
        report.uncertain = report.cards.filter { $0.confidence?.isLow == true }
        let lemmas = translations.map { side == .native ? $0?.translation.lemma : nil }
        // The IPA no provider gave comes from espeak-ng while the pictures are found and drawn.
        let unspoken = report.cards.indices.filter { report.cards[$0].ipa == nil && !report.cards[$0].learned.isEmpty }
        let words = unspoken.map { report.cards[$0].spoken(on: .learned) }
        async let spoken = Self.ipa(of: words, language: study.learned, pronounce: pronounce)
        await prepared
        if images { await addImages(to: &report, study: study, lemmas: lemmas) }
        for (index, ipa) in zip(unspoken, await spoken) { report.cards[index].ipa = ipa.map(Text.clean) }
        return report
    }
}

private extension ListBuilder {
    typealias Found = (translation: Translation, source: String)

    func translate(_ words: [ParsedWord], study: Study, side: WordSide, report: inout BuildReport) async -> [Found?] {
        var found: [Found?] = words.map { word in
            word.translation.map { (Self.ownTranslation($0), "you") }
        }
        let (source, target) = side == .native ? (study.native, study.learned) : (study.learned, study.native)
        var errors = 0
        for provider in translators {
            let missing = found.indices.filter { found[$0] == nil }
            guard !missing.isEmpty else { break }
            do {
                let results = try await provider.translate(missing.map { words[$0].text }, from: source, to: target)
                for (index, result) in zip(missing, results) {
                    guard let result else { continue }
                    let clean = Self.clean(result)
                    if !clean.text.isEmpty { found[index] = (clean, clean.origin.map { $0.isEmpty ? provider.name : $0 } ?? provider.name) }
                }
            } catch {
                errors += 1
                report.notes.append("\(provider.name) failed: \(error)")
            }
            progress(BuildProgress(phase: .translating, done: found.count { $0 != nil }, total: words.count, errors: errors))
        }
        for case let (_, source)? in found { report.translatedBy[source, default: 0] += 1 }
        return found
    }

    func prepareImages(for study: Study, if wanted: Bool) async {
        guard wanted else { return }
        for provider in imageProviders { await provider.prepare(for: study) }
    }

    func addImages(to report: inout BuildReport, study: Study, lemmas: [String?]) async {
        let cards = report.cards
        let results = await withTaskGroup(of: (Int, Card, String?, [String]).self) { group in
            for (index, card) in cards.enumerated() {
                group.addTask {
                    let (updated, source, notes) = await self.withImage(card, study: study, lemma: index < lemmas.count ? lemmas[index] : nil)
                    return (index, updated, source, notes)
                }
            }
            var collected: [(Int, Card, String?, [String])] = []
            var errors = 0
            for await result in group {
                collected.append(result)
                errors += result.3.count
                progress(BuildProgress(phase: .images, done: collected.count, total: cards.count, errors: errors))
            }
            return collected.sorted { $0.0 < $1.0 }
        }
        for (index, card, source, notes) in results {
            report.cards[index] = card
            report.notes.append(contentsOf: notes)
            if let source { report.imagesBy[source, default: 0] += 1 } else {
                report.withoutImage.append(card.native.isEmpty ? card.learned : card.native)
            }
        }
    }

    /// Asks the image providers in order for the card's native word (the learned word when
    /// there is no native one) and stores the first candidate that downloads.
    func withImage(_ card: Card, study: Study, lemma: String?) async -> (Card, String?, [String]) {
        let (query, language) = card.native.isEmpty ? (card.learned, study.learned) : (card.native, study.native)
        let english = study.native == .english ? card.native : study.learned == .english ? card.learned : nil
        let request = ImageQuery(word: query, language: language, lemma: card.native.isEmpty ? nil : lemma, partOfSpeech: card.partOfSpeech,
                                 english: english.flatMap { $0.isEmpty ? nil : $0 }, colour: style.pictureColour)
        var notes: [String] = []
        var best = card
        for provider in imageProviders {
            do {
                let candidates = try await provider.images(for: request, limit: candidatesPerCard)
                guard !candidates.isEmpty else { continue }
                var updated = card
                updated.imageCandidates = candidates.map(Self.clean)
                if await chooseFirstWorking(for: &updated, notes: &notes) { return (updated, provider.name, notes) }
                // None downloaded: keep the candidates, so `flash edit --image N` can still try them.
                if best.imageCandidates.isEmpty { best = updated }
            } catch {
                notes.append("\(provider.name) had no image for '\(Text.printable(query))': \(error)")
            }
        }
        return (best, nil, notes)
    }

    /// The IPA of `words`, one run of `pronounce` on a thread of its own; none without it.
    static func ipa(of words: [String], language: Language, pronounce: (@Sendable ([String], Language) -> [String?])?) async -> [String?] {
        guard let pronounce, !words.isEmpty else { return [] }
        return await OwnThread.run { pronounce(words, language) }
    }

    /// Makes the first candidate that downloads and checks out the card's image.
    func chooseFirstWorking(for card: inout Card, notes: inout [String]) async -> Bool {
        for index in card.imageCandidates.indices {
            do {
                if try await choose(index, for: &card) { return true }
            } catch {
                notes.append("image \(index + 1) for '\(Text.printable(card.native))' skipped: \(error)")
            }
        }
        return false
    }

    static func ownTranslation(_ text: String) -> Translation {
        let parts = Translation.learnerForms(text)
        return Translation(text: parts.first ?? text, alternatives: Array(parts.dropFirst()))
    }

    /// Provider text made printable and held to a word's length: a translation longer than
    /// ``WordListParser/maximumItemLength`` counts as none; at most 8 alternatives are kept.
    static func clean(_ translation: Translation) -> Translation {
        let limit = WordListParser.maximumItemLength
        let text = Text.clean(translation.text)
        let alternatives = translation.alternatives.map(Text.clean).filter { !$0.isEmpty && $0.count <= limit }
        var clean = translation
        clean.text = text.count <= limit ? text : ""
        clean.alternatives = Array(alternatives.prefix(8))
        clean.ipa = translation.ipa.map(Text.clean).flatMap { $0.count <= limit ? $0 : nil }
        clean.candidates = translation.candidates.map { candidate in
            var candidate = candidate
            candidate.text = Text.clean(candidate.text)
            return candidate
        }.filter { !$0.text.isEmpty && $0.text.count <= limit }
        return clean
    }

    static func clean(_ candidate: ImageCandidate) -> ImageCandidate {
        var clean = candidate
        clean.credit = candidate.credit.map(Text.clean)
        return clean
    }

    static func card(_ word: ParsedWord, translation: Translation?, source: String?, side: WordSide, now: Date) -> Card {
        let other = translation?.text ?? ""
        var card = Card(
            native: side == .native ? word.text : other,
            learned: side == .native ? other : word.text,
            alternatives: translation?.alternatives ?? [],
            alternativesSide: side == .native ? .learned : .native,
            translationSource: source, ipa: translation?.ipa, created: now)
        card.translationCandidates = translation?.candidates ?? []
        card.partOfSpeech = translation?.partOfSpeech
        // The gender belongs to the learned word: the translation's, or the analysed word's own.
        card.gender = side == .native ? translation?.gender : translation?.sourceGender
        card.confidence = translation?.confidence
        card.plural = side == .native && translation?.plural == true
        card.reading = side == .native ? translation?.reading : translation?.sourceReading
        return card
    }
}

extension ListBuilder {
    /// Makes candidate `index` the card's image: downloads it, checks it and stores it.
    /// Returns false when the candidate could not be used.
    func choose(_ index: Int, for card: inout Card) async throws -> Bool {
        guard card.imageCandidates.indices.contains(index) else { return false }
        let candidate = card.imageCandidates[index]
        let bytes = try await downloader.bytes(for: candidate)
        card.imageFile = try imageStore.store(bytes, origin: candidate.url)
        card.imageURL = candidate.url.hasPrefix("http") ? candidate.url : nil
        card.imageCredit = candidate.credit
        card.imageIndex = index
        return true
    }
}
