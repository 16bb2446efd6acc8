import Foundation
import Reports

/// A bar chart as inline SVG for the printable page: one bar per value over a y axis of round
/// steps with grid lines, labels under the bars, the value above each bar where it fits, and a
/// `<title>` on the chart and on every bar for screen readers and tooltips.
struct PrintableCardsChart {
    struct Bar {
        var value: Double
        /// Under the bar ("3").
        var label: String
        /// The bar's own title ("Session 3, 2026-03-01 09:00: 80%").
        var detail: String
    }

    /// Unique on the page; the title's and description's ids derive from it.
    var id: String
    var title: String
    var summary: String
    /// Printed after values: "%" directly, anything else after a space.
    var unit: String
    var bars: [Bar]
    /// A fixed top of the y axis (100 for percentages); nil rounds the largest value up.
    var top: Double?
    var xAxisTitle: String

    static let width = 640.0, height = 220.0
    static let left = 58.0, right = 12.0, above = 22.0, below = 46.0
    static var plotWidth: Double { width - left - right }
    static var plotHeight: Double { height - above - below }

    func svg() -> String {
        let (top, step) = axis()
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">",
            PrintableCardsHTML.element("title", title, attributes: [("id", "\(id)-title")]),
            PrintableCardsHTML.element("desc", summary, attributes: [("id", "\(id)-desc")]),
        ]
        parts += grid(top: top, step: step) + barMarks(top: top) + xLabels()
        parts.append(text(xAxisTitle, x: Self.left + Self.plotWidth / 2, y: Self.height - 6, anchor: "middle", style: "axis-title"))
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}

private extension PrintableCardsChart {
    /// The top of the y axis and the step between its labels: 1, 2, 2.5 or 5 times a power of ten.
    func axis() -> (top: Double, step: Double) {
        let largest = bars.map(\.value).filter(\.isFinite).max() ?? 0
        if let top { return (top, top / 4) }
        guard largest > 0 else { return (1, 0.25) }
        let rough = largest / 4
        let power = pow(10, floor(log10(rough)))
        let step = ([1, 2, 2.5, 5, 10].first { $0 * power >= rough } ?? 10) * power
        return (step * ceil(largest / step), step)
    }

    func grid(top: Double, step: Double) -> [String] {
        var lines: [String] = []
        for index in 0...Int((top / step).rounded()) {
            let value = Double(index) * step
            let y = Self.above + Self.plotHeight * (1 - value / top)
            let style = index == 0 ? "baseline" : "gridline"
            lines.append("<line class=\"\(style)\" x1=\"\(n(Self.left))\" y1=\"\(n(y))\" x2=\"\(n(Self.width - Self.right))\" y2=\"\(n(y))\"></line>")
            lines.append(text(Chart.format(value, unit: unit), x: Self.left - 6, y: y + 4, anchor: "end", style: "tick"))
        }
        lines.append("<line class=\"baseline\" x1=\"\(n(Self.left))\" y1=\"\(n(Self.above))\" x2=\"\(n(Self.left))\" y2=\"\(n(Self.above + Self.plotHeight))\"></line>")
        return lines
    }

    var slot: Double { Self.plotWidth / Double(max(1, bars.count)) }

    func barMarks(top: Double) -> [String] {
        let width = min(48, slot * 0.7)
        return bars.enumerated().flatMap { index, bar -> [String] in
            let value = bar.value.isFinite ? max(0, bar.value) : 0
            let height = value > 0 ? max(1, min(1, value / top) * Self.plotHeight) : 0
            let x = Self.left + slot * Double(index) + (slot - width) / 2
            let y = Self.above + Self.plotHeight - height
            var marks = ["<rect class=\"bar\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\">"
                + PrintableCardsHTML.element("title", bar.detail) + "</rect>"]
            if slot >= 24 {
                marks.append(text(Chart.format(value, unit: unit == "%" ? "%" : ""), x: x + width / 2, y: y - 4, anchor: "middle", style: "value"))
            }
            return marks
        }
    }

    /// Labels under the bars, every one when they fit, else every k-th and the last.
    func xLabels() -> [String] {
        let every = max(1, Int(ceil(30 / slot)))
        return bars.indices.filter { $0 % every == 0 || $0 == bars.count - 1 }.map { index in
            text(bars[index].label, x: Self.left + slot * (Double(index) + 0.5), y: Self.above + Self.plotHeight + 16, anchor: "middle", style: "tick")
        }
    }

    func text(_ content: String, x: Double, y: Double, anchor: String, style: String) -> String {
        PrintableCardsHTML.element("text", content, attributes: [("class", style), ("x", n(x)), ("y", n(y)), ("text-anchor", anchor)])
    }

    func n(_ value: Double) -> String { PrintableCardsHTML.number(value) }
}
