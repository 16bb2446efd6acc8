extension Text {
    /// A meter of `width` cells, full in proportion to `done` out of `total` ("████░░░░");
    /// an empty total is a full meter. Progress lines, sessions and status all draw this one.
    package static func meter(_ done: Int, of total: Int, width: Int) -> String {
        let filled = total <= 0 ? width : min(width, max(0, done) * width / total)
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
