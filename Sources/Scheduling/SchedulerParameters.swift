import FoundationEssentials

/// The settings of an FSRS-6 scheduler, validated on creation. Defaults match the reference
/// implementation (the `fsrs` package, version 6): 21 weights, 90% retention, learning steps of
/// 1 and 10 minutes, a relearning step of 10 minutes, at most 36,500 days, fuzzing on.
public struct SchedulerParameters: Sendable, Hashable {
    /// The model weights w0...w20.
    package let weights: [Double]
    /// The recall probability the scheduler aims for when a card comes due.
    package let desiredRetention: Double
    /// Waits between the steps of a new card, in seconds.
    package let learningSteps: [TimeInterval]
    /// Waits between the steps of a lapsed card, in seconds.
    package let relearningSteps: [TimeInterval]
    /// The longest review interval, in days.
    package let maximumInterval: Int
    /// Whether review intervals get a little random spread so cards learned together part ways.
    let enableFuzzing: Bool

    /// Validates and creates parameters; throws `SchedulerParametersError` naming the first problem.
    public init(
        weights: [Double] = SchedulerParameters.defaultWeights,
        desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600],
        relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500,
        enableFuzzing: Bool = true
    ) throws {
        try Self.validate(weights: weights)
        guard Self.retentionRange.contains(desiredRetention) else {
            throw SchedulerParametersError.desiredRetentionOutOfRange(desiredRetention)
        }
        if let step = (learningSteps + relearningSteps).first(where: { !($0 > 0 && $0.isFinite) }) {
            throw SchedulerParametersError.invalidStep(step)
        }
        guard maximumInterval >= 1 else {
            throw SchedulerParametersError.maximumIntervalTooShort(maximumInterval)
        }
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzzing = enableFuzzing
    }

    /// The default FSRS-6 weights, fitted on many Anki users' reviews.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666,
        0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// The accepted desired retentions.
    static let retentionRange: ClosedRange<Double> = 0.70...0.99

    /// The reference implementation's bounds for each weight.
    static let weightBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4,
        0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9,
        0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
    ]
}

private extension SchedulerParameters {
    static func validate(weights: [Double]) throws {
        guard weights.count == weightBounds.count else {
            throw SchedulerParametersError.wrongWeightCount(weights.count)
        }
        for (index, (weight, bounds)) in zip(weights, weightBounds).enumerated()
        where !bounds.contains(weight) {
            throw SchedulerParametersError.weightOutOfBounds(index: index, value: weight, bounds: bounds)
        }
    }
}
