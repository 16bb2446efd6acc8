import Foundation
import Support
import Model
import Scheduling
import Store

/// flash's own JSON of a list (`flash export LIST --format json`, `flash show LIST --json`), read
/// back: the list's languages, style and creation, and each card with every field flash keeps,
/// its memory state and its reviews. Keys flash writes but works out itself (`id`,
/// `alternatives`, `retrievability`) are not read. A value of the wrong type or out of range
/// refuses the file in one line that names the card and the field.
struct ListJSONFile: Decodable {
    /// The largest JSON read: 64 MB is about 50,000 cards with their candidates and reviews.
    static let maximumBytes = 64 * 1_048_576
    /// Cards at most, as for an Anki package.
    static let maximumCards = 200_000

    var name: String
    var native: String
    var learned: String
    var style: String?
    var images: Bool?
    var created: Date?
    var cards: [CardFile]

    struct CardFile: Decodable {
        var position: Int?
        var native: String
        var learned: String
        var alternativesSide: String?
        var learnedAlternatives: [String]?
        var nativeAlternatives: [String]?
        var translationSource: String?
        var ipa: String?
        var imageURL: String?
        var imageFile: String?
        var imageCredit: String?
        /// From 1, as `flash edit --image N` counts.
        var imageIndex: Int?
        var imageCandidates: [ImageCandidate]?
        var soundFile: String?
        var incorrectAnswers: [String]?
        var translationCandidates: [TranslationCandidate]?
        var partOfSpeech: PartOfSpeech?
        var gender: Gender?
        var confidence: TranslationConfidence?
        var right: Int?
        var wrong: Int?
        var created: Date?
        var memory: MemoryFile?
        var reviews: [ReviewFile]?
    }

    struct MemoryFile: Decodable {
        var state: String
        var step: Int?
        var stability: Double?
        var difficulty: Double?
        var due: Date
        var lastReview: Date?
        var reps: Int?
        var lapses: Int?
        var leech: Bool?
    }

    struct ReviewFile: Decodable {
        var time: Date
        var rating: String
        var milliseconds: Int?
        var stability: Double?
        var difficulty: Double?
        var due: Date?
    }

    /// Reads `bytes`, or says in a line what is wrong and where.
    static func decode(_ bytes: [UInt8]) throws -> ListJSONFile {
        guard bytes.count <= maximumBytes else { throw Problem("it is larger than \(ByteCountText.describe(maximumBytes))") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let file = try decoder.decode(ListJSONFile.self, from: Data(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes))
            guard file.cards.count <= maximumCards else { throw Problem("it holds \(file.cards.count) cards; flash imports at most \(maximumCards) at once") }
            return file
        } catch let error as DecodingError {
            throw Problem(Self.describe(error))
        }
    }

    /// Why the file cannot be imported.
    struct Problem: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}

extension ListJSONFile.CardFile {
    /// The card as flash stores it, made `now` when the file does not say; `picture` and `sound`
    /// are the file names kept (those the data folder holds).
    func card(number: Int, now: Date, picture: String?, sound: String?) throws -> Card {
        let side = try alternativesSide.map { text in
            guard let side = WordSide(rawValue: text) else { throw problem(number, "alternativesSide '\(Text.printable(text))' is neither native nor learned") }
            return side
        } ?? .learned
        let candidates = imageCandidates ?? []
        var card = Card(
            native: Text.clean(native), learned: Text.clean(learned), alternativesSide: side, translationSource: translationSource.map(Text.clean),
            ipa: ipa.map(Text.clean), imageURL: imageURL.map(Text.printable), imageFile: picture, imageCredit: imageCredit.map(Text.clean),
            imageIndex: imageIndex.flatMap { $0 >= 1 && $0 <= candidates.count ? $0 - 1 : nil },
            imageCandidates: candidates.map(Self.cleaned),
            incorrectAnswers: Self.words(incorrectAnswers), right: max(0, right ?? 0), wrong: max(0, wrong ?? 0), created: created ?? now)
        card.learnedAlternatives = Self.words(learnedAlternatives)
        card.nativeAlternatives = Self.words(nativeAlternatives)
        card.translationCandidates = (translationCandidates ?? []).map(Self.cleaned).filter { !$0.text.isEmpty }
        (card.partOfSpeech, card.gender, card.confidence, card.soundFile) = (partOfSpeech, gender, confidence, sound)
        return card
    }

