import FoundationEssentials
import Model
import Scheduling
import Store
import Reports

extension PrintableReport {
    /// The printable report of a list: its `cards` as `deck`, every session's score and time,
    /// the mistakes of every session, and a summary of the cards' memory at `now`.
    init(list: WordList, cards: [Card], deck: InterchangeDeck, store: FlashStore, now: Date, scheduler: FSRSScheduler,
         timeZone: TimeZone = .current) throws {
        let summaries = try store.sessions.sessions(of: list)
        let mistakes = MistakeReport(list: list.name, sessionIDs: summaries.map(\.id), answers: try store.sessions.answers(inSessions: summaries.map(\.id)),
                                     cards: cards, lastSeen: try store.sessions.lastSeen(cardsIn: list), leeches: Set(try store.leechIDs(in: list)))
        let memory = try Self.memory(of: cards, store: store, now: now, scheduler: scheduler)
        let answered = summaries.filter { $0.answered > 0 }.map { Session(ResultsReport.Session($0)) }
        self.init(deck: deck, sessions: answered, mistakes: mistakes.entries.map(Mistake.init),
                  memory: memory, generated: now, timeZone: timeZone)
    }

    static func memory(of cards: [Card], store: FlashStore, now: Date, scheduler: FSRSScheduler) throws -> Memory {
        var (new, learning, review, due, leeches) = (0, 0, 0, 0, 0)
        var stabilities: [Double] = [], recalls: [Double] = []
        for card in cards {
            guard let memory = try store.memory.memory(of: card.id) else {
                new += 1
                continue
            }
            if memory.state.phase == .review { review += 1 } else { learning += 1 }
            if memory.state.due <= now { due += 1 }
            if memory.leech { leeches += 1 }
            if let stability = memory.state.stability {
                stabilities.append(stability)
                recalls.append(scheduler.retrievability(of: memory.state, at: now))
            }
        }
        func average(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
        return Memory(new: new, learning: learning, review: review, due: due, averageStability: average(stabilities),
                      averageRecall: average(recalls), leeches: leeches)
    }
}
