import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Interchange

@Suite struct DelimitedTextTests {
    // MARK: - Quoting (RFC 4180, and what files in the wild do)

    static let quoting: [(text: String, rows: [[String]])] = [
        ("a,b", [["a", "b"]]),
        ("\"a,b\",c", [["a,b", "c"]]),
        ("\"say \"\"hi\"\"\",x", [["say \"hi\"", "x"]]),
        ("\"two\nlines\",x\ny,z", [["two\nlines", "x"], ["y", "z"]]),
        ("\"crlf\r\ninside\",x", [["crlf\r\ninside", "x"]]),
        ("a,b\r\nc,d\r\n", [["a", "b"], ["c", "d"]]),
        ("a,b\rc,d", [["a", "b"], ["c", "d"]]),
        ("a, \"b, c\"", [["a", "b, c"]]),
        ("\"a\"x,b", [["ax", "b"]]),
        ("say \"hi\",b", [["say \"hi\"", "b"]]),
        ("a,,c", [["a", "", "c"]]),
        ("a,b,", [["a", "b", ""]]),
        ("\"\",b", [["", "b"]]),
        ("\n\na,b\n,\n\n", [["a", "b"]]),
        ("a,b\n# a comment\nc,d", [["a", "b"], ["c", "d"]]),
        ("\"#quoted\",b", [["#quoted", "b"]]),
    ]

    @Test(arguments: quoting)
    func quotedCellsHoldSeparatorsQuotesAndLineBreaks(_ example: (text: String, rows: [[String]])) throws {
        let tokenizer = DelimitedTextTokenizer(separator: Array(",".utf8), rowSeparator: nil, skipsComments: true)
        let rows = try tokenizer.rows(in: ArraySlice(example.text.utf8), firstLine: 1).rows
        #expect(rows.map(\.cells) == example.rows)
    }

    @Test func spacesBeforeAQuoteAreSkippedUnlessTheySeparateCells() throws {
        let spaces = DelimitedTextTokenizer(separator: Array(" ".utf8), rowSeparator: nil, skipsComments: true)
        #expect(try spaces.rows(in: ArraySlice("a  \"b c\"".utf8), firstLine: 1).rows.map(\.cells) == [["a", "", "b c"]])
        let tabs = DelimitedTextTokenizer(separator: Array("\t".utf8), rowSeparator: nil, skipsComments: true)
        #expect(try tabs.rows(in: ArraySlice("a\t\t \"b\tc\"".utf8), firstLine: 1).rows.map(\.cells) == [["a", "", "b\tc"]])
    }

    @Test func rowsKnowTheLineTheyStartOnAcrossQuotedLineBreaks() throws {
        let tokenizer = DelimitedTextTokenizer(separator: Array(",".utf8), rowSeparator: nil, skipsComments: true)
        let text = "a,\"1\n2\n3\"\r\nb,c\r\n\r\nd,e\n"
        let rows = try tokenizer.rows(in: ArraySlice(text.utf8), firstLine: 5).rows
        #expect(rows.map(\.line) == [5, 8, 10])
    }

    // MARK: - Anki's header lines

    static let separators: [(header: String, row: String)] = [
        ("Comma", "dog,perro"), ("comma", "dog,perro"), ("Tab", "dog\tperro"), ("TAB", "dog\tperro"),
        ("Semicolon", "dog;perro"), ("Pipe", "dog|perro"), ("Space", "dog perro"), ("Colon", "dog:perro"),
        (";", "dog;perro"), ("|", "dog|perro"), ("\t", "dog\tperro"), (" ", "dog perro"), ("~", "dog~perro"),
    ]

    @Test(arguments: separators)
    func separatorHeaderNamesOrGivesTheCharacter(_ example: (header: String, row: String)) throws {
        let read = try imported("#separator:\(example.header)\n\(example.row)\ncat\(example.row.dropFirst(3).prefix(1))gato\n")
        #expect(read.deck.notes.map(\.native) == ["dog", "cat"])
        #expect(read.deck.notes.map(\.learned) == ["perro", "gato"])
    }

