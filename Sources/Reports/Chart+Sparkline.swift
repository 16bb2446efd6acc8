extension Chart {
    /// One character per value, heights scaled from zero to the largest value ("▁▃█"; with
    /// `ascii`, "_-#" from the ramp `_.-~=+*#`). Empty input gives an empty string.
    static func sparkline(_ values: [Double], ascii: Bool = false) -> String {
        let values = drawable(values)
        let ramp = ascii ? Array("_.-~=+*#") : Array(verticalBlocks.dropFirst())
        let maximum = values.max() ?? 0
        return String(values.map { value in
            let level = maximum > 0 ? Int((value / maximum * Double(ramp.count - 1)).rounded()) : 0
            return ramp[level]
        })
    }
}
