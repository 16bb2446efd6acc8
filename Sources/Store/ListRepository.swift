import FoundationEssentials
import Support
import Model

/// Why a list operation was refused.
public enum ListError: Error, Equatable, CustomStringConvertible {
    case notFound(String, suggestion: String?)
    case nameTaken(String)
    /// A list of that name exists where the command could replace it (`--replace`).
    case exists(String)

    public var description: String {
        switch self {
        case let .notFound(name, suggestion):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? "; `flash lists` shows your lists"
            return "no list named '\(Text.printable(name))'\(hint)"
        case .nameTaken(let name):
            return "a list named '\(Text.printable(name))' already exists: choose another name, or delete that list first"
        case .exists(let name):
            return "a list named '\(Text.printable(name))' already exists: choose another name (--name), or add --replace to replace it"
        }
    }
}

/// Lists of the current profile.
public struct ListRepository {
    let database: Database
    let profileID: Int64

    /// Stores a new list and its cards in one transaction: either all of it is stored or none.
    /// With `replacing`, a list of the same name is deleted in the same transaction.
    @discardableResult
    public func create(name: ListName, study: Study, style: ListStyle = .grey, images: Bool = false, cards: [Card], now: Date,
                       replacing: Bool = false) throws -> WordList {
        try database.transaction {
            if let existing = try find(name.value) {
                guard replacing else { throw ListError.nameTaken(name.value) }
                try delete(existing)
            }
            do {
                try database.run("""
                    INSERT INTO lists(profile_id, name, name_key, native, learned, style, images, created)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, profileID, name.value, name.key, study.native.code, study.learned.code, style.rawValue, images, now)
            } catch StoreError.duplicate(table: "lists", _) {
                throw ListError.nameTaken(name.value)
            }
            let listID = database.lastInsertedRowID
            try CardRepository(database: database).insert(cards, into: listID, startingAt: 0, now: now)
            return WordList(id: listID, name: name.value, study: study, style: style, images: images, created: now, cardCount: cards.count)
        }
    }

    /// Every list of the profile, oldest first, with card counts.
    public func all() throws -> [WordList] {
        try database.query("""
            SELECT lists.*, COALESCE((SELECT cards FROM list_card_counts WHERE list_id = lists.id), 0) AS card_count
            FROM lists WHERE profile_id = ? ORDER BY created, id
            """, profileID).map(Self.list(from:))
    }

    /// The list with this name (ignoring case), if any.
    public func find(_ name: String) throws -> WordList? {
        try database.first("""
            SELECT lists.*, COALESCE((SELECT cards FROM list_card_counts WHERE list_id = lists.id), 0) AS card_count
            FROM lists WHERE profile_id = ? AND name_key = ?
            """, profileID, ListName.key(Text.collapsingWhitespace(name))).map(Self.list(from:))
    }

    /// The list with this name, or a story kit by its name without its stage ("family" for
    /// "newborn: family") when only one kit has it; else an error suggesting the closest name.
    public func named(_ name: String) throws -> WordList {
        if let list = try find(name) { return list }
        let lists = try all()
        let key = ListName.key(Text.collapsingWhitespace(name))
        let kits = try kitStages()
        let shortNames = lists.compactMap { list -> (list: WordList, short: String)? in
            guard let stage = kits[list.id], list.name.hasPrefix(stage + ": ") else { return nil }
            return (list, String(list.name.dropFirst(stage.count + 2)))
        }
        let matching = shortNames.filter { ListName.key($0.short) == key }
        if matching.count == 1 { return matching[0].list }
        let names = lists.map(\.name) + shortNames.map(\.short)
        throw ListError.notFound(name, suggestion: EditDistance.closest(to: name, in: names, limit: 3))
    }

    /// The stage of each list that is a story kit, by list id.
    private func kitStages() throws -> [Int64: String] {
        Dictionary(uniqueKeysWithValues: try database.query("""
            SELECT list_stages.list_id AS id, list_stages.stage FROM list_stages JOIN lists ON lists.id = list_stages.list_id
            WHERE lists.profile_id = ?
            """, profileID).map { (Int64(try $0.int("id")), $0.string("stage")) })
    }

    public func rename(_ list: WordList, to name: ListName) throws {
        try database.transaction {
            if let existing = try find(name.value), existing.id != list.id { throw ListError.nameTaken(name.value) }
            do {
                try database.run("UPDATE lists SET name = ?, name_key = ? WHERE id = ?", name.value, name.key, list.id)
            } catch StoreError.duplicate(table: "lists", _) {
                throw ListError.nameTaken(name.value)
            }
        }
    }

    /// Changes a list's colour and whether its cards show images.
    public func restyle(_ list: WordList, style: ListStyle, images: Bool) throws {
        try database.run("UPDATE lists SET style = ?, images = ? WHERE id = ?", style.rawValue, images, list.id)
    }

    public func delete(_ list: WordList) throws {
        try database.run("DELETE FROM lists WHERE id = ?", list.id)
    }
}

extension ListRepository {
    /// A list from a row of `lists` with its `card_count`, read strictly.
    static func list(from row: Row) throws -> WordList {
        let row = TableRow(row, table: "lists")
        let native = try language(row, "native"), learned = try language(row, "learned")
        guard let study = try? Study(native: native, learned: learned) else {
            throw row.damaged("learned", "is the same language as native")
        }
        return WordList(
            id: try row.id("id"), name: try row.string("name"), study: study, style: try row.required("style"),
            images: try row.bool("images"), created: try row.date("created"), cardCount: try row.int("card_count"))
    }
}

private extension ListRepository {
    static func language(_ row: TableRow, _ column: String) throws -> Language {
        let code = try row.string(column)
        guard let language = try? Language(code: code) else {
            throw row.damaged(column, "holds '\(Text.printable(code))', which is not a language flash knows")
        }
        return language
    }
}
