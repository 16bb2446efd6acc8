extension PrintableCards {
    /// The notes' indexes laid out page by page: a front page of `columns` × `rows` cells in
    /// reading order, and its back page with each row reversed, so the back of the card in the
    /// top left cell is in the top right cell. Cells past the last note are nil, on both sides,
    /// so the mirror holds on a last page that is not full.
    static func pages(count: Int, columns: Int = columns, rows: Int = rows) -> [(front: [Int?], back: [Int?])] {
        let perPage = columns * rows
        return stride(from: 0, to: count, by: perPage).map { start in
            let front = (start..<start + perPage).map { $0 < count ? $0 : nil }
            let back = stride(from: 0, to: perPage, by: columns).flatMap { row in front[row..<row + columns].reversed() }
            return (front, back)
        }
    }

    func sheets(_ deck: InterchangeDeck) -> [String] {
        let native = deck.study?.native.code, learned = deck.study?.learned.code
        return Self.pages(count: deck.notes.count).enumerated().flatMap { number, page -> [String] in
            let first = number * Self.columns * Self.rows + 1, last = first + page.front.compactMap { $0 }.count - 1
            return [
                sheet("front", number: number + 1, range: "\(first)–\(last)", cells: page.front.map { $0.map { front(deck.notes[$0], lang: native) } }),
                sheet("back", number: number + 1, range: "\(first)–\(last)", cells: page.back.map { $0.map { back(deck.notes[$0], lang: learned) } }),
            ]
        }
    }
}

private extension PrintableCards {
    func sheet(_ side: String, number: Int, range: String, cells: [String?]) -> String {
        let label = side == "front" ? "Sheet \(number), front: cards \(range)" : "Sheet \(number), back: cards \(range), mirrored"
        return [
            PrintableCardsHTML.element("h2", label, attributes: [("class", "screen-only sheet-label")]),
            "<section class=\"sheet \(side)\" aria-label=\"\(PrintableCardsHTML.text(label))\">",
            cells.map { $0 ?? "<div class=\"card empty\"></div>" }.joined(separator: "\n"),
            "</section>",
        ].joined(separator: "\n")
    }

    /// The picture and the native word, with its alternatives.
    func front(_ note: InterchangeNote, lang: String?) -> String {
        let picture = note.picture.flatMap(PrintableCardsHTML.dataURI)
        var parts = ["<div class=\"card\(picture == nil ? " no-picture" : "")\">"]
        // The word under the picture says what it shows: for a screen reader the picture is decoration.
        if let picture { parts.append("<img class=\"picture\" src=\"\(picture)\" alt=\"\"/>") }
        if picture != nil, let credit = note.pictureCredit, !credit.isEmpty {
            parts.append(PrintableCardsHTML.element("p", credit, attributes: [("class", "credit")]))
        }
        parts.append(note.native.isEmpty ? "<p class=\"word missing\">(no word yet)</p>" : word(note.native, lang: lang))
        if !note.nativeAlternatives.isEmpty { parts.append(also(note.nativeAlternatives, lang: lang)) }
        parts.append("</div>")
        return parts.joined()
    }

    /// The learned word, its IPA and alternatives.
    func back(_ note: InterchangeNote, lang: String?) -> String {
        var parts = ["<div class=\"card\">"]
        parts.append(note.learned.isEmpty ? "<p class=\"word missing\">(no translation yet)</p>" : word(note.learned, lang: lang))
        if let ipa = note.ipa, !ipa.isEmpty {
            let delimited = ipa.hasPrefix("/") || ipa.hasPrefix("[") ? ipa : "/\(ipa)/"
            parts.append(PrintableCardsHTML.element("p", delimited, attributes: [("class", "ipa")]))
        }
        if !note.learnedAlternatives.isEmpty { parts.append(also(note.learnedAlternatives, lang: lang)) }
        parts.append("</div>")
        return parts.joined()
    }

    func word(_ text: String, lang: String?) -> String {
        let size = text.count > 32 ? "word longer" : text.count > 16 ? "word long" : "word"
        return PrintableCardsHTML.element("p", text, attributes: [("class", size)] + (lang.map { [("lang", $0)] } ?? []))
    }

    func also(_ words: [String], lang: String?) -> String {
        "<p class=\"also\">also: " + PrintableCardsHTML.element("span", words.joined(separator: ", "), attributes: lang.map { [("lang", $0)] } ?? []) + "</p>"
    }
}
