import Foundation
import Support

/// A labelled set of words with every translation a teacher accepts (`Tests/FlashKitTests/Labelled/*.tsv`:
/// `WORD<TAB>ACCEPTED|ACCEPTED<TAB>POS`, `#` comments), and how a translator's answers score on it.
public struct LabelledSet: Sendable {
    public struct Item: Sendable {
        public let word: String
        public let accepted: [String]
        public let partOfSpeech: String
    }

    /// What a run of a translator scored.
    public struct Score: Sendable, CustomStringConvertible {
        public let name: String
        public let total: Int
        public let right: Int
        public let untranslated: Int
        /// "word: got X, want A|B" for every miss.
        public let misses: [String]

        public var accuracy: Double { total == 0 ? 0 : Double(right) / Double(total) }
        public var untranslatedShare: Double { total == 0 ? 0 : Double(untranslated) / Double(total) }

        public var description: String {
            String(format: "%@: %d/%d right (%.1f%%), %d untranslated (%.1f%%)", name, right, total, accuracy * 100,
                   untranslated, untranslatedShare * 100)
        }
    }

    public let name: String
    public let items: [Item]

    /// Reads a set; a malformed line throws, naming it.
    public init(path: String) throws {
        name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var items: [Item] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(path):\(number + 1): want WORD<TAB>ACCEPTED<TAB>POS"])
            }
            items.append(Item(word: fields[0], accepted: fields[1].split(separator: "|").map(String.init), partOfSpeech: fields[2]))
        }
        self.items = items
    }

    /// The words, in order.
    public var words: [String] { items.map(\.word) }

    /// Scores `answers` (one per word, nil where untranslated): right when the main translation
    /// is an accepted one, ignoring case and an English "to ".
    public func score(_ answers: [String?]) -> Score {
        var right = 0, untranslated = 0
        var misses: [String] = []
        for (item, answer) in zip(items, answers) {
            guard let answer, !answer.isEmpty else {
                untranslated += 1
                misses.append("\(item.word): untranslated, want \(item.accepted.joined(separator: "|"))")
                continue
            }
            let accepted = Set(item.accepted.map(Self.normalised))
            if accepted.contains(Self.normalised(answer)) { right += 1 } else {
                misses.append("\(item.word): got \(answer), want \(item.accepted.joined(separator: "|"))")
            }
        }
        return Score(name: name, total: items.count, right: right, untranslated: untranslated, misses: misses)
    }

    /// How many of the alternatives shown (accepted as answers) a teacher accepts: those in the
    /// item's accepted list, counted over the items whose main translation is right.
    public func scoreAlternatives(_ answers: [String?], alternatives: [[String]]) -> AlternativesScore {
        var shown = 0, accepted = 0
        var misses: [String] = [], pairs: [String] = []
        for ((item, answer), others) in zip(zip(items, answers), alternatives) {
            let wanted = Set(item.accepted.map(Self.normalised))
            guard let answer, wanted.contains(Self.normalised(answer)) else { continue }
            for other in others {
                shown += 1
                pairs.append("\(item.word): \(answer) also \(other)")
                if wanted.contains(Self.normalised(other)) { accepted += 1 } else { misses.append(pairs.last!) }
            }
        }
        return AlternativesScore(name: name, shown: shown, accepted: accepted, misses: misses, pairs: pairs)
    }

    /// The alternatives shown with right translations, and how many of them a teacher accepts.
    public struct AlternativesScore: Sendable, CustomStringConvertible {
        public let name: String
        public let shown: Int
        public let accepted: Int
        /// "word: answer also other" for each alternative a teacher would not accept.
        public let misses: [String]
        /// "word: answer also other" for every alternative shown, to be judged by a reader.
        public let pairs: [String]

        /// Accepted out of shown; 1 when none is shown.
        public var share: Double { shown == 0 ? 1 : Double(accepted) / Double(shown) }

        public var description: String {
            String(format: "%@ alternatives: %d/%d accepted (%.1f%%)", name, accepted, shown, share * 100)
        }
    }

    /// Compared as a learner's typed answer is: typographic apostrophes and hyphens as the
    /// keyboard's, a final ? or ! left out ("comment allez‐vous ?" is comment allez-vous).
    static func normalised(_ text: String) -> String {
        let keyboard = String(text.precomposedStringWithCanonicalMapping.lowercased().map { Text.keyboardForms[$0] ?? $0 })
        let lowered = keyboard.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "?!")))
        return lowered.hasPrefix("to ") ? String(lowered.dropFirst(3)) : lowered
    }
}
