import Foundation
import Reports

extension PrintableCards {
    /// The report after the cards: totals, charts and sessions, mistakes, memory states.
    func results(_ report: PrintableReport) -> [String] {
        let dates = PrintableCardsHTML.formatter("yyyy-MM-dd HH:mm", timeZone: report.timeZone)
        var parts = ["<section class=\"report\">", PrintableCardsHTML.element("h1", "Results: \(report.deck.name)")]
        parts += sessions(report.sessions, dates: dates)
        parts += mistakes(report.mistakes, dates: dates)
        parts += memory(report.memory)
        parts.append(PrintableCardsHTML.element("p", "Made by flash on \(dates.string(from: report.generated)).", attributes: [("class", "made")]))
        parts.append("</section>")
        return parts
    }
}

private extension PrintableCards {
    func sessions(_ all: [PrintableReport.Session], dates: DateFormatter) -> [String] {
        guard !all.isEmpty else { return ["<h2>Sessions</h2>", "<p class=\"none\">No session yet: learn the list with flash learn, then export again.</p>"] }
        let shown = Array(all.suffix(Self.maximumSessions))
        let offset = all.count - shown.count
        let answers = all.map(\.answered).reduce(0, +), right = all.map(\.right).reduce(0, +)
        let accuracy = answers == 0 ? 0 : Double(right) / Double(answers) * 100
        let totals = "\(PrintableCardsHTML.plural(all.count, "session")), \(PrintableCardsHTML.duration(all.map(\.durationSeconds).reduce(0, +))) spent, "
            + "\(PrintableCardsHTML.plural(answers, "answer")), \(Chart.format(accuracy, unit: "%")) right"
        let note = offset > 0 ? " (the last \(shown.count) of \(all.count))" : ""
        return [
            "<h2>Sessions</h2>",
            PrintableCardsHTML.element("p", totals, attributes: [("class", "totals")]),
            "<div class=\"charts\">",
            figure(scoreChart(shown, offset: offset, dates: dates), caption: "Score per session\(note): right answers out of all answers."),
            figure(timeChart(shown, offset: offset, dates: dates), caption: "Time per session\(note)."),
            "</div>",
            sessionTable(shown, offset: offset, dates: dates),
        ]
    }

    func figure(_ chart: PrintableCardsChart, caption: String) -> String {
        "<figure class=\"chart\">\n\(chart.svg())\n\(PrintableCardsHTML.element("figcaption", caption))\n</figure>"
    }

    func scoreChart(_ sessions: [PrintableReport.Session], offset: Int, dates: DateFormatter) -> PrintableCardsChart {
        let bars = sessions.enumerated().map { index, session in
            PrintableCardsChart.Bar(
                value: session.score, label: "\(offset + index + 1)",
                detail: "Session \(offset + index + 1), \(dates.string(from: session.started)): \(Chart.format(session.score, unit: "%")) (\(session.right) of \(session.answered) right)")
        }
        let scores = sessions.map(\.score)
        let summary = "\(PrintableCardsHTML.plural(sessions.count, "session")); latest \(Chart.format(scores.last ?? 0, unit: "%")), best \(Chart.format(scores.max() ?? 0, unit: "%")), worst \(Chart.format(scores.min() ?? 0, unit: "%"))."
        return PrintableCardsChart(id: "score", title: "Score per session", summary: summary, unit: "%", bars: bars, top: 100, xAxisTitle: "Session")
    }

    func timeChart(_ sessions: [PrintableReport.Session], offset: Int, dates: DateFormatter) -> PrintableCardsChart {
        let minutes = (sessions.map(\.durationSeconds).max() ?? 0) >= 120
        let scale = minutes ? 60.0 : 1.0, unit = minutes ? "min" : "s"
        let bars = sessions.enumerated().map { index, session in
            PrintableCardsChart.Bar(
                value: session.durationSeconds / scale, label: "\(offset + index + 1)",
                detail: "Session \(offset + index + 1), \(dates.string(from: session.started)): \(PrintableCardsHTML.duration(session.durationSeconds))")
        }
        let total = sessions.map(\.durationSeconds).reduce(0, +)
        let summary = "\(PrintableCardsHTML.plural(sessions.count, "session")); \(PrintableCardsHTML.duration(total)) in all, latest \(PrintableCardsHTML.duration(sessions.last?.durationSeconds ?? 0))."
        return PrintableCardsChart(id: "time", title: "Time per session (\(unit))", summary: summary, unit: unit, bars: bars, top: nil, xAxisTitle: "Session")
    }

    func sessionTable(_ sessions: [PrintableReport.Session], offset: Int, dates: DateFormatter) -> String {
        let rows = sessions.enumerated().reversed().map { index, session in
            "<tr>" + [
                PrintableCardsHTML.element("td", "\(offset + index + 1)", attributes: [("class", "number")]),
                PrintableCardsHTML.element("td", dates.string(from: session.started)),
                PrintableCardsHTML.element("td", "\(session.right) of \(session.answered)", attributes: [("class", "number")]),
                PrintableCardsHTML.element("td", Chart.format(session.score, unit: "%"), attributes: [("class", "number")]),
                PrintableCardsHTML.element("td", PrintableCardsHTML.duration(session.durationSeconds), attributes: [("class", "number")]),
            ].joined() + "</tr>"
        }
        return """
            <table class="sessions">
            <caption>Sessions, latest first</caption>
            <thead><tr><th scope="col" class="number">#</th><th scope="col">Started</th><th scope="col" class="number">Right</th><th scope="col" class="number">Score</th><th scope="col" class="number">Time</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            """
    }
}
