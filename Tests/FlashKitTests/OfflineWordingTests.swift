import Testing
@testable import Providers
import Model

/// How Ding's German entries become a card's word: no object placeholders, no preposition left
/// standing without its object, one spelling of a word written two ways.
@Suite struct OfflineWordingTests {
    @Test func aPrepositionGoesWithTheObjectItIntroduces() {
        #expect(OfflineLookup.cardWord("für etw. danken", asked: "thank") == "danken")
        #expect(OfflineLookup.cardWord("etw. mit jdm. teilen", asked: "share") == "teilen")
        #expect(OfflineLookup.cardWord("sich für etw. bedanken", asked: "thank") == "sich bedanken")
        #expect(OfflineLookup.cardWord("etw. kaufen", asked: "buy") == "kaufen")
        // A preposition with no placeholder after it is part of the word.
        #expect(OfflineLookup.cardWord("zu Fuß gehen", asked: "walk") == "zu Fuß gehen")
        #expect(OfflineLookup.cardWord("etw. für", asked: "for") == "für")
    }

    @Test func aWordWrittenTwoWaysKeepsItsFirstSpelling() {
        #expect(OfflineLookup.cardWord("Ski/Schi fahren", asked: "ski") == "Ski fahren")
        #expect(OfflineLookup.cardWord("er/sie", asked: "he") == "er")
        #expect(OfflineLookup.cardWord("24/7", asked: "always") == "24/7")
        #expect(OfflineLookup.cardWord("a/b/c", asked: "x") == "a/b/c")
        #expect(OfflineLookup.cardWord("/", asked: "slash") == "/")
    }

    @Test func wordsInParenthesesAreOptional() {
        #expect(OfflineLookup.cardWord("jdn. (vor Gericht) anklagen", asked: "accuse") == "anklagen")
        #expect(OfflineLookup.cardWord("etw. (zeitlich) verlängern", asked: "prolong") == "verlängern")
        #expect(OfflineLookup.cardWord("eine Abstimmung (über etw.) durchführen", asked: "vote") == "eine Abstimmung durchführen")
        #expect(OfflineLookup.cardWord("(sich) ärgern", asked: "be annoyed") == "ärgern")
        // A parenthesis inside a word, around the whole text or left open stays as written.
        #expect(OfflineLookup.cardWord("(los)schicken", asked: "send off") == "(los)schicken")
        #expect(OfflineLookup.cardWord("(Sand)", asked: "sand") == "(Sand)")
        #expect(OfflineLookup.cardWord("Abbau (von Sand", asked: "mining") == "Abbau (von Sand")
    }

    @Test func anExclamationIsNoWord() {
        #expect(OfflineLookup.cardWord("vergiss!", asked: "forget") == nil)
        #expect(OfflineLookup.cardWord("Vielen Dank!", asked: "many thanks") == "Vielen Dank")
        #expect(OfflineLookup.cardWord("etw.", asked: "something") == nil)
    }

    /// WikDict runs a sense number on after a word ("souffle 2."): a card shows the word.
    @Test func aSenseNumberIsNoPartOfTheWord() {
        #expect(CandidateList.withoutSenseNumber("souffle 2.") == "souffle")
        #expect(CandidateList.withoutSenseNumber("comer 12.") == "comer")
        #expect(CandidateList.withoutSenseNumber("etc.") == "etc.")
        #expect(CandidateList.withoutSenseNumber("2.") == "2.")
        #expect(CandidateList.withoutSenseNumber("Louis XIV.") == "Louis XIV.")
        #expect(CandidateList.withoutSenseNumber("bon .") == "bon .")
        var list = CandidateList()
        list.update("souffle 2.", partOfSpeech: .noun, gender: nil) { _ in }
        list.update("souffle", partOfSpeech: .noun, gender: nil) { _ in }
        #expect(list.items.map(\.text) == ["souffle"])
    }
}

/// MultiWordNet's French writes ordinals as figures; a card spells them.
@Suite struct FrenchOrdinalTests {
    @Test(arguments: [("7e", "septième"), ("7ème", "septième"), ("3e", "troisième"), ("1er", "premier"), ("1re", "première"),
                      ("2e", "deuxième"), ("4e", "quatrième"), ("5e", "cinquième"), ("9e", "neuvième"), ("11e", "onzième"),
                      ("17e", "dix-septième"), ("21e", "vingt et unième"), ("32e", "trente-deuxième"), ("71e", "soixante et onzième"),
                      ("77e", "soixante-dix-septième"), ("80e", "quatre-vingtième"), ("81e", "quatre-vingt-unième"),
                      ("91e", "quatre-vingt-onzième"), ("99e", "quatre-vingt-dix-neuvième"), ("100e", "centième")])
    func figuresAreSpelledAsFrenchWritesThem(figure: String, word: String) {
        #expect(FrenchOrdinal.spelled(figure) == word)
    }

    @Test(arguments: ["7", "e7", "1e", "101e", "0e", "7es", "sept", "", "1234e", "٣e"])
    func anythingElseIsLeftAsItIs(text: String) {
        #expect(FrenchOrdinal.spelled(text) == nil)
    }

    @Test func aWordInLettersHasNoneInFigures() {
        #expect(OfflineLookup.hasFigure("3e"))
        #expect(OfflineLookup.hasFigure("B52"))
        #expect(!OfflineLookup.hasFigure("troisième"))
        #expect(!OfflineLookup.hasFigure("三"))
    }
}

