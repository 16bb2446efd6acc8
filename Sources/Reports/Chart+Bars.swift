extension Chart {
    /// A vertical bar chart of one value per session, such as the score or the minutes spent.
    ///
    /// The y axis is labelled with the largest value and zero, the x axis with the labels (as
    /// many as fit), and a last line gives the minimum, maximum and latest values. When there
    /// are more values than columns, the most recent ones are drawn and the title says so.
    struct Bars: Sendable, Equatable {
        /// The line printed above the chart.
        var title: String
        /// One value per bar, oldest first.
        var values: [Double]
        /// One label per bar (e.g. session numbers); missing labels are the bar's 1-based index.
        var labels: [String]
        /// Appended to printed numbers: "%" directly, anything else after a space ("12 min").
        var unit: String
        /// Rows of bars, at least 1.
        var height: Int
        /// The widest a line may be, at least 20 columns.
        var width: Int
        /// Draws with `#`, `.`, `|`, `+` and `-` instead of Unicode blocks and box lines.
        var ascii: Bool

        /// Describes a chart; nothing is drawn until `render()`.
        init(
            title: String, values: [Double], labels: [String] = [], unit: String = "",
            height: Int = 8, width: Int = 72, ascii: Bool = false
        ) {
            (self.title, self.values, self.labels, self.unit) = (title, values, labels, unit)
            (self.height, self.width, self.ascii) = (max(1, height), max(20, width), ascii)
        }

        /// The chart as lines of text without a trailing newline.
        func render() -> String {
            let all = Chart.drawable(values)
            guard !all.isEmpty else {
                return Chart.joined([Chart.fitted(title, to: width, ascii: ascii), Chart.noData])
            }
            let layout = Layout(chart: self, values: all)
            let shown = Array(all.suffix(layout.count))
            let note = shown.count < all.count ? "  (last \(shown.count) of \(all.count))" : ""
            let title = Chart.fitted(self.title + note, to: width, ascii: ascii)
            let footer = [axis(layout), xLabels(layout, total: all.count), summary(shown)]
            return Chart.joined([title] + plot(shown, layout) + footer)
        }
    }
}

private extension Chart.Bars {
    /// Column arithmetic: the y-axis labels on the left, then one slot (gap + bar) per value.
    struct Layout {
        let top: String, bottom: String, axisWidth: Int, barWidth: Int, count: Int
        var slotWidth: Int { barWidth + 1 }

        init(chart: Chart.Bars, values all: [Double]) {
            axisWidth = (all + [0]).map { Chart.format($0, unit: chart.unit).count }.max() ?? 1
            let plotWidth = chart.width - 2 - axisWidth
            let fitting = [3, 2, 1].first { all.count * ($0 + 1) <= plotWidth }
            barWidth = fitting ?? 1
            count = fitting == nil ? max(1, plotWidth / 2) : all.count
            let maximum = all.suffix(count).max() ?? 0
            top = maximum > 0 ? Chart.format(maximum, unit: chart.unit) : ""
            bottom = Chart.format(0, unit: chart.unit)
        }
    }

    func plot(_ shown: [Double], _ layout: Layout) -> [String] {
        let maximum = shown.max() ?? 0
        let levels = shown.map { Chart.eighths($0, of: maximum, cells: height) }
        return (0..<height).reversed().map { row in
            let label = row == height - 1 ? layout.top : ""
            let bars = levels.map { " " + String(repeating: cell($0, row: row), count: layout.barWidth) }
            return pad(label, layout.axisWidth) + " " + (ascii ? "|" : "│") + bars.joined()
        }
    }

    /// The glyph for a bar of `level` eighths in `row` (0 is the bottom row).
    func cell(_ level: Int, row: Int) -> Character {
        guard ascii else { return Chart.verticalBlocks[min(8, max(0, level - row * 8))] }
        let rows = (level + 4) / 8
        if row < rows { return "#" }
        return row == 0 && level > 0 ? "." : " "
    }

    func axis(_ layout: Layout) -> String {
        let rule = String(repeating: ascii ? "-" : "─", count: layout.count * layout.slotWidth)
        return pad(layout.bottom, layout.axisWidth) + " " + (ascii ? "+" : "└") + rule
    }

    /// Labels under their bars, left to right, skipping any that would touch the one before or
    /// run past the width.
    func xLabels(_ layout: Layout, total: Int) -> String {
        var line = Array(repeating: Character(" "), count: width - layout.axisWidth - 2)
        var free = 0
        for slot in 0..<layout.count {
            let index = total - layout.count + slot, start = slot * layout.slotWidth + 1
            let text = Chart.fitted(index < labels.count ? labels[index] : "\(index + 1)",
                                    to: line.count - 1, ascii: ascii)
            guard start >= free, start + text.count <= line.count else { continue }
            line.replaceSubrange(start..<(start + text.count), with: text)
            free = start + text.count + 1
        }
        return String(repeating: " ", count: layout.axisWidth + 2) + String(line)
    }

    func summary(_ shown: [Double]) -> String {
        let parts = [("min", shown.min() ?? 0), ("max", shown.max() ?? 0), ("latest", shown.last ?? 0)]
        let text = parts.map { "\($0.0) \(Chart.format($0.1, unit: unit))" }.joined(separator: "  ")
        return Chart.fitted(text, to: width, ascii: ascii)
    }

    func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
