"""Anki's own library as the second device of the sync tests: a phone, as far as flash can tell.

Usage: anki_sync_device.py COLLECTION ENDPOINT USER PASSWORD ACTIONS_JSON

Opens (or creates) the collection at COLLECTION and runs ACTIONS_JSON, a list of actions, in
order; prints a JSON list with each action's result. Actions:

  ["sync"]                   a normal sync; a full download or upload when that is all Anki allows
  ["download"] / ["upload"]  a full download / upload
  ["check"]                  Check Database: {"ok": bool, "message": str}
  ["dump"]                   decks, notes with their cards, the revlog, note types, deck options, config
  ["review", GUID, ORD, EASE]  answers the note's card ORD with EASE (1 to 4)
  ["edit", GUID, INDEX, TEXT]  sets field INDEX of the note
  ["add", DECK, NOTETYPE, [FIELDS], [TAGS]]  adds a note; returns its GUID and id
  ["delete", GUID]           deletes the note
  ["rename_deck", OLD, NEW] / ["delete_deck", NAME]  renames / deletes a deck (and its cards)
  ["fsrs", BOOL]             turns FSRS on or off
  ["own"]                    the learner's own: a deck "Languages::German" of a note type of its
                             own (three fields), an options preset, tags, reviews, a filtered deck
  ["media", NAME, HEX]       adds a media file; ["sync_media"] syncs media; ["media_list"] lists them
"""

import json
import os
import sys
import time

from anki.collection import Collection


def note_by_guid(col, guid):
    nid = col.db.scalar("select id from notes where guid = ?", guid)
    if nid is None:
        raise SystemExit("no note with GUID %s" % guid)
    return col.get_note(nid)


def sync(col, auth, mode):
    if mode in ("download", "upload"):
        col.close_for_full_sync()
        col.full_upload_or_download(auth=auth, server_usn=None, upload=mode == "upload")
        col.reopen(after_full_sync=True)
        return {"did": mode}
    out = col.sync_collection(auth, False)
    required = out.required
    if required == out.NO_CHANGES:
        return {"did": "normal"}
    if required in (out.FULL_DOWNLOAD, out.FULL_UPLOAD, out.FULL_SYNC):
        upload = required == out.FULL_UPLOAD
        col.close_for_full_sync()
        col.full_upload_or_download(auth=auth, server_usn=out.server_media_usn, upload=upload)
        col.reopen(after_full_sync=True)
        return {"did": "upload" if upload else "download"}
    return {"did": "normal"}


def dump(col):
    decks = {d.name: d.id for d in col.decks.all_names_and_ids()}
    names = {v: k for k, v in decks.items()}
    notes = []
    for nid in col.db.list("select id from notes order by id"):
        note = col.get_note(nid)
        cards = [{"ord": c.ord, "type": c.type, "queue": c.queue, "due": c.due, "ivl": c.ivl, "reps": c.reps,
                  "lapses": c.lapses, "deck": names.get(c.did, ""), "id": c.id,
                  "memory": None if c.memory_state is None else [c.memory_state.stability, c.memory_state.difficulty]}
                 for c in note.cards()]
        notes.append({"guid": note.guid, "notetype": note.note_type()["name"], "fields": list(note.fields),
                      "tags": list(note.tags), "cards": cards, "id": note.id})
    revlog = col.db.all("select id, cid, ease, ivl, lastIvl, factor, time, type from revlog order by id")
    return {"decks": decks, "notes": notes, "revlog": revlog, "notetypes": col.models.all(), "deckObjects": col.decks.all(),
            "deckConfigs": col.decks.all_config(), "config": col.all_config(),
            "tags": sorted(col.tags.all()), "counts": {"cards": col.card_count(), "notes": col.note_count()},
            "mod": col.mod}


