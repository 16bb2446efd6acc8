import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Reports
@testable import Support

/// The text of `mistakes`, `status` and `edit`'s card info, laid out without a terminal.
@Suite struct ReportTextTests {
    static let now = Date(timeIntervalSince1970: 1_772_355_600)

    func answer(_ given: String, _ verdict: SessionVerdict, card: Int64, grade: Int? = nil, confused: Int64? = nil) -> StoredAnswer {
        let record = AnswerRecord(cardID: card, direction: .learned, shown: "dog", expected: "perro", given: given, verdict: verdict,
                                  selfGrade: grade, confusedCardID: confused, answered: Self.now, milliseconds: 900)
        return StoredAnswer(sessionID: 1, cardID: card, record: record, confusedCardID: confused)
    }

    @Test func mistakesListEachWrongAnswerMostFrequentFirstWithTheCardItBelongsTo() {
        let cards = [Card(id: 1, native: "dog", learned: "perro", right: 2, wrong: 3, created: Self.now),
                     Card(id: 2, native: "cat", learned: "gato", created: Self.now)]
        let answers = [answer("gato", .wrong, card: 1, confused: 2), answer("", .skipped, card: 1), answer("Gato", .wrong, card: 1),
                       answer("again", .wrong, card: 1, grade: 1), answer("perro", .correct, card: 1)]
        let report = MistakeReport(list: "zoo", sessionIDs: [1], answers: answers, cards: cards, lastSeen: [1: Self.now], leeches: [1])
        let lines = report.lines(scope: "session #1", style: .plain)
        #expect(lines[0] == "Mistakes in 'zoo' (session #1): 1 card")
        #expect(lines[1].hasPrefix("dog → perro   right 2, wrong 3, last seen "))
        #expect(lines[1].hasSuffix(" [leech]"))
        #expect(Array(lines.dropFirst(2)) == ["    you said 'gato' 2×: that is cat - gato", "    skipped 1×", "    you graded it Again 1×"])
        #expect(MistakeReport(list: "zoo", sessionIDs: [], answers: [], cards: cards, lastSeen: [:]).lines(scope: "no sessions yet", style: .plain)
            == ["No mistakes in 'zoo' (no sessions yet)."])
    }

    @Test func statusShowsTheListsTheStreakAndWhatIsDue() {
        let list = StudyStatus.ListStatus(name: "zoo", cards: 10, dueNow: 3, dueToday: 4, new: 2, learning: 1, retrievability: 0.876, leeches: 0)
        let lines = StudyStatus(lists: [list], day: "2026-03-01", streak: 1, reviewsToday: 5, dailyGoal: 20).lines
        #expect(lines[0].split(separator: "\n").map(String.init) == [
            "LIST  DUE NOW  TODAY  NEW  LEARNING  RECALL  LEECHES", "zoo   3        4      2    1         88%     0"])
        #expect(lines[2] == "Streak: 1 day.  Today (2026-03-01): 5/20 reviews █████░░░░░░░░░░░░░░░ 25%")
        #expect(lines[3] == "3 cards are due: flash review")
        #expect(StudyStatus(lists: [], day: "d", streak: 0, reviewsToday: 0, dailyGoal: 0).lines
            == ["No lists yet. Make one: flash new --lang es words.txt", "", "Streak: 0 days.  Today (d): 0/0 reviews ░░░░░░░░░░░░░░░░░░░░ 0%"])
    }

    @Test func cardInfoNamesCandidatesAndMemory() {
        var card = Card(native: "dog", learned: "perro", alternatives: ["can"], translationSource: "apertium",
                        imageCandidates: [ImageCandidate(url: "https://x/1.png", credit: "Ana", source: "openverse")], created: Self.now)
        card.translationCandidates = [TranslationCandidate(text: "perro", partOfSpeech: .noun, gender: .masculine, sources: ["apertium"])]
        card.partOfSpeech = .noun
        card.gender = .masculine
        #expect(CardInfo.lines(for: card) == [
            "dog - perro", "  also (learned): can", "  translation from: apertium", "  part of speech: noun, masculine", "  right 0, wrong 0",
            "  translation candidates (choose with --pick N):", "  *1. perro  (noun; masculine; apertium)",
            "  image candidates (choose with --image N; --no-image removes the picture):", "   1. https://x/1.png (Ana)"])
        #expect(CardInfo.memoryLines(nil, recall: 0, history: []) == ["  memory: new, never reviewed"])
        let state = MemoryState(phase: .review, step: nil, stability: 12.34, difficulty: 5, due: Self.now, lastReview: Self.now)
        let memory = CardInfo.memoryLines(CardMemory(state: state, reps: 3, lapses: 1, leech: true), recall: 0.9, history: [])
        #expect(memory[0].hasPrefix("  memory: review, stability 12.3 days, difficulty 5.0, recall now 90%, due "))
        #expect(memory[0].hasSuffix(", leech"))
        #expect(memory[1] == "  reviews 3, lapses 1")
    }
}
