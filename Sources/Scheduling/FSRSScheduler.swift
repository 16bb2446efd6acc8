import FoundationEssentials

/// Schedules reviews with FSRS-6, reproducing the reference implementation (the `fsrs` package,
/// version 6): same learning and relearning steps, same-day reviews, whole-day elapsed time,
/// interval rounding and clamping, and fuzz. Pure and allocation-free: no clock, no storage.
public struct FSRSScheduler: Sendable {
    /// The settings this scheduler was made with.
    let parameters: SchedulerParameters
    let formulas: FSRSFormulas

    /// Creates a scheduler; the parameters were validated when they were made.
    public init(parameters: SchedulerParameters) {
        self.parameters = parameters
        formulas = FSRSFormulas(weights: parameters.weights, desiredRetention: parameters.desiredRetention)
    }

    /// The state after a review with `rating` at `time`. Review intervals are fuzzed with
    /// `generator` when fuzzing is on, so a seeded generator gives repeatable schedules.
    public func review(
        _ state: MemoryState, rating: Rating, at time: Date, using generator: inout some RandomNumberGenerator
    ) -> MemoryState {
        let elapsedDays = state.lastReview.map { Self.wholeDays(from: $0, to: time) }
        var next = state
        (next.stability, next.difficulty) = updatedMemory(state, rating: rating, elapsedDays: elapsedDays, at: time)
        var wait: TimeInterval
        switch state.phase {
        case .learning: wait = advanceSteps(&next, parameters.learningSteps, rating: rating)
        case .relearning: wait = advanceSteps(&next, parameters.relearningSteps, rating: rating)
        case .review: wait = scheduleReview(&next, rating: rating)
        }
        if parameters.enableFuzzing && next.phase == .review {
            wait = Double(fuzzedInterval(days: Int(wait / Self.secondsPerDay), using: &generator)) * Self.secondsPerDay
        }
        next.due = time + wait
        next.lastReview = time
        return next
    }

    /// The state after a review, with fuzz from the system generator when fuzzing is on
    /// (not repeatable); exact when fuzzing is off.
    public func review(_ state: MemoryState, rating: Rating, at time: Date) -> MemoryState {
        var generator = SystemRandomNumberGenerator()
        return review(state, rating: rating, at: time, using: &generator)
    }

    /// The predicted probability of recalling the card at `time`; 0 for a card never reviewed.
    public func retrievability(of state: MemoryState, at time: Date) -> Double {
        guard let lastReview = state.lastReview, let stability = state.stability else { return 0 }
        return formulas.retrievability(elapsedDays: max(0, Self.wholeDays(from: lastReview, to: time)), stability: stability)
    }

    /// Rebuilds a card's state from its review log, oldest entry first, as the reference's
    /// `reschedule_card` does; use it after changing parameters or editing history.
    package func replay(
        _ entries: some Sequence<ReviewLogEntry>, from start: MemoryState,
        using generator: inout some RandomNumberGenerator
    ) -> MemoryState {
        entries.sorted { $0.time < $1.time }.reduce(start) { state, entry in
            review(state, rating: entry.rating, at: entry.time, using: &generator)
        }
    }

    static let secondsPerDay: TimeInterval = 86_400
}

extension FSRSScheduler {
    /// Whole days between two times, rounded down as Python's `timedelta.days` is; the difference
    /// is first rounded to microseconds, the reference's resolution.
    static func wholeDays(from start: Date, to end: Date) -> Int {
        let microseconds = (end.timeIntervalSince(start) * 1_000_000).rounded()
        return Int((microseconds / 86_400_000_000).rounded(.down))
    }
}

private extension FSRSScheduler {
    func updatedMemory(
        _ state: MemoryState, rating: Rating, elapsedDays: Int?, at time: Date
    ) -> (stability: Double, difficulty: Double) {
        guard let stability = state.stability, let difficulty = state.difficulty else {
            return (formulas.initialStability(rating), formulas.initialDifficulty(rating))
        }
        let nextDifficulty = formulas.nextDifficulty(difficulty, rating)
        if let elapsedDays, elapsedDays < 1 {
            return (formulas.shortTermStability(stability, rating), nextDifficulty)
        }
        let recall = retrievability(of: state, at: time)
        return (formulas.nextStability(stability, difficulty, recall, rating), nextDifficulty)
    }

    /// Moves a (re)learning card through `steps`; returns the wait in seconds.
    func advanceSteps(_ state: inout MemoryState, _ steps: [TimeInterval], rating: Rating) -> TimeInterval {
        let step = state.step ?? 0
        if steps.isEmpty || (step >= steps.count && rating != .again) { return graduate(&state) }
        switch rating {
        case .again:
            state.step = 0
            return steps[0]
        case .hard where step == 0:
            return steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2.0
        case .hard:
            return steps[step]
        case .good where step + 1 == steps.count, .easy:
            return graduate(&state)
        case .good:
            state.step = step + 1
            return steps[step + 1]
        }
    }

    /// Schedules a card in the review phase; Again sends it to relearning when there are steps.
    func scheduleReview(_ state: inout MemoryState, rating: Rating) -> TimeInterval {
        guard rating == .again, let firstStep = parameters.relearningSteps.first else { return graduate(&state) }
        state.phase = .relearning
        state.step = 0
        return firstStep
    }

    func graduate(_ state: inout MemoryState) -> TimeInterval {
        state.phase = .review
        state.step = nil
        let days = formulas.interval(stability: state.stability ?? FSRSFormulas.minimumStability, maximum: parameters.maximumInterval)
        return Double(days) * Self.secondsPerDay
    }
}
