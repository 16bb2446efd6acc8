import FoundationEssentials
import Support

extension AnkiPackageWriter {
    /// Ids as Anki wants them: note, card and review ids are epoch milliseconds, unique per
    /// table. A note's id is the time of its first review (when it was added, near enough) or
    /// of the export, plus a little of its GUID's hash; its cards take the note's id plus their
    /// ordinal, so note ids stay even. A GUID already used in the package gets a suffix.
    struct Identifiers {
        private var notes: Set<Int64> = []
        private var reviews: Set<Int64> = []
        private var guids: Set<String> = []

        mutating func claim(guid base: String) -> String {
            var guid = base, suffix = 1
            while guids.contains(guid) {
                suffix += 1
                guid = "\(base)-\(suffix)"
            }
            guids.insert(guid)
            return guid
        }

        mutating func noteID(anchor: Date, guid: String) -> Int64 {
            let seconds = Int64(anchor.timeIntervalSince1970.rounded(.down))
            var id = seconds * 1000 + Int64(FNV1a.hash(Array(guid.utf8)) % 500) * 2
            while notes.contains(id) { id += 2 }
            notes.insert(id)
            return id
        }

        /// The review's time in milliseconds, moved on by a millisecond while taken.
        mutating func reviewID(_ time: Date) -> Int64 {
            var id = Int64((time.timeIntervalSince1970 * 1000).rounded(.down))
            while reviews.contains(id) { id += 1 }
            reviews.insert(id)
            return id
        }
    }
}
