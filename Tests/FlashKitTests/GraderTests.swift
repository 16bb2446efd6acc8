import Testing
@testable import Learn
@testable import Model

/// One row of the grading table: what was typed, the card's answer, the other cards' answers.
struct GradingCase: Sendable, CustomTestStringConvertible {
    let given: String
    let expected: String
    let others: [String]
    let strict: Bool
    let verdict: Verdict

    init(
        _ given: String, _ expected: String, _ verdict: Verdict,
        others: [String] = [], strict: Bool = false
    ) {
        (self.given, self.expected, self.verdict) = (given, expected, verdict)
        (self.others, self.strict) = (others, strict)
    }

    var testDescription: String {
        "\"\(given)\" for \"\(expected)\"\(strict ? " (strict)" : "") is \(verdict)"
    }
}

@Suite struct GraderTests {
    static let table: [GradingCase] = [
        // Case, whitespace, punctuation, Spanish marks.
        .init("Casa", "casa", .correct),
        .init("CASA", "casa", .correct),
        .init("  casa \t", "casa", .correct),
        .init("buenos   días", "buenos días", .correct),
        .init("casa.", "casa", .correct),
        .init("casa !", "casa", .correct),
        .init("gracias…", "gracias", .correct),
        .init("hola", "¡Hola!", .correct),
        .init("¿Qué tal?", "qué tal", .correct),
        .init("que tal", "¿Qué tal?", .almost),
        // Typographic hyphens and apostrophes are the keyboard's (FreeDict writes allez‐vous, d’anniversaire).
        .init("comment allez-vous", "comment allez\u{2010}vous ?", .correct),
        .init("c'est-à-dire", "c\u{2019}est\u{2011}à\u{2011}dire", .correct),
        .init("gâteau d'anniversaire", "gâteau d\u{2018}anniversaire", .correct),
        .init("l\u{2019}eau", "l'eau", .correct),
        // The ligatures as a keyboard without them types them (chef-d'œuvre, cœur, ex æquo).
        .init("chef-d'oeuvre", "chef-d\u{2019}œuvre", .correct),
        .init("COEUR", "cœur", .correct),
        .init("cœur", "coeur", .correct),
        .init("ex aequo", "ex æquo", .correct),
        .init("chef d'oeuvre", "chef-d'œuvre", .almost),
        .init("ceur", "cœur", .almost),
        // NFC and NFD spellings of the same text.
        .init("cafe\u{301}", "café", .correct),
        .init("café", "cafe\u{301}", .correct),
        // Accents only.
        .init("cása", "casa", .almost),
        .init("cafe", "café", .almost),
        .init("nino", "niño", .almost),
        .init("ano", "año", .almost),
        // One typo of each kind, and two.
        .init("casaa", "casa", .almost),
        .init("csa", "casa", .almost),
        .init("caza", "casa", .almost),
        .init("csaa", "casa", .almost),
        .init("pato", "gato", .almost),
        .init("bibloteka", "biblioteca", .almost),
        .init("kasaa", "casa", .wrong),
        .init("vantena", "ventana", .wrong),
        .init("sal", "sol", .almost),
        .init("sal", "sol", .wrong, others: ["sal"]),
        .init("cta", "cat", .almost),
        .init("en", "el", .wrong),
        .init("tú", "tu", .almost),
        .init("perro", "gato", .wrong),
        // Alternatives and optional parts.
        .init("home", "house / home", .correct),
        .init("house", "house/home", .correct),
        .init("hogar", "casa, hogar", .correct),
        .init("casa", "casa; hogar", .correct),
        .init("casa, hogar", "casa, hogar", .correct),
        .init("hogr", "casa, hogar", .almost),
        .init("run", "(to) run", .correct),
        .init("to run", "(to) run", .correct),
        .init("to runn", "(to) run", .almost),
        .init("cuidar", "cuidar (de)", .correct),
        .init("cuidar de", "cuidar (de)", .correct),
        .init("jog", "(to) run / (to) jog", .correct),
        .init("hello", "Hello, how are you?", .wrong),
        .init("hello, how are you", "Hello, how are you?", .correct),
        // Another card's answer is wrong, however close.
        .init("pero", "perro", .wrong, others: ["pero"]),
        .init("pero", "perro", .almost),
        .init("pato", "gato", .wrong, others: ["pato", "perro"]),
        .init("run", "walk", .wrong, others: ["(to) run"]),
        .init("perro", "perro", .correct, others: ["pero", "perro"]),
        // Strict mode.
        .init("cása", "casa", .wrong, strict: true),
        .init("csaa", "casa", .wrong, strict: true),
        .init("Casa.", "casa", .correct, strict: true),
        // Nothing typed.
        .init("", "casa", .wrong),
        .init("   ", "casa", .wrong),
        .init("?!", "casa", .wrong),
        // Cyrillic, Greek, Japanese, Arabic.
        .init("Собака", "собака", .correct),
        .init("сабака", "собака", .almost),
        .init("ёж", "еж", .correct), // Russian writes ё as е at will: no mistake either way
        .init("кот", "кит", .almost),
        .init("да", "до", .wrong),
        .init("ΘΆΛΑΣΣΑ", "θάλασσα", .correct),
        .init("θαλασσα", "θάλασσα", .almost),
        .init("ΔΡΌΜΟΣ", "δρόμος", .correct),
        .init("いぬ。", "いぬ", .correct),
        .init("いね", "いぬ", .wrong),
        .init("かき", "がき", .wrong),
        .init("ありがとお", "ありがとう", .almost),
        .init("كتاب", "كِتَاب", .almost),
        .init("كتاب؟", "كتاب", .correct),
        // German: umlauts are diacritics; ß is a letter of its own.
        .init("MÄDCHEN", "Mädchen", .correct),
        .init("Madchen", "Mädchen", .almost),
        .init("strase", "Straße", .almost),
        .init("strasse", "Straße", .wrong),
        // Phrases.
        .init("El  Perro.", "el perro", .correct),
        .init("buenos dias", "buenos días", .almost),
        .init("la perro", "el perro", .wrong),
    ]

