import Support
import Scheduling
/// `flash forecast`: reviews due on each coming study day, as a bar chart or JSON.
public struct ForecastReport: Sendable {
    let counts: [(day: StudyDay, count: Int)]

    public init(_ counts: [(day: StudyDay, count: Int)]) {
        self.counts = counts
    }

    public func chart(title: String, ascii: Bool) -> String {
        let labels = counts.map { String($0.day.name.suffix(5)) }
        return Chart.HorizontalBars(title: title, labels: labels, values: counts.map { Double($0.count) }, ascii: ascii).render()
    }

    public var json: String {
        JSONOutput.encode(days)
    }

    /// Each day's name (2026-03-01) and the reviews due on it.
    public var days: [Day] { counts.map { Day(day: $0.day.name, due: $0.count) } }

    public struct Day: Encodable, Sendable {
        let day: String
        let due: Int
    }
}