    /// The memory state, checked as the scheduler needs it.
    func interchangeMemory(number: Int) throws -> InterchangeMemory? {
        guard let memory else { return nil }
        let phases: [String: MemoryPhase] = ["learning": .learning, "review": .review, "relearning": .relearning]
        guard let phase = phases[memory.state] else { throw problem(number, "memory state '\(Text.printable(memory.state))' is not learning, review or relearning") }
        try check(number, "memory", stability: memory.stability, difficulty: memory.difficulty)
        guard (memory.reps ?? 0) >= 0, (memory.lapses ?? 0) >= 0, (0...100).contains(memory.step ?? 0) else {
            throw problem(number, "memory reps, lapses or step out of range")
        }
        let state = MemoryState(phase: phase, step: phase == .review ? nil : memory.step ?? 0, stability: memory.stability,
                                difficulty: memory.difficulty, due: memory.due, lastReview: memory.lastReview)
        return InterchangeMemory(state: state, reps: memory.reps ?? 0, lapses: memory.lapses ?? 0, leech: memory.leech ?? false)
    }

    /// The reviews, oldest first.
    func interchangeReviews(number: Int) throws -> [InterchangeReview] {
        let ratings: [String: Rating] = ["again": .again, "hard": .hard, "good": .good, "easy": .easy]
        return try (reviews ?? []).sorted { $0.time < $1.time }.map { review in
            guard let rating = ratings[review.rating] else { throw problem(number, "review rating '\(Text.printable(review.rating))' is not again, hard, good or easy") }
            try check(number, "review", stability: review.stability, difficulty: review.difficulty)
            return InterchangeReview(time: review.time, rating: rating, milliseconds: review.milliseconds.map { max(0, $0) },
                                     stability: review.stability, difficulty: review.difficulty, due: review.due)
        }
    }
}

private extension ListJSONFile.CardFile {
    static func words(_ words: [String]?) -> [String] {
        (words ?? []).map(Text.clean).filter { !$0.isEmpty }
    }

    /// A candidate with its text as any provider's is kept: printable, one line.
    static func cleaned(_ candidate: TranslationCandidate) -> TranslationCandidate {
        var candidate = candidate
        candidate.text = Text.clean(candidate.text)
        candidate.sources = words(candidate.sources)
        return candidate
    }

    static func cleaned(_ candidate: ImageCandidate) -> ImageCandidate {
        var candidate = candidate
        (candidate.url, candidate.thumbnail, candidate.source) = (Text.printable(candidate.url), candidate.thumbnail.map(Text.printable), Text.clean(candidate.source))
        (candidate.credit, candidate.downloadLocation) = (candidate.credit.map(Text.clean), candidate.downloadLocation.map(Text.printable))
        return candidate
    }

    func check(_ number: Int, _ what: String, stability: Double?, difficulty: Double?) throws {
        if let stability, !(stability > 0 && stability <= 1_000_000) { throw problem(number, "\(what) stability \(stability) is out of range") }
        if let difficulty, !(1...10).contains(difficulty) { throw problem(number, "\(what) difficulty \(difficulty) is not from 1 to 10") }
    }

    func problem(_ number: Int, _ text: String) -> ListJSONFile.Problem {
        ListJSONFile.Problem("card \(number) ('\(Text.printable(native.isEmpty ? learned : native))'): \(text)")
    }
}

private extension ListJSONFile {
    /// "card 3, field gender: ..." from where the decoder stopped.
    static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            var parts: [String] = []
            var previous: String?
            for key in path {
                if let index = key.intValue {
                    parts.append(previous == "cards" ? "card \(index + 1)" : "item \(index + 1)")
                    if previous == "cards" { parts.removeAll { $0 == "cards" } }
                } else {
                    parts.append(key.stringValue)
                }
                previous = key.stringValue
            }
            return parts.isEmpty ? "the file" : parts.joined(separator: ", ")
        }
        let text: String
        switch error {
        case .keyNotFound(let key, let context): text = "\(place(context.codingPath + [key])) is missing"
        case .valueNotFound(_, let context): text = "\(place(context.codingPath)) is missing"
        case .typeMismatch(let type, let context): text = "\(place(context.codingPath)) is not \(Self.name(of: type))"
        case .dataCorrupted(let context): text = "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default: text = "\(error)"
        }
        let line = Text.collapsingWhitespace(Text.printable(text))
        return line.count > 200 ? line.prefix(199) + "…" : line
    }

    static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "of the right kind"
        }
    }
}
