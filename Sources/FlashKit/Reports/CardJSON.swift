#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif

/// Everything stored about a card, for `flash show --json` and `flash export --format json`.
/// ``CardJSONWriter`` writes the same text a card at a time.
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

    /// A card's memory state, as Anki's card info shows it.
    public struct Memory: Encodable {
        let state: String
        let stability: Double?
        let difficulty: Double?
        let due: Date
        let lastReview: Date?
        let reps: Int
        let lapses: Int
        let leech: Bool
        /// The probability of recalling the card now.
        let retrievability: Double

        public init(_ memory: CardMemory, retrievability: Double) {
            state = CardJSON.phaseName(memory.state.phase)
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

    /// The card as stored; `images` is the folder its image file is in.
    public init(_ card: Card, images: URL, memory: Memory? = nil) {
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

    /// A list with every card.
    struct List: Encodable {
        let name: String
        let native: String
        let learned: String
        let style: String
        let images: Bool
        let created: Date
        let cards: [CardJSON]
    }

    /// The list and its cards, each with what `memory` gives for it.
    static func list(_ list: WordList, cards: [Card], images: URL, memory: (Card) throws -> Memory? = { _ in nil }) rethrows -> List {
        List(name: list.name, native: list.study.native.code, learned: list.study.learned.code,
             style: list.style.rawValue, images: list.images, created: list.created,
             cards: try cards.map { CardJSON($0, images: images, memory: try memory($0)) })
    }
}
