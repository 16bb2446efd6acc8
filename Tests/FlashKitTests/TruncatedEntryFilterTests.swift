import Testing
@testable import Providers

/// TruncatedEntryFilter on the entries it exists for, copied from Debian's freedict-eng-spa
/// (phrases filed under their first word with the phrase's IPA and a squashed translation) and
/// freedict-eng-deu (which marks stress in every entry, so none may be taken for a phrase).
@Suite struct TruncatedEntryFilterTests {
    static func entry(_ lines: String...) -> FreeDictEntry { FreeDictEntry(lines: lines) }

    static func kept(_ entries: [FreeDictEntry], ownIPA: String?) -> [String] {
        TruncatedEntryFilter.keep(entries, ownIPA: ownIPA).flatMap(\.words)
    }

    @Test(arguments: [nil, "wˈɔːtə"])
    func waterKeepsAguaAndDropsWatercolour(ownIPA: String?) {
        let entries = [Self.entry("water /wˈɔːtə/", "acuarela"), Self.entry("water /wɔːtər/", "1. agua", "2. regar")]
        #expect(Self.kept(entries, ownIPA: ownIPA) == ["agua", "regar"])
    }

    @Test(arguments: [nil, "sˈʌn"])
    func sunKeepsSolAndDropsSunglasses(ownIPA: String?) {
        let entries = [Self.entry("sun /sˈʌn/", "gafasoscuras"), Self.entry("sun /sn/", "sol")]
        #expect(Self.kept(entries, ownIPA: ownIPA) == ["sol"])
    }

    @Test(arguments: [nil, "ɹˈɛd"])
    func redKeepsRojoAndDropsRedCrossAndRedcurrant(ownIPA: String?) {
        let entries = [Self.entry("Red /ridkrɔs/", "CruzRoja"), Self.entry("red /rid/", "rojo"), Self.entry("red /ridkʌrənt/", "grosella")]
        #expect(Self.kept(entries, ownIPA: ownIPA) == ["rojo"])
    }

    @Test func everyRealRedEntryButTheWordsOwnIsDropped() {
        let entries = [
            Self.entry("Red /ridkrɔs/", "CruzRoja"), Self.entry("Red /ridindiən/", "indio"), Self.entry("Red /ridsiə/", "marRojo"),
            Self.entry("red /rid/", "rojo"), Self.entry("red /ridkʌrənt/", "grosella"), Self.entry("red /ridheriŋ/", "arenqueahumado"),
        ]
        #expect(Self.kept(entries, ownIPA: nil) == ["rojo"])
        #expect(Self.kept(entries, ownIPA: "ɹˈɛd") == ["rojo"])
    }

    @Test func applesJuiceIsDroppedAgainstTheWordsOwnIPA() {
        let entries = [Self.entry("apple /æpl/", "manzana"), Self.entry("apple /æpldʒuːs/", "jugodemanzana")]
        #expect(Self.kept(entries, ownIPA: "ˈapəl") == ["manzana"])
        #expect(Self.kept(entries, ownIPA: nil) == ["manzana"])
    }

    @Test func everyRealAppleEntryButTheWordsOwnIsDropped() {
        let entries = [
            Self.entry("apple /ˈapəl/", "1. mermeladademanzanas, salsademalzanas", "2. salsademanzanas"),
            Self.entry("apple /ˈapəl/", "tartademanzana"), Self.entry("apple /ˈapəl/", "manzano"),
            Self.entry("apple /æpl/", "manzana"), Self.entry("apple /æpldʒuːs/", "jugodemanzana"),
        ]
        #expect(Self.kept(entries, ownIPA: "ˈapəl") == ["manzana"])
    }

    @Test(arguments: [nil, "dˈɒɡ"])
    func aDictionaryThatMarksStressEverywhereKeepsEveryEntry(ownIPA: String?) {
        let entries = [
            Self.entry("dog /dˈɒɡ/", "Bandhaken <masc>, Bandzieher <masc>, Reifzange <fem>", "         Note: Fassbinderei"),
            Self.entry("dog /dˈɒɡ/", "Bock <masc>, Auflagebock <masc> [techn.]", "   Synonym: {trestle}"),
            Self.entry("dog /dˈɒɡ/", "Hund <masc> [zool.]", "      \"train a dog\"  - einen Hund abrichten", " see: {dogs}"),
            Self.entry("dog /dˈɒɡ/", "Klammhaken <masc>, Balkhaken <masc>"),
        ]
        #expect(TruncatedEntryFilter.keep(entries, ownIPA: ownIPA) == entries)
    }

    @Test func squashedWordsAreDroppedAndAnEntryLeftWithoutWordsGoesToo() {
        let mixed = Self.entry("red /rid/", "rojo, marRojo; encarnado")
        #expect(Self.kept([mixed], ownIPA: nil) == ["rojo", "encarnado"])
        #expect(TruncatedEntryFilter.keep([Self.entry("Red /ridsiə/", "marRojo")], ownIPA: nil).isEmpty)
        let squashedSense = Self.entry("red /rid/", "1. CruzRoja", "2. rojo")
        #expect(TruncatedEntryFilter.keep([squashedSense], ownIPA: nil).map(\.senses.count) == [1])
    }

    @Test func entriesWithoutIPAAreKept() {
        let entries = [Self.entry("dog", "perro"), Self.entry("dog /dɔg/", "can")]
        #expect(Self.kept(entries, ownIPA: "dˈɒɡ") == ["perro", "can"])
        #expect(Self.kept([Self.entry("dog", "perro")], ownIPA: nil) == ["perro"])
    }

    @Test func nothingInGivesNothingOut() {
        #expect(TruncatedEntryFilter.keep([], ownIPA: "dˈɒɡ").isEmpty)
        #expect(TruncatedEntryFilter.keep([], ownIPA: nil).isEmpty)
    }

    @Test(arguments: [("CruzRoja", true), ("marRojo", true), ("gafasOscuras", true), ("Rojo", false), ("rojo", false),
                      ("ONU", false), ("Cruz Roja", false), ("", false)])
    func aLowerCaseLetterFollowedByACapitalIsSquashed(word: String, squashed: Bool) {
        #expect(TruncatedEntryFilter.isSquashed(word) == squashed)
    }

    @Test(arguments: [("wˈɔːtə", 4), ("wɔːtər", 5), ("ridkrɔs", 7), ("ˈapəl", 4), ("æpldʒuːs", 7), ("ɹˈɒbd ɒv slˈiːp", 10),
                      ("ˌmaɪ.ˈkrɒ", 6), ("", 0)])
    func soundsAreCountedWithoutStressLengthAndSyllableMarks(ipa: String, sounds: Int) {
        #expect(TruncatedEntryFilter.soundCount(ipa) == sounds)
    }

    @Test(arguments: [("dˈɒɡ", true), ("ˌɪn", true), ("'dog", true), ("sn", false), ("wɔːtər", false), ("", false)])
    func stressIsAnyStressMark(ipa: String, stressed: Bool) {
        #expect(TruncatedEntryFilter.hasStress(ipa) == stressed)
    }
}
