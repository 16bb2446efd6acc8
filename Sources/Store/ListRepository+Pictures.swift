import FoundationEssentials
import Model

extension ListRepository {
    /// The picture files of each list's first `count` cards that have one, in list order: what
    /// a list's tile shows.
    public func coverPictures(count: Int) throws -> [Int64: [String]] {
        let rows = try database.query("""
            SELECT list_id, image_file FROM (
                SELECT cards.list_id, cards.image_file,
                       ROW_NUMBER() OVER (PARTITION BY cards.list_id ORDER BY cards.position) AS place
                FROM cards JOIN lists ON lists.id = cards.list_id
                WHERE lists.profile_id = ? AND cards.image_file IS NOT NULL AND lists.images = 1)
            WHERE place <= ? ORDER BY list_id, place
            """, profileID, count)
        var pictures: [Int64: [String]] = [:]
        for row in rows {
            let stored = TableRow(row, table: "cards", key: "list_id")
            pictures[try stored.id("list_id"), default: []].append(try stored.string("image_file"))
        }
        return pictures
    }
}
