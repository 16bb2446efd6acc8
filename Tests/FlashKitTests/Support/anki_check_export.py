"""Reads what flash wrote with the reference tools and prints what they found, as JSON.

  anki_check_export.py zip ARCHIVE
      Python's zipfile: every member's name, CRC-32, sizes, method and bytes (hex), and
      testzip()'s verdict (the first member whose CRC fails, or null).

  anki_check_export.py import PACKAGE [PACKAGE ...]
      Anki's own library: a fresh collection imports each package in turn with
      Collection.import_anki_package (scheduling included), and after each import this prints
      the import log, the notes with their fields, tags and cards (memory state, revlog), the
      media check, and the package's own collection.anki2 checked against Anki's sort field
      and first-field checksum.

Run from the repository root with .venv-anki/bin/python; FlashKitTests/AnkiExportTests.swift
and ZipWriterTests.swift call it and check what it prints.
"""

import json
import os
import sqlite3
import sys
import tempfile
import zipfile


def read_zip(path):
    with zipfile.ZipFile(path) as archive:
        members = [
            {
                "name": info.filename,
                "crc": info.CRC,
                "size": info.file_size,
                "compressed_size": info.compress_size,
                "method": info.compress_type,
                "utf8_flag": bool(info.flag_bits & 0x800),
                "bytes": archive.read(info.filename).hex(),
            }
            for info in archive.infolist()
        ]
        return {"members": members, "bad_member": archive.testzip()}


def import_packages(paths):
    from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest
    from anki.buildinfo import version

    folder = tempfile.mkdtemp(prefix="flash-anki-check-")
    col = Collection(os.path.join(folder, "collection.anki2"))
    try:
        imports = []
        for path in paths:
            options = ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=False, merge_notetypes=False)
            result = col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))
            imports.append(snapshot(col, result.log, path))
        return {"anki_version": version, "imports": imports}
    finally:
        col.close()


def snapshot(col, log, path):
    check = col.media.check()
    return {
        "log": {
            "found": log.found_notes,
            "new": len(log.new),
            "updated": len(log.updated),
            "duplicate": len(log.duplicate),
            "conflicting": len(log.conflicting),
        },
        "note_count": col.note_count(),
        "card_count": col.card_count(),
        "today": col.sched.today,
        "decks": sorted(name for name in (d.name for d in col.decks.all_names_and_ids()) if name != "Default"),
        "notetypes": sorted(n.name for n in col.models.all_names_and_ids()),
        "notes": [note_facts(col, nid) for nid in col.find_notes("")],
        "media_missing": list(check.missing),
        "media_unused": list(check.unused),
        "media_files": sorted(os.listdir(col.media.dir())),
        "package": package_facts(path),
    }


def note_facts(col, nid):
    note = col.get_note(nid)
    cards = sorted(note.cards(), key=lambda card: card.ord)
    return {
        "guid": note.guid,
        "notetype": note.note_type()["name"],
        "fields": dict(note.items()),
        "tags": note.tags,
        "cards": [card_facts(col, card) for card in cards],
    }


def card_facts(col, card):
    memory = card.memory_state
    revlog = col.db.all("select id, ease, ivl, lastIvl, factor, time, type from revlog where cid = ? order by id", card.id)
    return {
        "ord": card.ord,
        "deck": col.decks.name(card.did),
        "type": card.type,
        "queue": card.queue,
        "due": card.due,
        "ivl": card.ivl,
        "reps": card.reps,
        "lapses": card.lapses,
        "left": card.left,
        "memory": None if memory is None else {"stability": memory.stability, "difficulty": memory.difficulty},
        "desired_retention": card.desired_retention,
        "revlog": [dict(zip(["id", "ease", "ivl", "lastIvl", "factor", "time", "type"], row)) for row in revlog],
    }


def package_facts(path):
    """The package as written: its members, and collection.anki2 against Anki's own rules."""
    import anki.lang
    from anki.utils import field_checksum, strip_html_media

    if anki.lang.current_i18n is None:
        anki.lang.set_lang("en")
    with zipfile.ZipFile(path) as archive, tempfile.TemporaryDirectory() as folder:
        names = archive.namelist()
        media = json.loads(archive.read("media"))
        collection = os.path.join(folder, "collection.anki2")
        with open(collection, "wb") as file:
            file.write(archive.read("collection.anki2"))
        db = sqlite3.connect(collection)
        try:
            version = db.execute("select ver from col").fetchone()[0]
            mismatches = []
            for guid, fields, sort_field, checksum in db.execute("select guid, flds, sfld, csum from notes"):
                first = fields.split("\x1f")[0]
                if checksum != field_checksum(first) or str(sort_field) != strip_html_media(first):
                    mismatches.append({"guid": guid, "csum": checksum, "sfld": str(sort_field)})
            journal = db.execute("pragma journal_mode").fetchone()[0]
        finally:
            db.close()
    return {"members": names, "media_map": media, "schema": version, "journal_mode": journal, "checksum_mismatches": mismatches}


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("zip", "import"):
        sys.exit("usage: anki_check_export.py zip ARCHIVE | import PACKAGE [PACKAGE ...]")
    result = read_zip(sys.argv[2]) if sys.argv[1] == "zip" else import_packages(sys.argv[2:])
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
