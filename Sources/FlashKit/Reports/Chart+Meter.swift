extension Chart {
    /// A meter of `width` cells, full in proportion to `done` out of `total` ("████░░░░");
    /// an empty total is a full meter. Progress lines, sessions and status all draw this one.
    static func meter(_ done: Int, of total: Int, width: Int) -> String {
        let fraction = total <= 0 ? 1 : min(1, max(0, Double(done) / Double(total)))
        let filled = Int((fraction * Double(width)).rounded(.down))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
