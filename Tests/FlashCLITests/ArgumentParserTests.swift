@testable import FlashArguments
import Testing
@testable import Store

/// The parser against a spec shaped like `flash edit` and `flash review`, in the manner of
/// swift-argument-parser's AssertParse and AssertErrorMessage: each row is a command line and
/// what it must give, or the one line it must be refused with.
@Suite struct ArgumentParserTests {
    static let spec: CommandSpec = CommandSpec(
        name: "demo", summary: "a command to parse",
        options: [
            .flag(OptionName("json"), short: "j", "JSON."),
            .flag(OptionName("yes"), short: "y", "Yes."),
            .option(OptionName("name"), "NAME", short: "n", "A name."),
            .option(OptionName("count"), "N", "A count."),
            .option(OptionName("answer"), "MODE", "How.", completion: .choices(["choice", "type", "self"])),
            .option(OptionName("tag"), "TAG", "Tags.", repeats: true),
            .flag(OptionName("names"), "Hidden.", hidden: true),
        ],
        arguments: [.required("LIST", "A list.", completion: .lists), .repeating("WORD", "Words.")])

    struct Row: Sendable, CustomTestStringConvertible {
        let line: [String]
        let positionals: [String]
        let flags: [String]
        let values: [String: [String]]
        var testDescription: String { line.joined(separator: " ") }
    }

    static let parseRows: [Row] = [
        Row(line: ["animals"], positionals: ["animals"], flags: [], values: [:]),
        Row(line: ["animals", "dog", "cat"], positionals: ["animals", "dog", "cat"], flags: [], values: [:]),
        Row(line: ["--json", "animals"], positionals: ["animals"], flags: ["json"], values: [:]),
        Row(line: ["-j", "animals"], positionals: ["animals"], flags: ["json"], values: [:]),
        Row(line: ["-jy", "animals"], positionals: ["animals"], flags: ["json", "yes"], values: [:]),
        Row(line: ["-yj", "animals"], positionals: ["animals"], flags: ["json", "yes"], values: [:]),
        Row(line: ["-n", "pets", "animals"], positionals: ["animals"], flags: [], values: ["name": ["pets"]]),
        Row(line: ["-npets", "animals"], positionals: ["animals"], flags: [], values: ["name": ["pets"]]),
        Row(line: ["-jnpets", "animals"], positionals: ["animals"], flags: ["json"], values: ["name": ["pets"]]),
        Row(line: ["--name=pets", "animals"], positionals: ["animals"], flags: [], values: ["name": ["pets"]]),
        Row(line: ["--name", "pets", "animals"], positionals: ["animals"], flags: [], values: ["name": ["pets"]]),
        Row(line: ["--name=--odd", "animals"], positionals: ["animals"], flags: [], values: ["name": ["--odd"]]),
        Row(line: ["--name=", "animals"], positionals: ["animals"], flags: [], values: ["name": [""]]),
        Row(line: ["--count", "-3", "animals"], positionals: ["animals"], flags: [], values: ["count": ["-3"]]),
        Row(line: ["animals", "-5"], positionals: ["animals", "-5"], flags: [], values: [:]),
        Row(line: ["animals", "--", "--json", "-j"], positionals: ["animals", "--json", "-j"], flags: [], values: [:]),
        Row(line: ["--", "-n"], positionals: ["-n"], flags: [], values: [:]),
        Row(line: ["animals", "-"], positionals: ["animals", "-"], flags: [], values: [:]),
        Row(line: ["--answer", "TYPE", "animals"], positionals: ["animals"], flags: [], values: ["answer": ["TYPE"]]),
        Row(line: ["--tag", "a", "--tag", "b", "x"], positionals: ["x"], flags: [], values: ["tag": ["a", "b"]]),
        Row(line: ["--names", "x"], positionals: ["x"], flags: ["names"], values: [:]),
        Row(line: ["-h"], positionals: [], flags: ["help"], values: [:]),
        Row(line: ["--help", "a", "b", "c"], positionals: ["a", "b", "c"], flags: ["help"], values: [:]),
    ]

    @Test(arguments: parseRows)
    func parses(_ row: Row) throws {
        let parsed = try ParsedArguments(row.line, spec: Self.spec)
        #expect(parsed.positionals == row.positionals)
        for name in ["json", "yes", "names", "help"] {
            #expect(parsed.flag(OptionName(name)) == row.flags.contains(name), "flag \(name)")
        }
        for name in ["name", "count", "answer", "tag"] {
            #expect(parsed.all(OptionName(name)) == (row.values[name] ?? []), "option \(name)")
        }
    }

    static let refusalRows: [([String], String)] = [
        ([], "missing LIST; usage: flash demo [OPTIONS] LIST [WORD...]"),
        (["---json", "x"], "unknown option '---json' for flash demo (did you mean '--json'?)"),
        (["--jsno", "x"], "unknown option '--jsno' for flash demo (did you mean '--json'?)"),
        (["-json", "x"], "unknown option '-s' for flash demo; `flash demo --help` lists its options"),
        (["-x", "x"], "unknown option '-x' for flash demo; `flash demo --help` lists its options"),
        (["--json=yes", "x"], "--json takes no value"),
        (["x", "--name"], "--name needs a value (NAME)"),
        (["x", "-n"], "--name needs a value (NAME)"),
        (["x", "--name", "--json"], "--name needs a value (NAME), not the option '--json'; write --name=--json if you mean it"),
        (["x", "-n", "-j"], "--name needs a value (NAME), not the option '-j'; write --name=-j if you mean it"),
        (["x", "--name", "a", "--name", "b"], "--name was given twice"),
        (["x", "--answer", "tpye"], "--answer must be one of choice, type, self, not 'tpye' (did you mean 'type'?)"),
        (["x", "--js\u{1B}[31mon"], "unknown option '--json' for flash demo"),
    ]

