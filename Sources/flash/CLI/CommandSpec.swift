/// One option a command accepts.
struct OptionSpec: Sendable {
    let name: String
    /// The value's placeholder in help ("NAME"); nil for a flag.
    let value: String?
    let help: String
    /// True when the option may be given more than once.
    var repeats = false

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: nil, help: help)
    }

    static func option(_ name: String, _ value: String, _ help: String, repeats: Bool = false) -> OptionSpec {
        OptionSpec(name: name, value: value, help: help, repeats: repeats)
    }
}

/// What a command is called, what it takes, and its help.
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    /// The usage line after "flash NAME" ("NAME [WORDS...]").
    let usage: String
    let options: [OptionSpec]
    /// How many positional arguments it takes.
    let arguments: ClosedRange<Int>
    /// Examples and notes shown by --help.
    let discussion: String

    init(name: String, summary: String, usage: String = "", options: [OptionSpec] = [], arguments: ClosedRange<Int> = 0...0, discussion: String = "") {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.options = options + [.flag("help", "Show this help.")]
        self.arguments = arguments
        self.discussion = discussion
    }

    /// The full help text.
    var help: String {
        var text = "flash \(name) - \(summary)\n\nUsage: flash \(name)"
        if !usage.isEmpty { text += " " + usage }
        text += "\n\nOptions:\n"
        let all = options + [.option("profile", "NAME", "Use this profile (or FLASH_PROFILE).")]
        let labels = all.map { "  --\($0.name)" + ($0.value.map { " " + $0 } ?? "") }
        let width = (labels.map(\.count).max() ?? 0) + 2
        for (label, option) in zip(labels, all) {
            text += label.padded(to: width) + option.help + "\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}
