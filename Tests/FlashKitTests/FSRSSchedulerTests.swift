import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Scheduling

@Suite struct FSRSSchedulerTests {
    let exact = FSRSScheduler(parameters: try! SchedulerParameters(enableFuzzing: false))

    @Test func goodOnANewCardMovesToTheSecondLearningStep() {
        let state = exact.review(.new(at: noon), rating: .good, at: noon)
        #expect(state.phase == .learning && state.step == 1)
        #expect(abs(state.stability! - 2.3065) < 1e-9)
        #expect(abs(state.difficulty! - 2.118104) < 1e-6)
        #expect(state.due == noon + 600)
        #expect(state.lastReview == noon)
    }

    @Test func goodAtTheSecondStepGraduatesToReviewInTwoDays() {
        let first = exact.review(.new(at: noon), rating: .good, at: noon)
        let second = exact.review(first, rating: .good, at: first.due)
        #expect(second.phase == .review && second.step == nil)
        #expect(abs(second.stability! - 2.3065) < 1e-9)
        #expect(abs(second.difficulty! - 2.111214) < 1e-6)
        #expect(second.due == first.due + 2 * day)
    }

    @Test(arguments: [1.0, 10.0, 100.0])
    func retrievabilityIsTheDesiredRetentionOneStabilityAfterTheReview(stability: Double) {
        let state = MemoryState(phase: .review, step: nil, stability: stability, difficulty: 5, due: noon, lastReview: noon)
        let recall = exact.retrievability(of: state, at: noon + stability * day)
        #expect(abs(recall - 0.9) < 1e-12)
    }

    @Test func retrievabilityCountsWholeDaysAndIsZeroForANewCard() {
        let state = MemoryState(phase: .review, step: nil, stability: 3, difficulty: 5, due: noon, lastReview: noon)
        #expect(exact.retrievability(of: state, at: noon + day - 1) == 1)
        #expect(exact.retrievability(of: state, at: noon + day) < 1)
        #expect(exact.retrievability(of: .new(at: noon), at: noon + day) == 0)
    }

    @Test func intervalForRetentionNinetyPercentEqualsTheStabilityInDays() throws {
        let state = MemoryState(phase: .review, step: nil, stability: 40, difficulty: 5, due: noon, lastReview: noon)
        let next = exact.review(state, rating: .hard, at: noon + 40 * day)
        let days = Int(next.due.timeIntervalSince(noon + 40 * day) / day)
        #expect(days == Int(next.stability!.rounded()))
    }

    @Test func lowerDesiredRetentionGivesLongerIntervals() throws {
        let relaxed = FSRSScheduler(parameters: try SchedulerParameters(desiredRetention: 0.8, enableFuzzing: false))
        let state = MemoryState(phase: .learning, step: 1, stability: 20, difficulty: 5, due: noon, lastReview: noon - 2 * day)
        let strict = exact.review(state, rating: .good, at: noon)
        let loose = relaxed.review(state, rating: .good, at: noon)
        #expect(loose.due > strict.due)
    }

