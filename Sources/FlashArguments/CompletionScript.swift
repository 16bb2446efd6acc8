/// Shell completion scripts for a set of commands, made from their specs: command names,
/// options, option values with fixed choices, files, and list names asked of
/// `flash lists --names` when the user presses Tab.
public enum CompletionScript {
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    public static func make(for shell: Shell, commands: [CommandSpec], globals: [OptionSpec] = CommandSpec.standardGlobals) -> String {
        switch shell {
        case .bash: return bash(commands, globals: globals)
        case .zsh: return zsh(commands, globals: globals)
        case .fish: return fish(commands, globals: globals)
        }
    }
}

private extension CompletionScript {
    static func visible(_ spec: CommandSpec, _ globals: [OptionSpec]) -> [OptionSpec] {
        (spec.options + globals).filter { !$0.hidden }
    }

    /// The words a bash or zsh script offers for a completion kind, as a shell expression.
    static func words(_ completion: Completion, commands: [CommandSpec]) -> String? {
        switch completion {
        case .none: return nil
        case .lists: return "$(flash lists --names 2>/dev/null)"
        case .commands: return commands.map(\.name).joined(separator: " ")
        case .files: return nil
        case .choices(let choices): return choices.joined(separator: " ")
        }
    }

    static func bash(_ commands: [CommandSpec], globals: [OptionSpec]) -> String {
        var cases = ""
        for spec in commands {
            let options = visible(spec, globals)
            let flags = options.flatMap { ["--" + $0.name] + ($0.short.map { ["-\($0)"] } ?? []) }
            var values = ""
            for option in options where option.value != nil {
                let names = (["--" + option.name] + (option.short.map { ["-\($0)"] } ?? [])).joined(separator: "|")
                values += "            \(names)) \(bashReply(option.completion, commands: commands)); return ;;\n"
            }
            let argument = spec.arguments.first?.completion ?? .none
            cases += """
                    \(spec.name))
                        case "$previous" in
            \(values)            esac
                        if [[ "$current" == -* ]]; then
                            COMPREPLY=($(compgen -W "\(flags.joined(separator: " "))" -- "$current"))
                        else
                            \(bashReply(spec.arguments.count > 1 ? .none : argument, commands: commands, firstArgument: argument))
                        fi
                        ;;

            """
        }
        return """
            # bash completion for flash, made by `flash completion bash`.
            # Load it with: source <(flash completion bash)
            _flash() {
                local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " ")) --help --version" -- "$current"))
                    return
                fi
                case "${COMP_WORDS[1]}" in
            \(cases)    esac
            }
            complete -F _flash flash

            """
    }

    /// A bash statement filling COMPREPLY for a completion kind. A command whose first argument
    /// is a list offers list names while that argument is being typed.
    static func bashReply(_ completion: Completion, commands: [CommandSpec], firstArgument: Completion? = nil) -> String {
        if let firstArgument, firstArgument != .none, let words = words(firstArgument, commands: commands) {
            return "[[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W \"\(words)\" -- \"$current\"))"
        }
        if completion == .files { return "COMPREPLY=($(compgen -f -- \"$current\"))" }
        guard let words = words(completion, commands: commands) else { return "COMPREPLY=()" }
        return "COMPREPLY=($(compgen -W \"\(words)\" -- \"$current\"))"
    }

    static func zsh(_ commands: [CommandSpec], globals: [OptionSpec]) -> String {
        """
        #compdef flash
        # zsh completion for flash, made by `flash completion zsh`: zsh's bash-completion layer
        # runs the same generated rules as `flash completion bash`.
        # Load it with: source <(flash completion zsh)
        autoload -U +X bashcompinit && bashcompinit
        \(bash(commands, globals: globals))
        """
    }

    static func fish(_ commands: [CommandSpec], globals: [OptionSpec]) -> String {
        var lines = [
            "# fish completion for flash, made by `flash completion fish`.",
            "# Load it with: flash completion fish | source",
            "complete -c flash -f",
        ]
        for spec in commands {
            lines.append("complete -c flash -n __fish_use_subcommand -a \(spec.name) -d \(fishQuoted(spec.summary))")
        }
        for spec in commands {
            let condition = "-n '__fish_seen_subcommand_from \(spec.name)'"
            for option in visible(spec, globals) {
                var line = "complete -c flash \(condition) -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                if option.value != nil { line += " -r" + fishArguments(option.completion, commands: commands) }
                lines.append(line + " -d \(fishQuoted(option.help))")
            }
            if let first = spec.arguments.first, first.completion != .none {
                lines.append("complete -c flash \(condition)" + fishArguments(first.completion, commands: commands))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func fishArguments(_ completion: Completion, commands: [CommandSpec]) -> String {
        switch completion {
        case .none: return ""
        case .files: return " -F"
        case .lists: return " -a '(flash lists --names 2>/dev/null)'"
        case .commands, .choices: return " -a \(fishQuoted(words(completion, commands: commands) ?? ""))"
        }
    }

    static func fishQuoted(_ text: String) -> String {
        "'" + text.map { $0 == "\\" || $0 == "'" ? "\\\($0)" : String($0) }.joined() + "'"
    }
}
