import Foundation
import Testing
@testable import Model
@testable import Providers

/// FreeDictEntry on definition blocks in the shapes the installed databases hold them: the old
/// eng-spa style ("water /wɔːtər/" then numbered senses) and the Ding-derived eng-deu style
/// (markers, subject labels, notes, examples and cross references).
@Suite struct FreeDictEntryTests {
    @Test(arguments: FreeDictEntryCase.all)
    func aBlockParsesIntoItsHeadwordPronunciationAndSenses(_ block: FreeDictEntryCase) {
        let entry = FreeDictEntry(lines: block.lines)
        #expect(entry.headword == block.headword)
        #expect(entry.ipa == block.ipa)
        #expect(entry.partOfSpeech == block.partOfSpeech)
        #expect(entry.senses == block.senses)
        #expect(entry.words == block.senses.flatMap { $0.words.map(\.text) })
    }

    @Test func commasAndSemicolonsInsideMarkersAndBracketsDoNotSplitWords() {
        let pieces = FreeDictEntry.topLevelPieces("lenken <v, trans>, Ausdauer (bei; in), {a, b} [Br.; Am.]; Ende")
        #expect(pieces == ["lenken <v, trans>", " Ausdauer (bei; in)", " {a, b} [Br.; Am.]", " Ende"])
        #expect(FreeDictEntry.topLevelPieces("uno, dos; tres") == ["uno", " dos", " tres"])
        #expect(FreeDictEntry.topLevelPieces("cierre) roto, bien") == ["cierre) roto", " bien"])
    }

    /// Ding writes a word's own labels after it and the whole sense's before its first word.
    @Test func aColloquialLabelMarksItsWordOrTheWholeSense() {
        let toe = FreeDictEntry.sense("Zehe <fem>, Zeh <masc> [ugs.]  [anat.]")
        #expect(toe.words.map(\.colloquial) == [false, true])
        let torch = FreeDictEntry.sense(" [Am.]  [coll.] Brandstifter <masc>, Brandleger <masc> [Ös.] , Feuerteufel <masc> [ugs.]")
        #expect(torch.words.map(\.colloquial) == [true, true, true])
        let lamp = FreeDictEntry.sense(" [Br.] Stablampe <fem>, Taschenlampe <fem> [stabförmige]")
        #expect(lamp.words.map(\.colloquial) == [false, false], "a region is no register")
        let kid = FreeDictEntry.sense("Kind <neut>, Gör <neut> [fig.] ; Balg")
        #expect(kid.words.map(\.colloquial) == [false, true, false])
    }

    @Test func markersAndLabelsComeApartFromTheWord() {
        #expect(FreeDictEntry.splittingMarkers("Wasser <neut>") == ("Wasser  ", ["neut"]))
        #expect(FreeDictEntry.splittingMarkers("lenken <v, trans> <adj>") == ("lenken    ", ["v, trans", "adj"]))
        #expect(FreeDictEntry.splittingBrackets("Bock [techn.] [ugs.]") == ("Bock    ", ["techn.", "ugs."]))
        #expect(FreeDictEntry.splittingMarkers("unclosed <masc") == ("unclosed ", []))
    }

    @Test(arguments: [
        ("masc", Gender.masculine), ("fem", .feminine), ("neut", .neuter), ("m", .masculine), ("f", .feminine), ("nt", .neuter),
        ("neut, n, sg", .neuter), (" fem ", .feminine),
    ])
    func aMarkerNamingOneGenderGivesIt(marker: String, gender: Gender) {
        #expect(FreeDictEntry.gender(marker) == gender)
    }

    @Test(arguments: ["masc, fem", "m, f", "adj", "v, trans", "", "pl", "sg"])
    func aMarkerNamingTwoGendersOrNoneGivesNoGender(marker: String) {
        #expect(FreeDictEntry.gender(marker) == nil)
    }

    @Test(arguments: [
        ("v", PartOfSpeech.verb), ("v, trans", .verb), ("vt", .verb), ("vi", .verb), ("v, intr", .verb), ("adj", .adjective),
        ("adv", .adverb), ("n", .noun), ("noun", .noun), ("masc", .noun), ("fem", .noun), ("neut, n, sg", .noun),
        ("masc, fem", .noun), ("prep", .other), ("conj", .other),
    ])
    func aMarkerNamesItsPartOfSpeech(marker: String, partOfSpeech: PartOfSpeech) {
        #expect(FreeDictEntry.partOfSpeech(marker) == partOfSpeech)
    }

    @Test(arguments: ["", "sg", "Am.", "trans", "techn."])
    func aMarkerThatIsNoPartOfSpeechGivesNone(marker: String) {
        #expect(FreeDictEntry.partOfSpeech(marker) == nil)
    }

