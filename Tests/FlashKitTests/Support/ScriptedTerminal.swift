import Foundation
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Providers
@testable import Games

/// A game terminal driven by a script: each answer is taken in turn (and moves the fixed clock
/// by its seconds), every line written is kept, and the end of the script stops the game.
@MainActor
final class ScriptedTerminal: GameTerminal {
    let clock: TimeSource
    let style = TextStyle.plain
    private var script: [(GameAnswer, seconds: Double)]
    private var confirmations: [Bool]
    private(set) var lines: [String] = []
    private(set) var notes: [String] = []

    init(now: Date, answers: [(GameAnswer, seconds: Double)], confirmations: [Bool] = []) {
        clock = TimeSource(fixed: now)
        script = answers
        self.confirmations = confirmations
    }

    func line(_ text: String) { lines.append(text) }

    func note(_ text: String) { notes.append(text) }

    func answer(until deadline: Date?) -> GameAnswer {
        guard !script.isEmpty else { return .stop(.stopped) }
        let (answer, seconds) = script.removeFirst()
        clock.advance(by: seconds)
        if case .text = answer, let deadline, clock.now() > deadline { return .timeout }
        return answer
    }

    func confirm(_ prompt: String) -> Bool {
        lines.append(prompt)
        return confirmations.isEmpty ? false : confirmations.removeFirst()
    }
}

/// A definition provider that knows a fixed set of words.
struct KnownDefinitions: DefinitionProvider {
    let name = "known"
    let definitions: [String: String]

    func entry(for word: String, language: Language) async throws -> WordEntry? {
        definitions[word].map { WordEntry(word: word, senses: [WordEntry.Sense(partOfSpeech: "noun", definition: $0)], source: name) }
    }
}