    @Test(arguments: table)
    func gradesTypedAnswers(row: GradingCase) {
        let grader = Grader(strict: row.strict, otherAnswers: row.others)
        #expect(grader.grade(row.given, expected: row.expected).verdict == row.verdict)
    }

    @Test func theTableCoversAtLeastFortyFiveRows() {
        #expect(Self.table.count >= 45)
    }

    @Test(arguments: [
        ("caza", "casa", "ca[z→s]a"), ("cása", "casa", "c[á→a]sa"), ("csa", "casa", "c[+a]sa"),
        ("casaa", "casa", "cas[-a]a"), ("csaa", "casa", "c[sa→as]a"),
        ("strase", "Straße", "stra[s→ß]e"),
    ])
    func almostAnswersShowTheDifference(given: String, expected: String, difference: String) {
        #expect(Grader().grade(given, expected: expected).difference == difference)
    }

    @Test func aCorrectAnswerReportsTheFormItMatched() {
        let grade = Grader().grade("Run", expected: "(to) run / (to) jog")
        #expect(grade == Grade(verdict: .correct, matched: "run"))
    }

    @Test func anotherCardsAnswerIsNamed() {
        let grade = Grader(otherAnswers: ["gato", "pero"]).grade("pero", expected: "perro")
        #expect(grade == Grade(verdict: .wrong, confusedWith: "pero"))
    }

    @Test func anotherCardsAnswerTypedWithAnArticleIsNamed() {
        let articles = ArticleCheck(word: "puerta", gender: .feminine, plural: false, language: Language(trusted: "es"))
        let grade = Grader(otherAnswers: ["llave", "perro"]).grade("la llave", expected: "puerta", articles: articles)
        #expect(grade == Grade(verdict: .wrong, confusedWith: "llave"))
        let wrongArticle = Grader(otherAnswers: ["llave"]).grade("el llave", expected: "puerta", articles: articles)
        #expect(wrongArticle == Grade(verdict: .wrong, confusedWith: "llave"))
    }

    @Test func strictModeStillReportsThatTheAnswerWasAlmostRight() {
        let grade = Grader(strict: true).grade("cása", expected: "casa")
        #expect(grade.verdict == .wrong)
        #expect(grade.wasAlmost)
        #expect(grade.matched == "casa")
        #expect(grade.difference == "c[á→a]sa")
    }

    @Test func aWrongAnswerCarriesNoDetails() {
        #expect(Grader().grade("perro", expected: "gato") == Grade(verdict: .wrong))
    }

    @Test func normalizeIgnoresCaseSpacingAndPunctuation() {
        #expect(Grader.normalize("  ¿Qué   TAL? ") == "qué tal")
        #expect(Grader.normalize("Cafe\u{301}!") == "café")
        #expect(Grader.normalize("ΟΔΟΣ") == Grader.normalize("οδοσ"))
    }

    @Test func optionalPartsExpandToEveryChoice() {
        #expect(AcceptedForms.expand("cuidar (de)") == ["cuidar de", "cuidar"])
        #expect(AcceptedForms.expand("(to) run / (to) jog").prefix(4) == ["to run", "run", "to jog", "jog"])
        #expect(AcceptedForms.expand("run (fast") == ["run (fast"])
    }
}