    @Test(arguments: ["m", "f", "nt"])
    func aShortGenderMarkerAlsoMakesANoun(marker: String) {
        #expect(FreeDictEntry.partOfSpeech(marker) == .noun)
        #expect(FreeDictEntry(lines: ["house /haʊs/", "casa <\(marker)>"]).senses.first?.words.first?.partOfSpeech == .noun)
    }

    @Test(arguments: ["techn.", "Techn.", "MED.", "constr.", " econ. ", "zool.; techn.", "comp.", "jur."])
    func tradeAndScienceLabelsAreSpecialist(label: String) {
        #expect(FreeDictEntry.isSpecialistLabel(label))
    }

    @Test(arguments: ["zool.", "cook.", "sport", "Am.", "Br.", "ugs.", "fig.", "", "techn", "bot.; ornith."])
    func everydayAndRegisterLabelsAreNotSpecialist(label: String) {
        #expect(!FreeDictEntry.isSpecialistLabel(label))
    }

    @Test(arguments: ["print", "phil.", "arch."])
    func theTradeLabelsAsDingSpellsThemAreSpecialist(label: String) {
        #expect(FreeDictEntry.isSpecialistLabel(label))
    }

    @Test(arguments: [
        "Note: Fassbinderei", "Synonym: {trestle}", "Synonyms: {cleat}, {chock}", "see: {dogs}, {cramp irons}", "Note:",
        "\"train a dog\"  - einen Hund abrichten", "{dogs}",
    ])
    func notesExamplesAndCrossReferencesAreNotSenses(line: String) {
        #expect(!FreeDictEntry.isSense(line))
    }

    @Test(arguments: ["agua", "1. agua", "Verhältnis 3:1 <neut>", "Tel.: 030", "Achtung:los", "Ärger: Wut"])
    func otherLinesAreSenses(line: String) {
        #expect(FreeDictEntry.isSense(line))
    }

    @Test func aHeadLineWithIrregularFormsKeepsTheHeadwordAndItsIPA() {
        let entry = FreeDictEntry(lines: ["drive /dɹˈaɪv/ (drove /dɹˈəʊv/ <>, driven /dɹˈɪvən/ <>) <v>", "treiben, antreiben, lenken <v, trans>"])
        #expect(entry.headword == "drive")
        #expect(entry.ipa == "dɹˈaɪv")
        #expect(entry.partOfSpeech == .verb)
    }
}

/// One definition block and what it should parse into.
struct FreeDictEntryCase: Sendable, CustomTestStringConvertible {
    var name: String
    var lines: [String]
    var headword: String
    var ipa: String?
    var partOfSpeech: PartOfSpeech?
    var senses: [FreeDictEntry.Sense]

    var testDescription: String { name }

    static func word(_ text: String, _ gender: Gender? = nil, _ partOfSpeech: PartOfSpeech? = nil) -> FreeDictEntry.Word {
        FreeDictEntry.Word(text: text, gender: gender, partOfSpeech: partOfSpeech)
    }

    static func sense(_ words: FreeDictEntry.Word..., labels: [String] = []) -> FreeDictEntry.Sense {
        FreeDictEntry.Sense(words: words, labels: labels)
    }