/// An English word's cognate among a dictionary's candidates is the translation a teacher most
/// often gives (sporadique, not temporaire, for sporadic).
@Suite struct CognateTests {
    @Test(arguments: [("sporadic", "sporadique"), ("supplemental", "supplémentaire"), ("defective", "défectueux"),
                      ("portal", "portail"), ("duplicate", "dupliquer"), ("hypothetical", "hipotetico"),
                      ("philosophy", "Philosophie"), ("theatre", "teatro"), ("rhythm", "ritmo"),
                      ("accommodate", "acomodar"), ("adhere", "s'adhérer"), ("prolong", "prolongar-se"), ("grotesque", "grotesk"),
                      ("homogeneous", "homogen"), ("convex", "konvex")])
    func theSameWordSpelledAnotherWayIsACognate(english: String, translation: String) {
        #expect(Cognate.isCognate(english, translation))
    }

    /// ASCII words are respelled on their bytes as Foundation respells them: overlapping
    /// respellings (phth, thh), capitals, doubled letters, and every WordNet noun installed.
    @Test func asciiIsSpelledAlikeOnItsBytesAsFoundationSpellsIt() throws {
        var words = ["Philosophy", "rhythm", "phthisis", "khaki", "kkh", "yy", "ththt", "psychology", "Kitchen", "accommodate", "a b", "", "x-ray's"]
        if let index = try? String(contentsOfFile: WordNetSenses.defaultDirectory + "/index.noun", encoding: .utf8) {
            words += index.split(separator: "\n").prefix(20_000).compactMap { $0.split(separator: " ").first.map(String.init) }
        }
        for word in words { #expect(Cognate.spelledAlike(word) == Cognate.spelledAlikeByFoundation(word), "\(word)") }
        #expect(Cognate.spelledAlike("Rhythm") == "ritm" && Cognate.spelledAlike("Kaffee") == "cafe")
    }

    @Test(arguments: [("hardware", "hardware"), ("zoo", "Zoo"), ("parry", "parer"), ("corporal", "caporal"),
                      ("ominous", "laid"), ("cafe", "cafétéria"), ("bank", "banc"), ("pin", "pince"), ("interviewer", "Interviewpartner"), ("cup of tea", "cup of teas")])
    func anotherWordOrTheSameUnchangedIsNot(english: String, translation: String) {
        #expect(!Cognate.isCognate(english, translation))
    }
}

/// English words of Latin and Greek make, spelled as French, Italian and Portuguese spell them.
@Suite struct CognateSpellingTests {
    @Test(arguments: [("pathologist", PartOfSpeech.noun, "fr", "pathologiste"), ("pathologist", .noun, "pt", "patologista"),
                      ("scenic", .adjective, "it", "scenico"), ("heraldic", .adjective, "pt", "heráldico"),
                      ("reconsideration", .noun, "pt", "reconsideração"), ("impregnable", .adjective, "pt", "impregnável"),
                      ("philosophy", .noun, "it", "filosofia"), ("dramatize", .verb, "fr", "dramatiser"),
                      ("humidity", .noun, "fr", "humidité"), ("effective", .adjective, "it", "effettivo")])
    func aWordIsSpelledAsTheLanguageSpellsItsCognates(english: String, part: PartOfSpeech, code: String, spelled: String) {
        #expect(CognateSpelling.spellings(of: english, as: part, in: Language(trusted: code)).contains(spelled))
    }

    @Test func aBareVerbShortWordOrPhraseHasNone() {
        #expect(CognateSpelling.spellings(of: "singe", as: .verb, in: Language(trusted: "fr")).isEmpty)
        #expect(CognateSpelling.spellings(of: "rebut", as: .verb, in: Language(trusted: "fr")).isEmpty)
        #expect(CognateSpelling.spellings(of: "cat", as: .noun, in: Language(trusted: "it")).isEmpty)
        #expect(CognateSpelling.spellings(of: "bus stop", as: .noun, in: Language(trusted: "pt")).isEmpty)
        #expect(CognateSpelling.spellings(of: "pathologist", as: .noun, in: Language(trusted: "de")).isEmpty)
    }
}

/// A unit's form spelled by French's endings, for the analyser to confirm.
@Suite struct SpelledFormsTests {
    let french = Language(trusted: "fr")

    @Test(arguments: [("sorcier", "sorcière"), ("comédien", "comédienne"), ("grand-père", "grand-mère"), ("beau-père", "belle-mère"),
                      ("vendeur", "vendeuse"), ("acteur", "actrice"), ("prince", "princesse"), ("artiste", "artiste"), ("ami", "amie")])
    func aFeminineNounIsSpelledByItsEnding(lemma: String, feminine: String) {
        #expect(SpelledForms.spellings(of: lemma, tags: ["n", "f", "sg"], in: french)?.contains(feminine) == true)
    }

    @Test(arguments: [("congeler", "congelé"), ("finir", "fini"), ("vendre", "vendu"), ("prendre", "pris"), ("ouvrir", "ouvert"),
                      ("écrire", "écrit"), ("peindre", "peint"), ("recevoir", "reçu"), ("venir", "venu"), ("naître", "né")])
    func aParticipleIsSpelledByItsVerbsEnding(verb: String, participle: String) {
        #expect(SpelledForms.spellings(of: verb, tags: ["vblex", "pp", "m", "sg"], in: french)?.contains(participle) == true)
    }

    @Test func otherTagsAndLanguagesHaveNone() {
        #expect(SpelledForms.spellings(of: "sorcier", tags: ["n", "f", "pl"], in: french) == nil)
        #expect(SpelledForms.spellings(of: "chico", tags: ["n", "f", "sg"], in: Language(trusted: "es")) == nil)
        #expect(SpelledForms.spellings(of: "rapide", tags: ["adj", "mf", "sg"], in: french) == ["rapide"])
    }
}