    @Test func parametersAcceptTheRetentionRangeBoundsAndRejectValuesOutside() throws {
        _ = try SchedulerParameters(desiredRetention: 0.70)
        _ = try SchedulerParameters(desiredRetention: 0.99)
        #expect(throws: SchedulerParametersError.desiredRetentionOutOfRange(0.69)) {
            try SchedulerParameters(desiredRetention: 0.69)
        }
        #expect(throws: SchedulerParametersError.desiredRetentionOutOfRange(0.995)) {
            try SchedulerParameters(desiredRetention: 0.995)
        }
    }

    @Test func parametersRejectAWrongWeightCountAndWeightsOutOfBounds() {
        #expect(throws: SchedulerParametersError.wrongWeightCount(19)) {
            try SchedulerParameters(weights: Array(SchedulerParameters.defaultWeights.prefix(19)))
        }
        var weights = SchedulerParameters.defaultWeights
        weights[20] = 0.05
        #expect(throws: SchedulerParametersError.weightOutOfBounds(index: 20, value: 0.05, bounds: 0.1...0.8)) {
            try SchedulerParameters(weights: weights)
        }
    }

    @Test func parametersRejectEmptyDurationStepsAndAZeroMaximumInterval() {
        #expect(throws: SchedulerParametersError.invalidStep(0)) { try SchedulerParameters(learningSteps: [60, 0]) }
        #expect(throws: SchedulerParametersError.invalidStep(-5)) { try SchedulerParameters(relearningSteps: [-5]) }
        #expect(throws: SchedulerParametersError.maximumIntervalTooShort(0)) { try SchedulerParameters(maximumInterval: 0) }
    }

    @Test func defaultParametersMatchTheReference() throws {
        let defaults = try SchedulerParameters()
        #expect(defaults.weights.count == 21 && defaults.weights[20] == 0.1542)
        #expect(defaults.desiredRetention == 0.9 && defaults.maximumInterval == 36_500)
        #expect(defaults.learningSteps == [60, 600] && defaults.relearningSteps == [600])
        #expect(defaults.enableFuzzing)
    }

    @Test func hardOnTheFirstLearningStepWaitsHalfwayBetweenTheFirstTwoSteps() {
        let state = exact.review(.new(at: noon), rating: .hard, at: noon)
        #expect(state.phase == .learning && state.step == 0)
        #expect(state.due == noon + 330)
    }

    @Test func hardWithASingleLearningStepWaitsOneAndAHalfSteps() throws {
        let scheduler = FSRSScheduler(parameters: try SchedulerParameters(learningSteps: [600], enableFuzzing: false))
        #expect(scheduler.review(.new(at: noon), rating: .hard, at: noon).due == noon + 900)
    }

    @Test func hardOnALaterLearningStepRepeatsThatStep() {
        let second = exact.review(.new(at: noon), rating: .good, at: noon)
        let again = exact.review(second, rating: .hard, at: second.due)
        #expect(again.step == 1 && again.due == second.due + 600)
    }

    @Test func againInLearningReturnsToTheFirstStep() {
        let second = exact.review(.new(at: noon), rating: .good, at: noon)
        let back = exact.review(second, rating: .again, at: second.due)
        #expect(back.phase == .learning && back.step == 0 && back.due == second.due + 60)
    }

    @Test func easyOnANewCardGraduatesAtOnce() {
        let state = exact.review(.new(at: noon), rating: .easy, at: noon)
        #expect(state.phase == .review && state.step == nil)
        #expect(state.due == noon + 8 * day)  // w3 = 8.2956 rounds to 8 days
    }

    @Test func noLearningStepsGraduateEveryRating() throws {
        let scheduler = FSRSScheduler(parameters: try SchedulerParameters(learningSteps: [], enableFuzzing: false))
        for rating in Rating.allCases {
            #expect(scheduler.review(.new(at: noon), rating: rating, at: noon).phase == .review)
        }
    }

    @Test func againInReviewStartsRelearningAndGoodReturnsToReview() {
        let lapsed = exact.review(reviewCard, rating: .again, at: noon)
        #expect(lapsed.phase == .relearning && lapsed.step == 0 && lapsed.due == noon + 600)
        #expect(lapsed.stability! < reviewCard.stability!)
        let hard = exact.review(lapsed, rating: .hard, at: lapsed.due)
        #expect(hard.phase == .relearning && hard.due == lapsed.due + 900)
        let back = exact.review(hard, rating: .good, at: hard.due)
        #expect(back.phase == .review && back.step == nil && back.due >= hard.due + day)
    }

    @Test func againInReviewWithoutRelearningStepsStaysInReview() throws {
        let scheduler = FSRSScheduler(parameters: try SchedulerParameters(relearningSteps: [], enableFuzzing: false))
        let state = scheduler.review(reviewCard, rating: .again, at: noon)
        #expect(state.phase == .review && state.step == nil && state.due >= noon + day)
    }

    @Test func aSameDayGoodReviewNeverLowersStability() {
        let reviewed = exact.review(reviewCard, rating: .good, at: noon)
        let sameDay = exact.review(reviewed, rating: .good, at: noon + 3600)
        #expect(sameDay.stability! >= reviewed.stability!)
        #expect(exact.review(reviewed, rating: .again, at: noon + 3600).stability! < reviewed.stability!)
    }

    @Test func intervalsNeverExceedTheMaximumInterval() throws {
        let scheduler = FSRSScheduler(parameters: try SchedulerParameters(maximumInterval: 30))
        var generator = SplitMix64(seed: 7)
        var state = MemoryState.new(at: noon)
        for _ in 0..<20 {
            let time = state.due
            state = scheduler.review(state, rating: .easy, at: time, using: &generator)
            #expect(state.due.timeIntervalSince(time) <= 30 * day)
        }
        #expect(state.due.timeIntervalSince(state.lastReview!) == 30 * day)
    }

    @Test func fuzzIsRepeatableWithTheSameSeed() throws {
        let fuzzy = FSRSScheduler(parameters: try SchedulerParameters())
        #expect(schedule(fuzzy, seed: 42) == schedule(fuzzy, seed: 42))
        #expect(schedule(fuzzy, seed: 42) != schedule(fuzzy, seed: 43))
    }

    @Test(arguments: [(2, nil), (3, 2...4), (10, 8...12), (100, 93...107)] as [(Int, ClosedRange<Int>?)])
    func fuzzBoundsFollowTheDocumentedSpread(days: Int, bounds: ClosedRange<Int>?) {
        #expect(exact.fuzzBounds(days: days) == bounds)
    }

    /// The reference rounds its uniform draw, so it reaches one day past the upper bound.
    @Test(arguments: [3, 10, 100])
    func fuzzedIntervalsCoverTheReferenceRangeAndNoMore(days: Int) throws {
        let bounds = try #require(exact.fuzzBounds(days: days))
        var generator = SplitMix64(seed: UInt64(days))
        let drawn = (0..<5_000).map { _ in exact.fuzzedInterval(days: days, using: &generator) }
        #expect(drawn.min() == bounds.lowerBound && drawn.max() == bounds.upperBound + 1)
    }

    @Test func fuzzedIntervalsNeverPassTheMaximumInterval() {
        var generator = SplitMix64(seed: 3)
        let drawn = (0..<5_000).map { _ in exact.fuzzedInterval(days: 36_499, using: &generator) }
        #expect(drawn.allSatisfy { $0 >= 34_000 && $0 <= 36_500 })
    }

    @Test func fuzzingOffLeavesReviewIntervalsAsComputed() {
        let state = exact.review(reviewCard, rating: .good, at: noon)
        var generator = SplitMix64(seed: 1)
        #expect(exact.review(reviewCard, rating: .good, at: noon, using: &generator) == state)
    }

    @Test(arguments: [
        (false, false, 1.0, Rating.again), (false, true, 1.0, .hard), (true, false, 9.0, .good),
        (true, false, 2.0, .easy), (true, true, 2.0, .easy), (false, false, 0.5, .again),
    ])
    func ratingFollowsTheVerdictAndAnswerSpeed(correct: Bool, almost: Bool, seconds: Double, expected: Rating) {
        #expect(Rating.from(isCorrect: correct, isAlmost: almost, answerSeconds: seconds, quickThreshold: 3) == expected)
    }

    @Test func replayRebuildsTheStateFromAnUnsortedLog() {
        let log = [
            ReviewLogEntry(rating: .good, time: noon + 600), ReviewLogEntry(rating: .good, time: noon),
            ReviewLogEntry(rating: .hard, time: noon + 3 * day),
        ]
        var generator = SplitMix64(seed: 0)
        let replayed = exact.replay(log, from: .new(at: noon), using: &generator)
        let stepwise = [Rating.good, .good, .hard].enumerated().reduce(MemoryState.new(at: noon)) { state, item in
            exact.review(state, rating: item.element, at: [noon, noon + 600, noon + 3 * day][item.offset])
        }
        #expect(replayed == stepwise)
    }

    @Test func wholeDaysRoundDownLikePython() {
        #expect(FSRSScheduler.wholeDays(from: noon, to: noon + day - 1) == 0)
        #expect(FSRSScheduler.wholeDays(from: noon, to: noon + day) == 1)
        #expect(FSRSScheduler.wholeDays(from: noon, to: noon - 1) == -1)
    }

    @Test func memoryStateRoundTripsThroughJSON() throws {
        let state = exact.review(.new(at: noon), rating: .good, at: noon)
        let decoded = try JSONDecoder().decode(MemoryState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }
}

private let day: TimeInterval = 86_400
/// 2025-01-01T12:00:00Z, the worked example's start.
private let noon = Date(timeIntervalSince1970: 1_735_732_800)
private let reviewCard = MemoryState(
    phase: .review, step: nil, stability: 12, difficulty: 5, due: noon, lastReview: noon - 12 * day
)

private func schedule(_ scheduler: FSRSScheduler, seed: UInt64) -> [Date] {
    var generator = SplitMix64(seed: seed)
    var state = MemoryState.new(at: noon)
    return (0..<12).map { _ in
        state = scheduler.review(state, rating: .good, at: state.due, using: &generator)
        return state.due
    }
}
