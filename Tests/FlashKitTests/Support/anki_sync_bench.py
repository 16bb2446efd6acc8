"""Anki's own library doing what flash-bench sync times flash doing, against the same server.

Usage: anki_sync_bench.py build COLLECTION NOTES
       anki_sync_bench.py login COLLECTION ENDPOINT USER PASSWORD
       anki_sync_bench.py sync COLLECTION ENDPOINT
       anki_sync_bench.py answer COLLECTION COUNT SKIP

build: a new collection of NOTES notes with a card each way in the deck "flash::bench", four
notes in five with an FSRS memory state, as flash-bench's list has.
login: keeps the host key beside the collection (COLLECTION.key), as Anki keeps it.
sync: opens the collection and syncs with the kept key (a full upload when the account is
empty, else a normal sync); prints the seconds the sync call took. flash-bench also times the
whole process, as it times `flash sync`.
answer: answers COUNT cards Good, after the first SKIP.
"""

import sys
import time

from anki.collection import Collection
from anki.sync import SyncAuth


def build(path, notes):
    col = Collection(path)
    model = col.models.by_name("Basic (and reversed card)")
    deck = col.decks.id("flash::bench")
    for index in range(notes):
        note = col.new_note(model)
        note.fields[0], note.fields[1] = "word %d" % index, "palabra %d" % index
        col.add_note(note, deck)
    col.db.execute("update cards set type = 2, queue = 2, ivl = 10, due = ?, reps = 10,"
                   " data = '{\"s\":10.0,\"d\":5.0,\"dr\":0.9}' where nid % 5 != 0", col.sched.today + 3)
    col.close()


def sync(path, endpoint):
    col = Collection(path)
    with open(path + ".key") as file:
        auth = SyncAuth(hkey=file.read().strip(), endpoint=endpoint)
    start = time.perf_counter()
    out = col.sync_collection(auth, False)
    if out.required in (out.FULL_UPLOAD, out.FULL_SYNC):
        col.close_for_full_sync()
        col.full_upload_or_download(auth=auth, server_usn=None, upload=True)
        col.reopen(after_full_sync=True)
    print(time.perf_counter() - start, flush=True)
    col.close()


def main():
    kind, path = sys.argv[1], sys.argv[2]
    if kind == "build":
        build(path, int(sys.argv[3]))
    elif kind == "login":
        col = Collection(path)
        auth = col.sync_login(sys.argv[4], sys.argv[5], sys.argv[3])
        with open(path + ".key", "w") as file:
            file.write(auth.hkey)
        col.close()
    elif kind == "sync":
        sync(path, sys.argv[3])
    elif kind == "answer":
        col = Collection(path)
        count, skip = int(sys.argv[3]), int(sys.argv[4])
        for card_id in col.db.list("select id from cards order by id")[skip:skip + count]:
            card = col.get_card(card_id)
            card.start_timer()
            col.sched.answerCard(card, 3)
        col.close()


if __name__ == "__main__":
    main()
