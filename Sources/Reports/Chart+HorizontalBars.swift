extension Chart {
    /// A horizontal bar chart: labels down the left, bars to the right, each value after its bar.
    /// Suits counts per day, such as the reviews due on each of the next 30 days.
    struct HorizontalBars: Sendable, Equatable {
        /// The line printed above the chart.
        var title: String
        /// One label per row (e.g. dates); missing labels are the row's 1-based index.
        var labels: [String]
        /// One value per row, drawn top to bottom.
        var values: [Double]
        /// Appended to printed numbers: "%" directly, anything else after a space ("12 cards").
        var unit: String
        /// The widest a line may be, at least 20 columns.
        var width: Int
        /// Draws with `#`, `.` and `|` instead of Unicode blocks and box lines.
        var ascii: Bool

        /// Describes a chart; nothing is drawn until `render()`.
        init(
            title: String, labels: [String], values: [Double], unit: String = "",
            width: Int = 72, ascii: Bool = false
        ) {
            (self.title, self.labels, self.values) = (title, labels, values)
            (self.unit, self.width, self.ascii) = (unit, max(20, width), ascii)
        }

        /// The chart as lines of text without a trailing newline.
        func render() -> String {
            let title = Chart.fitted(self.title, to: width, ascii: ascii)
            let values = Chart.drawable(self.values)
            guard !values.isEmpty else { return Chart.joined([title, Chart.noData]) }
            let counts = values.map { Chart.format($0, unit: unit) }
            let countWidth = counts.map(\.count).max() ?? 0
            let nameLimit = max(1, min(width / 3, width - countWidth - 4))
            let names = values.indices.map { Chart.fitted(label($0), to: nameLimit, ascii: ascii) }
            let nameWidth = names.map(\.count).max() ?? 0
            let barWidth = max(1, width - nameWidth - 3 - countWidth)
            let maximum = values.max() ?? 0
            let rows = values.indices.map { index in
                let name = names[index] + String(repeating: " ", count: nameWidth - names[index].count)
                let bar = self.bar(Chart.eighths(values[index], of: maximum, cells: barWidth))
                return name + " " + (ascii ? "|" : "│") + bar + " " + counts[index]
            }
            return Chart.joined([title] + rows)
        }
    }
}

private extension Chart.HorizontalBars {
    func label(_ index: Int) -> String {
        index < labels.count ? labels[index] : "\(index + 1)"
    }

    /// A bar of `level` eighths of a cell; in ASCII, whole cells of `#`, or `.` for a sliver.
    func bar(_ level: Int) -> String {
        if ascii {
            let cells = (level + 4) / 8
            return cells == 0 && level > 0 ? "." : String(repeating: "#", count: cells)
        }
        let full = String(repeating: "█", count: level / 8)
        return level % 8 == 0 ? full : full + String(Chart.horizontalBlocks[level % 8])
    }
}
