import FoundationEssentials

/// A wait as Anki's review buttons write it: "<1m", "10m", "3h", "4d", "1.5mo", "2.1y".
enum IntervalText {
    static func short(_ seconds: TimeInterval) -> String {
        let minutes = seconds / 60, days = seconds / 86_400
        switch seconds {
        case ..<60: return "<1m"
        case ..<3_600: return "\(Int(minutes.rounded()))m"
        case ..<86_400: return "\(Int((minutes / 60).rounded()))h"
        case ..<(30 * 86_400): return "\(Int(days.rounded()))d"
        case ..<(365 * 86_400): return tenths(days / 30) + "mo"
        default: return tenths(days / 365) + "y"
        }
    }

    private static func tenths(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
