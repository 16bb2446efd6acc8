import FoundationEssentials

/// `flash export LIST cards.html`: one self-contained page (pictures inlined as data URIs, styles
/// inline, no script, no font or anything else fetched) with the cards laid out to print on
/// both sides, then the list's results: score and time per session as SVG bar charts, the
/// sessions, the mistakes and the memory states.
///
/// Cards are 90 × 60 mm, eight to a sheet (two columns, four rows), on A4 or US Letter. Each
/// front page (picture and native word) is followed by its back page (learned word, IPA,
/// alternatives) with every row mirrored, so that printed double-sided, flipping on the long
/// edge, each back lands behind its front.
struct PrintableCards: Sendable {
    /// Cards across a sheet.
    static let columns = 2
    /// Cards down a sheet.
    static let rows = 4
    /// The charts and the sessions table show the most recent sessions, at most this many.
    static let maximumSessions = 30
    /// Mistakes listed at most; the rest are counted.
    static let maximumMistakes = 200

    /// The page maker; it has nothing to set.
    init() {}

    /// The whole page.
    func html(for report: PrintableReport) -> String {
        let deck = report.deck
        let languages = deck.study.map { " (\($0.native.name) → \($0.learned.name))" } ?? ""
        let title = "\(deck.name): \(PrintableCardsHTML.plural(deck.notes.count, "card"))\(languages)"
        return [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            // Nothing may load or run, even if a word slipped through unescaped.
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            PrintableCardsHTML.element("title", title),
            "<style>", Self.style, "</style>",
            "</head>",
            "<body>",
            intro(title: title),
            sheets(deck).joined(separator: "\n"),
            results(report).joined(separator: "\n"),
            "</body>",
            "</html>",
            "",
        ].joined(separator: "\n")
    }
}

private extension PrintableCards {
    /// Shown on screen only: a printed page before the first sheet would put fronts on backs.
    func intro(title: String) -> String {
        """
        <header class="screen-only intro">
        \(PrintableCardsHTML.element("h1", title))
        <p>Print on both sides of the paper, flipping on the long edge, at 100% (not "fit to page"): each back lands behind its front. Cut along the dashed lines. The results follow the cards.</p>
        </header>
        """
    }
}
