extension Schema {
    /// Migrations 60 and 61: what `flash review` asks first, kept up to date by triggers so that
    /// it is read, not worked out. Over 200 lists and 100,000 cards, counting each list's cards
    /// and its askable ones read 100,000 index entries twice, and finding the 11,762 due cards
    /// looked each one up in `cards`: together most of `review`'s 20 ms.
    ///
    /// `list_card_counts` holds each list's cards and askable cards (both words set); a list
    /// without cards may have no row. `due_cards` holds every askable card that has a memory
    /// state, with its due time and list, indexed in the order the review queue asks them (most
    /// overdue first, then by card id) with the list alongside, so the queue is one walk of one
    /// index. A memory state written with INSERT OR REPLACE (undo) fires no delete trigger, so
    /// the insert trigger replaces the row too. `ReviewQueueTests` checks both tables against
    /// the queries they stand for after every kind of change.
    ///
    /// Migration 62 keeps each card's first review (its time and profile) in `first_reviews`, so
    /// the new cards reviewed today (what is left of the day's new-card budget) are the rows of
    /// one index range instead of a look back through every review of each card reviewed today:
    /// 919 such cards on the benchmark's collection. A card's reviews are all of its list's
    /// profile.
    static let reviewQueue: [Migration] = [
        Migration(version: 60, name: "cards counted per list", sql: """
            CREATE TABLE list_card_counts(list_id INTEGER PRIMARY KEY, cards INTEGER NOT NULL, askable INTEGER NOT NULL);
            INSERT INTO list_card_counts(list_id, cards, askable)
                SELECT list_id, COUNT(*), SUM(learned != '' AND native != '') FROM cards GROUP BY list_id;
            CREATE TRIGGER list_card_counts_card_added AFTER INSERT ON cards
            BEGIN
                INSERT INTO list_card_counts(list_id, cards, askable) VALUES (NEW.list_id, 1, NEW.learned != '' AND NEW.native != '')
                    ON CONFLICT(list_id) DO UPDATE SET cards = cards + 1, askable = askable + excluded.askable;
            END;
            CREATE TRIGGER list_card_counts_card_deleted AFTER DELETE ON cards
            BEGIN
                UPDATE list_card_counts SET cards = cards - 1, askable = askable - (OLD.learned != '' AND OLD.native != '')
                WHERE list_id = OLD.list_id;
            END;
            CREATE TRIGGER list_card_counts_card_changed AFTER UPDATE OF list_id, learned, native ON cards
            BEGIN
                UPDATE list_card_counts SET cards = cards - 1, askable = askable - (OLD.learned != '' AND OLD.native != '')
                WHERE list_id = OLD.list_id;
                INSERT INTO list_card_counts(list_id, cards, askable) VALUES (NEW.list_id, 1, NEW.learned != '' AND NEW.native != '')
                    ON CONFLICT(list_id) DO UPDATE SET cards = cards + 1, askable = askable + excluded.askable;
            END;
            CREATE TRIGGER list_card_counts_list_deleted AFTER DELETE ON lists
            BEGIN
                DELETE FROM list_card_counts WHERE list_id = OLD.id;
            END;
            """),
        Migration(version: 61, name: "due cards in review order", sql: """
            CREATE TABLE due_cards(card_id INTEGER PRIMARY KEY, due REAL NOT NULL, list_id INTEGER NOT NULL);
            CREATE INDEX due_cards_in_order ON due_cards(due, card_id, list_id);
            INSERT INTO due_cards(card_id, due, list_id)
                SELECT card_memory.card_id, card_memory.due, cards.list_id FROM card_memory JOIN cards ON cards.id = card_memory.card_id
                WHERE cards.learned != '' AND cards.native != '';
            CREATE TRIGGER due_cards_memory_added AFTER INSERT ON card_memory
            BEGIN
                INSERT OR REPLACE INTO due_cards(card_id, due, list_id)
                    SELECT NEW.card_id, NEW.due, list_id FROM cards WHERE id = NEW.card_id AND learned != '' AND native != '';
            END;
            CREATE TRIGGER due_cards_memory_changed AFTER UPDATE OF due ON card_memory
            BEGIN
                UPDATE due_cards SET due = NEW.due WHERE card_id = NEW.card_id;
            END;
            CREATE TRIGGER due_cards_memory_deleted AFTER DELETE ON card_memory
            BEGIN
                DELETE FROM due_cards WHERE card_id = OLD.card_id;
            END;
            CREATE TRIGGER due_cards_card_changed AFTER UPDATE OF list_id, learned, native ON cards
            BEGIN
                DELETE FROM due_cards WHERE card_id = OLD.id;
                INSERT INTO due_cards(card_id, due, list_id)
                    SELECT card_id, due, NEW.list_id FROM card_memory WHERE card_id = NEW.id AND NEW.learned != '' AND NEW.native != '';
            END;
            CREATE TRIGGER due_cards_card_deleted AFTER DELETE ON cards
            BEGIN
                DELETE FROM due_cards WHERE card_id = OLD.id;
            END;
            """),
        Migration(version: 62, name: "each card's first review", sql: """
            CREATE TABLE first_reviews(card_id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, reviewed REAL NOT NULL);
            CREATE INDEX first_reviews_by_profile_time ON first_reviews(profile_id, reviewed);
            INSERT INTO first_reviews(card_id, profile_id, reviewed)
                SELECT card_id, profile_id, MIN(reviewed) FROM review_log GROUP BY card_id;
            CREATE TRIGGER first_reviews_review_added AFTER INSERT ON review_log
            BEGIN
                INSERT INTO first_reviews(card_id, profile_id, reviewed) VALUES (NEW.card_id, NEW.profile_id, NEW.reviewed)
                    ON CONFLICT(card_id) DO UPDATE SET profile_id = excluded.profile_id, reviewed = excluded.reviewed
                    WHERE excluded.reviewed < first_reviews.reviewed;
            END;
            CREATE TRIGGER first_reviews_review_deleted AFTER DELETE ON review_log
            WHEN OLD.reviewed <= (SELECT reviewed FROM first_reviews WHERE card_id = OLD.card_id)
            BEGIN
                DELETE FROM first_reviews WHERE card_id = OLD.card_id;
                INSERT INTO first_reviews(card_id, profile_id, reviewed)
                    SELECT card_id, profile_id, MIN(reviewed) FROM review_log
                    WHERE card_id = OLD.card_id AND EXISTS (SELECT 1 FROM cards WHERE id = OLD.card_id) GROUP BY card_id;
            END;
            CREATE TRIGGER first_reviews_card_deleted AFTER DELETE ON cards
            BEGIN
                DELETE FROM first_reviews WHERE card_id = OLD.id;
            END;
            """),
    ]
}
