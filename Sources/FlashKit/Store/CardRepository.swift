import Foundation

/// Cards of lists.
public struct CardRepository {
    let database: Database

    /// Inserts cards at consecutive positions; the caller owns the transaction.
    func insert(_ cards: [Card], into listID: Int64, startingAt position: Int, now: Date) throws {
        for (offset, card) in cards.enumerated() {
            var stored = card
            stored.listID = listID
            stored.position = position + offset
            try database.run("""
                INSERT INTO cards(list_id, position, native, learned, alternatives, alternatives_side, translation_source,
                    ipa, image_url, image_file, image_credit, image_index, image_candidates, incorrect_answers,
                    right_count, wrong_count, translation_candidates, part_of_speech, gender, confidence, native_alternatives, sound_file, created)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values: Self.values(of: stored) + [.real(now.timeIntervalSince1970)])
        }
    }

    /// Adds cards at the end of a list in one transaction.
    public func append(_ cards: [Card], to list: WordList, now: Date) throws {
        try database.transaction {
            let next = try database.first("SELECT COALESCE(MAX(position) + 1, 0) AS next FROM cards WHERE list_id = ?", list.id)?.int("next") ?? 0
            try insert(cards, into: list.id, startingAt: next, now: now)
        }
    }

    /// Every card of a list, in the order they were added.
    public func all(in list: WordList) throws -> [Card] {
        try database.query("SELECT * FROM cards WHERE list_id = ? ORDER BY position, id", list.id).map(Self.card(from:))
    }

    /// Cards of the profile's other lists with the same languages as `list`.
    public func sameLanguages(as list: WordList, profileID: Int64) throws -> [Card] {
        try database.query("""
            SELECT cards.* FROM cards JOIN lists ON lists.id = cards.list_id
            WHERE lists.profile_id = ? AND lists.id != ? AND lists.native = ? AND lists.learned = ?
            ORDER BY cards.id
            """, profileID, list.id, list.study.native.code, list.study.learned.code).map(Self.card(from:))
    }

    /// Cards by id, in the order of `ids` (missing ones left out).
    public func cards(ids: [Int64]) throws -> [Card] {
        var found: [Int64: Card] = [:]
        for chunk in stride(from: 0, to: ids.count, by: 500).map({ Array(ids[$0..<min($0 + 500, ids.count)]) }) {
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let statement = try database.prepare("SELECT * FROM cards WHERE id IN (\(marks))")
            try statement.bind(chunk.map { .integer($0) })
            for card in try statement.rows().map(Self.card(from:)) { found[card.id] = card }
        }
        return ids.compactMap { found[$0] }
    }

    public func card(id: Int64) throws -> Card? {
        try database.first("SELECT * FROM cards WHERE id = ?", id).map(Self.card(from:))
    }

    /// Saves every editable field of a card.
    public func update(_ card: Card) throws {
        try database.run("""
            UPDATE cards SET native = ?, learned = ?, alternatives = ?, alternatives_side = ?, translation_source = ?, ipa = ?,
                image_url = ?, image_file = ?, image_credit = ?, image_index = ?, image_candidates = ?,
                incorrect_answers = ?, right_count = ?, wrong_count = ?, translation_candidates = ?, part_of_speech = ?,
                gender = ?, confidence = ?, native_alternatives = ?, sound_file = ?
            WHERE id = ?
            """, values: Array(Self.values(of: card).dropFirst(2)) + [.integer(card.id)])
    }

    /// Deletes cards in one transaction.
    public func delete(_ cards: [Card]) throws {
        try database.transaction {
            for card in cards { try database.run("DELETE FROM cards WHERE id = ?", card.id) }
        }
    }
}

extension CardRepository {
    /// list_id, position, then every stored field in column order (without id and created).
    static func values(of card: Card) -> [SQLValue] {
        [
            .integer(card.listID), .integer(Int64(card.position)), .text(card.native), .text(card.learned),
            .text(JSONColumn.encode(card.learnedAlternatives)), .text(card.alternativesSide.rawValue), card.translationSource.sqlValue, card.ipa.sqlValue,
            card.imageURL.sqlValue, card.imageFile.sqlValue, card.imageCredit.sqlValue, card.imageIndex.sqlValue,
            .text(JSONColumn.encode(card.imageCandidates)), .text(JSONColumn.encode(card.incorrectAnswers)),
            .integer(Int64(card.right)), .integer(Int64(card.wrong)),
            .text(JSONColumn.encode(card.translationCandidates)), card.partOfSpeech?.rawValue.sqlValue ?? .null,
            card.gender?.rawValue.sqlValue ?? .null, card.confidence?.rawValue.sqlValue ?? .null,
            .text(JSONColumn.encode(card.nativeAlternatives)), card.soundFile.sqlValue,
        ]
    }

    static func card(from row: Row) -> Card {
        var card = Card(
            id: Int64(row.int("id")), listID: Int64(row.int("list_id")), position: row.int("position"),
            native: row.string("native"), learned: row.string("learned"),
            alternativesSide: WordSide(rawValue: row.string("alternatives_side")) ?? .learned,
            translationSource: row.optionalString("translation_source"), ipa: row.optionalString("ipa"),
            imageURL: row.optionalString("image_url"), imageFile: row.optionalString("image_file"),
            imageCredit: row.optionalString("image_credit"), imageIndex: row.optionalInt("image_index"),
            imageCandidates: JSONColumn.decodeList(row.string("image_candidates")),
            incorrectAnswers: JSONColumn.decodeList(row.string("incorrect_answers")),
            right: row.int("right_count"), wrong: row.int("wrong_count"), created: row.date("created"))
        card.learnedAlternatives = JSONColumn.decodeList(row.string("alternatives"))
        card.nativeAlternatives = JSONColumn.decodeList(row.string("native_alternatives"))
        card.translationCandidates = JSONColumn.decodeList(row.string("translation_candidates"))
        card.partOfSpeech = row.optionalString("part_of_speech").flatMap(PartOfSpeech.init(rawValue:))
        card.gender = row.optionalString("gender").flatMap(Gender.init(rawValue:))
        card.confidence = row.optionalString("confidence").flatMap(TranslationConfidence.init(rawValue:))
        card.soundFile = row.optionalString("sound_file")
        return card
    }
}

/// JSON text stored in a column.
enum JSONColumn {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
    }

    static func decode<T: Decodable>(_ text: String) -> T? {
        try? JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    /// Most cards' lists are empty: "[]" needs no decoder (three per card made a 10,000-card
    /// list cost 30,000 decoders).
    static func decodeList<Element: Decodable>(_ text: String) -> [Element] {
        if text == "[]" { return [] }
        return (try? JSONDecoder().decode([Element].self, from: Data(text.utf8))) ?? []
    }
}
