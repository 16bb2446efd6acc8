import Foundation
import Testing

/// A profile's name reads the same however it was typed or given.
@Suite struct ProfileNameTests {
    @Test func composedAndDecomposedNamesAreOneProfile() throws {
        let flash = FlashRunner()
        try flash.run(["--profile", "Zoë", "new", "--lang", "es", "--name", "pets", "--no-images"], input: "dog\ncat\n")
        let decomposed = try flash.run(["--profile", "Zoe\u{308}", "lists"], input: "")
        #expect(decomposed.stdout.contains("pets"))
        let listed = try flash.run("profiles").stdout
        #expect(listed.components(separatedBy: "Zoë").count == 2)
    }

    @Test func theEnvironmentIsCheckedLikeTheOption() throws {
        let flash = FlashRunner()
        let hostile = try flash.run(["lists"], environment: ["FLASH_PROFILE": "x\u{1B}[31m"])
        #expect(hostile.status == 2)
        #expect(hostile.errorLines == ["flash: a profile name has 1 to 40 characters and no control characters"])
        #expect(try flash.run(["lists"], environment: ["FLASH_PROFILE": "Ana"]).status == 0)
    }
}
