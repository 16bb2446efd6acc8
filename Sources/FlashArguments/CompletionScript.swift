/// Shell completion scripts for a set of commands, made from their specs: command names,
/// options, option values with fixed choices, files, and list and kit names asked of
/// `flash lists --names` when the user presses Tab. Every positional argument completes by its
/// place (`review LIST...` offers lists for each, `export LIST FILE` a list then files), and
/// names with spaces or colons ("newborn: body parts") are offered whole, quoted for the shell.
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

    /// A shell command printing the words of a completion kind, one a line; nil for none.
    static func source(_ completion: Completion, commands: [CommandSpec]) -> String? {
        switch completion {
        case .none, .files, .depending: return nil
        case .lists: return "flash lists --names 2>/dev/null"
        case .kits: return "flash lists --names --kits 2>/dev/null"
        case .commands: return "printf '%s\\n' " + commands.map(\.name).joined(separator: " ")
        case .choices(let choices): return "printf '%s\\n' " + choices.map(shellQuoted).joined(separator: " ")
        }
    }

    /// A bash statement filling COMPREPLY for a completion kind.
    static func bashReply(_ completion: Completion, commands: [CommandSpec], indent: String) -> String {
        switch completion {
        case .files: return "_flash_files"
        case .depending(let position, let cases):
            let branches = cases.keys.sorted().map { key in
                "\(indent)    \(shellQuoted(key))) \(bashReply(cases[key] ?? .none, commands: commands, indent: indent + "    ")) ;;"
            }
            return "case \"${_flash_positionals[\(position)]}\" in\n" + branches.joined(separator: "\n") + "\n\(indent)esac"
        default:
            guard let source = source(completion, commands: commands) else { return ":" }
            return "_flash_offer \"$(\(source))\""
        }
    }

    /// The completion of each positional place: the argument's own, the last repeating one
    /// for every place after it.
    static func positions(_ spec: CommandSpec) -> [(place: String, completion: Completion)] {
        var places: [(String, Completion)] = []
        for (index, argument) in spec.arguments.enumerated() {
            if case .repeating = argument.kind {
                places.append(("*", argument.completion))
                break
            }
            places.append(("\(index)", argument.completion))
        }
        return places
    }

    static func bash(_ commands: [CommandSpec], globals: [OptionSpec]) -> String {
        var cases = ""
        for spec in commands {
            let options = visible(spec, globals)
            let words = options.flatMap { ["--" + $0.name] + ($0.short.map { ["-\($0)"] } ?? []) }
            let valued = options.filter { $0.value != nil }
            let valueNames = valued.flatMap { ["--" + $0.name] + ($0.short.map { ["-\($0)"] } ?? []) }
            var values = ""
            for option in valued {
                let names = (["--" + option.name] + (option.short.map { ["-\($0)"] } ?? [])).joined(separator: "|")
                values += "            \(names)) \(bashReply(option.completion, commands: commands, indent: "            ")); return ;;\n"
            }
            var places = ""
            for (place, completion) in positions(spec) {
                places += "            \(place)) \(bashReply(completion, commands: commands, indent: "            ")) ;;\n"
            }
            cases += """
                    \(spec.name))
                        case "$_flash_previous" in
            \(values)            esac
                        if [[ "$_flash_current" == -* ]]; then
                            _flash_offer "$(printf '%s\\n' \(words.joined(separator: " ")))"
                            return
                        fi
                        _flash_positions \(valueNames.joined(separator: " "))
                        case "${#_flash_positionals[@]}" in
            \(places)            esac
                        ;;

            """
        }
        return """
            # bash completion for flash, made by `flash completion bash`.
            # Load it with: source <(flash completion bash)

            # The words of the command line up to the cursor, split as the shell splits them
            # (quotes and backslashes, and colons inside a word): _flash_args, the last being the
            # word typed so far, whose text as typed is _flash_typed.
            _flash_split() {
                local line="${COMP_LINE:0:$COMP_POINT}" word="" typed="" quote="" char i started=0
                _flash_args=()
                for ((i = 0; i < ${#line}; i++)); do
                    char="${line:i:1}"
                    if [[ -n "$quote" ]]; then
                        if [[ "$char" == "$quote" ]]; then
                            quote=""
                        elif [[ "$quote" == '"' && "$char" == "\\\\" ]] && ((i + 1 < ${#line})); then
                            ((i++)); word+="${line:i:1}"
                        else
                            word+="$char"
                        fi
                        typed+="$char"
                        continue
                    fi
                    case "$char" in
                        "\\\\") ((i++)); word+="${line:i:1}"; typed+="\\\\${line:i:1}"; started=1 ;;
                        "'" | '"') quote="$char"; typed+="$char"; started=1 ;;
                        " " | $'\\t') ((started)) && _flash_args+=("$word"); word=""; typed=""; started=0 ;;
                        *) word+="$char"; typed+="$char"; started=1 ;;
                    esac
                done
                _flash_args+=("$word")
                _flash_typed="$typed"
                _flash_current="$word"
                _flash_previous=""
                ((${#_flash_args[@]} >= 2)) && _flash_previous="${_flash_args[${#_flash_args[@]} - 2]}"
            }

            # The positional words before the one typed (options and their values left out):
            # _flash_positionals. The arguments name the options that take a value.
            _flash_positions() {
                local index word skip=0
                _flash_positionals=()
                for ((index = 2; index < ${#_flash_args[@]} - 1; index++)); do
                    word="${_flash_args[index]}"
                    if ((skip)); then skip=0; continue; fi
                    if [[ "$word" == -* ]]; then
                        [[ "$word" != *=* && " $* " == *" $word "* ]] && skip=1
                        continue
                    fi
                    _flash_positionals+=("$word")
                done
            }

            # Offers each line of $1 that starts with the word typed, quoted for the shell, colons
            # too (a colon would otherwise end the word). After a colon typed unquoted, bash
            # replaces only what follows it, so only that is offered.
            _flash_offer() {
                local candidate text
                while IFS= read -r candidate; do
                    [[ -n "$candidate" && "$candidate" == "$_flash_current"* ]] || continue
                    if [[ "$_flash_typed" =~ (^|[^\\\\]): ]]; then candidate="${candidate#"${_flash_current%:*}:"}"; fi
                    printf -v text '%q' "$candidate"
                    COMPREPLY+=("${text//:/\\\\:}")
                done <<< "$1"
            }

            _flash_files() {
                local IFS=$'\\n'
                compopt -o filenames 2>/dev/null
                COMPREPLY=($(compgen -f -- "$_flash_current"))
            }

            _flash() {
                COMPREPLY=()
                _flash_split
                if ((${#_flash_args[@]} == 2)); then
                    _flash_offer "$(printf '%s\\n' \(commands.map(\.name).joined(separator: " ")) --help --version)"
                    return
                fi
                case "${_flash_args[1]}" in
            \(cases)    esac
            }
            complete -F _flash flash

            """
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
            // Each positional place by the number of words before it (flash, the command, ...).
            for (place, completion) in positions(spec) where completion != .none {
                let count = place == "*" ? "-ge \(spec.arguments.count + 1)" : "-eq \((Int(place) ?? 0) + 2)"
                let where_ = "-n '__fish_seen_subcommand_from \(spec.name); and test (count (commandline -opc)) \(count)'"
                if case .depending(let position, let cases) = completion {
                    for key in cases.keys.sorted() where cases[key] != Completion.none {
                        let on = "-n '__fish_seen_subcommand_from \(spec.name); and test (count (commandline -opc)) \(count); and test (commandline -opc)[\(position + 3)] = \(key)'"
                        lines.append("complete -c flash \(on)" + fishArguments(cases[key] ?? .none, commands: commands))
                    }
                } else {
                    lines.append("complete -c flash \(where_)" + fishArguments(completion, commands: commands))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func fishArguments(_ completion: Completion, commands: [CommandSpec]) -> String {
        switch completion {
        case .none, .depending: return ""
        case .files: return " -F"
        case .lists: return " -a '(flash lists --names 2>/dev/null)'"
        case .kits: return " -a '(flash lists --names --kits 2>/dev/null)'"
        case .commands, .choices:
            let words = commands.map(\.name)
            return " -a \(fishQuoted(completion == .commands ? words.joined(separator: " ") : choiceWords(completion)))"
        }
    }

    static func choiceWords(_ completion: Completion) -> String {
        if case .choices(let choices) = completion { return choices.joined(separator: " ") }
        return ""
    }

    static func fishQuoted(_ text: String) -> String {
        "'" + text.map { $0 == "\\" || $0 == "'" ? "\\\($0)" : String($0) }.joined() + "'"
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
