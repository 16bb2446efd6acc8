extension Schema {
    /// Migration 40: a replica of each profile's Anki collection, as the sync server knows it,
    /// with Anki's own ids, usn and mtimes: the collection's header (`anki_collections`),
    /// its note types, decks, deck options and tags as Anki's schema-11 JSON, kept exactly as
    /// they came, and its notes, cards, review log and deletions (graves) column for column.
    /// Beside it, which list is which deck, which card which note, which review which revlog
    /// entry; and a journal the triggers fill when flash changes a card, its memory, its
    /// reviews or a list, once a profile syncs, so a sync sends what changed without comparing
    /// every card. The triggers add to the journal only what is not in it yet, rather than
    /// with OR IGNORE, which an outer upsert or OR REPLACE would override into a failure.
    /// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/storage/schema11.sql
    static let sync: [Migration] = [
        Migration(version: 40, name: "anki sync replica", sql: """
            CREATE TABLE anki_collections(
                profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
                server TEXT NOT NULL,
                user TEXT NOT NULL,
                crt INTEGER NOT NULL,
                mod INTEGER NOT NULL,
                scm INTEGER NOT NULL,
                usn INTEGER NOT NULL,
                ls INTEGER NOT NULL,
                conf TEXT NOT NULL,
                media_usn INTEGER NOT NULL DEFAULT 0,
                full_sync TEXT,
                last_sync REAL);
            CREATE TABLE anki_notetypes(
                profile_id INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, mod INTEGER NOT NULL,
                usn INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY(profile_id, id)) WITHOUT ROWID;
            CREATE TABLE anki_decks(
                profile_id INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, mod INTEGER NOT NULL,
                usn INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY(profile_id, id)) WITHOUT ROWID;
            CREATE TABLE anki_deck_configs(
                profile_id INTEGER NOT NULL, id INTEGER NOT NULL, mod INTEGER NOT NULL,
                usn INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY(profile_id, id)) WITHOUT ROWID;
            CREATE TABLE anki_tags(
                profile_id INTEGER NOT NULL, tag TEXT NOT NULL, usn INTEGER NOT NULL,
                PRIMARY KEY(profile_id, tag)) WITHOUT ROWID;
            CREATE TABLE anki_notes(
                profile_id INTEGER NOT NULL, id INTEGER NOT NULL, guid TEXT NOT NULL, mid INTEGER NOT NULL,
                mod INTEGER NOT NULL, usn INTEGER NOT NULL, tags TEXT NOT NULL, flds TEXT NOT NULL,
                flags INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY(profile_id, id)) WITHOUT ROWID;
            CREATE INDEX anki_notes_pending ON anki_notes(profile_id, usn);
            CREATE INDEX anki_notes_by_guid ON anki_notes(profile_id, guid);
            CREATE TABLE anki_cards(
                profile_id INTEGER NOT NULL, id INTEGER NOT NULL, nid INTEGER NOT NULL, did INTEGER NOT NULL,
                ord INTEGER NOT NULL, mod INTEGER NOT NULL, usn INTEGER NOT NULL, type INTEGER NOT NULL,
                queue INTEGER NOT NULL, due INTEGER NOT NULL, ivl INTEGER NOT NULL, factor INTEGER NOT NULL,
                reps INTEGER NOT NULL, lapses INTEGER NOT NULL, left INTEGER NOT NULL, odue INTEGER NOT NULL,
                odid INTEGER NOT NULL, flags INTEGER NOT NULL, data TEXT NOT NULL,
                PRIMARY KEY(profile_id, id)) WITHOUT ROWID;
            CREATE INDEX anki_cards_by_note ON anki_cards(profile_id, nid);
            CREATE INDEX anki_cards_pending ON anki_cards(profile_id, usn);
            CREATE TABLE anki_revlog(
                profile_id INTEGER NOT NULL, id INTEGER NOT NULL, cid INTEGER NOT NULL, usn INTEGER NOT NULL,
                ease INTEGER NOT NULL, ivl INTEGER NOT NULL, last_ivl INTEGER NOT NULL, factor INTEGER NOT NULL,
                time INTEGER NOT NULL, type INTEGER NOT NULL, PRIMARY KEY(profile_id, id)) WITHOUT ROWID;
            CREATE INDEX anki_revlog_pending ON anki_revlog(profile_id, usn);
            CREATE INDEX anki_revlog_by_card ON anki_revlog(profile_id, cid);
            CREATE TABLE anki_graves(
                profile_id INTEGER NOT NULL, type INTEGER NOT NULL, oid INTEGER NOT NULL, usn INTEGER NOT NULL,
                PRIMARY KEY(profile_id, type, oid)) WITHOUT ROWID;
            CREATE INDEX anki_graves_pending ON anki_graves(profile_id, usn);
            CREATE TABLE anki_list_decks(
                list_id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, deck_id INTEGER NOT NULL);
            CREATE UNIQUE INDEX anki_list_decks_by_deck ON anki_list_decks(profile_id, deck_id);
            CREATE TABLE anki_card_notes(
                card_id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, note_id INTEGER NOT NULL);
            CREATE UNIQUE INDEX anki_card_notes_by_note ON anki_card_notes(profile_id, note_id);
            CREATE TABLE anki_review_revlog(
                review_id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, revlog_id INTEGER NOT NULL);
            CREATE UNIQUE INDEX anki_review_revlog_by_revlog ON anki_review_revlog(profile_id, revlog_id);
            CREATE TABLE anki_pending_cards(card_id INTEGER PRIMARY KEY);
            CREATE TABLE anki_pending_lists(list_id INTEGER PRIMARY KEY);
            CREATE TRIGGER anki_pending_card_added AFTER INSERT ON cards WHEN EXISTS (SELECT 1 FROM anki_collections)
            BEGIN INSERT INTO anki_pending_cards(card_id) SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_cards WHERE card_id = NEW.id); END;
            CREATE TRIGGER anki_pending_card_changed
            AFTER UPDATE OF native, learned, alternatives, native_alternatives, ipa, image_file, sound_file, list_id ON cards
            WHEN EXISTS (SELECT 1 FROM anki_collections)
            BEGIN INSERT INTO anki_pending_cards(card_id) SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_cards WHERE card_id = NEW.id); END;
            CREATE TRIGGER anki_pending_card_deleted AFTER DELETE ON cards
            WHEN EXISTS (SELECT 1 FROM anki_card_notes WHERE card_id = OLD.id)
            BEGIN INSERT INTO anki_pending_cards(card_id) SELECT OLD.id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_cards WHERE card_id = OLD.id); END;
            CREATE TRIGGER anki_pending_memory_added AFTER INSERT ON card_memory WHEN EXISTS (SELECT 1 FROM anki_collections)
            BEGIN INSERT INTO anki_pending_cards(card_id) SELECT NEW.card_id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_cards WHERE card_id = NEW.card_id); END;
            CREATE TRIGGER anki_pending_memory_changed AFTER UPDATE ON card_memory WHEN EXISTS (SELECT 1 FROM anki_collections)
            BEGIN INSERT INTO anki_pending_cards(card_id) SELECT NEW.card_id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_cards WHERE card_id = NEW.card_id); END;
            CREATE TRIGGER anki_pending_memory_deleted AFTER DELETE ON card_memory WHEN EXISTS (SELECT 1 FROM anki_collections)
            BEGIN INSERT INTO anki_pending_cards(card_id) SELECT OLD.card_id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_cards WHERE card_id = OLD.card_id); END;
            CREATE TRIGGER anki_pending_review_added AFTER INSERT ON review_log WHEN EXISTS (SELECT 1 FROM anki_collections)
            BEGIN INSERT INTO anki_pending_cards(card_id) SELECT NEW.card_id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_cards WHERE card_id = NEW.card_id); END;
            CREATE TRIGGER anki_pending_list_added AFTER INSERT ON lists WHEN EXISTS (SELECT 1 FROM anki_collections)
            BEGIN INSERT INTO anki_pending_lists(list_id) SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_lists WHERE list_id = NEW.id); END;
            CREATE TRIGGER anki_pending_list_renamed AFTER UPDATE OF name ON lists
            WHEN EXISTS (SELECT 1 FROM anki_list_decks WHERE list_id = NEW.id)
            BEGIN INSERT INTO anki_pending_lists(list_id) SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_lists WHERE list_id = NEW.id); END;
            CREATE TRIGGER anki_pending_list_deleted AFTER DELETE ON lists
            WHEN EXISTS (SELECT 1 FROM anki_list_decks WHERE list_id = OLD.id)
            BEGIN INSERT INTO anki_pending_lists(list_id) SELECT OLD.id WHERE NOT EXISTS (SELECT 1 FROM anki_pending_lists WHERE list_id = OLD.id); END;
            """),
        // Migration 41: the media the server has (name, SHA-1, usn; an empty SHA-1 is a
        // deletion), and what a sync must still send or fetch.
        Migration(version: 41, name: "anki sync media", sql: """
            CREATE TABLE anki_media(
                profile_id INTEGER NOT NULL, name TEXT NOT NULL, sha1 TEXT, usn INTEGER NOT NULL DEFAULT 0,
                state TEXT CHECK (state IN ('upload', 'download')), PRIMARY KEY(profile_id, name)) WITHOUT ROWID;
            CREATE INDEX anki_media_waiting ON anki_media(profile_id, state) WHERE state IS NOT NULL;
            """),
        // Migration 63: the ids flash gave the notes (kind 0), cards (1) and review entries (2)
        // it staged when a command ended, not yet sent: a sync takes them for its own new ids.
        Migration(version: 63, name: "anki staged ids", sql: """
            CREATE TABLE anki_staged_ids(
                profile_id INTEGER NOT NULL, kind INTEGER NOT NULL, id INTEGER NOT NULL,
                PRIMARY KEY(profile_id, kind, id)) WITHOUT ROWID;
            """),
    ]
}
