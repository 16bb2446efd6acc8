import Foundation
import Testing
@testable import Providers

/// openclipart's drawings in a small folder shaped like Debian's openclipart-svg, written by the
/// test: which titles name a picture, what is left out, and the index kept between runs.
@Suite struct ClipartIndexTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flash-clipart-\(UUID().uuidString)")
    var folder: String { root.appendingPathComponent("svg").path }
    var cache: String { root.appendingPathComponent("cache").path }

    @Test func titlesAreMatchedWholeAndKeywordsOnlyConfirmAColourWord() throws {
        try writeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let drawings = catalog(cacheDirectory: nil)
        #expect(urls(drawings, "frying pan") == ["picture:openclipart/food/frying_pan_01.svg"])
        #expect(urls(drawings, "teapot") == ["picture:openclipart/food/teapot.svg"])
        #expect(urls(drawings, "apple") == ["picture:openclipart/food/red_apple.svg"])
        #expect(urls(drawings, "hammer") == ["picture:openclipart/tools/hammer.svg"])
        #expect(urls(drawings, "hot dog") == ["picture:openclipart/animals/hot_dog.svg"])
        for word in ["pan", "padella", "kettle", "fruit", "nail", "dog", "red", "lost"] {
            #expect(urls(drawings, word).isEmpty, "\(word)")
        }
        let credit = drawings.map { PictureSet.openClipart.credit($0.shownName(of: "food/frying_pan_01.svg")) }
        #expect(credit == "Openclipart: frying pan (public domain)")
    }

    @Test func theIndexIsKeptUntilTheFolderChangesAndADamagedOneIsRebuilt() throws {
        try writeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try #require(ClipartIndex.load(folder: folder, cacheDirectory: cache))
        #expect(ClipartIndex(contentsOf: ClipartIndex.file(in: cache)) == first)
        // A drawing retitled in place leaves the folders as they were: the index is still used.
        try svg(title: "skillet").write(toFile: folder + "/food/frying_pan_01.svg", atomically: false, encoding: .utf8)
        #expect(urls(catalog(cacheDirectory: cache), "frying pan").count == 1)
        #expect(urls(catalog(cacheDirectory: cache), "skillet").isEmpty)
        // A category changed (a reinstall): read again.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: folder + "/food")
        #expect(urls(catalog(cacheDirectory: cache), "skillet") == ["picture:openclipart/food/frying_pan_01.svg"])
        #expect(urls(catalog(cacheDirectory: cache), "frying pan").isEmpty)
        // A damaged index is never trusted.
        let file = ClipartIndex.file(in: cache)
        let whole = try String(contentsOfFile: file, encoding: .utf8)
        for damaged in [String(whole.dropLast(8)), whole.replacingOccurrences(of: "food/teapot.svg", with: "../teapot.svg"), "garbage"] {
            try damaged.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(ClipartIndex(contentsOf: file) == nil)
            #expect(urls(catalog(cacheDirectory: cache), "teapot") == ["picture:openclipart/food/teapot.svg"])
            #expect(ClipartIndex(contentsOf: file) != nil)
        }
    }

    @Test func aHugeOrMalformedDrawingIsReadBoundedAndOneWithoutATitleSkipped() throws {
        try FileManager.default.createDirectory(atPath: folder + "/food", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let huge = "<svg>" + String(repeating: "<g>", count: 2_000_000) + svg(title: "melon")
        try huge.write(toFile: folder + "/food/huge.svg", atomically: true, encoding: .utf8)
        try "<svg><metadata><rdf:RDF><cc:Work><dc:title>bro".write(toFile: folder + "/food/cut.svg", atomically: true, encoding: .utf8)
        try "<svg><cc:Work><dc:title></dc:title></cc:Work></svg>".write(toFile: folder + "/food/untitled.svg", atomically: true, encoding: .utf8)
        try svg(title: "lemon").write(toFile: folder + "/food/lemon.svg", atomically: true, encoding: .utf8)
        let entries = ClipartFolder.entries(of: folder)
        #expect(entries.map(\.location) == ["food/lemon.svg"])
    }

    /// The tags are found on the bytes wherever they stand: at the very start and end, after a
    /// false start ("<<", "<cc:Wor"), around titles of other scripts and entities; one cut
    /// short is no tag.
    @Test func tagsAreFoundAtEveryPlaceInTheBytes() {
        #expect(ClipartMetadata(svg: "<cc:Work><dc:title>ñandú</dc:title></cc:Work>") == ClipartMetadata(title: "ñandú", keywords: []))
        #expect(ClipartMetadata(svg: "<cc:Wor <<cc:Work x=\">\"><dc:title>犬 &amp; 猫</dc:title><dc:subject><rdf:li>a</rdf:li><rdf:li>b</rdf:li>")
                == ClipartMetadata(title: "犬 & 猫", keywords: ["a", "b"]), "an unclosed work runs to the end")
        #expect(ClipartMetadata(svg: "<cc:Work><cc:Agent><dc:title>me</dc:title></cc:Agent><dc:title>owl</dc:title></cc:Work>")?.title == "owl")
        #expect(ClipartMetadata(svg: "<cc:Work><dc:titles>no</dc:titles><dc:title>owl</dc:title></cc:Work>")?.title == "owl", "a longer tag is another")
        #expect(ClipartMetadata(svg: "<cc:Work><cc:Agent><dc:title>me</dc:title>") == nil, "an unclosed agent takes the rest")
        #expect(ClipartMetadata(svg: "<cc:Work><dc:title>owl</dc:title") == nil && ClipartMetadata(svg: "<cc:Wor") == nil)
        #expect(ClipartMetadata(svg: "") == nil && ClipartMetadata(svg: "<") == nil)
    }

    @Test func aTitleBecomesANameAsAWordIsTyped() {
        #expect(ClipartMetadata.name(of: "Frying_Pan (padella in italian) 03") == "frying pan")
        #expect(ClipartMetadata.name(of: "The Moon v0.1") == "moon")
        #expect(ClipartMetadata.name(of: "light-bulb (unclosed") == "light bulb")
        #expect(ClipartMetadata(title: "Hotel Icon", keywords: ["hotel"]).names.isEmpty)
        #expect(ClipartMetadata(title: "Large basic plate", keywords: ["plate"]).names == ["large basic plate", "plate"])
        #expect(ClipartMetadata(title: "Keyboard key", keywords: ["key"]).names == ["keyboard key"])
    }
}

