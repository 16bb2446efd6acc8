import Support
/// Plain-text charts for terminal reports: pure values that render to lines of text.
///
/// Charts read well in 60 to 80 columns and never exceed their `width`. With `ascii: true` the
/// glyphs and axes use printable ASCII only (titles and labels are printed as given). Negative,
/// NaN and infinite values count as zero; empty input renders the title and "(no data)".
package enum Chart {}

extension Chart {
    /// Block glyphs from empty to full in eighths, growing upwards.
    static let verticalBlocks = Array(" ▁▂▃▄▅▆▇█")
    /// Block glyphs from empty to full in eighths, growing rightwards.
    static let horizontalBlocks = Array(" ▏▎▍▌▋▊▉█")
    /// The line shown in place of a chart with nothing to draw.
    static let noData = "(no data)"

    /// Values a chart can draw: finite and not negative.
    static func drawable(_ values: [Double]) -> [Double] {
        values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
    }

    /// `value` as a whole number when it is one, else with one decimal, followed by `unit`.
    package static func format(_ value: Double, unit: String) -> String {
        let tenths = Int((min(value, 1e12) * 10).rounded())
        let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        switch unit {
        case "": return number
        case "%": return number + "%"
        default: return number + " " + unit
        }
    }

    /// `text` made safe for a terminal and cut to `width` characters with an ellipsis.
    static func fitted(_ text: String, to width: Int, ascii: Bool) -> String {
        let safe = Text.printable(text)
        guard safe.count > width else { return safe }
        let ellipsis = ascii ? "..." : "…"
        return String(safe.prefix(max(0, width - ellipsis.count))) + ellipsis
    }

    /// Scales `value` against `maximum` to a number of eighths of `cells` cells; any value above
    /// zero gets at least one eighth so it stays visible.
    static func eighths(_ value: Double, of maximum: Double, cells: Int) -> Int {
        guard maximum > 0, value > 0 else { return 0 }
        return max(1, Int((value / maximum * Double(cells * 8)).rounded()))
    }

    /// The finished chart: lines without trailing spaces, joined by newlines.
    static func joined(_ lines: [String]) -> String {
        lines.map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
    }
}
