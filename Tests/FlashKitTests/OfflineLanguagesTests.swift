import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Providers
import Support
import FlashTestSupport

/// The cards the issue saw wrong in French, German and Italian, on the installed data: the
/// Apertium chains through Catalan and Spanish, Ding checked through Spanish and French.
@Suite(.enabled(if: InstalledLanguageData.shouldRun, "Apertium, FreeDict or WordNet not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct OfflineLanguagesTests {
    let translator = OfflineTranslator(environment: ProcessInfo.processInfo.environment, pronounce: InstalledLanguageData.espeak)

    func translate(_ words: [String], to code: String) async throws -> [String: Translation] {
        try InstalledLanguageData.require()
        let found = try await translator.translate(words, from: .english, to: Language(trusted: code))
        return Dictionary(uniqueKeysWithValues: zip(words, found).compactMap { word, translation in translation.map { (word, $0) } })
    }

    @Test func frenchTablesAreTablesAndACupOfCoffeeIsPutTogether() async throws {
        let found = try await translate(["table", "cup of coffee", "to swim"], to: "fr")
        #expect(found["table"]?.text == "table" && found["table"]?.gender == .feminine)
        #expect(found["cup of coffee"]?.text == "tasse de café")
        #expect(found["cup of coffee"]?.confidence == .composed)
        #expect(found["to swim"]?.text == "nager")
    }

    /// English's dictionary holds "red wine" whole, and no chain into Italian or Portuguese
    /// translates it: it is put together from its words. Two nouns make a compound, head last;
    /// "run fast" is no compound.
    @Test func phrasesNoChainKnowsArePutTogetherFromTheirWords() async throws {
        let italian = try await translate(["red wine", "white wine", "run fast", "young woman"], to: "it")
        #expect(italian["red wine"]?.text == "vino rosso" && italian["white wine"]?.text == "vino bianco")
        #expect(italian["young woman"]?.text == "giovane donna", "giovane goes before its noun")
        #expect(italian["red wine"]?.confidence == .composed)
        #expect(italian["run fast"] == nil, "\(String(describing: italian["run fast"]))")
        let portuguese = try await translate(["fish soup", "chicken soup"], to: "pt")
        #expect(portuguese["fish soup"]?.text == "sopa de peixe" && portuguese["chicken soup"]?.text == "sopa de frango")
        #expect(portuguese["fish soup"]?.gender == .feminine && portuguese["fish soup"]?.confidence == .composed)
    }

    /// "A bare word is read as the list reads the rest": among dictionary forms "saw" is the tool
    /// and "left" the side; among past tenses "saw" is the past of "see".
    @Test func aBareWordIsReadAsTheListReadsTheRest() async throws {
        let tools = try await translate(["hammer", "saw", "screwdriver", "rose", "left", "ladder"], to: "es")
        #expect(tools["saw"]?.text == "sierra" && tools["saw"]?.partOfSpeech == .noun, "\(tools["saw"]?.text ?? "nothing")")
        #expect(tools["rose"]?.text == "rosa")
        #expect(tools["left"]?.text == "izquierdo", "\(tools["left"]?.text ?? "nothing")")
        let pasts = try await translate(["went", "ate", "saw", "bought", "ran"], to: "es")
        #expect(pasts["saw"]?.text == "ver", "\(pasts["saw"]?.text ?? "nothing")")
    }

    /// WordNet has "tidy" as an adjective, a noun and a verb and has seen none of them in its
    /// corpus; Apertium knows the adjective only, and that is the word in a list that marks
    /// its verbs (not FreeDict's untagged ranger, a verb, filed under the noun).
    @Test func anUncountedBareWordIsItsEverydayUse() async throws {
        let found = try await translate(["to run", "tidy", "table"], to: "fr")
        #expect(found["tidy"]?.partOfSpeech == .adjective && found["tidy"]?.text == "rangé", "\(String(describing: found["tidy"]))")
        // No Apertium pair goes into German: the use WordNet gives more senses (three, to one).
        let german = try await translate(["to run", "tidy", "table"], to: "de")
        #expect(german["tidy"]?.partOfSpeech == .adjective, "\(String(describing: german["tidy"]))")
    }

    /// Portuguese "to hiccup" is soluçar (FreeDict tags its noun soluço a verb too), and a
    /// French verb found through German goes through a German verb, not a noun (Gemurmel: murmure).
    @Test func toXIsAVerbInEveryLanguage() async throws {
        let portuguese = try await translate(["to hiccup", "to whistle"], to: "pt")
        #expect(portuguese["to hiccup"]?.text == "soluçar", "\(portuguese["to hiccup"]?.text ?? "nothing")")
        let french = try await translate(["to mumble", "to whistle"], to: "fr")
        #expect(french["to mumble"]?.text != "murmure")
        for (code, found) in [("pt", portuguese), ("fr", french)] {
            for translation in found.values {
                #expect(WordShape.canBeInfinitive(translation.text, in: Language(trusted: code)) == true, "\(translation.text)")
            }
        }
    }

    /// Ding's first entry for torch is American slang for an arsonist ("[Am.] [coll.]
    /// Brandstifter"), and for crib a pad ("[coll.] Bude"): a colloquial word comes after the
    /// everyday ones, and only a word's own label counts (toe: "Zehe, Zeh [ugs.]").
    @Test func aColloquialWordGivesWayToTheEverydayOne() async throws {
        let found = try await translate(["torch", "crib", "toe", "sticky"], to: "de")
        #expect(["Taschenlampe", "Fackel", "Stablampe"].contains(found["torch"]?.text ?? ""), "\(found["torch"]?.text ?? "nothing")")
        #expect(["Kinderbett", "Krippe", "Gitterbett"].contains(found["crib"]?.text ?? ""), "\(found["crib"]?.text ?? "nothing")")
        #expect(["Zeh", "Zehe"].contains(found["toe"]?.text ?? ""), "\(found["toe"]?.text ?? "nothing")")
        #expect(found["sticky"]?.text == "klebrig")
    }

    /// Ding's verb "mash" has a line of vulgar words with one label at its end ("jdn. ficken,
    /// vögeln, … pudern <v, trans> [Ös.] [vulg.]"): none of them is a card's word or candidate
    /// answer, however well the reverse dictionary confirms it.
    @Test func aVulgarSenseGivesNoCardWord() async throws {
        let found = try await translate(["to mash", "to run"], to: "de")
        let mash = try #require(found["to mash"])
        #expect(["zerdrücken", "zerstampfen", "stampfen", "pürieren", "quetschen", "zerquetschen", "maischen"].contains(mash.text), "\(mash.text)")
        #expect(!mash.alternatives.contains { ["ficken", "vögeln", "bumsen", "poppen", "rammeln", "pimpern"].contains($0) })
    }

    /// MultiWordNet's French gives "7e" for seventh and "3e" for third: the card spells them,
    /// and no other card of the list has a figure ("1000e", beyond what is spelled, is refused).
    @Test func frenchOrdinalsAreSpelled() async throws {
        let found = try await translate(["seventh", "third", "fifth", "eighty", "first", "thousandth"], to: "fr")
        #expect(found["seventh"]?.text == "septième")
        #expect(found["third"]?.text == "troisième")
        #expect(found["fifth"]?.text == "cinquième")
        #expect(found.values.allSatisfy { !OfflineLookup.hasFigure($0.text) }, "\(found.mapValues(\.text))")
    }

    /// Where the sources have not agreed on a first choice, the English word's cognate wins:
    /// through German, sporadic gives temporaire before sporadique, and MultiWordNet's senses give
    /// padrona for proprietor. Not over an agreed choice (Zustand for state, not Status), nor into
    /// Spanish, whose own pair's choice beats a false friend (valiente, not bravo, for brave).
    @Test func theCognateIsTheCardsWordWhereTheSourcesDisagree() async throws {
        let french = try await translate(["sporadic", "table"], to: "fr")
        #expect(french["sporadic"]?.text == "sporadique", "\(french["sporadic"]?.text ?? "nothing")")
        let italian = try await translate(["proprietor", "table"], to: "it")
        #expect(italian["proprietor"]?.text == "proprietario", "\(italian["proprietor"]?.text ?? "nothing")")
        let german = try await translate(["state", "audience", "table"], to: "de")
        #expect(german["state"]?.text == "Zustand", "\(german["state"]?.text ?? "nothing")")
        #expect(german["audience"]?.text == "Publikum", "\(german["audience"]?.text ?? "nothing")")
        let spanish = try await translate(["brave", "quiet", "table"], to: "es")
        #expect(spanish["brave"]?.text == "valiente", "\(spanish["brave"]?.text ?? "nothing")")
        #expect(spanish["quiet"]?.text == "tranquilo", "\(spanish["quiet"]?.text ?? "nothing")")
    }

    /// Apertium files Italian's cameriera under cameriere with a feminine tag, and cameriere is
    /// also cameriera's plural: the waitress is still una cameriera, not a feminine plural read as a word.
    @Test func aFeminineFiledUnderItsMasculineIsGeneratedThroughAChain() async throws {
        let found = try await translate(["waitress", "table"], to: "it")
        #expect(found["waitress"]?.text == "cameriera", "\(found["waitress"]?.text ?? "nothing")")
        #expect(found["waitress"]?.gender == .feminine)
    }

    /// No Italian or Portuguese source has hacker, and both languages write the English word:
    /// the card takes it, marked to check. A noun their text does not use stays empty.
    @Test func aNounNoSourceHasIsTheLoanwordTheLanguageUses() async throws {
        for code in ["it", "pt"] {
            let found = try await translate(["hacker", "tabletop", "table"], to: code)
            #expect(found["hacker"]?.text == "hacker", "\(code): \(found["hacker"]?.text ?? "nothing")")
            #expect(found["hacker"]?.confidence == .loanword)
            #expect(found["hacker"]?.confidence?.isLow == true)
            #expect(found["tabletop"] == nil, "\(code): \(found["tabletop"]?.text ?? "nothing")")
        }
        // wordfreq's Portuguese counts the surname Butler; WordNet has it as a name (Samuel Butler).
        let portuguese = try await translate(["butler", "hacker"], to: "pt")
        #expect(portuguese["butler"]?.text != "butler", "\(portuguese["butler"]?.text ?? "nothing")")
    }

    /// Ding describes a shopper as "Kauflustiger, jemand, der Einkäufe macht": through German,
    /// "jemand" is no translation of it, so the card is not "someone" (alguém, chiunque, quelqu'un).
    @Test func aPronounInDingsDescriptionIsNoNounsTranslation() async throws {
        for (code, pronoun) in [("pt", "alguém"), ("it", "chiunque"), ("fr", "quelqu’un")] {
            let found = try await translate(["shopper", "table"], to: code)
            #expect(found["shopper"]?.text != pronoun, "\(code): \(found["shopper"]?.text ?? "nothing")")
            #expect(found["shopper"]?.candidates.contains { $0.text == pronoun } != true)
        }
    }

    /// No source of French or Portuguese has pathologist or heraldic, and their own Apertium
    /// dictionaries have the words spelled their way: the cards say so, to check. A bare verb is
    /// not spelled (singer is to ape, not to singe), nor is a French verb form a loanword
    /// (communique is "communicates", not communiqué).
    @Test func aWordNoSourceHasIsItsCognateWhereTheLanguagesDictionaryHasIt() async throws {
        let french = try await translate(["pathologist", "to singe", "communique", "table"], to: "fr")
        #expect(french["pathologist"]?.text == "pathologiste", "\(french["pathologist"]?.text ?? "nothing")")
        #expect(french["pathologist"]?.confidence == .cognate)
        #expect(french["to singe"]?.text != "singer")
        #expect(french["communique"]?.text != "communique")
        let portuguese = try await translate(["pathologist", "heraldic", "table"], to: "pt")
        #expect(portuguese["pathologist"]?.text == "patologista", "\(portuguese["pathologist"]?.text ?? "nothing")")
        #expect(portuguese["heraldic"]?.text == "heráldico", "\(portuguese["heraldic"]?.text ?? "nothing")")
    }

    /// Ding lists "abgelegt" (cast off) under shed with no part of speech: written in lower
    /// case, it is no noun, and the shed is a Schuppen.
    @Test func aGermanWordInLowerCaseIsNoNounsTranslation() async throws {
        let found = try await translate(["to run", "shed", "ladder", "nothing"], to: "de")
        #expect(found["shed"]?.partOfSpeech == .noun)
        #expect(found["shed"]?.text.first?.isUppercase == true, "\(found["shed"]?.text ?? "nothing")")
        // WordNet's noun "nothing" is a German pronoun: nichts, not das Nichts.
        #expect(found["nothing"]?.text == "nichts", "\(found["nothing"]?.text ?? "nothing")")
    }

    /// No French dictionary knows "windy": through German, Ding's first entry is windig
    /// (venteux), its second the long-winded sense (wortreich: interminable, a commoner word).
    @Test func throughGermanTheFirstEntryLeads() async throws {
        let found = try await translate(["windy", "table"], to: "fr")
        #expect(found["windy"]?.text == "venteux", "\(found["windy"]?.text ?? "nothing")")
    }

    /// MultiWordNet's coyote synset starts with the Latin name, and its cashmere with the
    /// region: a capitalised name is no Italian word for a word written in lower case.
    @Test func aNameIsNoCommonWord() async throws {
        let found = try await translate(["coyote", "cashmere", "table"], to: "it")
        for word in ["coyote", "cashmere"] {
            #expect(found[word]?.text.first?.isUppercase != true, "\(word): \(found[word]?.text ?? "nothing")")
        }
        // French writes peoples with a capital.
        let french = try await translate(["jew", "table"], to: "fr")
        #expect(french["jew"]?.text == "Juif", "\(french["jew"]?.text ?? "nothing")")
    }

    /// No Portuguese source knows tendon or gust, nor Apertium's English–Spanish: Ding's German
    /// words (Sehne, Windstoß) have Spanish ones (tendón, ráfaga), and Portuguese–Spanish read
    /// backwards has the Portuguese words for those. Marked to check; a phrase is not looked up so.
    @Test func aWordNoSourceKnowsIsFoundThroughGermanAndSpanish() async throws {
        let found = try await translate(["tendon", "gust", "big house"], to: "pt")
        #expect(found["tendon"]?.text == "tendão", "\(found["tendon"]?.text ?? "nothing")")
        #expect(found["gust"]?.text == "rajada", "\(found["gust"]?.text ?? "nothing")")
        #expect(found["tendon"]?.confidence == .indirect)
        #expect(found["big house"]?.text != "prisão")
    }

    @Test func germanVerbsStayVerbsAndAdjectivesAdjectives() async throws {
        let found = try await translate(["to swim", "to forget", "blue", "flower", "table", "to eat"], to: "de")
        #expect(found["to swim"]?.text == "schwimmen" && found["to swim"]?.partOfSpeech == .verb)
        #expect(found["to forget"]?.text == "vergessen")
        #expect(found["blue"]?.text == "blau" && found["blue"]?.partOfSpeech == .adjective)
        #expect(found["flower"]?.text == "Blume" && found["flower"]?.gender == .feminine)
        #expect(found["table"]?.text == "Tisch")
        #expect(found["to eat"]?.text == "essen")
    }

    @Test func germanAlternativesAreOnlyOnesATeacherAccepts() async throws {
        let found = try await translate(["dog", "doctor", "fast", "cup of coffee"], to: "de")
        let wrong: [String: Set<String>] = ["dog": ["Bock", "Bandhaken"], "doctor": ["Betreuer", "Kirchenlehrer"], "fast": ["farbecht", "fest"]]
        for (word, senses) in wrong {
            let translation = try #require(found[word], "\(word) untranslated")
            #expect(senses.isDisjoint(with: translation.alternatives), "\(word): \(translation.alternatives)")
        }
        #expect(found["dog"]?.text == "Hund" && found["fast"]?.text == "schnell")
        #expect(found["cup of coffee"]?.text.hasSuffix(" Kaffee") == true && found["cup of coffee"]?.confidence == .composed)
    }

    /// Ding's reverse is Ding: a German word only Ding gives and translates back (neidisch for
    /// jealous, Organisator for analyst) stays a candidate to pick, not an accepted answer; one a
    /// check through Spanish or French confirms (Weiher), or the chosen word's other form
    /// (Lehrerin, erster), is accepted.
    @Test func germanAlternativesNeedMoreThanDingBothWays() async throws {
        let found = try await translate(["jealous", "analyst", "pond", "teacher", "first"], to: "de")
        for (word, unconfirmed) in [("jealous", "neidisch"), ("analyst", "Organisator")] {
            let translation = try #require(found[word], "\(word) untranslated")
            #expect(!translation.alternatives.contains(unconfirmed), "\(word): \(translation.alternatives)")
            #expect(translation.candidates.contains { $0.text == unconfirmed && $0.role == nil }, "\(word): \(translation.candidates.map(\.text))")
        }
        for (word, accepted) in [("pond", "Weiher"), ("teacher", "Lehrerin"), ("first", "erster")] {
            #expect(found[word]?.alternatives.contains(accepted) == true, "\(word): \(found[word]?.alternatives ?? [])")
        }
    }

    /// FreeDict's pairs with English are one work each way (Ding, Ergane): a card's word FreeDict
    /// alone gives and translates back (Wasser, which no check through Spanish or French passes;
    /// éternuer, which no Apertium chain gives) is one dictionary's, not "dictionaries agree";
    /// Hund, which the checks and CLDR confirm, is agreed.
    @Test func aWordOnlyFreeDictGivesBothWaysIsOneDictionarys() async throws {
        let german = try await translate(["water", "dog"], to: "de")
        #expect(german["water"]?.text == "Wasser" && german["water"]?.confidence == .single, "\(String(describing: german["water"]))")
        #expect(german["dog"]?.text == "Hund" && german["dog"]?.confidence == .agreed, "\(String(describing: german["dog"]))")
        let french = try await translate(["to sneeze"], to: "fr")
        #expect(french["to sneeze"]?.text == "éternuer" && french["to sneeze"]?.confidence == .single, "\(String(describing: french["to sneeze"]))")
    }

    /// Ding gives "kleiner Finger" no gender; its adjective's ending does, so the card shows and
    /// grades its article: der kleine Finger.
    @Test func aGermanPhraseTakesTheGenderItsAdjectiveShows() async throws {
        let german = try await translate(["little finger", "green tea"], to: "de")
        #expect(german["little finger"]?.text == "kleiner Finger" && german["little finger"]?.gender == .masculine, "\(String(describing: german["little finger"]))")
        #expect(german["green tea"]?.text == "grüner Tee" && german["green tea"]?.gender == .masculine, "\(String(describing: german["green tea"]))")
    }

    /// Ding writes words one may leave out in parentheses ("jdn. (vor Gericht) anklagen"): the
    /// card takes the word without them, after the words a sense gives whole (umarmen before
    /// drücken, from "jdn. (an sich) drücken").
    @Test func aGermanVerbWithOptionalWordsIsFound() async throws {
        let german = try await translate(["to accuse", "to prolong", "to hug"], to: "de")
        #expect(german["to accuse"]?.text == "anklagen", "\(String(describing: german["to accuse"]))")
        #expect(german["to prolong"]?.text == "verlängern", "\(String(describing: german["to prolong"]))")
        #expect(german["to hug"]?.text == "umarmen", "\(String(describing: german["to hug"]))")
    }

    /// An adjective and a noun Ding has no phrase for are put together from each word's card,
    /// the adjective in the ending the noun's gender wants; an English plural is left alone.
    @Test func aGermanPhraseNoDictionaryHoldsIsPutTogether() async throws {
        let german = try await translate(["cold milk", "fresh bread", "expensive wine", "colder milk"], to: "de")
        #expect(german["cold milk"]?.text == "kalte Milch" && german["cold milk"]?.gender == .feminine
                && german["cold milk"]?.confidence == .composed, "\(String(describing: german["cold milk"]))")
        #expect(german["fresh bread"]?.text == "frisches Brot" && german["fresh bread"]?.gender == .neuter, "\(String(describing: german["fresh bread"]))")
        #expect(german["expensive wine"]?.text == "teurer Wein", "\(String(describing: german["expensive wine"]))")
        #expect(german["colder milk"] == nil, "\(String(describing: german["colder milk"]))")
    }

    /// An adjective and a noun no chain translates both of take the word of each one's own card
    /// (fresh into French, rainy into Portuguese), and a rare adjective wordfreq does not list
    /// (piovoso) does not sink the only card offered.
    @Test func aRomancePhraseTakesTheWordsOfItsWordsCards() async throws {
        let french = try await translate(["fresh bread"], to: "fr")
        #expect(french["fresh bread"]?.text == "pain frais" && french["fresh bread"]?.confidence == .composed, "\(String(describing: french["fresh bread"]))")
        let portuguese = try await translate(["rainy day"], to: "pt")
        #expect(portuguese["rainy day"]?.text == "dia chuvoso", "\(String(describing: portuguese["rainy day"]))")
        let italian = try await translate(["rainy day"], to: "it")
        #expect(italian["rainy day"]?.text == "giorno piovoso" && italian["rainy day"]?.gender == .masculine, "\(String(describing: italian["rainy day"]))")
    }

    /// Apertium's chains through Catalan and Spanish are one project's: their word alone is not
    /// two works agreeing (bow → lien, the knot, is the chains' only answer).
    @Test func theTwoChainsAloneAreOneProjects() async throws {
        let french = try await translate(["bow", "producer", "bread"], to: "fr")
        #expect(french["bow"]?.origin == "apertium (two chains)" && french["bow"]?.confidence != .agreed, "\(String(describing: french["bow"]))")
        #expect(french["producer"]?.text == "producteur" && french["producer"]?.confidence != .agreed, "\(String(describing: french["producer"]))")
        #expect(french["bread"]?.text == "pain" && french["bread"]?.confidence == .agreed, "\(String(describing: french["bread"]))")
    }

    @Test func italianHatsAndCupsAreTranslated() async throws {
        let found = try await translate(["hat", "cup of coffee", "to climb"], to: "it")
        #expect(found["hat"]?.text == "cappello" && found["hat"]?.gender == .masculine)
        #expect(found["cup of coffee"]?.text.hasSuffix("di caffè") == true, "\(found["cup of coffee"]?.text ?? "nothing")")
    }

    @Test func portugueseAndTheWayBackGoThroughTheChains() async throws {
        let found = try await translate(["towel", "to forget"], to: "pt")
        #expect(found["towel"]?.text == "toalha" && found["to forget"]?.text == "esquecer")
        let back = try await translator.translate(["chien", "manger", "Hund", "essen", "cane", "mangiare"], from: Language(trusted: "fr"), to: .english)
        #expect(back.prefix(2).map { $0?.text } == ["dog", "to eat"])
        let german = try await translator.translate(["Hund", "essen"], from: Language(trusted: "de"), to: .english)
        #expect(german.map { $0?.text } == ["dog", "to eat"])
        let italian = try await translator.translate(["cane", "mangiare"], from: Language(trusted: "it"), to: .english)
        #expect(italian.map { $0?.text } == ["dog", "to eat"])
    }

    /// French, Italian and Portuguese candidates are checked through Spanish, which English
    /// reaches best: the word goes there with Apertium, each candidate with WikDict's dictionary
    /// into Spanish, and the one whose Spanish holds the word's wins (kite → cometa, and
    /// aquilone → cometa but stella → estrella).
    @Test func candidatesAreCheckedThroughSpanish() async throws {
        try InstalledLanguageData.require()
        let checks = try PivotCheck.find(from: .english, to: Language(trusted: "it"), paths: OfflineTranslator.Paths(),
                                         ltProc: ExternalCommand.find("lt-proc", environment: ProcessInfo.processInfo.environment))
        #expect(checks.map(\.pivot.code) == ["es"])
        let italian = try await translate(["kite"], to: "it"), french = try await translate(["chalk", "to brush"], to: "fr")
        let portuguese = try await translate(["to yawn"], to: "pt")
        #expect(italian["kite"]?.text == "aquilone" && italian["kite"]?.origin?.contains("pivot check") == true)
        #expect(french["chalk"]?.text == "craie" && french["to brush"]?.text == "brosser")
        #expect(portuguese["to yawn"]?.text == "bocejar")
    }

    /// The chains through Spanish and Catalan give a Spanish word's other sense (dedo: doigt for
    /// toe; portão's rival porta through puerta), and the check through Spanish passes it. The
    /// candidate the reverse dictionary gives back and a check confirms wins; a chain's word
    /// stays when no rival is confirmed so (poule for hen: FreeDict's poule says "chicken").
    @Test func aChainsWordOfAnotherSenseGivesWayToOneThatTranslatesBack() async throws {
        let french = try await translate(["toe", "fence", "hen"], to: "fr")
        let portuguese = try await translate(["gate", "to brush", "hen"], to: "pt")
        #expect(french["toe"]?.text == "orteil" && french["fence"]?.text == "barrière" && french["hen"]?.text == "poule")
        #expect(portuguese["gate"]?.text == "portão" && portuguese["to brush"]?.text == "escovar")
        #expect(portuguese["hen"]?.text == "galinha")
    }

    /// MultiWordNet's most used sense of the word votes: fountain is fontana, not the chains'
    /// fonte (Spanish fuente is also a spring), curly riccio where no other source knows it. A
    /// phrase is not asked: its synset holds its head word (red wine: rosso).
    @Test func multiWordNetsMainSenseVotes() async throws {
        let italian = try await translate(["fountain", "curly", "to dive", "red wine", "to crawl"], to: "it")
        #expect(italian["to crawl"]?.text == "strisciare", "its only candidate is a noun: the first synset with words fills it, rare as its word is")
        #expect(italian["fountain"]?.text == "fontana" && italian["fountain"]?.origin?.contains("multiwordnet") == true)
        #expect(["riccio", "ricciuto"].contains(italian["curly"]?.text ?? ""), "\(String(describing: italian["curly"]))")
        #expect(italian["curly"]?.confidence == .sensesOnly && italian["fountain"]?.confidence == .agreed, "a word only MultiWordNet gave is to check")
        #expect(["tuffarsi", "immergersi"].contains(italian["to dive"]?.text ?? ""), "\(String(describing: italian["to dive"]))")
        #expect(italian["red wine"]?.text == "vino rosso")
        let portuguese = try await translate(["cage", "clumsy"], to: "pt"), french = try await translate(["damp", "hollow"], to: "fr")
        #expect(["gaiola", "jaula"].contains(portuguese["cage"]?.text ?? "") && portuguese["clumsy"]?.text == "desajeitado")
        #expect(french["damp"]?.text == "humide" && french["hollow"]?.text == "creux")
    }

    /// The synset that fills a word no dictionary has lists its words alphabetically: the card
    /// takes a single word before a phrase and the most used first (rodar or girar for "to rotate",
    /// not andar à volta; rapinatore or ladro for robber, not brigante).
    @Test func aFillingSynsetsMostUsedSingleWordIsTheCards() async throws {
        let portuguese = try await translate(["to rotate"], to: "pt"), italian = try await translate(["robber"], to: "it")
        #expect(["rodar", "girar"].contains(portuguese["to rotate"]?.text ?? ""), "\(String(describing: portuguese["to rotate"]?.text))")
        #expect(["rapinatore", "ladro", "bandito"].contains(italian["robber"]?.text ?? ""), "\(String(describing: italian["robber"]?.text))")
    }

    /// A word only Apertium's chains gave that MultiWordNet's Italian sets on other synsets only
    /// is the pivot word's other sense (addobbo, a decoration, for fertilizer; assessore, a
    /// councillor, for consultant): the word's first synset fills the card, marked to check, and
    /// the chains' word stays a candidate to pick. A chains' word the synsets hold is kept (knife).
    @Test func aChainsWordOfOtherSynsetsGivesWayToTheWordsOwn() async throws {
        let italian = try await translate(["fertilizer", "consultant", "knife"], to: "it")
        #expect(["concime", "fertilizzante"].contains(italian["fertilizer"]?.text ?? ""), "\(String(describing: italian["fertilizer"]?.text))")
        #expect(italian["fertilizer"]?.confidence == .sensesOnly)
        #expect(italian["fertilizer"]?.candidates.contains { $0.text == "addobbo" && $0.role == nil } == true)
        #expect(italian["consultant"]?.text == "consulente")
        #expect(italian["knife"]?.text == "coltello")
    }

    /// MultiWordNet's Italian synsets write farina_davena where its index writes farina_d''avena:
    /// the card has the index's spelling, never the squashed one.
    @Test func anItalianPhraseKeepsItsElision() async throws {
        let italian = try await translate(["oatmeal", "knife"], to: "it")
        #expect(italian["oatmeal"]?.text == "farina d'avena", "\(String(describing: italian["oatmeal"]?.text))")
        #expect(italian["oatmeal"]?.candidates.contains { $0.text == "farina davena" } == false)
    }

    /// Apertium files a French pronominal verb under its bare lemma, FreeDict under its citation
    /// form: one verb, with both sources behind it (s'agenouiller, se plaindre, not renier for "to
    /// complain"). Where FreeDict gives both forms they are two uses and stay apart (arrêter).
    @Test func aFrenchVerbApertiumGivesBareIsTheDictionarysReflexive() async throws {
        let french = try await translate(["to kneel", "to complain", "to stop"], to: "fr")
        #expect(french["to kneel"]?.text == "s'agenouiller" && french["to kneel"]?.confidence == .agreed)
        #expect(french["to kneel"]?.candidates.contains { $0.text == "agenouiller" } == false)
        #expect(french["to complain"]?.text == "se plaindre")
        #expect(french["to stop"]?.text == "arrêter" && french["to stop"]?.candidates.contains { $0.text == "s'arrêter" } == true)
        #expect(ReflexiveVerb.forms(of: "plaindre", in: Language(trusted: "fr")) == ["se plaindre"])
        #expect(ReflexiveVerb.forms(of: "habiller", in: Language(trusted: "fr")) == ["s'habiller", "s’habiller"])
        #expect(ReflexiveVerb.forms(of: "se taire", in: Language(trusted: "fr")).isEmpty && ReflexiveVerb.forms(of: "comer", in: Language(trusted: "es")).isEmpty)
    }

    /// Into German, Ding giving a word and translating it back is one source, not two: so its
    /// first word is no agreed choice over the English word's cognate (chronisch, not dauernd;
    /// religiös, not gewissenhaft), while a choice a second source confirms still beats a false
    /// friend (Publikum, not Audienz).
    @Test func dingBothWaysIsNoAgreementOverACognate() async throws {
        let german = try await translate(["chronic", "religious", "homogeneous", "audience"], to: "de")
        #expect(german["chronic"]?.text == "chronisch" && german["religious"]?.text == "religiös")
        #expect(german["homogeneous"]?.text == "homogen" && german["audience"]?.text == "Publikum")
    }

    /// A word no source translates into Portuguese takes Spanish's word where Portuguese text
    /// writes and uses it alike (intruso, néctar), marked to check; Spanish luchador, which
    /// Portuguese does not write (lutador), leaves its card empty.
    @Test func aPortugueseWordNoSourceHasIsSpanishsWhereWrittenAlike() async throws {
        let portuguese = try await translate(["intruder", "nectar", "wrestler"], to: "pt")
        #expect(portuguese["intruder"]?.text == "intruso" && portuguese["intruder"]?.confidence == .spanishCognate)
        #expect(portuguese["nectar"]?.text == "néctar" && portuguese["nectar"]?.gender == .masculine)
        #expect(portuguese["intruder"]?.confidence?.isLow == true && portuguese["wrestler"] == nil)
    }

    /// A card found only through German, only in MultiWordNet, or (a noun's or an adjective's)
    /// only in Ergane read both ways gives way to the English word spelled by its Latin ending,
    /// where the language's dictionary has that word and its text uses it (lucid → lucide, not
    /// cohérent; rustic → rustique, not agricole; stagnant → stagnante; glorious → glorieux);
    /// the weak card's words stay candidates. The bare word with a vowel added is no such spelling.
    @Test func aWeakCardGivesWayToTheCognateByItsEnding() async throws {
        let french = try await translate(["lucid", "rustic", "physical", "glorious"], to: "fr")
        let italian = try await translate(["stagnant", "successor", "to realize"], to: "it")
        #expect(french["lucid"]?.text == "lucide" && french["lucid"]?.confidence == .cognate)
        #expect(french["lucid"]?.candidates.contains { $0.text == "cohérent" } == true)
        #expect(french["rustic"]?.text == "rustique" && french["physical"]?.text == "physique")
        #expect(italian["stagnant"]?.text == "stagnante")
        // Only Ergane both ways behind a noun or an adjective: fameux, discendente give way.
        #expect(french["glorious"]?.text == "glorieux" && italian["successor"]?.text == "successore")
        #expect(italian["to realize"]?.text == "capire", "a verb's Ergane-only card stays: realizzare is a false friend")
        #expect(!CognateSpelling.spellings(of: "compost", as: .noun, in: Language(trusted: "it"), byEndingOnly: true).contains("composto"))
        #expect(CognateSpelling.spellings(of: "compost", as: .noun, in: Language(trusted: "it")).contains("composto"))
    }

    /// FreeDict writes grand‐mère with U+2010, Apertium grand-mère with the keyboard's hyphen:
    /// one candidate, as common as its rarer part, and so the card's word (not aïeule).
    @Test func aWordWithAHyphenIsOneCandidateHoweverItIsSpelled() async throws {
        let french = try await translate(["grandmother"], to: "fr")
        #expect(french["grandmother"]?.text == "grand-mère")
        #expect(french["grandmother"]?.candidates.map(\.text).contains("grand\u{2010}mère") == false)
    }

    /// WikDict writes aujourd’hui with U+2019, Apertium and FreeDict aujourd'hui with the
    /// keyboard's apostrophe: one candidate with the three sources behind it.
    @Test func aWordWithAnApostropheIsOneCandidateHoweverItIsSpelled() async throws {
        let french = try await translate(["today", "dog"], to: "fr")
        #expect(french["today"]?.text == "aujourd'hui")
        #expect(french["today"]?.candidates.map(\.text).contains("aujourd\u{2019}hui") == false)
        #expect(french["today"]?.candidates.first?.sources.count ?? 0 >= 3, "\(String(describing: french["today"]?.candidates.first?.sources))")
    }

    /// A phrase takes its head noun's gender and number, the first noun after adjectives only:
    /// lunettes de soleil is feminine and plural, camion de pompier masculine.
    @Test func aPhraseTakesItsHeadNounsGenderAndNumber() async throws {
        let french = try await translate(["sunglasses", "fire engine"], to: "fr")
        #expect(french["sunglasses"]?.text == "lunettes de soleil" && french["sunglasses"]?.gender == .feminine)
        #expect(french["sunglasses"]?.plural == true)
        #expect(french["fire engine"]?.text == "camion de pompier" && french["fire engine"]?.gender == .masculine)
    }

    /// A word no dictionary into the language knows is found through Spanish, the check read
    /// backwards: carpenter → carpintero, which Italian–Spanish gives for falegname. comb has
    /// only a verb (pettinare), so the noun is looked for too. The card says to check it.
    /// MultiWordNet, which knows falegname itself, is left out here.
    @Test func wordsNoDictionaryKnowsAreFoundThroughSpanish() async throws {
        try InstalledLanguageData.require()
        let folder = TemporaryDirectory(), installed = OfflineTranslator.Paths.defaultPyPI
        for item in try FileManager.default.contentsOfDirectory(atPath: installed) where !item.hasPrefix("multiwordnet") {
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + item, withDestinationPath: installed + "/" + item)
        }
        var paths = OfflineTranslator.Paths()
        paths.pypi = folder.path
        let found = try await OfflineTranslator(paths: paths, environment: ProcessInfo.processInfo.environment, pronounce: InstalledLanguageData.espeak)
            .translate(["carpenter", "comb"], from: .english, to: Language(trusted: "it"))
        let italian = ["carpenter": found[0], "comb": found[1]].compactMapValues { $0 }
        #expect(italian["carpenter"]?.text == "falegname" && italian["comb"]?.text == "pettine")
        #expect(italian["carpenter"]?.origin?.hasPrefix("freedict via Spanish") == true && italian["carpenter"]?.confidence == .indirect,
                "\(italian["carpenter"]?.origin ?? "") \(String(describing: italian["carpenter"]?.confidence))")
    }

    /// The dictionaries over the started-file limit load ahead for their one request each: the
    /// way there's when the sources are opened, the way back's when asked to (once the way there
    /// has answered), and each is let go once it has answered. The generators that write the
    /// target and the pivot's words load ahead with the rest.
    @Test func largeDictionariesLoadAheadForTheirOneRequest() throws {
        try InstalledLanguageData.require()
        let environment = ProcessInfo.processInfo.environment
        let sources = try OfflineSources(from: .english, to: Language(trusted: "fr"), paths: OfflineTranslator.Paths(), environment: environment)
        func waiting(_ file: String) -> Int { sources.processes.idleArguments.count { $0.last?.hasSuffix("/" + file) == true } }
        sources.startLoading()
        #expect(waiting("cat-fra.autobil.bin") == 1 && waiting("fra-cat.autobil.bin") == 0 && waiting("eng-cat.autobil.bin") == 1)
        // French's generator and the Spanish pivot check's load ahead too.
        #expect(waiting("es-fr.autogen.bin") == 1 && waiting("eng-spa.autogen.bin") == 1)
        let route = try #require(sources.apertium)
        let dog = try #require(route.analyse(["dog"]).first?.first?.readings.first { $0.partOfSpeech == .noun })
        #expect(try route.translate([dog]).first?.first?.lemma == "chien")
        #expect(waiting("cat-fra.autobil.bin") == 0 && waiting("eng-cat.autobil.bin") == 1)
        sources.startLoadingWayBack()
        sources.startLoadingWayBack()
        #expect(waiting("fra-cat.autobil.bin") == 1)
    }

    /// An lt-proc kept running for a whole list answers request after request, in bilingual
    /// mode too, which answers a word only once it has read past it.
    @Test func aKeptLtProcAnswersEveryRequestOfAList() throws {
        try InstalledLanguageData.require()
        let pool = ProgramPool()
        let ltProc = try #require(ExternalCommand.find("lt-proc", environment: ProcessInfo.processInfo.environment)).keeping(in: pool)
        let spanish = try #require(ApertiumDictionary.find(from: .english, to: Language(trusted: "es"), ltProc: ltProc))
        pool.start(ltProc, ["-b", "-z", spanish.bilingual])
        pool.start(ltProc, ["-w", "-z", spanish.analyser.path])
        for (words, wanted) in [(["dog", "cat"], ["perro", "gato"]), (["house"], ["casa"])] {
            let readings = try spanish.analyse(words).map { try #require($0.first?.readings.first { $0.partOfSpeech == .noun }) }
            #expect(try spanish.translate(readings, gendering: .none).map { $0.first?.lemma } == wanted)
        }
        #expect(pool.idleCount == 2)
    }

    /// A small generator, not started ahead, is started at its first request and kept for the
    /// list's next ones, which do not load it again.
    @Test func aSmallGeneratorIsKeptAfterItsFirstRequest() throws {
        try InstalledLanguageData.require()
        let pool = ProgramPool()
        let ltProc = try #require(ExternalCommand.find("lt-proc", environment: ProcessInfo.processInfo.environment)).keeping(in: pool)
        let spanish = try #require(ApertiumDictionary.find(from: .english, to: Language(trusted: "es"), ltProc: ltProc))
        #expect(ApertiumDictionary.size(of: try #require(spanish.generator)) <= OfflineSources.startedFileLimit)
        #expect(try spanish.generate(["^bueno<adj><f><sg>$"]) == ["buena"])
        #expect(pool.idleCount == 1)
        #expect(try spanish.generate(["^chico<n><f><sg>$", "^aburrir<vblex><pp><m><sg>$"]) == ["chica", "aburrido"])
        #expect(pool.idleCount == 1)
    }

    /// A chain's first hop hands the next dictionary its lemma (Catalan germà<n><f>, which
    /// Catalan–English knows as sister), not a generated form it does not know; the second hop
    /// writes feminine forms with the target's smallest generator and spells what that one lacks
    /// (grand-père<n><f> is grand-mère), since the pair's own is too large to load for it.
    @Test func feminineNounsComeThroughTheChainsInTheirOwnForm() async throws {
        let sister = try await translator.translate(["irmã"], from: Language(trusted: "pt"), to: .english)
        #expect(sister.first??.text == "sister", "\(sister.first??.text ?? "nothing")")
        #expect(try await translate(["bride"], to: "it")["bride"]?.text == "sposa")
        let french = try await translate(["grandmother"], to: "fr")
        #expect(french["grandmother"]?.text == "grand-mère" && french["grandmother"]?.gender == .feminine)
        let chain = try #require(ApertiumRoute.find(from: .english, to: Language(trusted: "fr"), in: ApertiumDictionary.defaultDirectory,
                                                   ltProc: ExternalCommand.find("lt-proc", environment: ProcessInfo.processInfo.environment))?.chains.first)
        #expect(chain.second.generators.map { $0.split(separator: "/").last.map(String.init) } == ["es-fr.autogen.bin", "cat-fra.autogen.bin"])
        // The analyser that tells causerie is feminine in its own right: French–Catalan's, the
        // largest, knows it; French–Spanish's does not.
        #expect(chain.second.targetAnalyser?.path.hasSuffix("/fra-cat.automorf.bin") == true)
    }
}

