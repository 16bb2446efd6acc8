import FoundationEssentials
import Model

/// Cards of lists.
public struct CardRepository {
    let database: Database

    package init(database: Database) {
        self.database = database
    }

    /// Inserts cards at consecutive positions, all or none, made `now` (or when each card says,
    /// `keepingCreated`).
    func insert(_ cards: [Card], into listID: Int64, startingAt position: Int, now: Date, keepingCreated: Bool = false) throws {
        try database.transaction {
            for (offset, card) in cards.enumerated() {
                var stored = card
                stored.listID = listID
                stored.position = position + offset
                try database.run("""
                    INSERT INTO cards(list_id, position, native, learned, alternatives, alternatives_side, translation_source,
                        ipa, image_url, image_file, image_credit, image_index, image_candidates, incorrect_answers,
                        right_count, wrong_count, translation_candidates, part_of_speech, gender, confidence, native_alternatives, sound_file,
                        reading, plural, created)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, values: Self.values(of: stored) + [.real((keepingCreated ? card.created : now).timeIntervalSince1970)])
            }
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
    func sameLanguages(as list: WordList, profileID: Int64) throws -> [Card] {
        try database.query("""
            SELECT cards.* FROM cards JOIN lists ON lists.id = cards.list_id
            WHERE lists.profile_id = ? AND lists.id != ? AND lists.native = ? AND lists.learned = ?
            ORDER BY cards.id
            """, profileID, list.id, list.study.native.code, list.study.learned.code).map(Self.card(from:))
    }

    /// Cards by id, in the order of `ids` (missing ones left out).
    package func cards(ids: [Int64]) throws -> [Card] {
        var found: [Int64: Card] = [:]
        for chunk in stride(from: 0, to: ids.count, by: 500).map({ Array(ids[$0..<min($0 + 500, ids.count)]) }) {
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let statement = try database.prepare("SELECT * FROM cards WHERE id IN (\(marks))")
            try statement.bind(chunk.map { .integer($0) })
            for card in try statement.rows().map(Self.card(from:)) { found[card.id] = card }
        }
        return ids.compactMap { found[$0] }
    }

    func card(id: Int64) throws -> Card? {
        try database.first("SELECT * FROM cards WHERE id = ?", id).map(Self.card(from:))
    }

    /// Saves every editable field of a card.
    public func update(_ card: Card) throws {
        try database.run("""
            UPDATE cards SET native = ?, learned = ?, alternatives = ?, alternatives_side = ?, translation_source = ?, ipa = ?,
                image_url = ?, image_file = ?, image_credit = ?, image_index = ?, image_candidates = ?,
                incorrect_answers = ?, right_count = ?, wrong_count = ?, translation_candidates = ?, part_of_speech = ?,
                gender = ?, confidence = ?, native_alternatives = ?, sound_file = ?, reading = ?, plural = ?
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
            card.reading.sqlValue, .integer(card.plural ? 1 : 0),
        ]
    }

    /// A card from a row of `cards` (`SELECT cards.*`), read strictly: a missing column, an
    /// unknown value or damaged JSON throws ``StoreError/damaged(table:column:row:problem:)``.
    /// Every query shares one JSON decoder.
    static func card(from row: Row) throws -> Card {
        let row = TableRow(row, table: "cards")
        var card = Card(
            id: try row.id("id"), listID: try row.id("list_id"), position: try row.int("position"),
            native: try row.string("native"), learned: try row.string("learned"),
            alternativesSide: try row.required("alternatives_side"),
            translationSource: try row.optionalString("translation_source"), ipa: try row.optionalString("ipa"),
            imageURL: try row.optionalString("image_url"), imageFile: try row.optionalString("image_file"),
            imageCredit: try row.optionalString("image_credit"), imageIndex: try row.optionalInt("image_index"),
            imageCandidates: try row.list("image_candidates"), incorrectAnswers: try row.list("incorrect_answers"),
            right: try row.int("right_count"), wrong: try row.int("wrong_count"), created: try row.date("created"))
        card.learnedAlternatives = try row.list("alternatives")
        card.nativeAlternatives = try row.list("native_alternatives")
        card.translationCandidates = try row.list("translation_candidates")
        card.partOfSpeech = try row.optional("part_of_speech")
        card.gender = try row.optional("gender")
        card.confidence = try row.optional("confidence")
        card.soundFile = try row.optionalString("sound_file")
        card.reading = try row.optionalString("reading")
        card.plural = try row.int("plural") != 0
        return card
    }
}