    @Test func headersGiveTheDeckTagsLanguagesAndColumns() throws {
        let text = """
            #separator:Semicolon
            #html:false
            #deck:flash::animals
            #tags:zoo farm
            #lang:en→es
            #columns:Learned;Native;Tags
            #tags column:3
            perro;dog;mammal pet
            gato;cat;

            """
        let read = try imported(text, name: "fallback")
        #expect(read.deck.name == "animals")
        #expect(read.deck.study == (try Study(native: Language(code: "en"), learned: Language(code: "es"))))
        #expect(read.deck.notes.map(\.native) == ["dog", "cat"])
        #expect(read.deck.notes.map(\.learned) == ["perro", "gato"])
        #expect(read.deck.notes.map(\.tags) == [["zoo", "farm", "mammal", "pet"], ["zoo", "farm"]])
        #expect((read.nativeColumn, read.learnedColumn) == (2, 1))
        #expect(read.remarks.isEmpty)
    }

    /// Issue 20: text files and Anki's note fields go through the same reducer, so a cell reads
    /// as the same field would (named references such as &eacute;, comments, quoted `>`).
    @Test func htmlCellsAreReducedAsAnkiFieldsAre() throws {
        let text = """
            #separator:tab
            #html:true
            caf&eacute;<!-- a note -->\t<span title="a > b">cami&oacute;n</span>
            a&hellip;z\t<style>p { color: red }</style>voil&agrave;

            """
        let notes = try imported(text, name: "html").deck.notes
        #expect(notes.map(\.native) == ["café", "a…z"])
        #expect(notes.map(\.learned) == ["camión", "voilà"])
        #expect(notes.map(\.native) == [HTMLText(html: "caf&eacute;<!-- a note -->").text, HTMLText(html: "a&hellip;z").text])
    }

    @Test func ankisOwnExportKeepsGUIDsAndTagsAndReducesHTML() throws {
        let text = """
            #separator:tab
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:6
            Ab1\tBasic\tSpanish::Animals\t<b>dog</b>\tperro<br>el &amp; can&nbsp;<img src="dog.jpg">[sound:perro.mp3]\tnoun pet
            Cd2\tBasic\tSpanish::Animals\t&lt;script&gt;\t<div>gato</div>\t

            """
        let read = try imported(text, name: "export")
        #expect(read.deck.name == "Spanish::Animals")
        let notes = read.deck.notes
        #expect(notes.map(\.guid) == ["Ab1", "Cd2"])
        #expect(notes.map(\.native) == ["dog", "<script>"])
        #expect(notes.map(\.learned) == ["perro el & can", "gato"])
        #expect(notes.map(\.tags) == [["noun", "pet"], []])
        #expect(read.remarks.contains { $0.hasPrefix("1 picture and 1 sound in cells not imported") })
        #expect(read.remarks.contains { $0.hasPrefix("note types are not used: the words come from column 4") })
    }

    @Test func guidAndTagsColumnsAreNotWords() throws {
        let read = try imported("#guid column:1\n#tags column:2\nX1,t1,dog,perro\n")
        var expected = InterchangeNote(guid: "X1", native: "dog", learned: "perro")
        expected.tags = ["t1"]
        #expect(read.deck.notes == [expected])
    }

    @Test func unknownHeadersAreNamedInARemark() throws {
        let read = try imported("#if matches:x\n#notetype:Basic\ndog,perro\ncat,gato\n")
        #expect(read.remarks.contains("header not used: #if matches:x"))
        #expect(read.deck.notes.count == 2)
    }

    @Test func anOldFirstTagsLineGivesEveryNoteItsTags() throws {
        let read = try imported("tags:old style\ndog\tperro\n")
        #expect(read.deck.notes.first?.tags == ["old", "style"])
    }

    // MARK: - Guessed separators, Quizlet, spreadsheets

    static let guesses: [(text: String, separator: DelimitedTextSeparator, learned: [String])] = [
        ("dog\tperro, can\ncat\tgato\n", .tab, ["perro", "gato"]),
        ("dog;perro, can\ncat;gato\n", .semicolon, ["perro", "gato"]),
        ("dog,perro\ncat,gato\n", .comma, ["perro", "gato"]),
        ("\"dog, hound\",perro\ncat,gato\n", .comma, ["perro", "gato"]),
        ("dog|perro\ncat|gato\n", .pipe, ["perro", "gato"]),
        ("dog,hound,perro\ncat,gato\n", .comma, ["hound", "gato"]),
    ]

    @Test(arguments: guesses)
    func separatorIsGuessedFromTheFirstRows(_ example: (text: String, separator: DelimitedTextSeparator, learned: [String])) throws {
        let read = try imported(example.text)
        #expect(read.separator == example.separator)
        #expect(read.deck.notes.map(\.learned) == example.learned)
        #expect(read.remarks.first == "separator: \(example.separator) (guessed; --separator chooses another)")
    }

