import Support


/// A command line split into options and positional arguments, checked against a spec:
/// `--name value`, `--name=value`, `-x value`, `-xVALUE`, combined flags `-jy`, and `--` ending
/// options. Exactly two dashes before a long name, one before an alias.
public struct ParsedArguments: Sendable {
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    public init(_ arguments: [String], spec: CommandSpec) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals.append(contentsOf: remaining)
                break
            }
            if argument.hasPrefix("--") {
                try parseLong(argument, remaining: &remaining, spec: spec)
            } else if argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
                try parseShort(argument, remaining: &remaining, spec: spec)
            } else {
                positionals.append(argument)
            }
        }
        if !flags.contains("help") { try checkCount(spec) }
    }

    /// True when the flag was given.
    public func flag(_ key: OptionName) -> Bool { flags.contains(key.name) }

    /// The option's value; the last one when it was given more than once.
    public func value(_ key: OptionName) -> String? { values[key.name]?.last }

    /// True when an option of that name was given, whether or not this command declares it
    /// (for refusing options a kind of session does not honour).
    public func isGiven(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

    /// Every value of an option that may be repeated, in order.
    public func all(_ key: OptionName) -> [String] { values[key.name] ?? [] }

    /// An integer option within `range`, or an error naming the option.
    public func int(_ key: OptionName, in range: ClosedRange<Int>) throws -> Int? {
        let name = key.name
        guard let text = value(key) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw ArgumentError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(Text.printable(text))'")
        }
        return number
    }

    /// An option whose value must be one of `choices`.
    public func choice<T: RawRepresentable>(_ key: OptionName, as type: T.Type, among choices: [T]) throws -> T? where T.RawValue == String {
        guard let text = value(key) else { return nil }
        guard let chosen = T(rawValue: text.lowercased()), choices.contains(where: { $0.rawValue == chosen.rawValue }) else {
            throw Self.notAChoice(text, option: key.name, among: choices.map(\.rawValue))
        }
        return chosen
    }
}

private extension ParsedArguments {
    mutating func parseLong(_ argument: String, remaining: inout ArraySlice<String>, spec: CommandSpec) throws {
        var name = String(argument.dropFirst(2))
        var inline: String?
        if let equals = name.firstIndex(of: "=") {
            inline = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        guard !name.hasPrefix("-"), let option = spec.option(named: name) else {
            let known = spec.options.filter { !$0.hidden }.map(\.name)
            let hint = Suggestion.suffix(for: String(name.drop { $0 == "-" }), among: known, prefix: "--")
            throw ArgumentError("unknown option '\(Text.printable(argument))' for flash \(spec.name)\(hint)")
        }
        if option.value == nil {
            guard inline == nil else { throw ArgumentError("--\(name) takes no value") }
            flags.insert(name)
        } else {
            try take(option, inline: inline, remaining: &remaining)
        }
    }

    /// `-j`, `-jy` (flags together), `-n NAME` or `-nNAME` (a value-taking alias ends the group).
    mutating func parseShort(_ argument: String, remaining: inout ArraySlice<String>, spec: CommandSpec) throws {
        var letters = argument.dropFirst()[...]
        while let letter = letters.popFirst() {
            guard let option = spec.option(short: letter) else {
                throw ArgumentError("unknown option '-\(Text.printable(String(letter)))' for flash \(spec.name); `flash \(spec.name) --help` lists its options")
            }
            guard option.value != nil else {
                flags.insert(option.name)
                continue
            }
            try take(option, inline: letters.isEmpty ? nil : String(letters), remaining: &remaining)
            return
        }
    }

    mutating func take(_ option: OptionSpec, inline: String?, remaining: inout ArraySlice<String>) throws {
        let name = option.name, placeholder = option.value ?? "VALUE"
        if inline == nil, let next = remaining.first, next.hasPrefix("-"), next.count > 1, Double(next) == nil {
            throw ArgumentError("--\(name) needs a value (\(placeholder)), not the option '\(Text.printable(next))'; write --\(name)=\(Text.printable(next)) if you mean it")
        }
        guard let value = inline ?? remaining.popFirst() else {
            throw ArgumentError("--\(name) needs a value (\(placeholder))")
        }
        if case .choices(let choices) = option.completion, !choices.contains(value.lowercased()) {
            throw Self.notAChoice(value, option: name, among: choices)
        }
        if values[name] != nil, !option.repeats { throw ArgumentError("--\(name) was given twice") }
        values[name, default: []].append(value)
    }

    func checkCount(_ spec: CommandSpec) throws {
        let (minimum, maximum) = spec.arity
        if positionals.count < minimum {
            let missing = spec.arguments.dropFirst(positionals.count).first { $0.minimum > 0 }?.name ?? "arguments"
            throw ArgumentError("missing \(missing); usage: \(spec.usage)")
        }
        if let maximum, positionals.count > maximum {
            throw ArgumentError("too many arguments ('\(Text.printable(positionals[maximum]))'); usage: \(spec.usage)")
        }
    }

    static func notAChoice(_ text: String, option: String, among choices: [String]) -> ArgumentError {
        let hint = Suggestion.suffix(for: text, among: choices)
        return ArgumentError("--\(option) must be one of \(choices.joined(separator: ", ")), not '\(Text.printable(text))'\(hint)")
    }
}
