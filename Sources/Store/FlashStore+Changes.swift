import FoundationEssentials

extension FlashStore {
    /// A number that changes whenever another connection (another flash, or this process's
    /// other store) commits a change to the database, so a front end can keep what it read
    /// until then. This connection's own changes do not move it.
    /// - SeeAlso: https://www.sqlite.org/pragma.html#pragma_data_version
    public func changeCounter() throws -> Int64 {
        Int64(try database.first("PRAGMA data_version")?.int("data_version") ?? 0)
    }
}

extension FlashStore {
    /// A number that moves whenever any card's words are changed, added or deleted, by any
    /// process; answers do not move it.
    public func wordsVersion() throws -> Int64 {
        Int64(try database.first("SELECT version FROM words_version")?.int("version") ?? 0)
    }
}
