import Foundation
import Testing

/// The command line as a whole: aliases, strict dashes, help and completion needing no data.
@Suite struct CommandLineTests {
    let flash = FlashRunner()

    @Test func shortAliasesAndCombinedFlagsWork() throws {
        #expect(try flash.run("new", "--lang", "es", "-n", "zoo", input: "dog\ncat\n").status == 0)
        let json = try flash.run("lists", "-j")
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"zoo\""))
        #expect(try flash.run("delete", "-y", "zoo").status == 0)
        #expect(!(try flash.run("lists", "--json").stdout.contains("zoo")))
    }

    @Test func threeDashesAreNotAnOption() throws {
        let result = try flash.run("lists", "---json")
        #expect(result.status == 2)
        #expect(result.stderr == "flash: unknown option '---json' for flash lists (did you mean '--json'?)\n")
    }

    @Test func helpNeedsNoClockConfigurationOrData() throws {
        flash.environment["FLASH_NOW"] = "garbage"
        flash.environment["FLASH_HOME"] = "/proc/version/not-a-folder"
        let overview = try flash.run("help")
        #expect(overview.status == 0, "\(overview.stderr)")
        #expect(overview.stdout.contains("completion"))
        let learn = try flash.run("help", "learn")
        #expect(learn.status == 0)
        #expect(learn.stdout.contains("Usage: flash learn [OPTIONS] LIST\n"))
        #expect(try flash.run("completion", "fish").status == 0)
    }

    @Test func everyCommandsHelpStartsWithAGeneratedUsageLine() throws {
        let overview = try flash.run("help").stdout
        let names = overview.components(separatedBy: "Commands:\n")[1].split(separator: "\n")
            .prefix { $0.hasPrefix("  ") }.map { String($0.split(separator: " ")[0]) }
        #expect(names.count >= 30)
        for name in names {
            let help = try flash.run(name, "--help")
            #expect(help.status == 0, "\(name)")
            #expect(help.stdout.contains("\nUsage: flash \(name)"), "\(name)")
            #expect(try flash.run(name, "-h").stdout == help.stdout, "\(name)")
        }
    }

    @Test func completionListsCommandsOptionsAndListNames() throws {
        try flash.run("new", "--lang", "es", "--name", "animals", input: "dog\ncat\n")
        #expect(try flash.run("lists", "--names").stdout == "animals\n")
        let bash = try flash.run("completion", "bash")
        #expect(bash.status == 0)
        #expect(bash.stdout.contains("complete -F _flash flash"))
        #expect(try flash.completions("learn --direction ") == ["learned", "native", "mixed"])
        #expect(try flash.completions("learn a") == ["animals"])
        let wrong = try flash.run("completion", "tcsh")
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("bash, zsh, fish"))
    }
}
