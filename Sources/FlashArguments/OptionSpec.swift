/// One option a command accepts: `--name`, perhaps a one-letter alias `-x`, perhaps a value.
public struct OptionSpec: Sendable {
    /// The long name, without dashes.
    public let name: String
    /// The one-letter alias, without its dash.
    public let short: Character?
    /// The value's placeholder in help ("NAME"); nil for a flag.
    public let value: String?
    public let help: String
    /// True when the option may be given more than once.
    public let repeats: Bool
    /// What a shell may offer for the value.
    public let completion: Completion
    /// Left out of help and completion (for tools such as completion itself).
    public let hidden: Bool

    /// A flag: present or not.
    public static func flag(_ key: OptionName, short: Character? = nil, _ help: String, hidden: Bool = false) -> OptionSpec {
        OptionSpec(name: key.name, short: short, value: nil, help: help, repeats: false, completion: .none, hidden: hidden)
    }

    /// An option with a value. With `.choices`, any other value is refused when parsing.
    public static func option(
        _ key: OptionName, _ value: String, short: Character? = nil, _ help: String,
        repeats: Bool = false, completion: Completion = .none
    ) -> OptionSpec {
        OptionSpec(name: key.name, short: short, value: value, help: help, repeats: repeats, completion: completion, hidden: false)
    }

    /// "-j, --json" or "    --name NAME", as help lists it.
    var label: String {
        let alias = short.map { "-\($0), " } ?? "    "
        return alias + "--" + name + (value.map { " " + $0 } ?? "")
    }
}