def own(col):
    """The learner's own decks, note type, options and tags, which flash must keep as they are."""
    basic = col.models.by_name("Basic")
    model = col.models.copy(basic, add=False)
    model["name"] = "Vocabulary (mine)"
    field = col.models.new_field("Example")
    col.models.add_field(model, field)
    model["css"] += "\n.mine { color: teal; }"
    col.models.add(model)
    preset = col.decks.add_config_returning_id("Slow and steady")
    conf = col.decks.get_config(preset)
    conf["new"]["perDay"] = 7
    conf["rev"]["maxIvl"] = 1000
    conf["desiredRetention"] = 0.85
    col.decks.update_config(conf)
    deck_id = col.decks.id("Languages::German")
    deck = col.decks.get(deck_id)
    deck["conf"] = preset
    deck["desc"] = "my <b>own</b> deck"
    col.decks.save(deck)
    model = col.models.by_name("Vocabulary (mine)")
    guids = []
    for front, back, example in [("water", "das Wasser", "Ich trinke Wasser."), ("fire", "das Feuer", ""), ("tree", "der Baum", "")]:
        note = col.new_note(model)
        note.fields[0], note.fields[1], note.fields[2] = front, back, example
        note.tags = ["german", "mine::nouns"]
        col.add_note(note, deck_id)
        guids.append(note.guid)
    first = col.get_note(col.db.scalar("select id from notes where guid = ?", guids[0]))
    for ease in (3, 3):
        card = first.cards()[0]
        card.start_timer()
        col.sched.answerCard(card, ease)
    cram = col.decks.new_filtered("Cram German")
    deck = col.decks.get(cram)
    deck["terms"] = [['deck:"Languages::German"', 100, 0]]
    col.decks.save(deck)
    col.sched.rebuild_filtered_deck(cram)
    return {"guids": guids}


def run(col, auth, action):
    kind = action[0]
    if kind in ("sync", "download", "upload"):
        return sync(col, auth, kind)
    if kind == "check":
        message, ok = col.fix_integrity()
        return {"ok": ok, "message": message}
    if kind == "dump":
        return dump(col)
    if kind == "review":
        note = note_by_guid(col, action[1])
        card = [c for c in note.cards() if c.ord == action[2]][0]
        card.start_timer()
        card.timer_started = time.time() - 2
        col.sched.answerCard(card, action[3])
        return {"card": card.id}
    if kind == "edit":
        note = note_by_guid(col, action[1])
        note.fields[action[2]] = action[3]
        col.update_note(note)
        return {}
    if kind == "add":
        note = col.new_note(col.models.by_name(action[2]))
        for index, value in enumerate(action[3]):
            note.fields[index] = value
        note.tags = action[4] if len(action) > 4 else []
        col.add_note(note, col.decks.id(action[1]))
        return {"guid": note.guid, "id": note.id}
    if kind == "delete":
        col.remove_notes([note_by_guid(col, action[1]).id])
        return {}
    if kind == "rename_deck":
        deck = col.decks.by_name(action[1])
        col.decks.rename(deck, action[2])
        return {}
    if kind == "delete_deck":
        col.decks.remove([col.decks.id_for_name(action[1])])
        return {}
    if kind == "fsrs":
        col.set_config("fsrs", bool(action[1]))
        return {}
    if kind == "own":
        return own(col)
    if kind == "media":
        return {"name": col.media.write_data(action[1], bytes.fromhex(action[2]))}
    if kind == "sync_media":
        col.sync_media(auth)
        while col.media_sync_status().active:
            time.sleep(0.05)
        return {}
    if kind == "media_list":
        folder = col.media.dir()
        return {"files": sorted(name for name in os.listdir(folder) if os.path.isfile(os.path.join(folder, name)))}
    raise SystemExit("unknown action %r" % (action,))


def main():
    path, endpoint, user, password, actions = sys.argv[1:6]
    col = Collection(path)
    auth = None
    results = []
    try:
        for action in json.loads(actions):
            if auth is None and action[0] in ("sync", "download", "upload", "sync_media"):
                auth = col.sync_login(user, password, endpoint)
            results.append(run(col, auth, action))
    finally:
        col.close()
    json.dump(results, sys.stdout, default=str)


if __name__ == "__main__":
    main()
