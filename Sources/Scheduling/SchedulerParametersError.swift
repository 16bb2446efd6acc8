/// Scheduler settings the scheduler cannot work with; each message fits on one line.
enum SchedulerParametersError: Error, Equatable, CustomStringConvertible {
    case wrongWeightCount(Int)
    case weightOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
    case desiredRetentionOutOfRange(Double)
    case invalidStep(Double)
    case maximumIntervalTooShort(Int)

    var description: String {
        switch self {
        case let .wrongWeightCount(count):
            "FSRS-6 needs 21 weights, got \(count)"
        case let .weightOutOfBounds(index, value, bounds):
            "weight w\(index) = \(value) is outside \(bounds.lowerBound)...\(bounds.upperBound)"
        case let .desiredRetentionOutOfRange(value):
            "desired retention \(value) is outside 0.70...0.99"
        case let .invalidStep(seconds):
            "a learning or relearning step of \(seconds) seconds is not a positive duration"
        case let .maximumIntervalTooShort(days):
            "the maximum interval must be at least 1 day, got \(days)"
        }
    }
}
