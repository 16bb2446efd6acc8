import Foundation
import Model
import Store
import Support

/// What `flash edit LIST WORD` shows about a card: its words and alternatives, where the
/// translation came from, the candidates `--pick` and `--image` choose from, and its memory
/// state and reviews as Anki's card info shows them.
public enum CardInfo {
    /// The card's words, source, counters and candidates, one line each.
    public static func lines(for card: Card) -> [String] {
        let reading = card.reading.map { " (\(Text.printable($0)))" } ?? ""
        var lines = ["\(Text.printable(card.native)) - \(Text.printable(card.learned))\(reading)"]
        for side in [WordSide.learned, .native] where !card.alternatives(on: side).isEmpty {
            lines.append("  also (\(side == .learned ? "learned" : "yours")): \(Text.printable(card.alternatives(on: side).joined(separator: ", ")))")
        }
        let others = card.translationCandidates.filter { $0.role == .otherMeaning }.map(\.text)
        if !others.isEmpty { lines.append("  other meanings (not accepted as answers): \(Text.printable(others.joined(separator: ", ")))") }
        lines.append("  translation from: \(card.translationSource ?? "nobody yet")\(card.confidence.map { " (\($0.explanation))" } ?? "")")
        if let part = card.partOfSpeech { lines.append("  part of speech: \(part.rawValue)\(card.gender.map { ", \(name(of: $0))" } ?? "")") }
        lines.append("  right \(card.right), wrong \(card.wrong)")
        return lines + translationCandidates(of: card) + imageCandidates(of: card)
    }

    /// The memory state with the chance of recalling the card now (`recall`, 0 to 1), then
    /// every review; one line for a card never reviewed.
    public static func memoryLines(_ memory: CardMemory?, recall: Double, history: [CardReview]) -> [String] {
        guard let memory else { return ["  memory: new, never reviewed"] }
        let stability = memory.state.stability.map { String(format: "%.1f days", $0) } ?? "-"
        let difficulty = memory.state.difficulty.map { String(format: "%.1f", $0) } ?? "-"
        return [
            "  memory: \(CardJSON.phaseName(memory.state.phase)), stability \(stability), difficulty \(difficulty), "
                + "recall now \(Int((recall * 100).rounded()))%, due \(DateText.day(memory.state.due))\(memory.leech ? ", leech" : "")",
            "  reviews \(memory.reps), lapses \(memory.lapses)",
        ] + history.map { review in
            let seconds = review.milliseconds.map { String(format: ", %.1f s", Double($0) / 1000) } ?? ""
            return "    \(DateText.minute(review.time))  \(review.rating)\(seconds)  → due \(DateText.day(review.due))"
        }
    }

    /// The card's answers in games (guess): they count in its right and wrong, not in its memory.
    public static func gameLines(_ answers: [(kind: String, record: AnswerRecord)]) -> [String] {
        guard !answers.isEmpty else { return [] }
        return ["  in games (counted in right and wrong, not in the memory):"] + answers.map { kind, record in
            let given = record.given.isEmpty ? "no answer in time" : "said \(Text.printable(record.given))"
            return "    \(DateText.minute(record.answered))  \(kind)  \(record.verdict.isRight ? "right" : "wrong") (\(given))"
        }
    }

    static func name(of gender: Gender) -> String {
        switch gender {
        case .masculine: "masculine"
        case .feminine: "feminine"
        case .neuter: "neuter"
        }
    }
}

private extension CardInfo {
    static func translationCandidates(of card: Card) -> [String] {
        guard !card.translationCandidates.isEmpty else { return [] }
        return ["  translation candidates (choose with --pick N):"] + card.translationCandidates.enumerated().map { index, candidate in
            let marker = candidate.text == card.word(on: card.alternativesSide) ? "*" : " "
            let details = [candidate.partOfSpeech?.rawValue, candidate.gender.map(name(of:)), candidate.role?.rawValue, candidate.sources.joined(separator: ", ")]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "; ")
            return "  \(marker)\(index + 1). \(Text.printable(candidate.text))  (\(Text.printable(details)))"
        }
    }

    static func imageCandidates(of card: Card) -> [String] {
        let own = card.imageFile != nil && card.imageIndex == nil
            ? ["  picture: \(Text.printable(card.imageFile ?? "")) (\(Text.printable(card.imageCredit ?? "your own")))"] : []
        guard !card.imageCandidates.isEmpty else {
            return own + [own.isEmpty ? "  no image candidates" : "  no other image candidates (--no-image removes the picture)"]
        }
        return own + ["  image candidates (choose with --image N; --no-image removes the picture):"] + card.imageCandidates.enumerated().map { index, candidate in
            let marker = card.imageIndex == index ? "*" : " "
            let credit = candidate.credit.map { " (\($0))" } ?? ""
            return "  \(marker)\(index + 1). \(Text.printable(candidate.url))\(Text.printable(credit))"
        }
    }
}
