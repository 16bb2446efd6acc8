import FoundationEssentials
import Support

/// How flash schedules and counts reviews: FSRS settings, what makes an answer quick enough to
/// be Easy, new cards per day, the daily goal, when a day starts, and when a card is a leech.
public struct ReviewPolicy: Sendable {
    public var parameters: SchedulerParameters
    /// A right `choice` answer under this many seconds rates Easy.
    package var quickChoiceSeconds: Double = 4
    /// A right typed answer under this many seconds rates Easy.
    package var quickTypeSeconds: Double = 8
    package var newCardsPerDay = 20
    public var dailyGoal = 20
    /// The hour (local time) at which a new study day begins.
    public var dayStartHour = 4
    package var leechLapses = 8

    package init(parameters: SchedulerParameters) {
        self.parameters = parameters
    }

    /// Reads `schedule.*` settings, refusing values out of range with a message naming the key.
    package init(configuration: Configuration) throws {
        let retention = try Self.number(configuration, "schedule.retention", default: 0.9, in: 0.70...0.99)
        let fuzz = configuration.bool("schedule.fuzz") ?? true
        parameters = try SchedulerParameters(desiredRetention: retention, enableFuzzing: fuzz)
        quickChoiceSeconds = try Self.number(configuration, "schedule.quick_choice", default: 4, in: 0...600)
        quickTypeSeconds = try Self.number(configuration, "schedule.quick_type", default: 8, in: 0...600)
        newCardsPerDay = Int(try Self.number(configuration, "schedule.new_per_day", default: 20, in: 0...10_000))
        dailyGoal = Int(try Self.number(configuration, "schedule.daily_goal", default: 20, in: 1...10_000))
        dayStartHour = Int(try Self.number(configuration, "schedule.day_starts", default: 4, in: 0...23))
        leechLapses = Int(try Self.number(configuration, "schedule.leech_lapses", default: 8, in: 1...1_000))
    }

    public var scheduler: FSRSScheduler { FSRSScheduler(parameters: parameters) }

    /// The study day `time` falls in.
    public func day(of time: Date, in timeZone: TimeZone = .current) -> StudyDay {
        StudyDay(containing: time, startHour: dayStartHour, timeZone: timeZone)
    }
}

/// A value from the configuration that is not allowed.
package struct PolicyError: Error, CustomStringConvertible, Equatable {
    package let description: String

    package init(description: String) {
        self.description = description
    }
}

private extension ReviewPolicy {
    static func number(_ configuration: Configuration, _ key: String, default fallback: Double, in range: ClosedRange<Double>) throws -> Double {
        guard let text = configuration.string(key) else { return fallback }
        guard let value = Double(text), range.contains(value) else {
            throw PolicyError(description: "the configuration's \(key) = \(text) must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
