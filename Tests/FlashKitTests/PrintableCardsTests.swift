import FlashTestSupport
import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Store
@testable import Reports
@testable import Interchange

/// The printable page of `flash export LIST cards.html`. Set FLASH_KEEP_PRINTABLE to a file path
/// to keep the sample page there and look at it in a browser.
@Suite struct PrintableCardsTests {
    @Test func backPagesMirrorEveryRowAndKeepEmptyCellsInPlace() {
        let pages = PrintableCards.pages(count: 11, columns: 2, rows: 4)
        #expect(pages.count == 2)
        #expect(pages[0].front == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(pages[0].back == [1, 0, 3, 2, 5, 4, 7, 6])
        #expect(pages[1].front == [8, 9, 10, nil, nil, nil, nil, nil])
        #expect(pages[1].back == [9, 8, nil, 10, nil, nil, nil, nil])
        #expect(PrintableCards.pages(count: 0).isEmpty)
    }

    @Test func eachFrontSheetIsFollowedByItsBackSheet() throws {
        let html = PrintableCards().html(for: try Self.sample())
        let sides = html.matches(of: /<section class="sheet (front|back)"/).map { String($0.output.1) }
        #expect(sides == ["front", "back", "front", "back"])
        #expect(html.components(separatedBy: "<div class=\"card empty\"></div>").count - 1 == 10)
    }

    @Test func frontsShowPictureAndWordAndBacksTheTranslationIPAAndAlternatives() throws {
        let html = PrintableCards().html(for: try Self.sample())
        #expect(html.contains("<img class=\"picture\" src=\"data:image/png;base64,"))
        #expect(html.contains("<p class=\"word\" lang=\"en\">cat</p>"))
        #expect(html.contains("<div class=\"card\"><p class=\"word\" lang=\"es\">el gato</p><p class=\"ipa\">/el ˈɡa.to/</p><p class=\"also\">also: <span lang=\"es\">minino, michi</span></p></div>"))
        #expect(html.contains("<p class=\"word missing\">(no translation yet)</p>"))
        #expect(html.contains("<p class=\"word longer\" lang=\"en\">a very long phrase that needs a smaller font</p>"))
    }

    @Test func hostileTextIsShownAsTextAndNothingCanRun() throws {
        let html = PrintableCards().html(for: try Self.sample())
        #expect(html.range(of: "<script", options: .caseInsensitive) == nil)
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        #expect(html.contains("&#39;&lt;/td&gt;&lt;img src=x onerror=alert(1)&gt;&#39; 1×"))
        #expect(!html.contains("onerror=alert(1)>"))
        #expect(!html.contains("\u{202E}"))
        #expect(html.contains("content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\""))
    }

