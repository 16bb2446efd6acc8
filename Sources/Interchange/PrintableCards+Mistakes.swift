import Foundation
import Model

extension PrintableCards {
    /// The missed cards: the word, the answer expected, what was given instead and how often,
    /// the card's counts, when it was last seen, and whether it is a leech.
    func mistakes(_ mistakes: [PrintableReport.Mistake], dates: DateFormatter) -> [String] {
        guard !mistakes.isEmpty else { return ["<h2>Mistakes</h2>", "<p class=\"none\">No mistakes.</p>"] }
        let shown = mistakes.prefix(Self.maximumMistakes)
        let rows = shown.map { mistake in
            "<tr>" + [
                "<td>" + PrintableCardsHTML.text("\(mistake.native) → \(mistake.learned)")
                    + (mistake.leech ? " <span class=\"leech\">leech</span>" : "") + "</td>",
                PrintableCardsHTML.element("td", mistake.expected),
                "<td>" + mistake.wrongAnswers.map(wrongAnswer).joined(separator: "<br/>") + "</td>",
                PrintableCardsHTML.element("td", "\(mistake.right)", attributes: [("class", "number")]),
                PrintableCardsHTML.element("td", "\(mistake.wrong)", attributes: [("class", "number")]),
                PrintableCardsHTML.element("td", mistake.lastSeen.map(dates.string(from:)) ?? "–"),
            ].joined() + "</tr>"
        }
        let more = mistakes.count > shown.count ? PrintableCardsHTML.element("p", "and \(mistakes.count - shown.count) more: flash mistakes LIST --all") : ""
        return [
            "<h2>Mistakes</h2>",
            """
            <table class="mistakes">
            <caption>\(PrintableCardsHTML.plural(mistakes.count, "card")) missed</caption>
            <thead><tr><th scope="col">Card</th><th scope="col">Expected</th><th scope="col">Given instead</th><th scope="col" class="number">Right</th><th scope="col" class="number">Wrong</th><th scope="col">Last seen</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            """,
            more,
        ]
    }
}

private extension PrintableCards {
    func wrongAnswer(_ answer: PrintableReport.Mistake.WrongAnswer) -> String {
        let given = answer.selfGraded ? "graded \(answer.given)" : answer.given.isEmpty ? "skipped" : "'\(answer.given)'"
        let confused = answer.confusedWith.map { ", the answer to \($0)" } ?? ""
        return PrintableCardsHTML.text("\(given) \(answer.count)×\(confused)")
    }
}
