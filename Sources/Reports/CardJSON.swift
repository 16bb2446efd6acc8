#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif
import Model
import Scheduling
import Store

/// Everything stored about a card, for `flash show --json` and `flash export --format json`:
/// the one description of a card's JSON, which ``CardJSONWriter`` streams a card at a time. Its
/// coding keys are in sorted order, as JSONEncoder writes them.
public struct CardJSON: Encodable {
    let id: Int64
    let position: Int
    let native: String
    let learned: String
    let alternatives: [String]
    let alternativesSide: String
    let learnedAlternatives: [String]
    let nativeAlternatives: [String]
    let translationSource: String?
    let ipa: String?
    let imageURL: String?
    let imageFile: String?
    let imageCredit: String?
    /// The chosen candidate, counted from 1 as `flash edit --image N` counts.
    let imageIndex: Int?
    let imageCandidates: [ImageCandidate]
    /// The card's own recording, as a path inside the data folder.
    let soundFile: String?
    let incorrectAnswers: [String]
    let translationCandidates: [TranslationCandidate]
    let partOfSpeech: String?
    let gender: String?
    let confidence: String?
    /// True for a plural learned noun (las gafas); absent otherwise.
    let plural: Bool?
    /// The learned word's reading (kana, pinyin, Russian stress).
    let reading: String?
    let right: Int
    let wrong: Int
    let created: Date
    /// The scheduler's view: nil for a card never reviewed.
    let memory: Memory?
    /// Every review, oldest first: in `flash export --format json`, not in `show --json`.
    var reviews: [Review]?

    enum CodingKeys: String, CodingKey {
        case alternatives, alternativesSide, confidence, created, gender, id, imageCandidates, imageCredit, imageFile, imageIndex
        case imageURL, incorrectAnswers, ipa, learned, learnedAlternatives, memory, native, nativeAlternatives, partOfSpeech
        case plural, position, reading, reviews, right, soundFile, translationCandidates, translationSource, wrong
    }

    /// A card's memory state, as Anki's card info shows it.
    public struct Memory: Encodable {
        let state: String
        /// The (re)learning step; none in the review phase.
        let step: Int?
        let stability: Double?
        let difficulty: Double?
        let due: Date
        let lastReview: Date?
        let reps: Int
        let lapses: Int
        let leech: Bool
        /// The probability of recalling the card now.
        let retrievability: Double

        enum CodingKeys: String, CodingKey {
            case difficulty, due, lapses, lastReview, leech, reps, retrievability, stability, state, step
        }

        public init(_ memory: CardMemory, retrievability: Double) {
            state = CardJSON.phaseName(memory.state.phase)
            step = memory.state.step
            stability = memory.state.stability
            difficulty = memory.state.difficulty
            due = memory.state.due
            lastReview = memory.state.lastReview
            reps = memory.reps
            lapses = memory.lapses
            leech = memory.leech
            self.retrievability = (retrievability * 1000).rounded() / 1000
        }
    }

    /// The phase as Anki's card info names it.
    static func phaseName(_ phase: MemoryPhase) -> String {
        switch phase {
        case .learning: return "learning"
        case .review: return "review"
        case .relearning: return "relearning"
        }
    }

    /// The card as stored; `images` and `sounds` are the folders its picture and recording are in.
    public init(_ card: Card, images: URL, sounds: URL? = nil, memory: Memory? = nil) {
        id = card.id
        position = card.position
        native = card.native
        learned = card.learned
        alternatives = card.alternatives
        alternativesSide = card.alternativesSide.rawValue
        learnedAlternatives = card.learnedAlternatives
        nativeAlternatives = card.nativeAlternatives
        translationSource = card.translationSource
        ipa = card.ipa
        imageURL = card.imageURL
        imageFile = card.imageFile.map { images.appending(path: $0, directoryHint: .notDirectory).path }
        imageCredit = card.imageCredit
        imageIndex = card.imageIndex.map { $0 + 1 }
        imageCandidates = card.imageCandidates
        soundFile = card.soundFile.map { file in sounds.map { $0.appending(path: file, directoryHint: .notDirectory).path } ?? file }
        incorrectAnswers = card.incorrectAnswers
        translationCandidates = card.translationCandidates
        partOfSpeech = card.partOfSpeech?.rawValue
        gender = card.gender?.rawValue
        confidence = card.confidence?.rawValue
        plural = card.plural ? true : nil
        reading = card.reading
        right = card.right
        wrong = card.wrong
        created = card.created
        self.memory = memory
    }

    /// A list with every card: the cards, then what the list is.
    package struct List: Encodable {
        let cards: [CardJSON]
        let about: About

        enum CodingKeys: String, CodingKey { case cards }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cards, forKey: .cards)
            try about.encode(to: encoder)
        }
    }

    /// A list's own fields, beside its cards.
    package struct About: Encodable {
        let created: Date
        let images: Bool
        let learned: String
        let name: String
        let native: String
        let style: String

        package init(_ list: WordList) {
            (created, images, learned, name) = (list.created, list.images, list.study.learned.code, list.name)
            (native, style) = (list.study.native.code, list.style.rawValue)
        }
    }

    /// The list and its cards, each with what `memory` and `reviews` give for it.
    package static func list(_ list: WordList, cards: [Card], images: URL, sounds: URL? = nil, memory: (Card) throws -> Memory? = { _ in nil },
                             reviews: (Card) throws -> [Review]? = { _ in nil }) rethrows -> List {
        List(cards: try cards.map { card in
            var json = CardJSON(card, images: images, sounds: sounds, memory: try memory(card))
            json.reviews = try reviews(card)
            return json
        }, about: About(list))
    }
}
