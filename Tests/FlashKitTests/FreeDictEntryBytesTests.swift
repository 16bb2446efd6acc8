import Foundation
import Testing
@testable import Model
@testable import Providers
import Support

/// FreeDictEntry's byte reading of clean lines gives what the character walk gives, and lines
/// the bytes cannot read the same way (a combining mark on a delimiter, a digit outside ASCII, a
/// tab, a carriage return) still take the walk.
@Suite struct FreeDictEntryBytesTests {
    /// Lines of clean bytes in the shapes Ding, FreeDict and WikDict write, and the odd ones.
    static let cleanLines = [
        "2. descuento, rebaja [econ.]", "Straße <fem>Str.", "Straße /Str./", "lenken <v, trans>, Ausdauer (bei; in), {a, b} [Br.; Am.]; Ende",
        "dog (Canis (lupus) familiaris)", "Gerät <neut> [techn.]; Ölwechsel <masc> [auto]", "/ˈhaʊs/", "/", "unclosed <masc", "a]b), c>; d",
        "12. über", "1.", "1. (noun (common) (futsuumeishi))", "comer 2.", "  Wasser  <neut>  ,  Flut  ", ", ;", "x (y", "[ugs.] Kohle",
        "Note: auf", "see: {runs}", "a:b", "Synonym:", "ab: c", "\"quoted\" - zitiert", "{x}", "Straße <fem> /Str./", "and/or", "Bär <masc> [zool.]",
        "São Paulo", "ʃiːp /ʃiːp/", "x <m, f>", "Wein <masc>, Weine <pl>", "<v> gehen", "  ", "",
        "[Am.]  [coll.] Brandstifter <masc>, Brandleger <masc> [Ös.]", "Zehe <fem>, Zeh <masc> [ugs.]  [anat.]", "Gör [fig.], Balg",
        "[coll.", "[coll.]", "[coll.] ,", ", [coll.] x", "[[coll.]] x", "x [coll.] y, z", "[fig.; ugs.] Kohle, Moos",
    ]

    @Test(arguments: cleanLines)
    func aCleanLineReadsTheSameOnItsBytesAsByCharacters(_ line: String) throws {
        let cleaned = FreeDictEntry.cleanedByCharacters(line)
        #expect(FreeDictEntry.withCleanBytes(line, FreeDictEntry.cleaned(bytes:)) == cleaned)
        #expect(try #require(FreeDictEntry.withCleanBytes(cleaned, FreeDictEntry.sense(bytes:))) == FreeDictEntry.senseByCharacters(cleaned))
        #expect(FreeDictEntry.withCleanBytes(cleaned, FreeDictEntry.isSense(bytes:)) == FreeDictEntry.isSenseByCharacters(cleaned))
        #expect(FreeDictEntry.isNumbered(cleaned) == (cleaned.first?.isNumber == true && cleaned.contains(".")))
        #expect(FreeDictEntry.beforeForms(cleaned) == cleaned.range(of: " (").map { String(cleaned[..<$0.lowerBound]) } ?? cleaned)
    }

    /// Japanese, Chinese and Russian lines as EDICT, FreeDict's JMdict dictionaries and Mueller
    /// write them: settled scalars, read on their bytes too.
    static let settledLines = [
        "犬 /いぬ/ <n>", "1. 犬, いぬ", "走る (はしる), 駆ける [arch.]", "ひと / 人 <n>",
        "1) собака, пёс", "собака <fem>, пёс <masc> [разг.]", "狗 (gou3); 犬", "ラーメン, 拉麺", "12. ＡＢＣ", "Ｘ <masc>", "々, 〆",
        "a一.", "犬. 1", "〜する", "二重 <n>", "一つ, ひとつ",
    ]

    @Test(arguments: settledLines)
    func aSettledLineReadsTheSameOnItsBytesAsByCharacters(_ line: String) throws {
        #expect(!Text.hasCleanBytes(line))
        try aCleanLineReadsTheSameOnItsBytesAsByCharacters(line)
        #expect(FreeDictEntry.headMarkers(line) == FreeDictEntry.splittingMarkers(line))
    }

    /// A combining acute on "<" makes one character of them, so no marker opens; a circled one,
    /// a full-width one or a CJK numeral before a dot is a number; a tab and a no-break space are
    /// cleaned to a space; a curly quote is no quote; kana's combining sound mark and half-width
    /// kana's join the character before them.
    static let otherLines = [
        "Wasser <\u{301}neut>", "Wasser <neut>\u{301}, Flut", "\u{2460}. uno", "2.\u{301} dos", "Wasser\t<neut>", "\u{A0}Wasser <neut>",
        "\u{201C}quoted\u{201D}", "\"\u{301}quoted", "Note\u{301}: auf", "dog \u{2014} cat, Ende", "１. uno", "一. ひとつ", "1一. x",
        "〇. ゼロ", "一つ. ひとつ", "[ichi1]  犬 /(en)tʃˈaɪniːz(ja)lˈe̞tə/, 狗 /x/,  いぬ /ˈinɯᵝ/", "x (\u{301}y) <\u{301}n>", "e\u{31E} (a) <n>", "か\u{3099}, き", "ｶ\u{FF9E}, x", "\u{3000}犬",
    ]

