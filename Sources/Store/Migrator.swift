import FoundationEssentials

/// A numbered change to the schema.
struct Migration: Sendable {
    let version: Int
    let name: String
    let sql: String
}

/// Brings a database up to the schema this build of flash knows, one numbered migration at a
/// time, each recorded in `schema_migrations`. A database written by a newer flash is refused.
struct Migrator {
    let migrations: [Migration]

    init(migrations: [Migration] = Schema.migrations) {
        self.migrations = migrations
    }

    /// The highest version this build knows.
    var latestVersion: Int { migrations.map(\.version).max() ?? 0 }

    /// Applies every migration the database lacks, inside one immediate transaction so that two
    /// processes opening a new database at once do not both migrate it. A database that already
    /// has them all, as on nearly every run, is only read: no write lock, nothing written.
    func migrate(_ database: Database, now: Date) throws {
        if try isCurrent(database) { return }
        try database.transaction {
            try database.execute("""
                CREATE TABLE IF NOT EXISTS schema_migrations(
                    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)
                """)
            let current = try database.first("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")?.int("v") ?? 0
            guard current <= latestVersion else {
                throw StoreError.newerSchema(found: current, known: latestVersion, path: database.path)
            }
            // Each migration not yet recorded, in version order: concerns keep their own lists,
            // so a lower number may be added after a higher one.
            let applied = Set(try database.query("SELECT version FROM schema_migrations").map { try $0.int("version") })
            for migration in migrations.sorted(by: { $0.version < $1.version }) where !applied.contains(migration.version) {
                try database.execute(migration.sql)
                try database.run(
                    "INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, ?, ?)",
                    migration.version, migration.name, now)
            }
        }
    }
}

private extension Migrator {
    /// True when every migration is recorded and none newer than this build; a newer or
    /// incomplete schema goes through the transaction, which refuses or completes it.
    func isCurrent(_ database: Database) throws -> Bool {
        guard try database.hasTable("schema_migrations") else { return false }
        let applied = Set(try database.query("SELECT version FROM schema_migrations").map { try $0.int("version") })
        return applied.allSatisfy { $0 <= latestVersion } && migrations.allSatisfy { applied.contains($0.version) }
    }
}