    @Test func quizletsExportImportsAsPairsWithAlternatives() throws {
        let read = try imported("dog\tperro, can\nto look after\tcuidar; atender\nhouse\tcasa / hogar\n", name: "quizlet")
        #expect(read.deck.notes.map(\.native) == ["dog", "to look after", "house"])
        #expect(read.deck.notes.map(\.learned) == ["perro", "cuidar", "casa / hogar"])
        #expect(read.deck.notes.map(\.learnedAlternatives) == [["can"], ["atender"], []])
        #expect(read.deck.name == "quizlet")
    }

    @Test func quizletsCustomSeparatorsAreGivenInTheOptions() throws {
        let options = DelimitedTextOptions(
            separator: try DelimitedTextSeparator(parsing: " - "), rowSeparator: try DelimitedTextSeparator(parsing: ";"))
        let read = try imported("dog - perro;cat - gato;\nwashing machine - la lavadora", options: options)
        #expect(read.deck.notes.map(\.native) == ["dog", "cat", "washing machine"])
        #expect(read.deck.notes.map(\.learned) == ["perro", "gato", "la lavadora"])
    }

    @Test func cellsStayWholeWhenAlternativesAreNotSplit() throws {
        let read = try imported("hello\thola, buenos días\n", options: DelimitedTextOptions(splitsAlternatives: false))
        #expect(read.deck.notes.first?.learned == "hola, buenos días")
        #expect(read.deck.notes.first?.learnedAlternatives == [])
    }

    @Test func oneColumnGivesNotesWithTheWordsSideOnly() throws {
        let native = try imported("dog\ncat\nwashing machine\n")
        #expect(native.deck.notes.map(\.native) == ["dog", "cat", "washing machine"])
        #expect(native.deck.notes.allSatisfy { $0.learned.isEmpty })
        #expect((native.nativeColumn, native.learnedColumn) == (1, nil))
        let learned = try imported("perro\ngato\n", options: DelimitedTextOptions(wordsSide: .learned))
        #expect(learned.deck.notes.map(\.learned) == ["perro", "gato"])
        #expect(learned.deck.notes.allSatisfy { $0.native.isEmpty })
    }

    @Test func aFirstRowOfLabelsNamesTheColumns() throws {
        let read = try imported("Term,Definition,Notes\ndog,perro,a pet\n")
        #expect(read.deck.notes.count == 1)
        #expect(read.deck.notes.first?.remarks == "a pet")
        let languages = try imported(
            "Spanish,English\nperro,dog\n",
            options: DelimitedTextOptions(study: try Study(native: Language(code: "en"), learned: Language(code: "es"))))
        #expect(languages.deck.notes.map(\.native) == ["dog"])
        #expect(languages.deck.notes.map(\.learned) == ["perro"])
    }

    @Test func aLanguageNameAloneIsAWordNotALabel() throws {
        let read = try imported("German\nFrench\n")
        #expect(read.deck.notes.map(\.native) == ["German", "French"])
        #expect(try imported("Word\nhouse\ndog\n").deck.notes.map(\.native) == ["house", "dog"])
    }

    @Test func wordsThatLookLikeLabelsStayCardsWhenTheOptionsSaySo() throws {
        let read = try imported("word,translation\nhouse,casa\n", options: DelimitedTextOptions(firstRowNamesColumns: false))
        #expect(read.deck.notes.map(\.native) == ["word", "house"])
    }

    static let columnChoices: [(columns: String, native: [String], learned: [String])] = [
        ("Back,Front", ["perro", "gato"], ["dog", "cat"]),
        ("3,1", ["can", "felino"], ["dog", "cat"]),
        ("front, extra", ["dog", "cat"], ["can", "felino"]),
        ("Extra", ["can", "felino"], ["", ""]),
        ("2", ["perro", "gato"], ["", ""]),
    ]

    @Test(arguments: columnChoices)
    func columnsArePickedByNameOrNumber(_ example: (columns: String, native: [String], learned: [String])) throws {
        let options = DelimitedTextOptions(columns: try DelimitedTextColumns(parsing: example.columns))
        let read = try imported("#columns:Front\tBack\tExtra\ndog\tperro\tcan\ncat\tgato\tfelino\n", options: options)
        #expect(read.deck.notes.map(\.native) == example.native)
        #expect(read.deck.notes.map(\.learned) == example.learned)
    }

