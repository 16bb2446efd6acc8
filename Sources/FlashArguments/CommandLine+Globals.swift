import Support


/// What comes before a command is chosen: an option any command takes, wherever it stands.
public enum GlobalOption {
    /// Takes `--NAME VALUE` or `--NAME=VALUE` from anywhere before `--`; the last one given wins.
    public static func take(_ name: String, placeholder: String, from arguments: [String]) throws -> (value: String?, rest: [String]) {
        var rest: [String] = []
        var value: String?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "--" {
                rest.append(argument)
                while let more = iterator.next() { rest.append(more) }
            } else if argument == "--" + name {
                guard let given = iterator.next() else { throw ArgumentError("--\(name) needs a value (\(placeholder))") }
                value = given
            } else if argument.hasPrefix("--\(name)=") {
                value = String(argument.dropFirst(name.count + 3))
            } else {
                rest.append(argument)
            }
        }
        return (value, rest)
    }

    /// The refusal of a word that names no command (or an option no command line starts with).
    public static func unknownCommand(_ name: String, among commands: [String]) -> ArgumentError {
        if name.hasPrefix("-") {
            let option = Suggestion.suffix(for: String(name.drop { $0 == "-" }), among: ["version", "help", "profile"], prefix: "--")
            return ArgumentError("unknown option '\(Text.printable(name))'\(option); `flash help` lists the commands")
        }
        let hint = Suggestion.suffix(for: name, among: commands)
        return ArgumentError("unknown command '\(Text.printable(name))'\(hint); `flash help` lists the commands")
    }
}
