/// Fuzz spreads review intervals of three days or more so cards learned together part ways.
/// The spread grows by 15% of the days from 2.5 to 7, 10% from 7 to 20 and 5% beyond 20.
extension FSRSScheduler {
    /// The reference's fuzz bounds for an interval: `days ± spread`, rounded, at least 2 days and
    /// at most the maximum interval. `nil` for intervals under 2.5 days, which are never fuzzed.
    func fuzzBounds(days: Int) -> ClosedRange<Int>? {
        guard Double(days) >= 2.5 else { return nil }
        var spread = 1.0
        for (start, end, factor) in Self.fuzzRanges {
            spread += factor * max(min(Double(days), end) - start, 0.0)
        }
        let upper = min(Int((Double(days) + spread).rounded(.toNearestOrEven)), parameters.maximumInterval)
        let lower = min(max(2, Int((Double(days) - spread).rounded(.toNearestOrEven))), upper)
        return lower...upper
    }

    /// A fuzzed interval as the reference draws it: `round(u * (upper - lower + 1) + lower)` for
    /// a uniform `u` in 0..<1, capped at the maximum interval. Because it rounds instead of
    /// truncating, the result can be one day above `upper` (`lower...upper + 1`, within the maximum).
    func fuzzedInterval(days: Int, using generator: inout some RandomNumberGenerator) -> Int {
        guard let bounds = fuzzBounds(days: days) else { return days }
        let uniform = Double.random(in: 0..<1, using: &generator)
        let drawn = (uniform * Double(bounds.count) + Double(bounds.lowerBound)).rounded(.toNearestOrEven)
        return min(Int(drawn), parameters.maximumInterval)
    }

    private static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7.0, 0.15), (7.0, 20.0, 0.10), (20.0, .infinity, 0.05),
    ]
}