    @Test func aByteOrderMarkAndCRLFAreRead() throws {
        let read = try DelimitedTextReader().read([0xEF, 0xBB, 0xBF] + Array("#separator:Comma\r\ndog,perro\r\ncat,gato\r\n".utf8), name: "x")
        #expect(read.deck.notes.map(\.learned) == ["perro", "gato"])
    }

    @Test func rowsWithoutAWordAreSkippedAndCounted() throws {
        let read = try imported("dog,perro\n--,\n,,note\ncat,gato\n")
        #expect(read.deck.notes.count == 2)
        #expect(read.remarks.contains("2 rows without a word skipped (lines 2, 3)"))
    }

    @Test func controlCharactersAndEscapesAreCleanedOut() throws {
        let read = try imported("\"dog\u{1B}[31m\",\"per\u{202E}ro\"\n")
        #expect(read.deck.notes.first?.native == "dog")
        #expect(read.deck.notes.first?.learned == "perro")
    }

    // MARK: - Errors: one line each, naming the line

    static let errors: [RefusedFile] = [
        RefusedFile(Array("dog,perro\ncat,gato\n".utf8) + [0xC3, 0x28] + Array(",x\n".utf8), DelimitedTextOptions(), .invalidUTF8(line: 3),
         "line 3: not valid UTF-8 text (flash reads UTF-8 only)"),
        RefusedFile([0xFF, 0xFE, 0x64, 0x00], DelimitedTextOptions(), .utf16,
         "the file is UTF-16 text; flash reads UTF-8 (save it as \"CSV UTF-8\" or \"Unicode (UTF-8)\")"),
        RefusedFile(Array("dog,perro\n\"cat,gato\nbird,pájaro\n".utf8), DelimitedTextOptions(), .unclosedQuote(line: 2),
         "line 2: a quoted cell is never closed (a cell that starts with \" ends with \"; write \"\" for a quote inside it)"),
        RefusedFile(Array("#separator:abcdefghijkl\ndog\n".utf8), DelimitedTextOptions(),
         .invalidHeader(line: 1, header: "#separator:abcdefghijkl", expected: "Comma, Tab, Semicolon, Pipe, Space, Colon or a character"),
         "line 1: '#separator:abcdefghijkl' is not a valid header: expected Comma, Tab, Semicolon, Pipe, Space, Colon or a character"),
        RefusedFile(Array("#separator:Comma\n#html:maybe\ndog\n".utf8), DelimitedTextOptions(),
         .invalidHeader(line: 2, header: "#html:maybe", expected: "true or false"),
         "line 2: '#html:maybe' is not a valid header: expected true or false"),
        RefusedFile(Array("#tags column:x\ndog\n".utf8), DelimitedTextOptions(),
         .invalidHeader(line: 1, header: "#tags column:x", expected: "a column number from 1"),
         "line 1: '#tags column:x' is not a valid header: expected a column number from 1"),
        RefusedFile(Array("#columns:Front,Back\ndog,perro\n".utf8), DelimitedTextOptions(columns: DelimitedTextColumns(native: .name("Word"), learned: .name("Back"))),
         .noSuchColumn("Word", labels: ["Front", "Back"]), "no column is named 'Word'; the file's columns: Front, Back"),
        RefusedFile(Array("dog,perro\n".utf8), DelimitedTextOptions(columns: DelimitedTextColumns(native: .number(1), learned: .number(4))),
         .columnOutOfRange(4, count: 2), "there is no column 4: the file has 2 columns"),
        RefusedFile(Array("dog,perro\n".utf8), DelimitedTextOptions(columns: DelimitedTextColumns(native: .number(2), learned: .number(2))),
         .sameColumn(2), "column 2 cannot be both the native and the learned words"),
        RefusedFile(Array("#separator:Comma\n#deck:x\n\n# nothing\n".utf8), DelimitedTextOptions(), .noRows, "the file has no rows with words"),
        RefusedFile(Array((String(repeating: "a,", count: 70) + "b\n").utf8), DelimitedTextOptions(), .tooManyColumns(line: 1),
         "line 1: more than 64 columns"),
        RefusedFile(Array(("dog," + String(repeating: "é", count: 10_001) + "\n").utf8), DelimitedTextOptions(),
         .cellTooLong(line: 1, column: 2, length: 10_001), "line 1, column 2: a cell of 10001 characters is too long (at most 10000)"),
        RefusedFile(Array(String(repeating: "w,x\n", count: 50_001).utf8), DelimitedTextOptions(), .tooManyRows(line: 50_001),
         "line 50001: more than 50000 rows; split the file"),
        RefusedFile([UInt8](repeating: 0x61, count: 32 * 1_048_576 + 1), DelimitedTextOptions(), .tooLarge(bytes: 32 * 1_048_576 + 1),
         "the file has 33 MB; text files of at most 32 MB are read"),
    ]

