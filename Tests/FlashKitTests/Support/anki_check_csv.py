"""Reads flash's CSV or TSV export with Anki's own text import, as Anki's File > Import does.

Usage: anki_check_csv.py FILE

Makes a fresh collection in a temporary folder, lets Anki read FILE's header lines
(get_csv_metadata, with no delimiter given, so `#separator:` decides) and imports it twice with
import_csv: the second import shows whether the GUID column makes Anki update the notes instead
of adding them again. Prints JSON: what Anki read from the header, both import logs, and every
note (note type, fields, tags, GUID, deck).
"""

import json
import os
import sys
import tempfile

from anki.collection import Collection, ImportCsvRequest
from anki.import_export_pb2 import CsvMetadata


def log_counts(log):
    return {
        "new": len(log.new),
        "updated": len(log.updated),
        "duplicate": len(log.duplicate),
        "conflicting": len(log.conflicting),
        "first_field_match": len(log.first_field_match),
        "missing_notetype": len(log.missing_notetype),
        "empty_first_field": len(log.empty_first_field),
    }


def main(path):
    with tempfile.TemporaryDirectory() as folder:
        col = Collection(os.path.join(folder, "collection.anki2"))
        try:
            imports = []
            metadata = None
            for _ in range(2):
                metadata = col.get_csv_metadata(path, None)
                result = col.import_csv(ImportCsvRequest(path=path, metadata=metadata))
                imports.append(log_counts(result.log))
            notes = []
            for note_id in sorted(col.find_notes("")):
                note = col.get_note(note_id)
                card = col.get_card(note.card_ids()[0])
                notes.append({
                    "notetype": note.note_type()["name"],
                    "fields": list(note.fields),
                    "tags": list(note.tags),
                    "guid": note.guid,
                    "deck": col.decks.name(card.did),
                })
            report = {
                "anki": __import__("anki.buildinfo", fromlist=["version"]).version,
                "delimiter": CsvMetadata.Delimiter.Name(metadata.delimiter),
                "is_html": metadata.is_html,
                "tags_column": metadata.tags_column,
                "guid_column": metadata.guid_column,
                "imports": imports,
                "notes": notes,
            }
        finally:
            col.close()
    json.dump(report, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1])