private extension ClipartIndexTests {
    /// food/ (a titled pan, a teapot whose creator is named first, a red apple tagged "apple" and
    /// "fruit"), tools/ (a hammer tagged "nail", and a link to it), animals/ (a hot dog tagged
    /// "dog"), logos/ (a hammer logo), unsorted/duplicates (a teapot), and a file with no title.
    func writeFolder() throws {
        let files: [(String, String)] = [
            ("food/frying_pan_01.svg", svg(title: "frying pan (padella in italian)", creator: "Padella Maker")),
            ("food/teapot.svg", svg(title: "teapot", creator: "kettle", creatorFirst: true)),
            ("food/red_apple.svg", svg(title: "Red Apple", keywords: ["apple", "fruit"])),
            ("tools/hammer.svg", svg(title: "hammer", keywords: ["nail"])),
            ("animals/hot_dog.svg", svg(title: "Hot Dog", keywords: ["dog", "food"])),
            ("logos/hammer_logo.svg", svg(title: "hammer")),
            ("unsorted/duplicates/teapot_2.svg", svg(title: "teapot")),
            ("unsorted/lost.svg", "<svg><metadata><rdf:RDF><cc:Work><dc:creator><cc:Agent><dc:title>lost</dc:title></cc:Agent></dc:creator></cc:Work></rdf:RDF></metadata></svg>"),
        ]
        for (location, text) in files {
            let path = folder + "/" + location
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/tools/hammer_link.svg", withDestinationPath: "hammer.svg")
    }

    func svg(title: String, creator: String = "Somebody", creatorFirst: Bool = false, keywords: [String] = []) -> String {
        let agent = "<dc:creator><cc:Agent><dc:title>\(creator)</dc:title></cc:Agent></dc:creator>"
        let own = "<dc:title>\(title)</dc:title>"
        let subject = "<dc:subject><rdf:Bag>" + keywords.map { "<rdf:li>\($0)</rdf:li>" }.joined() + "</rdf:Bag></dc:subject>"
        return """
            <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><metadata><rdf:RDF><cc:Work rdf:about="">\
            \(creatorFirst ? agent + own : own + agent)\(subject)</cc:Work></rdf:RDF></metadata><rect width="1" height="1"/></svg>
            """
    }

    /// The set read from the test's folder, as ``PictureSets`` reads it.
    func catalog(cacheDirectory: String?) -> PictureSetFiles.Catalog? {
        var files = PictureSetFiles()
        (files.openClipart, files.cacheDirectory) = (folder, cacheDirectory)
        return files.catalog(.openClipart)
    }

    /// The candidate URLs a word whole gets, as ``PictureSets`` makes them.
    func urls(_ catalog: PictureSetFiles.Catalog?, _ word: String) -> [String] {
        (catalog?.names[word] ?? []).map { "picture:openclipart/" + $0 }
    }
}
