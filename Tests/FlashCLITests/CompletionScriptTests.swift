@testable import FlashArguments
import Foundation
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
    ]

    /// What bash's completion offers for `words`, the last being the word under the cursor.
    func bashOffers(_ words: [String], listNames: [String] = []) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flash-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A stand-in `flash` on PATH answers `flash lists --names` as the real one does.
        let fake = folder.appendingPathComponent("flash")
        try "#!/bin/sh\n[ \"$1 $2\" = 'lists --names' ] && printf '%s\\n' \(listNames.map { "'\($0)'" }.joined(separator: " "))\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let script = CompletionScript.make(for: .bash, commands: Self.commands)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let driver = "\(script)\nCOMP_WORDS=(flash \(quoted)); COMP_CWORD=\(words.count); _flash; printf '%s\\n' \"${COMPREPLY[@]}\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "-c", driver]
        process.environment = ["PATH": "\(folder.path):/usr/bin:/bin"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
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

    @Test func fishScriptDeclaresEveryOptionAndQuotesSummaries() {
        let script = CompletionScript.make(for: .fish, commands: Self.commands)
        #expect(script.contains("complete -c flash -n __fish_use_subcommand -a import -d 'import it\\'s file'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from learn' -l answer -r -a 'choice type self' -d 'How you answer.'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from learn' -l json -s j -d 'JSON.'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from learn' -a '(flash lists --names 2>/dev/null)'"))
        #expect(script.contains("complete -c flash -n '__fish_seen_subcommand_from import' -F"))
    }

    @Test func zshScriptRunsTheBashRulesThroughBashcompinit() {
        let script = CompletionScript.make(for: .zsh, commands: Self.commands)
        #expect(script.hasPrefix("#compdef flash\n"))
        #expect(script.contains("bashcompinit"))
        #expect(script.contains("complete -F _flash flash"))
    }
}
