import Foundation
import Support
import Store

/// The `col` row's JSON: configuration, decks, deck presets and tags, in the keys Anki 2.1
/// writes in schema 11.
extension AnkiPackageWriter {
    /// "flash::NAME": flash's decks side by side under one parent in Anki.
    static func deckName(_ name: String) -> String {
        let printable = String(String.UnicodeScalarView(name.unicodeScalars.filter { !Text.isControl($0) }))
        let cleaned = Text.collapsingWhitespace(printable).precomposedStringWithCanonicalMapping
        return "flash::" + (cleaned.isEmpty ? "list" : cleaned)
    }

    /// A deck's id, from its name (Anki matches decks by name on import; ids only join cards
    /// to decks inside the package).
    static func deckID(_ name: String) -> Int64 {
        1_500_000_000_000 + Int64(FNV1a.hash(Array("flash deck \(name)".utf8)) % 100_000_000_000)
    }

    /// The `col` row, except the configuration, which needs the cards' positions.
    func header(for deck: InterchangeDeck, notes: [InterchangeNote]) -> AnkiCollectionWriter.Header {
        let name = Self.deckName(deck.name)
        let decks = [(Int64(1), "Default", Int64(0)), (Self.deckID("flash"), "flash", seconds(now)),
                     (Self.deckID(name), name, seconds(now))]
        let tags = Set(notes.flatMap { Self.tags($0.tags) }).map { JSONMember($0, 0) }
        return AnkiCollectionWriter.Header(
            created: seconds(collectionCreation(notes)), modified: milliseconds(now), configuration: "{}",
            notetypes: JSONValue.object([JSONMember(String(Self.notetypeID), notetype())]).text,
            decks: Self.sorted(decks.map { JSONMember(String($0), Self.deck(id: $0, name: $1, modified: $2)) }).text,
            deckConfigurations: JSONValue.object([JSONMember("1", deckConfiguration())]).text,
            tags: Self.sorted(tags).text)
    }

    /// Scheduler v2 (the v3 one on), the new day-rollover code, the flash note type and deck
    /// chosen for adding, and the next new card's position.
    func configuration(deckID: Int64, nextPosition: Int) -> String {
        Self.sortedObject([
            "activeDecks": [.int(deckID)], "curDeck": .int(deckID), "curModel": .int(Self.notetypeID), "nextPos": .int(nextPosition),
            "schedVer": 2, "sched2021": true, "creationOffset": 0, "rollover": 4,
            "sortType": "noteFld", "sortBackwards": false, "addToCur": true, "dueCounts": true, "estTimes": true,
            "collapseTime": 1200, "timeLim": 0, "newSpread": 0, "dayLearnFirst": false,
        ]).text
    }

    /// 4 a.m. UTC on the day of the earliest review, memory state or the export itself, so no
    /// review card is due before the collection began. Anki counts review cards' due days from it.
    func collectionCreation(_ notes: [InterchangeNote]) -> Date {
        var earliest = now
        for note in notes {
            if let first = note.reviews.map(\.time).min() { earliest = min(earliest, first) }
            if let state = note.memory?.state { earliest = min(earliest, state.lastReview ?? state.due, state.due) }
        }
        let rollover = 4.0 * 3_600
        let day = ((earliest.timeIntervalSince1970 - rollover) / 86_400).rounded(.down)
        return Date(timeIntervalSince1970: day * 86_400 + rollover)
    }

    func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }
}

private extension AnkiPackageWriter {
    static func deck(id: Int64, name: String, modified: Int64) -> JSONValue {
        sortedObject([
            "id": .int(id), "name": .string(name), "mod": .int(modified), "usn": 0, "desc": "", "dyn": 0, "conf": 1,
            "collapsed": false, "browserCollapsed": false, "extendNew": 0, "extendRev": 0,
            "newToday": [0, 0], "revToday": [0, 0], "lrnToday": [0, 0], "timeToday": [0, 0],
        ])
    }

    /// Anki's default preset (with the keys Anki 2.1's Python scheduler reads), flash's steps
    /// and retention.
    func deckConfiguration() -> JSONValue {
        let minutes = { (steps: [Double]) in JSONValue.array(steps.map { .double($0 / 60) }) }
        return Self.sortedObject([
            "id": 1, "name": "Default", "mod": 0, "usn": 0, "dyn": false, "maxTaken": 60, "autoplay": true,
            "timer": 0, "replayq": true,
            "new": Self.sortedObject(["bury": false, "delays": minutes(parameters.learningSteps), "initialFactor": 2500,
                                      "ints": [1, 4, 0], "order": 1, "perDay": 20, "separate": true]),
            "rev": Self.sortedObject(["bury": false, "ease4": .double(1.3), "ivlFct": .double(1.0), "maxIvl": .int(parameters.maximumInterval),
                                      "perDay": 200, "hardFactor": .double(1.2), "fuzz": .double(0.05), "minSpace": 1]),
            "lapse": Self.sortedObject(["delays": minutes(parameters.relearningSteps), "leechAction": 1, "leechFails": 8, "minInt": 1,
                                        "mult": .double(0.0)]),
            "desiredRetention": .double(parameters.desiredRetention),
        ])
    }
}
