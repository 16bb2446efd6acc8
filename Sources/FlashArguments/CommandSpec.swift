/// What a command is called, what it takes, and its help: the one place usage lines, option
/// tables, argument checks and shell completion are all made from.
public struct CommandSpec: Sendable {
    public let name: String
    public let summary: String
    public let arguments: [ArgumentSpec]
    /// The command's own options, then `--help`.
    public let options: [OptionSpec]
    /// Examples and notes shown by --help.
    public let discussion: String
    /// Options every command takes, listed in help after the command's own.
    public let globalOptions: [OptionSpec]

    public init(
        name: String, summary: String, options: [OptionSpec] = [], arguments: [ArgumentSpec] = [],
        discussion: String = "", globalOptions: [OptionSpec] = CommandSpec.standardGlobals
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options + [.flag(.help, short: "h", "Show this help.")]
        self.discussion = discussion
        self.globalOptions = globalOptions
    }

    /// `--profile NAME`, which any command takes.
    public static let standardGlobals: [OptionSpec] = [
        .option(.profile, "NAME", "Use this profile (or FLASH_PROFILE)."),
    ]

    /// The usage line after "Usage: ": "flash edit [OPTIONS] LIST WORD".
    public var usage: String {
        let visible = options.filter { !$0.hidden && $0.name != "help" }
        return (["flash", name] + (visible.isEmpty ? [] : ["[OPTIONS]"]) + arguments.map(\.usage)).joined(separator: " ")
    }

    /// How many positional arguments the command takes.
    public var arity: (minimum: Int, maximum: Int?) {
        let minimum = arguments.reduce(0) { $0 + $1.minimum }
        let maximums = arguments.map(\.maximum)
        return (minimum, maximums.contains(nil) ? nil : maximums.reduce(0) { $0 + ($1 ?? 0) })
    }

    /// The full help text.
    public var help: String {
        var text = "flash \(name) - \(summary)\n\nUsage: \(usage)\n"
        let described = arguments.filter { !$0.help.isEmpty }
        if !described.isEmpty {
            text += "\nArguments:\n" + Self.table(described.map { ("  " + $0.name, $0.help) })
        }
        let shown = (options + globalOptions).filter { !$0.hidden }
        text += "\nOptions:\n" + Self.table(shown.map { ("  " + $0.label, $0.help) })
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }

    /// The option named `name`, or aliased by it.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }

    private static func table(_ rows: [(String, String)]) -> String {
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { label, help in
            label + String(repeating: " ", count: width - label.count) + help + "\n"
        }.joined()
    }
}