    @Test(arguments: refusalRows)
    func refuses(_ line: [String], with message: String) {
        #expect(throws: ArgumentError(message)) { try ParsedArguments(line, spec: Self.spec) }
    }

    @Test func tooManyArgumentsNameTheFirstExtraOne() {
        let spec = CommandSpec(name: "one", summary: "s", arguments: [.optional("FILE", "")])
        #expect(throws: ArgumentError("too many arguments ('b'); usage: flash one [FILE]")) {
            try ParsedArguments(["a", "b"], spec: spec)
        }
    }

    @Test func numbersAndRangesAreCheckedByTheirAccessors() throws {
        let parsed = try ParsedArguments(["x", "--count", "12"], spec: Self.spec)
        #expect(try parsed.int(OptionName("count"), in: 1...20) == 12)
        #expect(throws: ArgumentError("--count takes a whole number from 1 to 10, not '12'")) { try parsed.int(OptionName("count"), in: 1...10) }
        #expect(try parsed.int(OptionName("name"), in: 1...10) == nil)
    }

    @Test func helpIsMadeFromTheSpec() {
        let help = Self.spec.help
        #expect(help.hasPrefix("flash demo - a command to parse\n\nUsage: flash demo [OPTIONS] LIST [WORD...]\n"))
        #expect(help.contains("\nArguments:\n  LIST  A list.\n  WORD  Words.\n"))
        #expect(help.contains("  -j, --json "))
        #expect(help.contains("      --count N "))
        #expect(help.contains("  -h, --help "))
        #expect(help.contains("--profile NAME"))
        #expect(!help.contains("--names"))
    }

    @Test func usageOmitsOptionsWhenThereAreNone() {
        #expect(CommandSpec(name: "lists", summary: "s").usage == "flash lists")
        #expect(CommandSpec(name: "say", summary: "s", arguments: [.repeating("WORD", minimum: 1, "")]).usage == "flash say WORD...")
    }

    static let globalRows: [([String], String?, [String])] = [
        (["lists"], nil, ["lists"]),
        (["--profile", "ana", "lists"], "ana", ["lists"]),
        (["lists", "--profile=bob", "-j"], "bob", ["lists", "-j"]),
        (["--profile", "ana", "lists", "--profile", "bob"], "bob", ["lists"]),
        (["show", "--", "--profile", "x"], nil, ["show", "--", "--profile", "x"]),
    ]

    @Test(arguments: globalRows)
    func theProfileIsTakenFromAnywhereBeforeTheEndOfOptions(_ line: [String], _ profile: String?, _ rest: [String]) throws {
        let taken = try GlobalOption.take("profile", placeholder: "NAME", from: line)
        #expect(taken.value == profile && taken.rest == rest)
    }

    @Test func aGlobalOptionWithoutItsValueIsRefused() {
        #expect(throws: ArgumentError("--profile needs a value (NAME)")) { try GlobalOption.take("profile", placeholder: "NAME", from: ["lists", "--profile"]) }
    }

    @Test func unknownCommandsAndOptionsSuggestTheClosest() {
        #expect(GlobalOption.unknownCommand("lsts", among: ["lists", "new"])
                == ArgumentError("unknown command 'lsts' (did you mean 'lists'?); `flash help` lists the commands"))
        #expect(GlobalOption.unknownCommand("--verison", among: ["lists"])
                == ArgumentError("unknown option '--verison' (did you mean '--version'?); `flash help` lists the commands"))
    }

    @Test func theSeedIsAWholeNumberOrRandom() throws {
        let spec = CommandSpec(name: "game", summary: "s", options: [.option(OptionName("seed"), "N", "Seed.")])
        #expect(try ParsedArguments(["--seed", "42"], spec: spec).seed() == 42)
        #expect(try ParsedArguments([], spec: spec).seed() <= UInt64(Int64.max))
        #expect(throws: ArgumentError("--seed takes a whole number from 0 to \(UInt64.max), not 'x'")) {
            try ParsedArguments(["--seed", "x"], spec: spec).seed()
        }
    }

    @Test func helpListsTheCommandsOrExplainsOne() throws {
        let specs = [Self.spec, CommandSpec(name: "lists", summary: "show your lists")]
        let overview = try CommandSpec.help(for: nil, among: specs)
        #expect(overview.contains("Commands:\n  demo   a command to parse\n  lists  show your lists\n"))
        #expect(try CommandSpec.help(for: "demo", among: specs) == Self.spec.help)
        #expect(throws: ArgumentError("no command named 'lits' (did you mean 'lists'?)")) { try CommandSpec.help(for: "lits", among: specs) }
    }

    @Test func aCompletionScriptIsMadeForAShellByName() throws {
        #expect(try CompletionScript.make(named: "FISH", commands: [Self.spec]).hasPrefix("# fish completion for flash"))
        #expect(throws: ArgumentError("flash completion takes one of bash, zsh, fish, not 'fihs' (did you mean 'fish'?)")) {
            try CompletionScript.make(named: "fihs", commands: [Self.spec])
        }
    }
}
