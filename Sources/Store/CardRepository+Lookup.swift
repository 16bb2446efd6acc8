import Support
import Model
extension CardRepository {
    /// The first card of `list` (in list order) whose native or learned word is `word`, ignoring
    /// case as ``CardLookup`` does, found through the `cards_by_native` and `cards_by_learned`
    /// indexes instead of reading the list. SQLite's NOCASE folds ASCII letters only, so a word
    /// that is not plain ASCII gives nil, as does a word no card has: the caller then falls
    /// back to ``CardLookup``, which also suggests a close word.
    public func card(named word: String, in list: WordList) throws -> Card? {
        let key = Text.clean(word).lowercased()
        guard !key.isEmpty, key.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let rows = try database.query("""
            SELECT * FROM cards WHERE list_id = ?1 AND native = ?2 COLLATE NOCASE
            UNION SELECT * FROM cards WHERE list_id = ?1 AND learned = ?2 COLLATE NOCASE
            ORDER BY position, id
            """, list.id, key)
        for row in rows {
            let card = try Self.card(from: row)
            if card.native.lowercased() == key || card.learned.lowercased() == key { return card }
        }
        return nil
    }
}