    static let all: [FreeDictEntryCase] = [
        FreeDictEntryCase(name: "old style, numbered senses", lines: ["water /wɔːtər/", "1. agua", "2. regar"],
                          headword: "water", ipa: "wɔːtər", senses: [sense(word("agua")), sense(word("regar"))]),
        FreeDictEntryCase(name: "a slash in the headword", lines: ["and/or /ˈændɔː/", "y/o"],
                          headword: "and/or", ipa: "ˈændɔː", senses: [sense(word("y/o"))]),
        FreeDictEntryCase(name: "a slash in the headword and no IPA", lines: ["and/or", "y/o"],
                          headword: "and/or", ipa: nil, senses: [sense(word("y/o"))]),
        FreeDictEntryCase(name: "WikDict's IPA between double slashes", lines: ["falegname //fale'ɲɲame// <n>", "carpintero"],
                          headword: "falegname", ipa: "fale'ɲɲame", partOfSpeech: .noun, senses: [sense(word("carpintero"))]),
        FreeDictEntryCase(name: "two pronunciations, the first kept", lines: ["pic /pi/ /pik/ <n, masc>", "pájaro carpintero, carpintero"],
                          headword: "pic", ipa: "pi", partOfSpeech: .noun, senses: [sense(word("pájaro carpintero"), word("carpintero"))]),
        FreeDictEntryCase(name: "a phrase with spaces in its IPA", lines: ["robbed of sleep /ɹˈɒbd ɒv slˈiːp/", "robadas al sueño"],
                          headword: "robbed of sleep", ipa: "ɹˈɒbd ɒv slˈiːp", senses: [sense(word("robadas al sueño"))]),
        FreeDictEntryCase(name: "old style, semicolons and a label", lines: ["rebate /ɹˈiːbeɪt/", "1. descuento; rebaja [econ.]", "10. reembolso"],
                          headword: "rebate", ipa: "ɹˈiːbeɪt",
                          senses: [sense(word("descuento"), word("rebaja"), labels: ["econ."]), sense(word("reembolso"))]),
        FreeDictEntryCase(name: "Ding noun with a label, examples, synonym and see", lines: [
            "dog /dˈɒɡ/", "Hund <masc> [zool.]",
            "      \"dogs with a strong hunting instinct\"  - jagdlich ambitionierte Hunde",
            "      \"train a dog\"  - einen Hund abrichten", "   Synonym: {dawg}", "",
            " see: {dogs}, {dawgs}, {domestic dog}, {pet dog}", "",
        ], headword: "dog", ipa: "dˈɒɡ", senses: [sense(word("Hund", .masculine, .noun), labels: ["zool."])]),
        FreeDictEntryCase(name: "Ding nouns of three genders", lines: [
            "dog /dˈɒɡ/", "Klampe <fem>, Klemme <fem>, Mitnehmer <neut> [techn.]", "   Synonyms: {cleat}, {chock}", "",
            " see: {cleats}, {chocks}, {dogs}",
        ], headword: "dog", ipa: "dˈɒɡ", senses: [
            sense(word("Klampe", .feminine, .noun), word("Klemme", .feminine, .noun), word("Mitnehmer", .neuter, .noun), labels: ["techn."]),
        ]),
        FreeDictEntryCase(name: "Ding notes around a sense", lines: [
            "dog /dˈɒɡ/", "Klammhaken <masc>, Balkhaken <masc>", "         Note: Zimmerei", " see: {dogs}", "", "         Note: carpentry",
        ], headword: "dog", ipa: "dˈɒɡ", senses: [sense(word("Klammhaken", .masculine, .noun), word("Balkhaken", .masculine, .noun))]),
        FreeDictEntryCase(name: "Ding verb: the marker's comma does not split", lines: [
            "water /wˈɔːtə/ <v>", "gießen, begießen, bewässern <v, trans>", "      \"water the plants\"  - Blumen gießen",
            "   Synonym: {supply water}",
        ], headword: "water", ipa: "wˈɔːtə", partOfSpeech: .verb, senses: [
            sense(word("gießen"), word("begießen"), word("bewässern", nil, .verb)),
        ]),
        FreeDictEntryCase(name: "Ding adjectives", lines: [
            "rot /rˈoːt/ <adj>", "ruddy <adj>, rubicund <adj>, sanguine <adj>", "   Synonyms: {rötlich}, {rosig}", "         Note: Gesichtsfarbe",
        ], headword: "rot", ipa: "rˈoːt", partOfSpeech: .adjective, senses: [
            sense(word("ruddy", nil, .adjective), word("rubicund", nil, .adjective), word("sanguine", nil, .adjective)),
        ]),
        FreeDictEntryCase(name: "a head marker with a gender and more", lines: ["Rot /rˈoːt/ <neut, n, sg>", "hearts <n>", "   Synonym: {Herz}"],
                          headword: "Rot", ipa: "rˈoːt", partOfSpeech: .noun, senses: [sense(word("hearts", nil, .noun))]),
        FreeDictEntryCase(name: "masc, fem names no one gender", lines: [
            "turner /tˈɜːnə/", "Abbieger <masc>, Abbiegende <masc, fem>, Abbiegender [auto]  [mach.]",
        ], headword: "turner", ipa: "tˈɜːnə", senses: [
            sense(word("Abbieger", .masculine, .noun), word("Abbiegende", nil, .noun), word("Abbiegender"), labels: ["auto", "mach."]),
        ]),
        FreeDictEntryCase(name: "parentheses keep their commas, and a closing one is no part of the word",
                          lines: ["stamina /stˈæmɪnə/", "Ausdauer (bei, in) <fem>; Geduld <fem>"],
                          headword: "stamina", ipa: "stˈæmɪnə",
                          senses: [sense(word("Ausdauer", .feminine, .noun), word("Geduld", .feminine, .noun))]),
        FreeDictEntryCase(name: "a colon inside a sense", lines: ["ratio /ɹˈeɪʃɪəʊ/", "Verhältnis 3:1 <neut>", "Note:", "{ratios}"],
                          headword: "ratio", ipa: "ɹˈeɪʃɪəʊ", senses: [sense(word("Verhältnis 3:1", .neuter, .noun))]),
        FreeDictEntryCase(name: "a sense of labels alone is dropped", lines: ["bolt /bˈəʊlt/", "[techn.] <masc>", "Bolzen <masc>, , Riegel"],
                          headword: "bolt", ipa: "bˈəʊlt",
                          senses: [sense(word("Bolzen", .masculine, .noun), word("Riegel"))]),
        FreeDictEntryCase(name: "terminal escapes are cleaned", lines: ["dog /dɔg/", "per\u{1B}[31mro\u{1B}[0m\t caliente"],
                          headword: "dog", ipa: "dɔg", senses: [sense(word("perro caliente"))]),
        FreeDictEntryCase(name: "empty slashes are no IPA", lines: ["oddity //", "rareza"],
                          headword: "oddity //", ipa: nil, senses: [sense(word("rareza"))]),
        FreeDictEntryCase(name: "an empty block", lines: [], headword: "", ipa: nil, senses: []),
        FreeDictEntryCase(name: "a head line alone", lines: ["", "lonely /lˈəʊnli/"], headword: "lonely", ipa: "lˈəʊnli", senses: []),
    ]
}

