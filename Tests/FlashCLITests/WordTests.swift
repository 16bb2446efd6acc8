import FlashTestSupport
import Foundation
import Testing

/// `flash word` and `flash favs` through the built binary, offline or on loopback.
@Suite struct WordTests {
    let flash = FlashRunner.games()

    @Test func aWordIsShownWithItsFixtureDefinitionOffline() throws {
        let result = try flash.run("word", "apple")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("apple  /ˈæp.əl/\n  common (Zipf 4.6) · beginner · from fixtures\n"))
        #expect(result.stdout.contains("1. (noun) A round fruit with red, green or yellow skin"))
        #expect(result.stdout.contains("“She put an apple in her lunch box.”"))
        let unknown = try flash.run("word", "qwzzkx")
        #expect(unknown.status == 1 && unknown.stderr.contains("no definition provider (fixtures) knows 'qwzzkx'"))
    }

    @Test func aRandomWordComesFromTheLevelAndTheSeedRepeatsIt() throws {
        let expert = try String(contentsOf: FlashRunner.repository.appendingPathComponent("Fixtures/levels/expert.txt"), encoding: .utf8)
        let first = try flash.json("word", "--level", "expert", "--seed", "12")
        let word = try #require(first["word"] as? String)
        #expect(expert.split(separator: "\n").contains(Substring(word)))
        #expect(first["level"] as? String == "expert" && first["frequencyBand"] != nil && first["favourite"] as? Bool == false)
        #expect(try flash.json("word", "--level", "expert", "--seed", "12")["word"] as? String == word)
    }

    @Test func dictionaryAPIComesFirstWhenConfigured() throws {
        let server = try LoopbackHTTPServer { _ in .fixture("dictionaryapi/hello.json") }
        defer { server.stop() }
        let result = try flash.run(["word", "hello"], environment: ["FLASH_DEFINITIONS": "dictionaryapi, fixtures", "FLASH_DICTIONARYAPI_URL": server.baseURL])
        #expect(result.stdout.hasPrefix("hello  /həˈləʊ/\n"))
        #expect(result.stdout.contains("from dictionaryapi"))
    }

    @Test func favouritesAreKeptListedRemovedAndMadeIntoAList() throws {
        #expect(try flash.run("favs").stdout.contains("No favourites yet"))
        #expect(try flash.run("word", "apple", "--fav").stdout.contains("Added 'apple' to your favourites"))
        #expect(try flash.run("word", "house", "--fav").status == 0)
        #expect(try flash.run("word", "Apple", "--fav").stdout.contains("already one of your favourites"))
        try flash.run("word", "moon", "--fav")
        let listed = try flash.run("favs").stdout
        #expect(listed.contains("apple") && listed.contains("house") && listed.contains("beginner"))
        #expect(try flash.run("favs", "--remove", "moon").status == 0)
        #expect(try flash.run("favs", "--remove", "moon").status == 1)
        #expect(try flash.run("--profile", "bob", "favs").stdout.contains("No favourites yet"))

        #expect(try flash.run("favs", "--to-list", "faves").status == 2)
        let made = try flash.run("favs", "--to-list", "faves", "--lang", "es", "--no-images")
        #expect(made.status == 0 && made.stdout.contains("Made 2 cards in 'faves'."))
        let cards = try flash.json("show", "faves")["cards"] as? [[String: Any]] ?? []
        #expect(cards.compactMap { $0["native"] as? String } == ["apple", "house"])
        #expect(cards.compactMap { $0["learned"] as? String } == ["manzana", "casa"])
        #expect(try flash.run("favs", "--to-list", "faves", "--lang", "es", "--no-images").status == 1)
    }
}
