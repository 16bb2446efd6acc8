extension String {
    /// The string followed by spaces up to `width` characters, counted as Characters (so an
    /// emoji or an accented letter counts once, unlike NSString's padding); never cut.
    public func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
