import FoundationEssentials
import Support

/// What `flash sync` did: which kind of sync, what went each way, and what changed in the lists.
public struct SyncSummary: Sendable, Equatable, Encodable {
    /// "none" (both sides were the same), "normal", "upload", "download" or "first" (a first
    /// sync: the server's collection merged with flash's lists).
    public var action: String
    public var sent = SyncCounts()
    public var received = SyncCounts()
    public var lists = SyncOutcome()
    /// Pictures and sounds sent and received.
    public var media = MediaCounts()

    public init(action: String) {
        self.action = action
    }

    /// One line for a person.
    public var line: String {
        if action == "none", media.sent == 0, media.received == 0 { return "Already in sync." }
        let kind = switch action {
        case "upload": "Uploaded flash's collection"
        case "download": "Downloaded the server's collection"
        case "first": "First sync"
        default: "Synced"
        }
        var parts = [
            "sent \(Self.count(sent.notes, "note")), \(Self.count(sent.cards, "card")), \(Self.count(sent.reviews, "review"))"
                + (sent.deletions > 0 ? ", \(Self.count(sent.deletions, "deletion"))" : ""),
            "received \(Self.count(received.notes, "note")), \(Self.count(received.cards, "card")), \(Self.count(received.reviews, "review"))"
                + (received.deletions > 0 ? ", \(Self.count(received.deletions, "deletion"))" : ""),
        ]
        if media.sent + media.received > 0 { parts.append("\(Self.count(media.sent + media.received, "media file", plural: "media files")) moved") }
        var line = kind + ": " + parts.joined(separator: "; ")
        let changes = [(lists.listsAdded.count, "list added"), (lists.listsDeleted.count, "list deleted"),
                       (lists.cardsAdded, "card added"), (lists.cardsChanged, "card changed"), (lists.cardsDeleted, "card deleted"),
                       (lists.reviews, "review recorded")].filter { $0.0 > 0 }
        if !changes.isEmpty {
            line += ". In flash: " + changes.map { Self.count($0.0, $0.1) }.joined(separator: ", ")
        }
        return line + "."
    }

    /// "2 cards", "3 lists added" (the first word takes the "s"), or `plural` where that rule
    /// is wrong ("media files").
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        guard number != 1 else { return "1 \(noun)" }
        if let plural { return "\(number) \(plural)" }
        let words = noun.split(separator: " ")
        return "\(number) \(words[0])s" + words.dropFirst().map { " " + $0 }.joined()
    }
}

/// Media files moved by a sync.
public struct MediaCounts: Sendable, Equatable, Encodable {
    public var sent = 0
    public var received = 0

    public init() {}
}

/// `flash sync status`: where flash syncs, when it last did, and what waits to be sent.
public struct SyncStatus: Sendable, Equatable, Encodable {
    public var server: String?
    public var user: String?
    public var lastSync: Date?
    /// Lists and cards changed in flash since the last sync.
    public var pendingLists = 0
    public var pendingCards = 0
    /// Objects of the replica waiting to be sent (a sync that failed half way leaves some).
    public var pendingObjects = 0
    /// A full sync chosen and not finished: "upload" or "download".
    public var fullSync: String?
    /// True when login prepared the collection the first sync uploads.
    public var prepared = false

    /// Lines for a person.
    public func lines(date: (Date) -> String) -> [String] {
        guard let server, let user else {
            return ["Not logged in to a sync server: flash sync login --server URL --user NAME"]
        }
        var lines = ["Server: \(server)", "User: \(Text.printable(user))",
                     "Last sync: \(lastSync.map(date) ?? "never")"]
        let pending = pendingLists + pendingCards + pendingObjects
        lines.append(pending == 0 ? "Pending: nothing" : "Pending: \(SyncSummary.count(pendingLists, "list")) and "
            + "\(SyncSummary.count(pendingCards, "card")) changed" + (pendingObjects > 0 ? ", \(pendingObjects) objects not yet sent" : ""))
        if let fullSync { lines.append("A full \(fullSync) was started and will finish with the next `flash sync`.") }
        if prepared { lines.append("The first sync's collection is ready: `flash sync` uploads it while the server's stays empty.") }
        return lines
    }
}
