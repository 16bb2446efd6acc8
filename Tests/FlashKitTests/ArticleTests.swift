import Testing
@testable import Model

/// Article: the definite article a noun is shown with (el perro, la vela, el agua, l'eau).
@Suite struct ArticleTests {
    /// A noun, its gender and language, and how it should be shown.
    struct Noun: Sendable, CustomTestStringConvertible {
        var language: String
        var word: String
        var gender: Gender?
        var shown: String

        init(_ language: String, _ word: String, _ gender: Gender?, _ shown: String) {
            (self.language, self.word, self.gender, self.shown) = (language, word, gender, shown)
        }

        var testDescription: String { "\(language) \(word) -> \(shown)" }
    }

    static let spanish = [
        Noun("es", "perro", .masculine, "el perro"), Noun("es", "vela", .feminine, "la vela"), Noun("es", "agua", .feminine, "el agua"),
        Noun("es", "Agua", .feminine, "el Agua"), Noun("es", "águila", .feminine, "el águila"), Noun("es", "hacha", .feminine, "el hacha"),
        Noun("es", "araña", .feminine, "la araña"), Noun("es", "casa", .feminine, "la casa"), Noun("es", "árbol", .masculine, "el árbol"),
    ]
    static let french = [
        Noun("fr", "chien", .masculine, "le chien"), Noun("fr", "maison", .feminine, "la maison"), Noun("fr", "eau", .feminine, "l'eau"),
        Noun("fr", "homme", .masculine, "l'homme"), Noun("fr", "arbre", .masculine, "l'arbre"), Noun("fr", "école", .feminine, "l'école"),
    ]
    static let german = [
        Noun("de", "Hund", .masculine, "der Hund"), Noun("de", "Katze", .feminine, "die Katze"), Noun("de", "Haus", .neuter, "das Haus"),
        Noun("de", "Auto", .neuter, "das Auto"),
    ]
    static let italian = [
        Noun("it", "cane", .masculine, "il cane"), Noun("it", "zio", .masculine, "lo zio"), Noun("it", "studente", .masculine, "lo studente"),
        Noun("it", "gnomo", .masculine, "lo gnomo"), Noun("it", "psicologo", .masculine, "lo psicologo"), Noun("it", "sale", .masculine, "il sale"),
        Noun("it", "amico", .masculine, "l'amico"), Noun("it", "casa", .feminine, "la casa"), Noun("it", "acqua", .feminine, "l'acqua"),
    ]
    static let portugueseAndCatalan = [
        Noun("pt", "livro", .masculine, "o livro"), Noun("pt", "casa", .feminine, "a casa"), Noun("pt", "água", .feminine, "a água"),
        Noun("ca", "gos", .masculine, "el gos"), Noun("ca", "casa", .feminine, "la casa"), Noun("ca", "home", .masculine, "l'home"),
    ]
    /// A noun phrase takes the article its first word takes.
    static let phrases = [
        Noun("es", "perro caliente", .masculine, "el perro caliente"), Noun("es", "agua de mar", .feminine, "el agua de mar"),
        Noun("es", "carne de vaca", .feminine, "la carne de vaca"), Noun("it", "farina d'avena", .feminine, "la farina d'avena"),
        Noun("it", "spazzolino da denti", .masculine, "lo spazzolino da denti"), Noun("fr", "eau de vie", .feminine, "l'eau de vie"),
        Noun("fr", "petit déjeuner", .masculine, "le petit déjeuner"), Noun("pt", "cachorro quente", .masculine, "o cachorro quente"),
        Noun("de", "Tasse Kaffee", .feminine, "die Tasse Kaffee"), Noun("de", "Rote Bete", .feminine, "die Rote Bete"),
        Noun("de", "Glas Wasser", .neuter, "das Glas Wasser"), Noun("de", "kleiner Finger", .masculine, "der kleine Finger"),
        Noun("de", "kleines Mädchen", .neuter, "das kleine Mädchen"), Noun("de", "rote Bete", .feminine, "die rote Bete"),
    ]
    static let unchanged = [
        Noun("de", "Grüner Tee", .masculine, "Grüner Tee"), Noun("de", "Weißes Haus", .neuter, "Weißes Haus"),
        Noun("de", "alles Gute", .neuter, "alles Gute"), Noun("fr", "la vie en rose", .feminine, "la vie en rose"),
        Noun("de", "kleiner Finger", .feminine, "kleiner Finger"), Noun("de", "unter Wasser", .neuter, "unter Wasser"),
        Noun("es", "perro", nil, "perro"), Noun("fr", "chien", nil, "chien"), Noun("es", "", .masculine, ""),
        Noun("en", "dog", .masculine, "dog"), Noun("ja", "inu", .masculine, "inu"), Noun("es", "niño", .neuter, "niño"),
        Noun("pt", "livro", .neuter, "livro"), Noun("it", "cane", .neuter, "cane"),
    ]

    @Test(arguments: spanish + german + italian + portugueseAndCatalan + phrases + unchanged)
    func aNounIsShownWithItsDefiniteArticle(_ noun: Noun) throws {
        #expect(Article.withDefinite(noun.word, gender: noun.gender, in: try Language(code: noun.language)) == noun.shown)
    }

    @Test(arguments: french)
    func aFrenchNounIsShownWithItsDefiniteArticle(_ noun: Noun) throws {
        #expect(Article.withDefinite(noun.word, gender: noun.gender, in: try Language(code: noun.language)) == noun.shown)
    }

    @Test func frenchHasNoNeuterArticle() throws {
        #expect(Article.definite(for: "chose", gender: .neuter, in: try Language(code: "fr")) == nil)
    }

    @Test func languagesWithoutGenderedArticlesGiveNone() throws {
        #expect(Article.definite(for: "dog", gender: .masculine, in: .english) == nil)
        #expect(Article.definite(for: "niño", gender: .neuter, in: try Language(code: "es")) == nil)
        #expect(Article.definite(for: "perro", gender: .masculine, in: try Language(code: "es")) == "el")
    }

    @Test(arguments: [("kalt", Gender.masculine, false, "kalter"), ("kalt", .feminine, false, "kalte"), ("kalt", .neuter, false, "kaltes"),
                      ("kalt", nil, true, "kalte"), ("dunkel", .feminine, false, "dunkle"), ("teuer", .masculine, false, "teurer"),
                      ("sauer", .feminine, false, "saure"), ("hoch", .neuter, false, "hohes"), ("müde", .masculine, false, "müder"),
                      ("bitter", .masculine, false, "bitterer")])
    func aGermanAdjectiveAloneTakesTheStrongEnding(adjective: String, gender: Gender?, plural: Bool, form: String) {
        #expect(Article.germanStrong(adjective, gender: gender, plural: plural) == form)
    }

    @Test func aGermanAdjectiveThatNeverDeclinesOrANounWithoutGenderGetsNoEnding() {
        #expect(Article.germanStrong("rosa", gender: .feminine, plural: false) == nil)
        #expect(Article.germanStrong("kalt", gender: nil, plural: false) == nil)
        #expect(Article.germanStrong("in Ordnung", gender: .feminine, plural: false) == nil)
        #expect(Article.germanStrong("Kalt", gender: .feminine, plural: false) == nil)
    }

    @Test(arguments: [("zio", true), ("gnomo", true), ("psicologo", true), ("studente", true), ("sport", true),
                      ("sale", false), ("cane", false), ("s", false), ("", false)])
    func italianMasculinesTakeLoBeforeZGnPsAndSConsonant(word: String, takesLo: Bool) {
        #expect(Article.takesItalianLo(word) == takesLo)
    }
}