extension OfflineLanguagesTests {
    /// What French's small generator lacks is spelled and confirmed by French's analyser, and
    /// Catalan–French's generator (10 MB, a second and 450 MB to load) is never started: not for
    /// the feminine nouns and the participle it alone wrote before, nor for a feminine no French
    /// word has (acte is masculine).
    @Test func frenchFormsTheSmallGeneratorLacksAreSpelledWithoutTheLargeOne() throws {
        try InstalledLanguageData.require()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flash-ltproc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = try #require(ExternalCommand.find("lt-proc", environment: ProcessInfo.processInfo.environment))
        writeExecutable(folder.path + "/lt-proc", "#!/bin/sh\necho \"$*\" >> '\(folder.path)/runs'\nexec '\(real.executable)' \"$@\"\n")
        let ltProc = ExternalCommand.find("lt-proc", environment: ["PATH": folder.path])
        let chain = try #require(ApertiumRoute.find(from: .english, to: Language(trusted: "fr"), in: ApertiumDictionary.defaultDirectory,
                                                   ltProc: ltProc)?.chains.first)
        let units = ["^sorcier<n><f><sg>$", "^grand-père<n><f><sg>$", "^beau-père<n><f><sg>$", "^comédien<n><f><sg>$",
                     "^congeler<vblex><pp><m><sg>$", "^acte<n><f><sg>$", "^bon<adj><f><sg>$"]
        #expect(try chain.second.generate(units, everyGenerator: true) == ["sorcière", "grand-mère", "belle-mère", "comédienne", "congelé", nil, "bonne"])
        let runs = try String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8)
        #expect(runs.contains("es-fr.autogen.bin") && !runs.contains("cat-fra.autogen.bin"), "\(runs)")
    }
}