    @Test(arguments: otherLines)
    func aLineTheBytesCannotReadTakesTheCharacterWalk(_ line: String) {
        #expect(FreeDictEntry.withCleanBytes(line) { _ in true } == nil)
        #expect(FreeDictEntry.cleaned(line) == FreeDictEntry.cleanedByCharacters(line))
        #expect(FreeDictEntry.sense(line) == FreeDictEntry.senseByCharacters(line))
        #expect(FreeDictEntry.isSense(line) == FreeDictEntry.isSenseByCharacters(line))
        #expect(FreeDictEntry.isNumbered(line) == (line.first?.isNumber == true && line.contains(".")))
        #expect(FreeDictEntry.headMarkers(line) == FreeDictEntry.splittingMarkers(line))
        #expect(FreeDictEntry.beforeForms(line) == line.range(of: " (").map { String(line[..<$0.lowerBound]) } ?? line)
    }

    @Test func aCombiningMarkOnADelimiterKeepsItFromSplitting() {
        #expect(FreeDictEntry.sense("Wasser <\u{301}neut>").words.map(\.text) == ["Wasser <\u{301}neut>"])
        #expect(FreeDictEntry.sense("Wasser <neut>").words.map(\.text) == ["Wasser"])
        #expect(FreeDictEntry.sense("uno,\u{301} dos").words.count == 1)
    }

    /// Every line of the installed JMdict and Russian entries for a few hundred everyday words
    /// reads the same on its bytes as by characters, and most read on their bytes.
    @Test(.enabled(if: OfflineData.freeDictJapaneseAndRussian.shouldRun))
    func everyInstalledJapaneseAndRussianLineReadsTheSameOnItsBytes() throws {
        try OfflineData.freeDictJapaneseAndRussian.requireInstalled()
        let english: Set<String> = ["run", "set", "go", "house", "water", "make", "take", "light", "bear", "fair", "dog", "eat", "red", "one"]
        let japanese: Set<String> = ["犬", "走る", "水", "家", "一", "食べる", "赤い", "人", "行く", "見る", "明るい", "二つ"]
        var compared = 0, total = 0
        for (from, to, words) in [(Language.english, "ja", english), (.english, "ru", english), (Language(trusted: "ja"), "en", japanese)] {
            let files = try #require(try FreeDictFiles.find(from: from, to: Language(trusted: to)))
            for line in try files.definitions(for: words).values.joined().flatMap(FreeDictEntry.lines(of:)) {
                let cleaned = FreeDictEntry.cleaned(line)
                #expect(cleaned == FreeDictEntry.cleanedByCharacters(line))
                total += 1
                #expect(FreeDictEntry.headMarkers(cleaned) == FreeDictEntry.splittingMarkers(cleaned), "\(cleaned)")
                #expect(FreeDictEntry.beforeForms(cleaned) == cleaned.range(of: " (").map { String(cleaned[..<$0.lowerBound]) } ?? cleaned)
                #expect(FreeDictEntry.isNumbered(cleaned) == (cleaned.first?.isNumber == true && cleaned.contains(".")), "\(cleaned)")
                guard let sense = FreeDictEntry.withCleanBytes(cleaned, FreeDictEntry.sense(bytes:)) else { continue }
                #expect(sense == FreeDictEntry.senseByCharacters(cleaned), "\(cleaned)")
                #expect(FreeDictEntry.isSense(cleaned) == FreeDictEntry.isSenseByCharacters(cleaned), "\(cleaned)")
                compared += 1
            }
        }
        #expect(compared > 300 && compared * 10 > total * 9, "\(compared) of \(total) lines read on their bytes")
    }

    @Test(arguments: ["run /ɹˈʌn/\nLauf <masc>\n\n  \"go for a run\"\n", "a\r\nb\nc", "a\n\u{301}b\n", "", "\n\n", "eins\nzwei"])
    func aBlockSplitsIntoTheLinesItsCharactersGive(_ text: String) {
        #expect(FreeDictEntry.lines(of: text) == text.split(separator: "\n").map(String.init))
    }

    /// Every line of the installed Ding entries (eng-deu) for a few hundred everyday words reads
    /// the same on its bytes as by characters.
    @Test(.enabled(if: OfflineData.freeDictEnglishGerman.shouldRun))
    func everyInstalledDingLineReadsTheSameOnItsBytes() throws {
        try OfflineData.freeDictEnglishGerman.requireInstalled()
        let files = try #require(try FreeDictFiles.find(from: .english, to: Language(trusted: "de")))
        let words: Set<String> = ["run", "set", "go", "house", "water", "make", "take", "light", "bear", "fair", "over", "about", "head", "well"]
        var compared = 0
        for line in try files.definitions(for: words).values.joined().flatMap(FreeDictEntry.lines(of:)) {
            let cleaned = FreeDictEntry.cleaned(line)
            #expect(cleaned == FreeDictEntry.cleanedByCharacters(line))
            guard let sense = FreeDictEntry.withCleanBytes(cleaned, FreeDictEntry.sense(bytes:)) else { continue }
            #expect(sense == FreeDictEntry.senseByCharacters(cleaned), "\(cleaned)")
            #expect(FreeDictEntry.isSense(cleaned) == FreeDictEntry.isSenseByCharacters(cleaned), "\(cleaned)")
            compared += 1
        }
        #expect(compared > 500)
    }
}
