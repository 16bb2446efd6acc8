import FoundationEssentials
import Reports

extension PrintableCards {
    /// How the cards stand in the scheduler: counts, average stability and recall, leeches, and
    /// a bar split into new, learning and review cards.
    func memory(_ memory: PrintableReport.Memory?) -> [String] {
        guard let memory else { return ["<h2>Memory</h2>", "<p class=\"none\">No memory states yet: review the list with flash review.</p>"] }
        let stability = memory.averageStability.map { Chart.format($0, unit: "days") } ?? "–"
        let recall = memory.averageRecall.map { Chart.format($0 * 100, unit: "%") } ?? "–"
        let cells: [(String, String)] = [
            ("New", "\(memory.new)"), ("Learning", "\(memory.learning)"), ("Review", "\(memory.review)"), ("Due now", "\(memory.due)"),
            ("Average stability", stability), ("Average recall", recall), ("Leeches", "\(memory.leeches)"),
        ]
        return [
            "<h2>Memory</h2>",
            "<table class=\"memory\">",
            "<thead><tr>" + cells.map { PrintableCardsHTML.element("th", $0.0, attributes: [("scope", "col"), ("class", "number")]) }.joined() + "</tr></thead>",
            "<tbody><tr>" + cells.map { PrintableCardsHTML.element("td", $0.1, attributes: [("class", "number")]) }.joined() + "</tr></tbody>",
            "</table>",
            "<figure class=\"chart phases\">",
            phaseBar(memory),
            PrintableCardsHTML.element("figcaption", "Cards by phase: new, learning (and relearning), review."),
            "</figure>",
        ]
    }
}

private extension PrintableCards {
    /// One horizontal bar split in proportion to the phases, each part with its title and label.
    func phaseBar(_ memory: PrintableReport.Memory) -> String {
        let parts = [("new", "New", memory.new), ("learning", "Learning", memory.learning), ("review", "Review", memory.review)]
        let total = max(1, parts.map(\.2).reduce(0, +))
        let width = 620.0
        var x = 10.0
        var marks: [String] = []
        for (style, name, count) in parts where count > 0 {
            let part = width * Double(count) / Double(total)
            marks.append("<rect class=\"phase \(style)\" x=\"\(PrintableCardsHTML.number(x))\" y=\"8\" width=\"\(PrintableCardsHTML.number(part))\" height=\"28\">"
                + PrintableCardsHTML.element("title", "\(name): \(PrintableCardsHTML.plural(count, "card"))") + "</rect>")
            if part >= 60 {
                marks.append(PrintableCardsHTML.element("text", "\(name) \(count)", attributes: [
                    ("class", "phase-label"), ("x", PrintableCardsHTML.number(x + part / 2)), ("y", "27"), ("text-anchor", "middle"),
                ]))
            }
            x += part
        }
        let summary = "\(memory.new) new, \(memory.learning) learning, \(memory.review) in review."
        return ["<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 640 44\" role=\"img\" aria-labelledby=\"phases-title phases-desc\">",
                PrintableCardsHTML.element("title", "Cards by phase", attributes: [("id", "phases-title")]),
                PrintableCardsHTML.element("desc", summary, attributes: [("id", "phases-desc")])]
            .joined(separator: "\n") + "\n" + marks.joined(separator: "\n") + "\n</svg>"
    }
}
