import Store

/// What one sync moved: how many notes, cards, reviews and deletions went each way, and which
/// objects the server changed here, for flash's lists to follow.
struct SyncTraffic: Sendable, Equatable {
    var sent = SyncCounts()
    var received = SyncCounts()
    /// Notes the server sent (added or changed), by id.
    var notes: Set<Int64> = []
    /// Cards the server sent, by id, with their notes.
    var cards: [Int64: Int64] = [:]
    /// Review log entries the server sent that were new here.
    var revlog: Set<Int64> = []
    /// Decks the server sent (added, renamed).
    var decks: Set<Int64> = []
    /// What the server deleted.
    var graves = ReplicaGraves()
}

/// Counts of objects, by kind, as `flash sync --json` reports them.
public struct SyncCounts: Sendable, Equatable, Encodable {
    public var notes = 0
    public var cards = 0
    public var reviews = 0
    public var deletions = 0

    public init() {}

    var isZero: Bool { notes == 0 && cards == 0 && reviews == 0 && deletions == 0 }
}
