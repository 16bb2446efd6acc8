/// A command line split into options and positional arguments, checked against a spec.
struct ParsedArguments: Sendable {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses `arguments` for `spec`: `--name value`, `--name=value`, flags, and `--` ending options.
    init(_ arguments: [String], spec: CommandSpec) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals.append(contentsOf: remaining)
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1, !Self.isNumber(argument) else {
                positionals.append(argument)
                continue
            }
            try parseOption(argument, remaining: &remaining, spec: spec)
        }
        guard flags.contains("help") || spec.arguments.contains(positionals.count) else {
            throw UsageError(Self.countMessage(positionals.count, spec: spec))
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func value(_ name: String) -> String? { values[name]?.last }

    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// An integer option within `range`, or a usage error naming the option.
    func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// An option whose value must be one of `choices`.
    func choice<T: RawRepresentable>(_ name: String, as type: T.Type, among choices: [T]) throws -> T? where T.RawValue == String {
        guard let text = value(name) else { return nil }
        guard let chosen = T(rawValue: text.lowercased()), choices.contains(where: { $0.rawValue == chosen.rawValue }) else {
            let names = choices.map(\.rawValue)
            let hint = EditDistanceHint.suggestion(for: text, among: names)
            throw UsageError("--\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'\(hint)")
        }
        return chosen
    }
}

private extension ParsedArguments {
    mutating func parseOption(_ argument: String, remaining: inout ArraySlice<String>, spec: CommandSpec) throws {
        var name = String(argument.drop(while: { $0 == "-" }))
        var inline: String?
        if let equals = name.firstIndex(of: "=") {
            inline = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        if name == "h" { name = "help" }
        guard let option = spec.options.first(where: { $0.name == name }) else {
            let hint = EditDistanceHint.suggestion(for: name, among: spec.options.map(\.name), prefix: "--")
            throw UsageError("unknown option '\(argument)' for flash \(spec.name)\(hint)")
        }
        guard option.value != nil else {
            guard inline == nil else { throw UsageError("--\(name) takes no value") }
            flags.insert(name)
            return
        }
        if inline == nil, let next = remaining.first, next.hasPrefix("--") {
            throw UsageError("--\(name) needs a value (\(option.value ?? "VALUE")), not the option '\(next)'; write --\(name)=\(next) if you mean it")
        }
        guard let value = inline ?? remaining.popFirst() else {
            throw UsageError("--\(name) needs a value (\(option.value ?? "VALUE"))")
        }
        if values[name] != nil, !option.repeats { throw UsageError("--\(name) was given twice") }
        values[name, default: []].append(value)
    }

    static func isNumber(_ text: String) -> Bool { Double(text) != nil }

    static func countMessage(_ count: Int, spec: CommandSpec) -> String {
        let usage = "usage: flash \(spec.name) \(spec.usage)"
        if count < spec.arguments.lowerBound { return "missing arguments; \(usage)" }
        return "too many arguments; \(usage)"
    }
}
