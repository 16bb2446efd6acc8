import FlashKit
import Foundation

/// Everything stored about a list and its cards, for `--json`.
struct CardJSON: Encodable {
    let id: Int64
    let position: Int
    let native: String
    let learned: String
    let alternatives: [String]
    let alternativesSide: String
    let translationSource: String?
    let ipa: String?
    let imageURL: String?
    let imageFile: String?
    let imageCredit: String?
    let imageIndex: Int?
    let imageCandidates: [ImageCandidate]
    let incorrectAnswers: [String]
    let translationCandidates: [TranslationCandidate]
    let partOfSpeech: String?
    let gender: String?
    let confidence: String?
    let right: Int
    let wrong: Int
    let created: Date

    init(_ card: Card, images: URL) {
        id = card.id
        position = card.position
        native = card.native
        learned = card.learned
        alternatives = card.alternatives
        alternativesSide = card.alternativesSide.rawValue
        translationSource = card.translationSource
        ipa = card.ipa
        imageURL = card.imageURL
        imageFile = card.imageFile.map { images.appendingPathComponent($0).path }
        imageCredit = card.imageCredit
        imageIndex = card.imageIndex
        imageCandidates = card.imageCandidates
        incorrectAnswers = card.incorrectAnswers
        translationCandidates = card.translationCandidates
        partOfSpeech = card.partOfSpeech?.rawValue
        gender = card.gender?.rawValue
        confidence = card.confidence?.rawValue
        right = card.right
        wrong = card.wrong
        created = card.created
    }

    struct List: Encodable {
        let name: String
        let native: String
        let learned: String
        let style: String
        let images: Bool
        let created: Date
        let cards: [CardJSON]
    }

    static func list(_ list: WordList, cards: [Card], images: URL) -> List {
        List(name: list.name, native: list.study.native.code, learned: list.study.learned.code,
             style: list.style.rawValue, images: list.images, created: list.created,
             cards: cards.map { CardJSON($0, images: images) })
    }
}
