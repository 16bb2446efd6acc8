import Support


extension CompletionScript {
    /// `flash completion SHELL`: the script for the shell named, or a refusal naming the shells.
    public static func make(named name: String, commands: [CommandSpec]) throws -> String {
        guard let shell = Shell(rawValue: name.lowercased()) else {
            let names = Shell.allCases.map(\.rawValue)
            throw ArgumentError("flash completion takes one of \(names.joined(separator: ", ")), not '\(Text.printable(name))'\(Suggestion.suffix(for: name, among: names))")
        }
        return make(for: shell, commands: commands)
    }
}
