import Foundation
import Testing

/// Basic story kits cannot be deleted, replaced, renamed or emptied.
@Suite struct BasicKitTests {
    @Test func basicKitsKeepTheirNameAndCards() throws {
        let flash = FlashRunner()
        #expect(try flash.run("story").status == 0)
        let cards = try showJSON(flash, "newborn: family").count
        #expect(cards >= 10)
        let word = try #require(try showJSON(flash, "newborn: family").first?["native"] as? String)
        for arguments in [["remove", "newborn: family", word], ["rename", "newborn: family", "fam"], ["delete", "newborn: family", "--yes"]] {
            let refused = try flash.run(arguments, input: "")
            #expect(refused.status == 1)
            #expect(refused.errorLines.count == 1)
            #expect(refused.stderr.contains("is a basic kit of story mode"))
        }
        #expect(try showJSON(flash, "newborn: family").count == cards)
    }
}