    @Test func picturesAreInlinedAndNothingIsFetched() throws {
        let report = try Self.sample()
        let html = PrintableCards().html(for: report)
        let pictures = report.deck.notes.filter { $0.picture.map { PrintableCardsHTML.imageType($0.bytes) != nil } ?? false }.count
        #expect(pictures == 3)
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == pictures)
        #expect(!html.contains("data:image/svg"))
        let external = html.matches(of: /(?i)(https?:|\/\/)[^"\s]*/).map { String($0.output.0) }.filter { $0 != "http://www.w3.org/2000/svg" }
        #expect(external.isEmpty)
        for banned in ["<link", "<script", "@import", "url(", "@font-face"] {
            #expect(!html.lowercased().contains(banned), "the page has \(banned)")
        }
    }

    @Test func chartsHaveOneTitledBarPerSessionOnRoundAxes() throws {
        let html = PrintableCards().html(for: try Self.sample())
        #expect(html.components(separatedBy: "<rect class=\"bar\"").count - 1 == 2 * 12)
        #expect(html.contains("<title id=\"score-title\">Score per session</title>"))
        #expect(html.contains("<desc id=\"score-desc\">12 sessions; latest 90%, best 100%, worst 40%.</desc>"))
        #expect(html.contains("<title>Session 12, 2026-03-12 09:00: 90% (9 of 10 right)</title>"))
        for tick in ["0%", "25%", "50%", "75%", "100%"] {
            #expect(html.contains("text-anchor=\"end\">\(tick)</text>"))
        }
        #expect(html.contains("<title id=\"time-title\">Time per session (min)</title>"))
        #expect(html.contains("<title>Session 3, 2026-03-03 09:00: 9 min</title>"))
        #expect(html.contains("<p class=\"totals\">12 sessions, 1 h 18 min spent, 120 answers, 70% right</p>"))
    }

    @Test func onlyTheLastThirtySessionsAreCharted() throws {
        var report = try Self.sample()
        report.sessions = (0..<45).map { PrintableReport.Session(started: Self.day($0), durationSeconds: 50, answered: 4, right: $0 % 5) }
        let html = PrintableCards().html(for: report)
        #expect(html.components(separatedBy: "<rect class=\"bar\"").count - 1 == 2 * 30)
        #expect(html.contains("Score per session (the last 30 of 45)"))
        #expect(html.contains("<title id=\"time-title\">Time per session (s)</title>"))
        #expect(html.contains("<title>Session 16,"))
        #expect(!html.contains("<title>Session 15,"))
    }

    @Test func mistakesTableListsWhatWasGivenInstead() throws {
        let html = PrintableCards().html(for: try Self.sample())
        #expect(html.contains("<caption>3 cards missed</caption>"))
        #expect(html.contains("<td>chicken → el pollo <span class=\"leech\">leech</span></td><td>el pollo</td><td>&#39;el oso&#39; 2×, the answer to bear - el oso<br/>skipped 1×</td>"))
        #expect(html.contains("graded again 2×"))
        #expect(html.contains("<td class=\"number\">1</td><td class=\"number\">4</td><td>2026-03-12 09:05</td>"))
    }

    @Test func memorySummaryGivesPhasesStabilityRecallAndLeeches() throws {
        let html = PrintableCards().html(for: try Self.sample())
        #expect(html.contains("<tbody><tr><td class=\"number\">3</td><td class=\"number\">2</td><td class=\"number\">6</td><td class=\"number\">4</td><td class=\"number\">12.5 days</td><td class=\"number\">87%</td><td class=\"number\">1</td></tr></tbody>"))
        #expect(html.contains("<title>Review: 6 cards</title>"))
        #expect(html.contains("<desc id=\"phases-desc\">3 new, 2 learning, 6 in review.</desc>"))
    }

    @Test func aListWithoutResultsSaysSo() throws {
        var report = try Self.sample()
        (report.sessions, report.mistakes, report.memory) = ([], [], nil)
        let html = PrintableCards().html(for: report)
        #expect(html.contains("No session yet"))
        #expect(html.contains("No mistakes."))
        #expect(html.contains("No memory states yet"))
        #expect(!html.contains("<svg"))
    }

    @Test func resultsComeFromTheReportsFlashAlreadyMakes() {
        let summary = SessionSummary(
            id: 4, listID: 1, kind: "learn", started: Self.day(0), finished: Self.day(0) + 90, ending: nil, planned: 4,
            counts: [.correct: 3, .wrong: 1])
        let session = PrintableReport.Session(ResultsReport(list: "x", sessions: [summary]).recent[0])
        #expect(session == PrintableReport.Session(started: Self.day(0), durationSeconds: 90, answered: 4, right: 3))
        #expect(session.score == 75)
    }

    // MARK: - The sample

    /// Eleven cards (two sheets, the second not full), three with pictures and one whose
    /// "picture" is an SVG, hostile words and answers, twelve sessions, three mistakes.
    static func sample() throws -> PrintableReport {
        let words: [(String, String, String?)] = [
            ("cat", "el gato", "cat"), ("bear", "el oso", "bear"), ("bird", "el pájaro", "bird"),
            ("<script>alert(\"x\")</script>", "\"quotes\" & 'apostrophes'", nil), ("dog", "el perro", nil),
            ("a very long phrase that needs a smaller font", "una frase muy larga", nil), ("candle", "", nil),
            ("house", "la casa", nil), ("chicken", "el pollo", nil), ("brave", "valiente", nil), ("evil\u{202E}txt", "malo", nil),
        ]
        var notes = try words.map { native, learned, picture in
            var note = InterchangeNote(native: native, learned: learned)
            if let picture { note.picture = InterchangeMedia(name: "\(picture).png", bytes: try fixtureImage(picture)) }
            return note
        }
        notes[0].ipa = "el ˈɡa.to"
        notes[0].learnedAlternatives = ["minino", "michi"]
        notes[1].nativeAlternatives = ["teddy"]
        notes[4].picture = InterchangeMedia(name: "dog.svg", bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8))
        let deck = InterchangeDeck(name: "animals <3", study: try Study(native: Language(code: "en"), learned: Language(code: "es")), notes: notes)
        let scores = [4, 5, 5, 6, 7, 6, 8, 7, 9, 10, 8, 9]
        let minutes = [5, 6, 9, 4, 7, 8, 6, 5, 7, 8, 6, 7]
        let sessions = zip(scores, minutes).enumerated().map { index, values in
            PrintableReport.Session(started: day(index), durationSeconds: Double(values.1 * 60), answered: 10, right: values.0)
        }
        let mistakes = [
            PrintableReport.Mistake(
                native: "chicken", learned: "el pollo", expected: "el pollo",
                wrongAnswers: [.init(given: "el oso", count: 2, confusedWith: "bear - el oso"), .init(given: "", count: 1)],
                right: 1, wrong: 4, lastSeen: day(11) + 300, leech: true),
            PrintableReport.Mistake(native: "brave", learned: "valiente", expected: "valiente",
                                    wrongAnswers: [.init(given: "again", count: 2, selfGraded: true)], right: 2, wrong: 2, lastSeen: day(10)),
            PrintableReport.Mistake(native: "house", learned: "la casa", expected: "la casa",
                                    wrongAnswers: [.init(given: "'</td><img src=x onerror=alert(1)>", count: 1)], right: 0, wrong: 1, lastSeen: nil),
        ]
        let memory = PrintableReport.Memory(new: 3, learning: 2, review: 6, due: 4, averageStability: 12.5, averageRecall: 0.87, leeches: 1)
        return PrintableReport(deck: deck, sessions: sessions, mistakes: mistakes, memory: memory, generated: day(12),
                               timeZone: TimeZone(identifier: "UTC")!)
    }

