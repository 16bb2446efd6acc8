import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Learn

/// A typed learned noun may carry its article: the right one (definite or indefinite) or none is
/// right, another one is almost with the article marked; a word of unknown gender takes any.
@Suite struct ArticleGradingTests {
    static let spanish = Language(trusted: "es"), german = Language(trusted: "de"), french = Language(trusted: "fr"),
               italian = Language(trusted: "it")

    func grade(_ given: String, _ word: String, _ gender: Gender?, plural: Bool = false, in language: Language = spanish,
               strict: Bool = false, expected: String? = nil) -> Grade {
        let check = ArticleCheck(word: word, gender: gender, plural: plural, language: language)
        return Grader(strict: strict).grade(given, expected: expected ?? word, articles: check)
    }

    @Test func theRightArticleOrNoneIsRight() {
        #expect(grade("la llave", "llave", .feminine).verdict == .correct)
        #expect(grade("llave", "llave", .feminine).verdict == .correct)
        #expect(grade("una llave", "llave", .feminine).verdict == .correct)
        #expect(grade("der Hund", "Hund", .masculine, in: Self.german).verdict == .correct)
        #expect(grade("ein Hund", "Hund", .masculine, in: Self.german).verdict == .correct)
        #expect(grade("l'eau", "eau", .feminine, in: Self.french).verdict == .correct)
        #expect(grade("lo studente", "studente", .masculine, in: Self.italian).verdict == .correct)
        #expect(grade("el agua", "agua", .feminine).verdict == .correct)
    }

    @Test func theWrongArticleIsAlmostWithTheArticleMarked() {
        let wrong = grade("el llave", "llave", .feminine)
        #expect(wrong.verdict == .almost && wrong.wasAlmost)
        #expect(wrong.difference == "[el→la] llave")
        #expect(grade("die Hund", "Hund", .masculine, in: Self.german).difference == "[die→der] hund")
        #expect(grade("eine Hund", "Hund", .masculine, in: Self.german).difference == "[eine→ein] hund")
        #expect(grade("il studente", "studente", .masculine, in: Self.italian).difference == "[il→lo] studente")
        #expect(grade("la eau", "eau", .feminine, in: Self.french).difference == "[la→l'] eau")
        #expect(grade("el llave", "llave", .feminine, strict: true).verdict == .wrong)
    }

    @Test func anArticleAndATypoAreAlmostWithBothMarked() {
        let typo = grade("la lave", "llave", .feminine)
        #expect(typo.verdict == .almost)
        #expect(typo.difference == "la [+l]lave")
        #expect(grade("el lave", "llave", .feminine).difference == "[el→la] [+l]lave")
    }

    @Test func pluralNounsTakeThePluralArticle() {
        #expect(grade("las gafas", "gafas", .feminine, plural: true).verdict == .correct)
        #expect(grade("la gafas", "gafas", .feminine, plural: true).difference == "[la→las] gafas")
        #expect(Article.withDefinite("gafas", gender: .feminine, plural: true, in: Self.spanish) == "las gafas")
        #expect(Article.withDefinite("occhiali", gender: .masculine, plural: true, in: Self.italian) == "gli occhiali")
        #expect(Article.withDefinite("lunettes", gender: .feminine, plural: true, in: Self.french) == "les lunettes")
        #expect(Article.withDefinite("gafas de sol", gender: .feminine, plural: true, in: Self.spanish) == "las gafas de sol")
        #expect(Article.withDefinite("spazzolini da denti", gender: .masculine, plural: true, in: Self.italian) == "gli spazzolini da denti")
    }

    @Test func aPhraseTakesTheArticleOfItsFirstWord() {
        #expect(grade("el agua de mar", "agua de mar", .feminine).verdict == .correct)
        #expect(grade("un agua de mar", "agua de mar", .feminine).verdict == .correct)
        #expect(grade("la agua de mar", "agua de mar", .feminine).difference == "[la→el] agua de mar")
        #expect(grade("lo spazzolino da denti", "spazzolino da denti", .masculine, in: Self.italian).verdict == .correct)
    }