/// Japanese, Chinese and Russian from EDICT, CC-CEDICT and Mueller, with readings.
@Suite(.enabled(if: InstalledLanguageData.shouldRun, "the offline language data is not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct OfflineReadingsTests {
    let translator = OfflineTranslator(environment: ProcessInfo.processInfo.environment, pronounce: InstalledLanguageData.espeak)

    func translate(_ words: [String], to code: String) async throws -> [Translation?] {
        try InstalledLanguageData.require()
        return try await translator.translate(words, from: .english, to: Language(trusted: code))
    }

    @Test func japaneseCardsHaveKanaReadings() async throws {
        let found = try await translate(["dog", "to eat", "red", "fish"], to: "ja")
        #expect(found.map { $0?.text } == ["犬", "食べる", "赤い", "魚"])
        #expect(found.map { $0?.reading } == ["いぬ", "たべる", "あかい", "さかな"])
    }

    @Test func chineseCardsHavePinyin() async throws {
        let found = try await translate(["dog", "teacher", "to eat"], to: "zh")
        #expect(found.map { $0?.text } == ["狗", "老师", "吃"])
        #expect(found.map { $0?.reading } == ["gǒu", "lǎoshī", "chī"])
    }

    /// CC-CEDICT glosses some nouns only in the plural and some adjectives only as verbs: the card
    /// is found there rather than left empty, but a verb is not read as its noun.
    @Test func aChineseWordGlossedOnlyInThePluralOrAsAVerbIsFound() async throws {
        let found = try await translate(["facility", "exempt", "to rate"], to: "zh")
        #expect(found[0]?.text == "设施")
        #expect(["免", "免除", "豁免"].contains(found[1]?.text ?? "none"), "\(String(describing: found[1]))")
        #expect(found[2] == nil)
        let phrases = try await translate(["respiratory", "vocational"], to: "zh")
        #expect(phrases.map { $0?.text } == ["呼吸", "职业"] && phrases.map { $0?.confidence } == [.composed, .composed])
    }

    @Test func russianCardsHaveTheirStressMarked() async throws {
        let found = try await translate(["dog", "to write", "red"], to: "ru")
        #expect(found.map { $0?.text } == ["собака", "писать", "красный"])
        #expect(found.first??.reading == "соба\u{301}ка")
    }
}