/// JMdict-made FreeDict dictionaries (jpn-eng) number each sense by its part of speech and give
/// its words on the next line.
@Suite struct FreeDictPartMarkerTests {
    @Test func aSenseNumberedByItsPartOfSpeechTakesTheNextLine() {
        let entry = FreeDictEntry(lines: [
            "食べる /bˈe̞ɽɯᵝ/", "1. (Ichidan verb)", " (transitive verb)", "to eat", "2. to live on (e.g. a salary), to live off",
        ])
        #expect(entry.senses.map { $0.words.map(\.text) } == [["to eat"], ["to live on", "to live off"]])
        #expect(entry.senses.first?.words.first?.partOfSpeech == .verb)
        let dog = FreeDictEntry(lines: ["犬 /ˈinɯᵝ/", "1. (noun (common) (futsuumeishi))", "dog (Canis (lupus) familiaris)", "2. snoop"])
        #expect(dog.senses.first?.words.map(\.text) == ["dog"])
        #expect(dog.senses.first?.words.first?.partOfSpeech == .noun)
    }

    /// Many entries are read on every core, each in its place.
    @Test func manyEntriesAreReadInTheirOrder() {
        let texts = (0..<500).map { "word\($0)\n1. palabra\($0), vocablo" }
        let entries = FreeDictFiles.parse(texts)
        #expect(entries.map(\.headword) == (0..<500).map { "word\($0)" })
        #expect(entries.map { $0.words.first } == (0..<500).map { "palabra\($0)" })
        #expect(entries == texts.map { FreeDictEntry(lines: $0.split(separator: "\n").map(String.init)) })
    }
}

/// A FreeDict dictionary read backwards, made here in WikDict's shape: numbered senses, a gloss
/// line after a sense, a run-on sense number, a database header.
@Suite struct FreeDictReverseTests {
    @Test func aDictionaryReadBackwardsFindsTheEntriesWhoseSensesHoldAWord() throws {
        let blocks = [
            ("00databaseshort", "00databaseshort\nItalian-Spanish, with cometa in its name\n"),
            ("aquilone", "aquilone //akwi'lone// <n>\n1. papalote, cometa\ngioco, cometa\n2. cometa\n"),
            ("cometa", "cometa /ko'meta/ <n>\nestrella fugaz\n"),
            ("gioco", "gioco <n>\njuego\ngiocattolo, cometa\n"),
            ("adesivo", "adesivo <n>\nadhesivo 2.\n"),
            ("stella", "stella /ˈstella/ <n>\nestrella, astro\n"),
        ]
        let folder = TemporaryDirectory()
        let files = try FreeDictFilesSample.install(blocks, from: Language(trusted: "it"), to: Language(trusted: "es"), in: folder)
        let found = try files.entries(translatingTo: ["Cometa", "adhesivo", "estrella", "astro", "nothing"])
        // aquilone's first sense before its second; gioco's cometa is a gloss, not a sense.
        #expect(found["cometa"]?.map { [$0.entry.headword, "\($0.sense)", "\($0.word)"] } == [["aquilone", "0", "1"], ["aquilone", "1", "0"]])
        #expect(found["adhesivo"]?.map(\.entry.headword) == ["adesivo"])
        #expect(found["estrella"]?.map(\.entry.headword) == ["stella"] && found["astro"]?.first?.word == 1)
        #expect(found["nothing"] == nil && found.count == 4)
    }

    static func base64(_ number: Int) -> String {
        let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var value = number, text = ""
        repeat { text = String(digits[value % 64]) + text; value /= 64 } while value > 0
        return text
    }
}