    /// 2026-03-01 09:00 UTC plus `offset` days.
    static func day(_ offset: Int) -> Date {
        Date(timeIntervalSince1970: 1_772_355_600 + Double(offset) * 86_400)
    }

    static func fixtureImage(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: LoopbackFixtures.repositoryRoot.appendingPathComponent("Fixtures/images/\(name).png")))
    }
}

/// The page checked by libxml2's own parsers: well-formed as XML, and parsed as HTML with no
/// error other than the HTML5 and SVG elements its HTML 4 parser does not know. Runs when
/// xmllint is installed (libxml2-utils); without it the suite is skipped, unless
/// FLASH_REQUIRE_XMLLINT=1 makes the absence a failure.
@Suite(.enabled(if: XMLLint.shouldRun, "xmllint is not installed (apt-get install libxml2-utils)"))
struct PrintableCardsXMLLintTests {
    @Test func pageIsWellFormedXMLAndHTMLWithoutErrors() throws {
        let xmllint = try #require(XMLLint.path, "FLASH_REQUIRE_XMLLINT=1 but xmllint is not installed (apt-get install libxml2-utils)")
        let directory = TemporaryDirectory()
        let page = try XMLLint.write(PrintableCards().html(for: try PrintableCardsTests.sample()), in: directory)
        let xml = try XMLLint.run(xmllint, ["--noout", "--nonet", page])
        #expect(xml.status == 0 && xml.errors.isEmpty, "not well-formed: \(xml.errors)")
        let html = try XMLLint.run(xmllint, ["--html", "--noout", "--nonet", page])
        let unexpected = XMLLint.problems(in: html.errors)
        #expect(html.status == 0 && unexpected.isEmpty, "HTML parser errors: \(unexpected.joined(separator: "\n"))")
    }

    @Test func pageHoldsTheCardsChartsAndTablesItShould() throws {
        let xmllint = try #require(XMLLint.path, "FLASH_REQUIRE_XMLLINT=1 but xmllint is not installed (apt-get install libxml2-utils)")
        let directory = TemporaryDirectory()
        let page = try XMLLint.write(PrintableCards().html(for: try PrintableCardsTests.sample()), in: directory)
        let counts: [(String, String)] = [
            ("count(//*[local-name()='section'][contains(@class,'sheet')])", "4"),
            ("count(//*[local-name()='section'][contains(@class,'front')]//*[@class='card' or @class='card no-picture'])", "11"),
            ("count(//*[local-name()='section'][contains(@class,'back')]//*[@class='card'])", "11"),
            ("count(//*[local-name()='img'][starts-with(@src,'data:image/png;base64,')])", "3"),
            ("count(//*[local-name()='svg'])", "3"),
            ("count(//*[local-name()='rect'][@class='bar']/*[local-name()='title'])", "24"),
            ("count(//*[local-name()='table'][@class='mistakes']/*[local-name()='tbody']/*[local-name()='tr'])", "3"),
            ("count(//*[local-name()='table'][@class='sessions']/*[local-name()='tbody']/*[local-name()='tr'])", "12"),
            ("count(//*[local-name()='script'])", "0"),
            ("string(//*[local-name()='section'][contains(@class,'back')][1]/*[1]/*[1])", "el oso"),
        ]
        for (path, expected) in counts {
            let result = try XMLLint.run(xmllint, ["--xpath", path, page])
            #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == expected, "\(path)")
        }
    }
}

enum XMLLint {
    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_XMLLINT"] == "1" }
    static var shouldRun: Bool { required || path != nil }

    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/xmllint" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Elements HTML5 and SVG add, which libxml2's HTML 4 parser reports as invalid tags.
    static let newerElements: Set<String> = ["section", "header", "figure", "figcaption", "svg", "rect", "line", "text", "desc"]

    /// The errors of an `xmllint --html` run, less its complaints about ``newerElements`` (each
    /// is three lines: the message, the source line and a caret).
    static func problems(in errors: String) -> [String] {
        let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var problems: [String] = [], index = 0
        while index < lines.count {
            let line = lines[index]
            if let tag = line.firstMatch(of: /HTML parser error : Tag (\w+) invalid/), newerElements.contains(String(tag.output.1)) {
                index += 3
                continue
            }
            if !line.isEmpty { problems.append(line) }
            index += 1
        }
        return problems
    }

    static func write(_ html: String, in directory: TemporaryDirectory) throws -> String {
        let url = directory.url.appendingPathComponent("cards.html")
        try Data(html.utf8).write(to: url)
        if let keep = ProcessInfo.processInfo.environment["FLASH_KEEP_PRINTABLE"] { try? Data(html.utf8).write(to: URL(fileURLWithPath: keep)) }
        return url.path
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let result = try ProgramRun.run(executable, arguments)
        return (result.status, String(decoding: result.output, as: UTF8.self), String(decoding: result.error, as: UTF8.self))
    }
}
