import Testing
@testable import Support
@testable import Model
@testable import Providers

/// ApertiumStream on lt-proc's real output: analyses (`-w`), bilingual lookups (`-b`), unknown
/// words, escapes and blanks.
@Suite struct ApertiumStreamTests {
    typealias Unit = ApertiumStream.Unit
    typealias Reading = ApertiumStream.Reading

    static func reading(_ lemma: String, _ tags: [String], head: String? = nil, queue: String = "") -> Reading {
        Reading(lemma: lemma, tags: tags, head: head ?? lemma, queue: queue)
    }

    @Test func anAnalysedWordGivesItsSurfaceLemmaAndTags() {
        #expect(ApertiumStream.units(in: "^dogs/dog<n><pl>$") == [Unit(surface: "dogs", readings: [Self.reading("dog", ["n", "pl"])])])
    }

    @Test func aWordWithSeveralReadingsKeepsThemInOrder() {
        let units = ApertiumStream.units(in: "^hammers/hammer<n><pl>/hammer<vblex><pri><p3><sg>$")
        #expect(units == [Unit(surface: "hammers", readings: [
            Self.reading("hammer", ["n", "pl"]), Self.reading("hammer", ["vblex", "pri", "p3", "sg"]),
        ])])
    }

    @Test func aMultiwordKeepsItsInvariablePartAfterTheHash() {
        let units = ApertiumStream.units(in: "^look after/look<vblex><inf># after/look<vblex><pres># after$")
        #expect(units == [Unit(surface: "look after", readings: [
            Self.reading("look after", ["vblex", "inf"], head: "look", queue: " after"),
            Self.reading("look after", ["vblex", "pres"], head: "look", queue: " after"),
        ])])
    }

    @Test func anUnknownWordHasNoReadings() {
        #expect(ApertiumStream.units(in: "^xyzzy/*xyzzy$") == [Unit(surface: "xyzzy", readings: [])])
    }

    @Test func escapedCharactersAreTakenLiterally() {
        #expect(ApertiumStream.units(in: #"^a\/b/a\/b<n>$"#) == [Unit(surface: "a/b", readings: [Self.reading("a/b", ["n"])])])
        #expect(ApertiumStream.units(in: #"^\$/\$<mon>$"#) == [Unit(surface: "$", readings: [Self.reading("$", ["mon"])])])
        #expect(ApertiumStream.units(in: #"^back\\slash/*back\\slash$"#) == [Unit(surface: #"back\slash"#, readings: [])])
    }

    @Test func escapedReservedCharactersInsideALemmaStayLiteral() {
        #expect(ApertiumStream.units(in: #"^a\+b/a\+b<n>$"#) == [Unit(surface: "a+b", readings: [Self.reading("a+b", ["n"])])])
        #expect(ApertiumStream.units(in: ##"^C\#/C\#<np>$"##) == [Unit(surface: "C#", readings: [Self.reading("C#", ["np"])])])
        #expect(ApertiumStream.units(in: #"^x\<y/x\<y<n>$"#) == [Unit(surface: "x<y", readings: [Self.reading("x<y", ["n"])])])
    }

    @Test func aBilingualLookupGivesTheTargetReadingsUnderTheSourceForm() {
        let units = ApertiumStream.units(in: "^hammer<n><sg>/martillo<n><m><sg>$")
        #expect(units == [Unit(surface: "hammer<n><sg>", readings: [Self.reading("martillo", ["n", "m", "sg"])])])
        #expect(units.first?.readings.first?.partOfSpeech == .noun)
        #expect(units.first?.readings.first?.gender == .masculine)
    }

    @Test func aBilingualLookupKeepsEveryCandidateAndItsQueue() {
        let units = ApertiumStream.units(in: "^look# after<vblex><inf>/vigilar<vblex><inf>/velar# por<vblex><inf>$")
        #expect(units == [Unit(surface: "look# after<vblex><inf>", readings: [
            Self.reading("vigilar", ["vblex", "inf"]), Self.reading("velar por", ["vblex", "inf"], head: "velar", queue: " por"),
        ])])
    }

    @Test func aLemmaTheBilingualDictionaryLacksHasNoReadings() {
        #expect(ApertiumStream.units(in: "^xyzzy<n><sg>/@xyzzy<n><sg>$") == [Unit(surface: "xyzzy<n><sg>", readings: [])])
        #expect(ApertiumStream.units(in: "^take# out<vblex><inf>/@take# out<vblex><inf>$").first?.readings == [])
    }

    @Test func joinedReadingsAreDroppedAndTheOthersKept() {
        #expect(ApertiumStream.units(in: "^del/de<pr>+el<det><def><m><sg>$") == [Unit(surface: "del", readings: [])])
        let mixed = ApertiumStream.units(in: "^al/a<pr>+el<det><def><m><sg>/al<n><m><sg>$")
        #expect(mixed == [Unit(surface: "al", readings: [Self.reading("al", ["n", "m", "sg"])])])
    }

    @Test func blanksBetweenUnitsAreDroppedEscapesIncluded() {
        let line = #"^look after/look<vblex><inf># after$ ^the/the<det><def><sp>$ ^dog/dog<n><sg>$^;/;<sent>$"#
        #expect(ApertiumStream.units(in: line).map(\.surface) == ["look after", "the", "dog", ";"])
        let escapedBlanks = #"^a/a<det><ind><sg>$\/^b/*b$ \<^x/*x$\> ^c/*c$\^^d/*d$ [<p>]^e/*e$[<\/p>]"#
        #expect(ApertiumStream.units(in: escapedBlanks).map(\.surface) == ["a", "b", "x", "c", "d", "e"])
    }

    @Test func emptyOrUnfinishedOutputGivesNoUnits() {
        #expect(ApertiumStream.units(in: "").isEmpty)
        #expect(ApertiumStream.units(in: "plain text, no units").isEmpty)
        #expect(ApertiumStream.units(in: "^dog/dog<n><sg>").isEmpty)
        #expect(ApertiumStream.units(in: "^dog/dog<n><sg>$ ^cat/ca").map(\.surface) == ["dog"])
    }

    @Test func readingsWithoutAHeadAreNotReadings() {
        #expect(ApertiumStream.reading("") == nil)
        #expect(ApertiumStream.reading("<n><sg>") == nil)
        #expect(ApertiumStream.reading("*xyzzy") == nil)
        #expect(ApertiumStream.reading("@xyzzy<n>") == nil)
        #expect(ApertiumStream.reading("de<pr>+el<det>") == nil)
    }

    @Test(arguments: Array(#"\[]^$/@<>{}#+*"#))
    func everyReservedCharacterIsEscaped(character: Character) {
        #expect(ApertiumStream.escaped("a\(character)b") == "a\\\(character)b")
    }

    /// lt-proc reads code points, not Swift's characters: a reserved character followed by a
    /// combining mark is still reserved to it.
    @Test func aReservedCharacterBeforeACombiningMarkIsStillReserved() {
        #expect(ApertiumStream.escaped("a^\u{301}b") == "a\\^\u{301}b")
        #expect(ApertiumStream.units(in: "^x/\u{301}y<n>$").map(\.surface) == ["x"])
    }

    @Test func plainTextIsNotEscaped() {
        #expect(ApertiumStream.escaped("perro caliente, ñandú: 'sí' (¡ya!) 3.5% & co.") == "perro caliente, ñandú: 'sí' (¡ya!) 3.5% & co.")
        #expect(ApertiumStream.escaped("") == "")
    }

    @Test(arguments: ["a/b", "50$ ^up^", #"C++ <tag> #1 @home *star {x} [y] back\slash"#, "ñandú"])
    func escapedTextComesBackAsTheSurface(text: String) {
        let output = "^" + ApertiumStream.escaped(text) + "/*" + ApertiumStream.escaped(text) + "$"
        #expect(ApertiumStream.units(in: output) == [Unit(surface: text, readings: [])])
    }

    @Test func theBilingualFormPutsTheQueueBeforeTheTags() throws {
        let reading = try #require(ApertiumStream.units(in: "^look after/look<vblex><inf># after$").first?.readings.first)
        let form = reading.bilingualForm
        // lt-proc takes `#` and `\#` alike here; what it reads is the unit with its escapes resolved.
        let read = try #require(ApertiumStream.units(in: "^" + form + "$").first)
        #expect(read.surface == "look# after<vblex><inf>")
        #expect(ApertiumStream.reading(read.surface) == reading)
        #expect(form.hasSuffix(" after<vblex><inf>"))
    }

    @Test func theBilingualFormEscapesTheLemmaButNotTheTags() {
        #expect(Self.reading("dog", ["n", "pl"]).bilingualForm == "dog<n><pl>")
        #expect(Self.reading("a/b", ["n"]).bilingualForm == #"a\/b<n>"#)
        #expect(Self.reading("casa", []).bilingualForm == "casa")
    }

    @Test(arguments: [
        (["n", "m", "sg"], PartOfSpeech.noun, Gender.masculine), (["n", "f", "pl"], .noun, .feminine), (["n", "nt", "sg"], .noun, .neuter),
        (["np", "ant", "m", "sg"], .noun, .masculine), (["vblex", "inf"], .verb, nil), (["vbser", "pres"], .verb, nil),
        (["adj", "sint"], .adjective, nil), (["adv"], .adverb, nil), (["pr"], .other, nil), (["det", "def", "f", "sg"], .other, .feminine),
    ] as [([String], PartOfSpeech, Gender?)])
    func tagsGiveThePartOfSpeechAndGender(tags: [String], partOfSpeech: PartOfSpeech, gender: Gender?) {
        let reading = Self.reading("x", tags)
        #expect(reading.partOfSpeech == partOfSpeech)
        #expect(reading.gender == gender)
    }

    @Test func tagsThatNameNeitherGiveNil() {
        #expect(Self.reading("x", ["sg"]).partOfSpeech == nil)
        #expect(Self.reading("x", ["n", "mf", "sp"]).gender == nil)
        #expect(Self.reading("x", ["n", "GD", "ND"]).gender == nil)
        #expect(Self.reading("x", []).partOfSpeech == nil)
    }

    /// A chunk is sent once however often a request repeats it, and a chunk the list's pool has
    /// a reply for is not sent again: here a numbering program, kept between requests, tells how
    /// many chunks it has read.
    @Test func aRepeatedChunkIsSentOnceAndAKnownOneNotAgain() throws {
        let pool = ProgramPool()
        let numbering = ExternalCommand(executable: "/bin/bash").keeping(in: pool)
        let script = ["-c", "n=0; while IFS= read -r -d '' chunk; do n=$((n+1)); printf '%s:%s\\0' \"$n\" \"$chunk\"; done", "numbering"]
        #expect(try numbering.stream("first", options: script, chunks: ["dog", "cat", "dog"]) == ["1:dog", "2:cat", "1:dog"])
        // The empty chunk that ends each request is the third and fifth read.
        #expect(try numbering.stream("first", options: script, chunks: ["cat", "owl"]) == ["2:cat", "4:owl"])
        #expect(try numbering.stream("first", options: script, chunks: ["owl", "dog"]) == ["4:owl", "1:dog"])
        #expect(try numbering.stream("first", options: script, chunks: ["hat"]) == ["6:hat"])
        // Another transducer's replies are its own.
        #expect(try numbering.stream("second", options: script, chunks: ["dog"]) == ["1:dog"])
        #expect(try numbering.stream("first", options: script, chunks: []) == [])
    }
}