    @Test(arguments: errors)
    func refusedFilesSayWhyInOneLine(_ example: RefusedFile) {
        #expect(throws: example.error) { try DelimitedTextReader(options: example.options).read(example.bytes, name: "x") }
        #expect(example.error.description == example.message)
        #expect(!example.message.contains("\n"))
    }

    static let badArguments: [(text: String, error: DelimitedTextError)] = [
        ("", .invalidColumns("")), ("1,2,3", .invalidColumns("1,2,3")), ("0,1", .invalidColumns("0")), (",2", .invalidColumns(",2")),
    ]

    @Test(arguments: badArguments)
    func columnsArgumentsThatSayNothingAreRefused(_ example: (text: String, error: DelimitedTextError)) {
        #expect(throws: example.error) { try DelimitedTextColumns(parsing: example.text) }
    }

    @Test func separatorArgumentsTakeNamesEscapesAndCharacters() throws {
        #expect(try DelimitedTextSeparator(parsing: "semicolon") == .semicolon)
        #expect(try DelimitedTextSeparator(parsing: "\\t") == .tab)
        #expect(try DelimitedTextSeparator(parsing: " - ").text == " - ")
        #expect(throws: DelimitedTextError.invalidSeparator("\"")) { try DelimitedTextSeparator(parsing: "\"") }
        #expect(throws: DelimitedTextError.invalidSeparator("")) { try DelimitedTextSeparator(parsing: "") }
    }

    // MARK: - Writer, and the round trip

