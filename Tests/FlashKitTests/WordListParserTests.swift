import Testing
@testable import FlashKit
@testable import ListMaker

@Suite struct WordListParserTests {
    let parser = WordListParser()

    func words(_ text: String) throws -> [String] {
        try parser.parse(text).words.map(\.text)
    }

    @Test func newlinesOfEveryKindSeparateWords() throws {
        #expect(try words("dog\ncat\r\nhorse\rcow") == ["dog", "cat", "horse", "cow"])
    }

    @Test func commasAndSemicolonsSeparateWordsButPhrasesStayWhole() throws {
        #expect(try words("dog, cat; ice cream,to look after") == ["dog", "cat", "ice cream", "to look after"])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("dog\ncat".utf8)
        #expect(try parser.parse(bytes).words.map(\.text) == ["dog", "cat"])
    }

    @Test func invalidUTF8IsRefusedNamingTheLine() {
        let bytes = Array("dog\ncat\n".utf8) + [0x66, 0xFF, 0xFE] + Array("\n".utf8)
        #expect(throws: ParseError.invalidUTF8(line: 3)) { try parser.parse(bytes) }
    }

    @Test(arguments: ["dog\tperro", "dog = perro", "dog - perro"])
    func aTabOrEqualsOrDashMakesAPair(line: String) throws {
        let parsed = try parser.parse(line + "\ncat")
        #expect(parsed.words[0] == ParsedWord(text: "dog", translation: "perro", line: 1))
        #expect(parsed.words[1].translation == nil)
    }

    @Test func aPairKeepsAlternativesOnItsRightSide() throws {
        let parsed = try parser.parse("house = casa, hogar\ncat")
        #expect(parsed.words[0].translation == "casa, hogar")
    }

    @Test func severalPairsOnOneLineAreSplit() throws {
        let parsed = try parser.parse("dog = perro, cat = gato")
        #expect(parsed.words.map(\.text) == ["dog", "cat"])
        #expect(parsed.words.map(\.translation) == ["perro", "gato"])
    }

    @Test func hyphenatedWordsAreNotPairs() throws {
        #expect(try parser.parse("merry-go-round\nx-ray").words.allSatisfy { $0.translation == nil })
    }

    @Test func listMarkersAreRemoved() throws {
        #expect(try words("1. dog\n2) cat\n- horse\n* cow\n• pig\n•sheep\n10. duck") == ["dog", "cat", "horse", "cow", "pig", "sheep", "duck"])
    }

    @Test func aLineThatIsOnlyAMarkerIsEmpty() throws {
        #expect(try words("dog\n-\n10.\n*  \n3)\ncat") == ["dog", "cat"])
    }

    @Test func whitespaceIsTrimmedAndCollapsed() throws {
        #expect(try words("   ice    cream  \n\t dog ") == ["ice cream", "dog"])
    }

    @Test func textIsNormalisedToNFC() throws {
        let decomposed = "rato\u{301}n"
        let parsed = try words(decomposed + "\ncat")
        #expect(parsed[0] == "ratón")
        #expect(parsed[0].unicodeScalars.count == 5)
    }

    @Test func capitalisationIsKept() throws {
        #expect(try words("Hund\nKatze") == ["Hund", "Katze"])
    }

    @Test func commentsAndEmptyItemsAreDropped() throws {
        #expect(try words("# animals\ndog\n\n , ;\n  # more\ncat") == ["dog", "cat"])
    }

    @Test func duplicatesIgnoringCaseAreDroppedAndReportedWithLines() throws {
        let parsed = try parser.parse("dog\ncat\nDog\nCAT, bird")
        #expect(parsed.words.map(\.text) == ["dog", "cat", "bird"])
        #expect(parsed.duplicates == [
            DuplicateWord(text: "Dog", line: 3, firstLine: 1),
            DuplicateWord(text: "CAT", line: 4, firstLine: 2),
        ])
    }

    @Test func anItemOver100CharactersIsRefusedNamingTheLine() {
        let long = String(repeating: "a", count: 101)
        #expect(throws: ParseError.itemTooLong(line: 2, length: 101)) { try parser.parse("dog\n\(long)") }
        #expect(throws: Never.self) { try parser.parse("dog\n" + String(repeating: "b", count: 100)) }
    }

    @Test func controlCharactersAreRefusedNamingTheLine() {
        #expect(throws: ParseError.controlCharacter(line: 2, scalar: 0x1B)) { try parser.parse("dog\nc\u{1B}[31mat") }
        #expect(throws: ParseError.controlCharacter(line: 1, scalar: 0)) { try parser.parse("d\u{0}og\ncat") }
    }

    @Test func moreThan5000ItemsAreRefused() {
        let text = (1...5_001).map { "w\($0)" }.joined(separator: "\n")
        #expect(throws: ParseError.tooManyItems(line: 5_001)) { try parser.parse(text) }
        #expect(throws: Never.self) { try parser.parse((1...5_000).map { "w\($0)" }.joined(separator: ",")) }
    }

    @Test func aListNeedsAtLeastTwoWords() {
        #expect(throws: ParseError.tooFewWords(found: 1)) { try parser.parse("dog\ndog") }
        #expect(throws: ParseError.tooFewWords(found: 0)) { try parser.parse("") }
        #expect(throws: Never.self) { try WordListParser(requiresMinimum: false).parse("dog") }
    }

    @Test func errorsReadAsOneLineNamingTheLine() {
        for error in [ParseError.invalidUTF8(line: 7), .controlCharacter(line: 7, scalar: 7), .itemTooLong(line: 7, length: 300), .tooManyItems(line: 7)] {
            #expect(error.description.hasPrefix("line 7: "))
            #expect(!error.description.contains("\n"))
        }
    }
}
