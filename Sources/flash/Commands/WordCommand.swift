import FlashArguments
import FlashKit
import Foundation

/// `flash word`: a word with its definitions, examples, pronunciation and frequency.
enum WordCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "word", summary: "a word explained: definitions, examples, pronunciation, frequency",
        options: [
            GameOptions.level,
            .flag("fav", "Add the word to your favourites (`flash favs`)."),
            GameOptions.seed,
            .flag("json", short: "j", "Print the entry as JSON."),
        ],
        arguments: [.repeating("WORD", "The word (default: a random one).")],
        discussion: """
            Without WORD, a random word of the level. Definitions come from the providers in
            `definitions = wordnet, fixtures` (add dictionaryapi for the online Free Dictionary
            API), tried in order; a missing pronunciation comes from espeak-ng when it is
            installed. Frequency is on the Zipf scale: very common (5.5+), common, uncommon,
            rare (below 3.5).

            Examples:
              flash word
              flash word --level expert --fav
              flash word serendipity
            """)

    struct Entry: Encodable {
        let word: String
        let ipa: String?
        let frequency: Double?
        let frequencyBand: String?
        let level: String?
        let senses: [WordEntry.Sense]
        let source: String
        let favourite: Bool
    }

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let definitions = try Definitions(context: context)
        let levels = try WordLevel.all(fixtures: context.fixtures())
        let entry = try await find(arguments, levels: levels, definitions: definitions, context: context)
        let level = try arguments.choice("level", as: WordLevel.self, among: WordLevel.allCases) ?? WordLevel.level(of: entry.word, in: levels)
        let games = try context.store().games
        let added = arguments.flag("fav") ? try games.addFavourite(entry.word, level: level, now: context.clock.now()) : false
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(Entry(
                word: entry.word, ipa: entry.ipa, frequency: entry.frequency, frequencyBand: entry.frequencyBand, level: level?.rawValue,
                senses: entry.senses, source: entry.source, favourite: try games.isFavourite(entry.word))))
            return
        }
        show(entry, level: level, console: context.console)
        if arguments.flag("fav") {
            let word = Text.printable(entry.word)
            context.console.line(added ? "Added '\(word)' to your favourites (`flash favs`)." : "'\(word)' is already one of your favourites.")
        }
    }
}

private extension WordCommand {
    static func find(_ arguments: ParsedArguments, levels: [WordLevel: [String]], definitions: Definitions,
                     context: Context) async throws -> WordEntry {
        if !arguments.positionals.isEmpty {
            let word = Text.clean(arguments.positionals.joined(separator: " "))
            let limit = WordListParser.maximumItemLength
            guard !word.isEmpty, word.count <= limit, !arguments.positionals.contains(where: Text.containsControlCharacters) else {
                throw UsageError("a word has 1 to \(limit) characters and no control characters")
            }
            guard let entry = await definitions.entry(for: word) else { throw definitions.unknown("'\(Text.printable(word))'") }
            return entry
        }
        let level = try GameOptions.level(arguments, context: context)
        var generator = SplitMix64(seed: try GameOptions.seed(arguments))
        for word in (levels[level] ?? []).shuffled(using: &generator) {
            if let entry = await definitions.entry(for: word) { return entry }
        }
        throw definitions.unknown("the \(level.rawValue) words")
    }

    static func show(_ entry: WordEntry, level: WordLevel?, console: Console) {
        var title = console.bold(Text.printable(entry.word))
        if let ipa = entry.ipa { title += "  " + Text.printable(ipa.hasPrefix("/") || ipa.hasPrefix("[") ? ipa : "/\(ipa)/") }
        console.line(title)
        var facts: [String] = []
        if let band = entry.frequencyBand, let zipf = entry.frequency { facts.append("\(band) (Zipf \(String(format: "%.1f", zipf)))") }
        if let level { facts.append(level.rawValue) }
        facts.append("from \(entry.source)")
        console.line(console.dim("  " + facts.joined(separator: " · ")))
        for (index, sense) in entry.senses.enumerated() {
            let part = sense.partOfSpeech.isEmpty ? "" : console.dim("(\(Text.printable(sense.partOfSpeech)))") + " "
            console.line("  \(index + 1). \(part)\(Text.printable(sense.definition))")
            if let example = sense.example { console.line("     “\(Text.printable(example))”") }
            if !sense.synonyms.isEmpty { console.line(console.dim("     synonyms: " + sense.synonyms.map(Text.printable).joined(separator: ", "))) }
        }
    }
}