    @Test func writerPutsAnkisHeaderLinesAboveQuotedRows() throws {
        var dog = InterchangeNote(guid: "flash-1", native: "dog", learned: "perro")
        dog.learnedAlternatives = ["can"]
        dog.tags = ["pets", "four legs"]
        let hash = InterchangeNote(guid: "flash-2", native: "#1 hit", learned: "éxito \"top\"")
        let deck = InterchangeDeck(name: "animals", study: try Study(native: Language(code: "en"), learned: Language(code: "es")), notes: [dog, hash])
        #expect(DelimitedTextWriter(format: .csv).text(for: deck) == #"""
            #separator:Comma
            #html:false
            #deck:flash::animals
            #lang:en→es
            #flash columns:Native,Learned,Tags,GUID
            #guid column:4
            #tags column:3
            dog,"perro, can",pets four_legs,flash-1
            "#1 hit","éxito ""top""",,flash-2

            """#)
        #expect(DelimitedTextWriter(format: .tsv).text(for: deck).contains("#separator:Tab\n#html:false\n"))
        #expect(DelimitedTextWriter(format: .tsv).text(for: deck).contains("dog\tperro, can\tpets four_legs\tflash-1\n"))
    }

    @Test(arguments: DelimitedTextFormat.allCases)
    func writerOutputReadsBackAsTheSameDeck(_ format: DelimitedTextFormat) throws {
        let deck = try Self.hostileDeck()
        let text = DelimitedTextWriter(format: format).text(for: deck)
        let read = try DelimitedTextReader().read(Array(text.utf8), name: "other")
        #expect(read.deck == deck)
        #expect(read.separator == format.separator)
        #expect(read.remarks.isEmpty)
    }

    @Test func lineBreaksAndTabsInACellAreQuotedAndReadAsSpaces() throws {
        var note = InterchangeNote(native: "dog", learned: "perro")
        note.remarks = "  first line\n\tsecond line "
        let text = DelimitedTextWriter(format: .tsv).text(for: InterchangeDeck(name: "x", notes: [note]))
        #expect(text.hasSuffix("dog\tperro\t\"  first line\n\tsecond line \"\n"))
        #expect(try DelimitedTextReader().read(Array(text.utf8), name: "x").deck.notes.first?.remarks == "first line second line")
    }

    @Test func fileExtensionsNameTheFormat() {
        #expect(DelimitedTextFormat(fileExtension: "CSV") == .csv)
        #expect(DelimitedTextFormat(fileExtension: "tsv") == .tsv)
        #expect(DelimitedTextFormat(fileExtension: "txt") == .tsv)
        #expect(DelimitedTextFormat(fileExtension: "apkg") == nil)
    }

    /// Every character that needs care in CSV, TSV or Anki: separators, quotes, leading `#`,
    /// tabs and line breaks in notes, HTML, IPA, a tag with a space.
    static func hostileDeck() throws -> InterchangeDeck {
        var notes: [InterchangeNote] = []
        var dog = InterchangeNote(guid: "flash-a1", native: "dog", learned: "perro")
        dog.nativeAlternatives = ["hound"]
        dog.learnedAlternatives = ["can", "chucho"]
        dog.ipa = "ˈpe.ro"
        (dog.gender, dog.partOfSpeech) = (.masculine, .noun)
        dog.tags = ["animals", "four_legs"]
        dog.remarks = "Says \"guau\"; not \"woof\", with commas"
        notes.append(dog)
        var script = InterchangeNote(guid: "flash-b2", native: "<script>alert(1)</script>", learned: "#hashtag")
        script.remarks = "&amp; stays, km/h too"
        notes.append(script)
        notes.append(InterchangeNote(guid: "flash-c3", native: "washing machine", learned: "la lavadora"))
        return InterchangeDeck(name: "animals & <friends>", study: try Study(native: Language(code: "en"), learned: Language(code: "es")), notes: notes)
    }

    private func imported(_ text: String, name: String = "list", options: DelimitedTextOptions = DelimitedTextOptions()) throws -> DelimitedTextImport {
        try DelimitedTextReader(options: options).read(Array(text.utf8), name: name)
    }
}

/// A file the reader refuses, the error and its message; shown in test results by its message,
/// as its bytes may be megabytes.
struct RefusedFile: CustomTestStringConvertible, Sendable {
    let bytes: [UInt8]
    let options: DelimitedTextOptions
    let error: DelimitedTextError
    let message: String

    init(_ bytes: [UInt8], _ options: DelimitedTextOptions, _ error: DelimitedTextError, _ message: String) {
        (self.bytes, self.options, self.error, self.message) = (bytes, options, error, message)
    }

    var testDescription: String { message }
}

/// Anki's own text import (Anki's Python library in `.venv-anki`, as `.ci/run` installs it)
/// reads flash's CSV and TSV exports through Support/anki_check_csv.py. Skipped when that
/// Python is absent, unless FLASH_REQUIRE_ANKI=1 makes the absence a failure.
@Suite(.enabled(if: AnkiPython.shouldRun, "no Python with Anki's library; run .ci/run or set FLASH_ANKI_PYTHON"))
struct DelimitedTextAnkiTests {
    @Test(arguments: DelimitedTextFormat.allCases)
    func ankisTextImportReadsFlashsExportWithItsHeaders(_ format: DelimitedTextFormat) throws {
        let deck = try DelimitedTextTests.hostileDeck()
        let report = try Self.ankiReads(DelimitedTextWriter(format: format).text(for: deck), format: format)
        #expect(report.delimiter == (format == .csv ? "COMMA" : "TAB"))
        #expect(report.is_html == false)
        #expect(report.imports.count == 2)
        #expect(report.imports.first?.new == deck.notes.count)
        #expect(report.imports.last?.new == 0, "a second import of the same file added notes instead of matching GUIDs")
        #expect(report.notes.count == deck.notes.count)
        for (note, anki) in zip(deck.notes, report.notes) {
            #expect(anki.notetype == "Basic")
            #expect(anki.deck == "flash::animals & <friends>")
            #expect(anki.guid == note.guid)
            #expect(anki.tags.sorted() == note.tags.sorted())
            #expect(anki.fields == [
                Self.escaped(([note.native] + note.nativeAlternatives).joined(separator: ", ")),
                Self.escaped(([note.learned] + note.learnedAlternatives).joined(separator: ", ")),
            ])
        }
    }

    /// `#html:false` makes Anki escape what could be markup, so `<script>` shows as text.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

private struct AnkiReport: Decodable {
    struct Log: Decodable { let new: Int, updated: Int, duplicate: Int }
    struct Note: Decodable { let notetype: String, fields: [String], tags: [String], guid: String, deck: String }
    let anki: String
    let delimiter: String
    let is_html: Bool
    let imports: [Log]
    let notes: [Note]
}

extension DelimitedTextAnkiTests {
    /// Anki's text import of `text` through Support/anki_check_csv.py.
    fileprivate static func ankiReads(_ text: String, format: DelimitedTextFormat) throws -> AnkiReport {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("export.\(format.rawValue)")
        try Data(text.utf8).write(to: file)
        return try JSONDecoder().decode(AnkiReport.self, from: AnkiPython.runScript("anki_check_csv.py", [file.path]))
    }
}