    @Test func aGermanAdjectiveTakesTheEndingItsArticleWants() {
        let german = Self.german
        #expect(grade("kleiner Finger", "kleiner Finger", .masculine, in: german).verdict == .correct)
        #expect(grade("der kleine Finger", "kleiner Finger", .masculine, in: german).verdict == .correct)
        #expect(grade("ein kleiner Finger", "kleiner Finger", .masculine, in: german).verdict == .correct)
        #expect(grade("das kleine Mädchen", "kleines Mädchen", .neuter, in: german).verdict == .correct)
        #expect(grade("die alten Leute", "alte Leute", .masculine, plural: true, in: german).verdict == .correct)
        #expect(grade("die rote Bete", "rote Bete", .feminine, in: german).verdict == .correct)
        #expect(grade("der kleiner Finger", "kleiner Finger", .masculine, in: german).difference == "der kleine[-r] finger")
        #expect(grade("ein kleine Finger", "kleiner Finger", .masculine, in: german).difference == "ein kleine[+r] finger")
        #expect(grade("das kleines Mädchen", "kleines Mädchen", .neuter, in: german).verdict == .almost)
        #expect(grade("die kleiner Finger", "kleiner Finger", .masculine, in: german).difference == "[die→der] kleine[-r] finger")
        #expect(grade("der kleiner Finger", "kleiner Finger", .masculine, in: german, strict: true).verdict == .wrong)
        // A capital may open a noun (Liter Milch) as well as an adjective in a name: either reads right.
        #expect(grade("der Grüne Tee", "Grüner Tee", .masculine, in: german).verdict == .correct)
        #expect(grade("der Liter Milch", "Liter Milch", .masculine, in: german).verdict == .correct)
        // A determiner, a preposition or a feminine adjective keeps its ending.
        #expect(grade("das alles Gute", "alles Gute", .neuter, in: german).verdict == .correct)
        #expect(Article.germanAfterDefinite("unter Wasser", gender: .masculine, plural: false) == nil)
        #expect(Article.germanAfterDefinite("rote Bete", gender: .feminine, plural: false)?.text == "rote Bete")
        #expect(Article.withDefinite("alte Leute", gender: .masculine, plural: true, in: german) == "die alten Leute")
        #expect(Article.germanGender(ofPhrase: "kleiner Finger") == .masculine && Article.germanGender(ofPhrase: "kleines Mädchen") == .neuter)
        #expect(Article.germanGender(ofPhrase: "rote Bete") == nil && Article.germanGender(ofPhrase: "Grüner Tee") == nil)
        #expect(Article.germanGender(ofPhrase: "unter Wasser") == nil && Article.germanGender(ofPhrase: "sauber machen") == nil)
        #expect(Article.withDefinite("Grüne Bohnen", gender: .feminine, plural: true, in: german) == "Grüne Bohnen")
    }

    @Test func aWordOfUnknownGenderTakesAnyArticle() {
        #expect(grade("la subir", "subir", nil).verdict == .correct)
        #expect(grade("el perro", "perro", nil).verdict == .correct)
    }

    @Test func anAlternativeWithAnArticleIsRightWhateverTheCardsGender() {
        #expect(grade("el can", "perro", .masculine, expected: "perro / can").verdict == .correct)
        #expect(grade("la perro", "perro", .masculine, expected: "perro / can").verdict == .almost)
    }

    @Test func languagesWithoutArticlesHaveNoCheck() {
        #expect(ArticleCheck(word: "dog", gender: nil, plural: false, language: .english) == nil)
        #expect(ArticleCheck(word: "犬", gender: nil, plural: false, language: Language(trusted: "ja")) == nil)
    }

    @Test func questionsCarryTheLearnedNounsArticlesWithOrWithoutArticlesShown() {
        var card = Card(id: 1, listID: 1, native: "key", learned: "llave", created: Date(timeIntervalSince1970: 0))
        card.gender = .feminine
        card.partOfSpeech = .noun
        var settings = SessionSettings()
        settings.answer = .type
        settings.direction = .native
        var generator = SplitMix64(seed: 1)
        let question = QuestionMaker(settings: settings, cards: [card], learned: Self.spanish).question(for: card, using: &generator)
        #expect(question.articles?.right == ["la", "una"])
        let judge = AnswerJudge(settings: settings, maker: QuestionMaker(settings: settings, cards: [card], learned: Self.spanish))
        #expect(judge.judge("la llave", for: question)?.verdict == .correct)
        #expect(judge.judge("el llave", for: question)?.verdict == .almost)
    }
}
