import Foundation
import Support
import Scheduling

/// Schedules one million reviews of a few thousand cards in memory, fuzz on with a seeded
/// generator, and prints reviews per second; the FSRS scheduler's speed with no storage around it.
enum SchedulerBenchmark {
    static func run() {
        let scheduler = FSRSScheduler(parameters: try! SchedulerParameters())  // defaults always validate
        var generator = SplitMix64(seed: 2025)
        var cards = [MemoryState](repeating: .new(at: start), count: cardCount)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for index in 0..<reviewCount {
                let card = index % cardCount
                let rating = rating(from: generator.next())
                cards[card] = scheduler.review(cards[card], rating: rating, at: cards[card].due, using: &generator)
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let reviewing = cards.filter { $0.phase == .review }.count
        print("scheduler: \(reviewCount) reviews of \(cardCount) cards in \(String(format: "%.3f", seconds)) s")
        print("scheduler: \(Int(Double(reviewCount) / seconds)) reviews/s (\(reviewing) cards in review)")
    }

    private static let reviewCount = 1_000_000
    private static let cardCount = 4_096
    private static let start = Date(timeIntervalSince1970: 1_735_732_800)

    /// Mostly Good, as real reviews are: Again 10%, Hard 15%, Good 60%, Easy 15%.
    private static func rating(from random: UInt64) -> Rating {
        switch random % 100 {
        case 0..<10: .again
        case 10..<25: .hard
        case 25..<85: .good
        default: .easy
        }
    }
}
