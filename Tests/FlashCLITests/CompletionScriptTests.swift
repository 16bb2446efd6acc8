@testable import FlashArguments
import Foundation
import FlashTestSupport
import Testing

/// The generated completion scripts, run by the shells that are installed: bash always is.
@Suite struct CompletionScriptTests {
    static let commands: [CommandSpec] = [
        CommandSpec(name: "learn", summary: "learn a list",
                    options: [.option(OptionName("answer"), "MODE", "How you answer.", completion: .choices(["choice", "type", "self"])),
                              .flag(OptionName("json"), short: "j", "JSON.")],
                    arguments: [.required("LIST", "", completion: .lists)]),
        CommandSpec(name: "import", summary: "import it's file",
                    arguments: [.required("FILE", "", completion: .files)]),
        CommandSpec(name: "help", summary: "help", arguments: [.optional("COMMAND", "", completion: .commands)]),
        CommandSpec(name: "review", summary: "review", options: [.option(OptionName("limit"), "N", "At most.")],
                    arguments: [.repeating("LIST", "", completion: .lists)]),
        CommandSpec(name: "export", summary: "export", arguments: [.required("LIST", "", completion: .lists), .required("FILE", "", completion: .files)]),
        CommandSpec(name: "story", summary: "story", arguments: [
            .optional("ACTION", "", completion: .choices(["test", "exam"])),
            .repeating("NAME", maximum: 3, "", completion: .depending(on: 0, ["test": .kits, "exam": .choices(["newborn", "preschool"])])),
        ]),
    ]

    /// What bash's completion offers for `words`, the last being the word under the cursor.
    func bashOffers(_ words: [String], listNames: [String] = [], kitNames: [String] = []) throws -> [String] {
        try bashOffers(line: words.joined(separator: " "), listNames: listNames, kitNames: kitNames)
    }

    /// What bash's completion offers with `line` typed after "flash " and the cursor at its end.
    func bashOffers(line: String, listNames: [String] = [], kitNames: [String] = [], files: [String] = []) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flash-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A stand-in `flash` on PATH answers `flash lists --names` as the real one does.
        let fake = folder.appendingPathComponent("flash")
        let quote = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: " ") }
        try """
            #!/bin/sh
            [ "$1 $2 $3" = 'lists --names --kits' ] && printf '%s\\n' \(quote(kitNames)) && exit
            [ "$1 $2" = 'lists --names' ] && printf '%s\\n' \(quote(listNames + kitNames))
            """.write(to: fake, atomically: true, encoding: .utf8)
        for file in files { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: nil) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let script = CompletionScript.make(for: .bash, commands: Self.commands)
        let driver = "\(script)\nCOMP_LINE=\(Self.shellQuoted("flash " + line)); COMP_POINT=${#COMP_LINE}; _flash; printf '%s\\n' \"${COMPREPLY[@]}\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "-c", driver]
        process.environment = ["PATH": "\(folder.path):/usr/bin:/bin"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitForEnd()
        #expect(process.endStatus == 0)
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test func bashCompletesCommandsOptionsChoicesAndListNames() throws {
        #expect(try bashOffers(["le"]) == ["learn"])
        #expect(try bashOffers(["learn", "--a"]) == ["--answer"])
        #expect(Set(try bashOffers(["learn", "-"])) == ["--answer", "--json", "-j", "--help", "-h", "--profile"])
        #expect(try bashOffers(["learn", "--answer", "t"]) == ["type"])
        #expect(try bashOffers(["learn", "an"], listNames: ["animals", "food"]) == ["animals"])
        #expect(try bashOffers(["help", "im"]) == ["import"])
    }

    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Issue 19: kit names with ": " split, `export LIST ⇥` offered no files, `story test ⇥` no
    /// kits, and only the first LIST completed for `review`.
    @Test func bashCompletesNamesWithSpacesAndColonsEveryPlaceAndKitsAfterStoryTest() throws {
        let kits = ["newborn: body parts", "newborn: toys", "preschool: food"]
        #expect(try bashOffers(line: "story test newb", kitNames: kits) == [#"newborn\:\ body\ parts"#, #"newborn\:\ toys"#])
        #expect(try bashOffers(line: "story test newborn\\:\\ b", kitNames: kits) == [#"newborn\:\ body\ parts"#])
        #expect(try bashOffers(line: "story test newborn:", kitNames: kits) == [#"\ body\ parts"#, #"\ toys"#], "after a colon typed bare")
        #expect(try bashOffers(line: "story exam pre", kitNames: kits) == ["preschool"])
        #expect(try bashOffers(line: "story te") == ["test"])
        #expect(try bashOffers(line: "learn my\\ w", listNames: ["my words", "mine"]) == [#"my\ words"#])
        #expect(try bashOffers(line: "learn 'my w", listNames: ["my words"]) == [#"my\ words"#])
        #expect(try bashOffers(line: "review animals fo", listNames: ["animals", "food"]) == ["food"])
        #expect(try bashOffers(line: "review --limit 3 animals f", listNames: ["animals", "food"]) == ["food"])
        #expect(try bashOffers(line: "export animals ca", listNames: ["animals", "cats"], files: ["cards.apkg", "notes.txt"]) == ["cards.apkg"])
        #expect(try bashOffers(line: "export an", listNames: ["animals"], files: ["anki.apkg"]) == ["animals"])
    }

    @Test func fishScriptDeclaresEveryOptionAndQuotesSummaries() {
        let script = CompletionScript.make(for: .fish, commands: Self.commands)
        #expect(script.contains("complete -c flash -n __fish_use_subcommand -a import -d 'import it\\'s file'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from learn' -l answer -r -a 'choice type self' -d 'How you answer.'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from learn' -l json -s j -d 'JSON.'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from learn; and test (count (commandline -opc)) -eq 2' -a '(flash lists --names 2>/dev/null)'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from import; and test (count (commandline -opc)) -eq 2' -F"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from review; and test (count (commandline -opc)) -ge 2' -a '(flash lists --names 2>/dev/null)'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from export; and test (count (commandline -opc)) -eq 3' -F"))
        #expect(script.contains("test (commandline -opc)[3] = test' -a '(flash lists --names --kits 2>/dev/null)'"))
    }

    @Test func zshScriptRunsTheBashRulesThroughBashcompinit() {
        let script = CompletionScript.make(for: .zsh, commands: Self.commands)
        #expect(script.hasPrefix("#compdef flash\n"))
        #expect(script.contains("bashcompinit"))
        #expect(script.contains("complete -F _flash flash"))
    }
}
