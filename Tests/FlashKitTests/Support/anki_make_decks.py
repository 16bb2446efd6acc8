"""Decks made by Anki's own library, for AnkiImportTests.

Usage: anki_make_decks.py OUTDIR

Builds a collection with FSRS on: a Basic (and reversed card) deck "Languages::Spanish", another
"Languages::German", and a deck "Extra" of a three-field note type, with HTML, a picture, a sound
and broken media references in the fields, and answers some cards so that they have memory states
and revlog entries. Exports it four ways into OUTDIR: legacy.apkg (collection.anki21, JSON media
map), current.apkg (collection.anki21b, zstd, protobuf media map), and the same two as .colpkg.
Writes OUTDIR/expected.json: what flash should read from each note.
"""

import json
import os
import struct
import sys
import tempfile
import time
import wave
import zlib

from anki.collection import Collection, ExportAnkiPackageOptions


def png(red, green, blue):
    """A 2x2 PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + bytes([red, green, blue]) * 2 for _ in range(2))
    header = struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def wav(path):
    with wave.open(path, "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(2)
        sound.setframerate(8000)
        sound.writeframes(b"\x00\x10" * 800)


def add_media(col, folder, name, data):
    path = os.path.join(folder, name)
    with open(path, "wb") as file:
        file.write(data)
    return col.media.add_file(path)


# Each note: deck, note type, fields, tags, answers for (card ord, ease), and what flash should read.
NOTES = [
    ("Languages::Spanish", "reversed", ["<div>the <b>dog</b></div>", "el&nbsp;perro<br><img src=\"dog.png\">"],
     ["animals"], [(0, 3), (0, 3), (0, 1), (0, 3)], "the dog", "el perro", "dog.png", None),
    ("Languages::Spanish", "reversed", ["house &amp; home", "<span style=\"color:red\">la casa</span> [sound:casa.wav]"],
     [], [(0, 4)], "house & home", "la casa", None, "casa.wav"),
    ("Languages::Spanish", "reversed", ["caf&eacute; &lt;3", "el caf&#233;"],
     [], [(0, 2), (0, 3)], "café <3", "el café", None, None),
    ("Languages::Spanish", "reversed", ["<img src=\"missing.png\">cat", "el gato"],
     [], [], "cat", "el gato", None, None),
    ("Languages::Spanish", "reversed", ["<img src=\"../../etc/passwd\">fish", "el pez"],
     [], [], "fish", "el pez", None, None),
    ("Languages::Spanish", "reversed", ["bird<img src=\"notes.txt\">", "el p&aacute;jaro"],
     [], [], "bird", "el pájaro", None, None),
    ("Languages::German", "reversed", ["water", "das <i>Wasser</i><div><img src=\"water drop.png\"></div>"],
     ["elements"], [(0, 3), (0, 3)], "water", "das Wasser", "water drop.png", None),
    ("Languages::German", "reversed", ["fire", "das Feuer"],
     [], [(1, 3)], "fire", "das Feuer", None, None),
    ("Extra", "vocab", ["hola", "hello", "<img src=\"dog.png\">"],
     [], [(0, 3)], "hola", "hello", "dog.png", None),
]


def make_collection(folder):
    col = Collection(os.path.join(folder, "collection.anki2"))
    col.set_config("fsrs", True)
    media_folder = tempfile.mkdtemp(dir=folder)
    media = {
        "dog.png": add_media(col, media_folder, "dog.png", png(200, 120, 40)),
        "water drop.png": add_media(col, media_folder, "water drop.png", png(30, 60, 220)),
        "notes.txt": add_media(col, media_folder, "notes.txt", b"not a picture\n"),
    }
    wav(os.path.join(media_folder, "casa.wav"))
    media["casa.wav"] = col.media.add_file(os.path.join(media_folder, "casa.wav"))
    assert all(name == stored for name, stored in media.items()), media
    types = {"reversed": col.models.by_name("Basic (and reversed card)"), "vocab": vocab_note_type(col)}
    expected = []
    for deck, kind, fields, tags, answers, native, learned, picture, sound in NOTES:
        note = col.new_note(types[kind])
        for index, value in enumerate(fields):
            note.fields[index] = value
        note.tags = tags
        col.add_note(note, col.decks.id(deck))
        for ord, ease in answers:
            card = next(card for card in note.cards() if card.ord == ord)
            card.timer_started = time.time() - 3
            col.sched.answerCard(card, ease)
        expected.append(expectation(col, note.id, deck, native, learned, picture, sound, media_folder))
    return col, expected


def vocab_note_type(col):
    models = col.models
    model = models.new("Vocab")
    for name in ["Word", "Meaning", "Picture"]:
        models.add_field(model, models.new_field(name))
    template = models.new_template("Card 1")
    template["qfmt"] = "{{Word}}"
    template["afmt"] = "{{Meaning}}<br>{{Picture}}"
    models.add_template(model, template)
    models.add(model)
    return models.by_name("Vocab")


def expectation(col, note_id, deck, native, learned, picture, sound, media_folder):
    note = col.get_note(note_id)
    cards = sorted(note.cards(), key=lambda card: card.ord)
    kept = next((card for card in cards if card.memory_state is not None), cards[0])
    reviews = col.db.scalar("select count() from revlog where cid = ? and ease between 1 and 4 and type < 4", kept.id)

    def digest(name):
        if name is None:
            return None
        with open(os.path.join(media_folder, name), "rb") as file:
            return file.read().hex()

    state = kept.memory_state
    return {
        "guid": note.guid, "deck": deck.split("::")[-1], "native": native, "learned": learned,
        "tags": note.tags, "picture": picture, "picture_hex": digest(picture), "sound": sound,
        "sound_hex": digest(sound), "stability": state.stability if state else None,
        "difficulty": state.difficulty if state else None, "reps": kept.reps, "lapses": kept.lapses,
        "type": kept.type, "reviews": reviews,
    }


def export(col, folder, out):
    for legacy, name in [(True, "legacy.apkg"), (False, "current.apkg")]:
        options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True, legacy=legacy)
        col.export_anki_package(out_path=os.path.join(out, name), options=options, limit=None)
    path = col.path
    col.export_collection_package(os.path.join(out, "current.colpkg"), include_media=True, legacy=False)
    col = Collection(path)
    col.export_collection_package(os.path.join(out, "legacy.colpkg"), include_media=True, legacy=True)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        col, expected = make_collection(folder)
        export(col, folder, out)
    with open(os.path.join(out, "expected.json"), "w") as file:
        json.dump({"notes": expected}, file, indent=1)


if __name__ == "__main__":
    main()
