import FoundationEssentials
import Model
import Scheduling
import Store

/// A list as `GET /api/lists` shows it.
struct ListSummaryView: Sendable, Encodable {
    let name: String
    let native: String
    let learned: String
    let nativeName: String
    let learnedName: String
    let cards: Int
    let created: Date
    /// grey, red, orange, yellow, green, blue or violet.
    let style: String
    /// Whether sessions show its pictures.
    let images: Bool
    /// The pictures of its first cards, for its tile.
    let pictures: [String]
    /// "/api/lists/animals".
    let url: String

    init(_ list: WordList, pictures: [String], links: MediaLinks) {
        name = list.name
        native = list.study.native.code
        learned = list.study.learned.code
        nativeName = list.study.native.name
        learnedName = list.study.learned.name
        cards = list.cardCount
        created = list.created
        style = list.style.rawValue
        images = list.images
        self.pictures = pictures.compactMap(links.picture)
        url = "/api/lists/" + PercentEncoding.encoded(list.name)
    }
}

/// A list with every card, as `GET /api/lists/{name}` shows it.
struct ListView: Sendable, Encodable {
    let list: ListSummaryView
    let cards: [CardView]
}

/// One card: its words, article, pictures, sounds and memory.
struct CardView: Sendable, Encodable {
    let id: Int64
    let position: Int
    let native: String
    let learned: String
    /// The learned word with its article where the gender is known ("el perro").
    let article: String?
    let nativeAlternatives: [String]
    let learnedAlternatives: [String]
    let ipa: String?
    let picture: String?
    /// The picture's text alternative.
    let pictureAlt: String?
    let pictureCredit: String?
    /// The learned word spoken (or the card's own recording), and the native word spoken.
    let sound: String?
    let nativeSound: String?
    let partOfSpeech: String?
    let confidence: String?
    /// True when the translation is worth checking (`show` marks it with !).
    let check: Bool
    let translationSource: String?
    let right: Int
    let wrong: Int
    let memory: MemoryView?

    init(_ card: Card, study: Study, memory: MemoryView?, links: MediaLinks) {
        id = card.id
        position = card.position
        native = card.native
        learned = card.learned
        let withArticle = Article.withDefinite(card.learned, gender: card.gender, plural: card.plural, in: study.learned)
        article = withArticle == card.learned ? nil : withArticle
        nativeAlternatives = card.nativeAlternatives
        learnedAlternatives = card.learnedAlternatives
        ipa = card.ipa
        picture = links.picture(card.imageFile)
        pictureAlt = card.imageFile == nil ? nil : [card.native, card.learned].filter { !$0.isEmpty }.joined(separator: " – ")
        pictureCredit = card.imageFile == nil ? nil : card.imageCredit
        sound = links.sound(of: card, side: .learned, study: study)
        nativeSound = links.sound(of: card, side: .native, study: study)
        partOfSpeech = card.partOfSpeech?.rawValue
        confidence = card.confidence?.rawValue
        check = card.confidence?.isLow ?? false
        translationSource = card.translationSource
        right = card.right
        wrong = card.wrong
        self.memory = memory
    }
}

/// What the scheduler knows of a card, as Anki's card info shows it.
struct MemoryView: Sendable, Encodable {
    /// learning, review or relearning.
    let state: String
    let due: Date
    let lastReview: Date?
    let stability: Double?
    let difficulty: Double?
    let reps: Int
    let lapses: Int
    let leech: Bool
    /// The probability of recalling it now, 0 to 1.
    let recall: Double

    init(_ memory: CardMemory, scheduler: FSRSScheduler, now: Date) {
        switch memory.state.phase {
        case .learning: state = "learning"
        case .review: state = "review"
        case .relearning: state = "relearning"
        }
        due = memory.state.due
        lastReview = memory.state.lastReview
        stability = memory.state.stability.map { ($0 * 100).rounded() / 100 }
        difficulty = memory.state.difficulty.map { ($0 * 100).rounded() / 100 }
        reps = memory.reps
        lapses = memory.lapses
        leech = memory.leech
        recall = (scheduler.retrievability(of: memory.state, at: now) * 1000).rounded() / 1000
    }
}

/// One card with what can be chosen for it: translation and picture candidates.
struct CardDetailView: Sendable, Encodable {
    let card: CardView
    let nativeLanguage: String
    let learnedLanguage: String
    let translations: [Translation]
    let pictures: [Picture]
    /// The picture chosen among the candidates, from 1; nil for none or the learner's own.
    let pictureChosen: Int?

    struct Translation: Sendable, Encodable {
        let number: Int
        let text: String
        let partOfSpeech: String?
        let gender: String?
        let sources: [String]
        let chosen: Bool
    }

    struct Picture: Sendable, Encodable {
        let number: Int
        /// The candidate drawn by this server: "/api/lists/animals/cards/3/pictures/2".
        let preview: String
        let credit: String?
        let source: String
        let alt: String
        let chosen: Bool
    }

    init(_ card: Card, list: WordList, memory: MemoryView?, links: MediaLinks) {
        self.card = CardView(card, study: list.study, memory: memory, links: links)
        nativeLanguage = list.study.native.code
        learnedLanguage = list.study.learned.code
        let side = card.alternativesSide
        translations = card.translationCandidates.enumerated().map { index, candidate in
            Translation(number: index + 1, text: candidate.text, partOfSpeech: candidate.partOfSpeech?.rawValue, gender: candidate.gender?.rawValue,
                        sources: candidate.sources, chosen: candidate.text == card.word(on: side))
        }
        let base = "/api/lists/\(PercentEncoding.encoded(list.name))/cards/\(card.id)/pictures/"
        let word = card.native.isEmpty ? card.learned : card.native
        pictures = card.imageCandidates.enumerated().map { index, candidate in
            Picture(number: index + 1, preview: base + "\(index + 1)", credit: candidate.credit, source: candidate.source,
                    alt: "Picture \(index + 1) for \(word)" + (candidate.credit.map { ": \($0)" } ?? ""),
                    chosen: card.imageFile != nil && card.imageIndex == index)
        }
        pictureChosen = card.imageFile == nil ? nil : card.imageIndex.map { $0 + 1 }
    }
}
