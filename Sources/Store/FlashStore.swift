import Foundation
import Support
import Model

/// The opened data store of one profile: the database, migrated to the current schema.
public final class FlashStore {
    let database: Database
    public let profileID: Int64
    public let profileName: String

    /// Opens (creating and migrating if needed) the database at `path` and selects `profile`,
    /// creating it on first use. Without one, the remembered active profile is opened (the
    /// first run remembers "default"), so renaming a profile keeps the learner in it.
    public init(path: String, profile: String? = nil, now: Date) throws {
        database = try Database(path: path)
        try Migrator().migrate(database, now: now)
        let remembered = profile == nil ? try ProfileRepository(database: database).active() : nil
        let name = Text.collapsingWhitespace(profile ?? remembered?.name ?? "default").precomposedStringWithCanonicalMapping
        let stored = try ProfileRepository(database: database).opening(name, now: now)
        profileID = try stored.id("id")
        profileName = try stored.string("name")
        if profile == nil, remembered == nil { try profiles.makeActive(profileID) }
        try sessions.closeAbandoned()
    }

    /// Opens the store in `paths`' data directory.
    public convenience init(paths: FlashPaths, profile: String? = nil, now: Date) throws {
        try paths.ensureDataDirectory()
        try self.init(path: paths.databaseFile.path, profile: profile, now: now)
    }

    public var lists: ListRepository { ListRepository(database: database, profileID: profileID) }
    public var cards: CardRepository { CardRepository(database: database) }
    /// Cards of a list tagged leech by the scheduler.
    package func leechIDs(in list: WordList) throws -> [Int64] { try memory.leeches(in: list) }

    public var memory: MemoryRepository { MemoryRepository(database: database, profileID: profileID) }

    public var sessions: SessionRepository { SessionRepository(database: database, profileID: profileID) }
}
