import FoundationEssentials

/// What ties a profile's lists to its Anki replica: which list is which deck, which card which
/// note, which review which review log entry; and the journal of lists and cards changed since
/// the last sync, which the triggers of migration 40 keep.
package struct SyncLinks {
    let database: Database
    let profileID: Int64

    package func deck(ofList listID: Int64) throws -> Int64? {
        try database.first("SELECT deck_id FROM anki_list_decks WHERE list_id = ?", listID)?.optionalInt("deck_id").map(Int64.init)
    }

    package func list(ofDeck deckID: Int64) throws -> Int64? {
        try database.first("SELECT list_id FROM anki_list_decks WHERE profile_id = ? AND deck_id = ?", profileID, deckID)?
            .optionalInt("list_id").map(Int64.init)
    }

    /// Every list that is a deck, with the deck.
    package func listDecks() throws -> [(list: Int64, deck: Int64)] {
        try database.query("SELECT list_id, deck_id FROM anki_list_decks WHERE profile_id = ?", profileID)
            .map { (Int64(try $0.int("list_id")), Int64(try $0.int("deck_id"))) }
    }

    package func link(list listID: Int64, deck deckID: Int64) throws {
        try database.run("DELETE FROM anki_list_decks WHERE profile_id = ? AND deck_id = ?", profileID, deckID)
        try database.run("INSERT OR REPLACE INTO anki_list_decks(list_id, profile_id, deck_id) VALUES (?, ?, ?)", listID, profileID, deckID)
    }

    package func unlink(list listID: Int64) throws {
        try database.run("DELETE FROM anki_list_decks WHERE list_id = ?", listID)
    }

    package func note(ofCard cardID: Int64) throws -> Int64? {
        try database.first("SELECT note_id FROM anki_card_notes WHERE card_id = ?", cardID)?.optionalInt("note_id").map(Int64.init)
    }

    package func card(ofNote noteID: Int64) throws -> Int64? {
        try database.first("SELECT card_id FROM anki_card_notes WHERE profile_id = ? AND note_id = ?", profileID, noteID)?
            .optionalInt("card_id").map(Int64.init)
    }

    /// Every card that is a note, with the note.
    package func cardNotes() throws -> [(card: Int64, note: Int64)] {
        try database.query("SELECT card_id, note_id FROM anki_card_notes WHERE profile_id = ?", profileID)
            .map { (Int64(try $0.int("card_id")), Int64(try $0.int("note_id"))) }
    }

    package func link(card cardID: Int64, note noteID: Int64) throws {
        try database.run("DELETE FROM anki_card_notes WHERE profile_id = ? AND note_id = ?", profileID, noteID)
        try database.run("INSERT OR REPLACE INTO anki_card_notes(card_id, profile_id, note_id) VALUES (?, ?, ?)", cardID, profileID, noteID)
    }

    /// Links a card to a note made for it now, which no other card can be linked to.
    package func linkNew(card cardID: Int64, note noteID: Int64) throws {
        try database.run("INSERT OR REPLACE INTO anki_card_notes(card_id, profile_id, note_id) VALUES (?, ?, ?)", cardID, profileID, noteID)
    }

    package func unlink(card cardID: Int64) throws {
        try database.run("DELETE FROM anki_card_notes WHERE card_id = ?", cardID)
    }

    /// The GUIDs of the notes the cards of `listID` are, by card.
    func guids(inList listID: Int64) throws -> [Int64: String] {
        let rows = try database.query("""
            SELECT links.card_id, notes.guid FROM anki_card_notes AS links
            JOIN cards ON cards.id = links.card_id
            JOIN anki_notes AS notes ON notes.profile_id = links.profile_id AND notes.id = links.note_id
            WHERE cards.list_id = ?
            """, listID)
        return Dictionary(try rows.map { (Int64(try $0.int("card_id")), $0.string("guid")) }, uniquingKeysWith: { first, _ in first })
    }

    package func hasReview(forRevlog revlogID: Int64) throws -> Bool {
        try database.first("SELECT 1 AS found FROM anki_review_revlog WHERE profile_id = ? AND revlog_id = ?", profileID, revlogID) != nil
    }

    package func link(review reviewID: Int64, revlog revlogID: Int64) throws {
        try database.run("INSERT OR REPLACE INTO anki_review_revlog(review_id, profile_id, revlog_id) VALUES (?, ?, ?)",
                         reviewID, profileID, revlogID)
    }

    /// Cards changed (or deleted) since the last sync: of this profile's lists, or linked to
    /// this profile's notes.
    package func pendingCards() throws -> [Int64] {
        try database.query("""
            SELECT pending.card_id FROM anki_pending_cards AS pending
            WHERE EXISTS (SELECT 1 FROM cards JOIN lists ON lists.id = cards.list_id
                          WHERE cards.id = pending.card_id AND lists.profile_id = ?1)
               OR EXISTS (SELECT 1 FROM anki_card_notes AS links WHERE links.card_id = pending.card_id AND links.profile_id = ?1)
            ORDER BY pending.card_id
            """, profileID).map { Int64(try $0.int("card_id")) }
    }

    /// Lists made, renamed or deleted since the last sync.
    package func pendingLists() throws -> [Int64] {
        try database.query("""
            SELECT pending.list_id FROM anki_pending_lists AS pending
            WHERE EXISTS (SELECT 1 FROM lists WHERE lists.id = pending.list_id AND lists.profile_id = ?1)
               OR EXISTS (SELECT 1 FROM anki_list_decks AS links WHERE links.list_id = pending.list_id AND links.profile_id = ?1)
            ORDER BY pending.list_id
            """, profileID).map { Int64(try $0.int("list_id")) }
    }

    /// Forgets the journal's entries for `cards` and `lists`.
    package func clear(cards: [Int64], lists: [Int64]) throws {
        for card in cards { try database.run("DELETE FROM anki_pending_cards WHERE card_id = ?", card) }
        for list in lists { try database.run("DELETE FROM anki_pending_lists WHERE list_id = ?", list) }
    }

    /// How many lists and cards wait to be sent: named by the journal, or staged already (as a
    /// command ended) into a deck, note, card or review entry the server has not had.
    package func pendingCount() throws -> (lists: Int, cards: Int) {
        let stagedLists = try database.query("""
            SELECT links.list_id FROM anki_list_decks AS links JOIN anki_decks AS decks
                ON decks.profile_id = links.profile_id AND decks.id = links.deck_id
            WHERE links.profile_id = ? AND decks.usn = -1
            """, profileID).map { Int64(try $0.int("list_id")) }
        let stagedCards = try database.query("""
            SELECT links.card_id FROM anki_card_notes AS links WHERE links.profile_id = ?1 AND (
                EXISTS (SELECT 1 FROM anki_notes AS notes WHERE notes.profile_id = ?1 AND notes.id = links.note_id AND notes.usn = -1)
                OR EXISTS (SELECT 1 FROM anki_cards AS cards WHERE cards.profile_id = ?1 AND cards.nid = links.note_id AND (cards.usn = -1
                    OR EXISTS (SELECT 1 FROM anki_revlog AS revlog WHERE revlog.profile_id = ?1 AND revlog.cid = cards.id AND revlog.usn = -1))))
            """, profileID).map { Int64(try $0.int("card_id")) }
        return (Set(try pendingLists()).union(stagedLists).count, Set(try pendingCards()).union(stagedCards).count)
    }

    /// Every card of the profile's lists, for a first sync.
    package func allCards() throws -> [Int64] {
        try database.query("SELECT cards.id FROM cards JOIN lists ON lists.id = cards.list_id WHERE lists.profile_id = ? ORDER BY cards.id",
                           profileID).map { Int64(try $0.int("id")) }
    }

    /// Every list of the profile.
    package func allLists() throws -> [Int64] {
        try database.query("SELECT id FROM lists WHERE profile_id = ? ORDER BY id", profileID).map { Int64(try $0.int("id")) }
    }
}
