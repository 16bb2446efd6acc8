#!/usr/bin/env python3
"""Draw the demo pictures for flash's word lists.

Every picture is a hand-written 16x16 character grid (one character per pixel,
see PALETTE). Each grid is scaled up 4x to a 64x64 PNG on a soft background
colour, with a thin dark outline around the drawing so that it reads well in a
terminal image renderer such as chafa.

Standard library only (zlib + struct). Usage:

    python3 Fixtures/images/make_images.py [output-dir]

Output files are named after the English word, lower-cased, with spaces
replaced by "-" (e.g. "ice cream" -> ice-cream.png).
"""

import os
import struct
import sys
import zlib

GRID = 16          # sprite size in cells
SCALE = 4          # final pixels per cell -> 64x64 images
OUTLINE = (51, 45, 40)

# '.' is the background; every other character is a colour.
PALETTE = {
    "k": (34, 30, 28),      # black
    "w": (250, 250, 245),   # white
    "c": (255, 236, 179),   # cream
    "g": (160, 160, 168),   # grey
    "G": (105, 105, 115),   # dark grey
    "b": (150, 95, 50),     # brown
    "B": (95, 58, 30),      # dark brown
    "l": (222, 170, 105),   # light brown / tan
    "p": (245, 160, 180),   # pink
    "n": (215, 105, 135),   # dark pink
    "r": (220, 45, 45),     # red
    "R": (150, 25, 30),     # dark red
    "o": (245, 140, 35),    # orange
    "O": (190, 95, 20),     # dark orange
    "y": (250, 210, 55),    # yellow
    "Y": (215, 160, 30),    # dark yellow
    "e": (80, 175, 75),     # green
    "E": (40, 115, 50),     # dark green
    "q": (180, 210, 60),    # yellow-green (pear)
    "u": (60, 125, 215),    # blue
    "U": (30, 70, 150),     # dark blue
}

# Soft background colours.
SKY = (200, 225, 245)
MINT = (205, 235, 210)
PEACH = (255, 225, 200)
LILAC = (225, 215, 240)
SAND = (245, 235, 200)
ROSE = (250, 215, 220)

# word -> (background, rows). Rows of 8 characters are the left half of a
# symmetric picture and are mirrored.
SPRITES = {
    # ------------------------------------------------------------ animals
    "dog": (SAND, [
        "................",
        "................",
        "..........bbb...",
        ".........bbbbb..",
        "........BBbbkbb.",
        ".b......BBbbbbbk",
        ".b......BBbbbbbb",
        ".b.......Bbbbbb.",
        "..bbbbbbbbbbb...",
        "..bbbbbbbbbbb...",
        "..bbbbbbbbbbb...",
        "..bbbbbbbbbbb...",
        "..bb.bb..bb.bb..",
        "..bb.bb..bb.bb..",
        "..kk.kk..kk.kk..",
        "................",
    ]),
    "cat": (LILAC, [
        "........",
        "........",
        ".g......",
        ".gg.....",
        ".gpg....",
        ".gppgggg",
        "gggggggg",
        "gggggggg",
        "ggeegggg",
        "ggekgggg",
        "gggggggg",
        "GGgggggp",
        "ggggggkg",
        ".ggggggk",
        "..gggggg",
        "........",
    ]),
    "horse": (MINT, [
        "................",
        "...........BB...",
        "..........Bbbb..",
        ".........Bbbkbb.",
        ".........Bbbbbbb",
        "........Bbbb.bbk",
        "........Bbbb....",
        ".......Bbbbb....",
        ".BBbbbbbbbbb....",
        "BB.bbbbbbbbb....",
        "B..bbbbbbbbb....",
        "B..bbbbbbbbb....",
        "...b.b...b.b....",
        "...b.b...b.b....",
        "...k.k...k.k....",
        "................",
    ]),
    "cow": (MINT, [
        "................",
        "...........c..c.",
        "..........kwwwwk",
        "...........kwwk.",
        "...........wwww.",
        "..........pppppp",
        ".wwwwwwwwwpkppkp",
        "kwkkkwwwwwwpppp.",
        "kwkkkwwwwwkkww..",
        ".wwkwwwwwkkkww..",
        ".wwwwwwkwwkwww..",
        ".wwwwwkkkwwwww..",
        ".ww.wwpp.ww.ww..",
        ".ww.ww...ww.ww..",
        ".kk.kk...kk.kk..",
        "................",
    ]),
    "pig": (MINT, [
        "........",
        "........",
        ".nn.....",
        ".nnn....",
        ".nnnpppp",
        ".pnppppp",
        "pppppppp",
        "ppkppppp",
        "pppppppp",
        "pppnnnnn",
        "pppnknnn",
        "pppnnnnn",
        "pppppppp",
        ".ppppppp",
        "..pppppp",
        "........",
    ]),
    "sheep": (MINT, [
        "................",
        "................",
        "................",
        "....ww.ww.......",
        "..wwwwwwwwwww...",
        ".wwwwwwwwwwwwkk.",
        ".wwwwwwwwwwwkkkk",
        "wwwwwwwwwwwwkwkk",
        "wwwwwwwwwwwwkkkk",
        ".wwwwwwwwwwww.kk",
        ".wwwwwwwwwwww...",
        "..wwwwwwwwww....",
        "...k.k...k.k....",
        "...k.k...k.k....",
        "...k.k...k.k....",
        "................",
    ]),
    "bird": (SKY, [
        "................",
        "................",
        "................",
        ".........uuuu...",
        "........uuuuuu..",
        "........uuukuuoo",
        "........uuuuuuo.",
        "...uuuuuuuuuuu..",
        "uuuuUUUuuuuuyy..",
        ".uuuuUUUUuuyyy..",
        "...uuuUUUuyyyy..",
        ".....uuuuuuyy...",
        "........o..o....",
        ".......oo.oo....",
        "bbbbbbbbbbbbbbbb",
        "................",
    ]),
    "fish": (SKY, [
        "................",
        "................",
        "................",
        "........OO......",
        ".......OOOO.....",
        ".....oooooooo...",
        "OO..ooooooOoooo.",
        "OOOoooooooOoowko",
        "OOOoooooooOooooo",
        "OOOoooooooOoooo.",
        "OO..ooooooOoooo.",
        ".....oooooooo...",
        ".......OOO......",
        "................",
        "................",
        "................",
    ]),
    "mouse": (PEACH, [
        "................",
        "................",
        "................",
        "........ggg.....",
        ".......gpppg....",
        ".......gpppg....",
        ".....gggpppgg...",
        "....ggggggggggg.",
        "...gggggggggkggg",
        "..gggggggggggggn",
        "p.ggggggggggggg.",
        "p.gggggggggggg..",
        "pppggggggggggg..",
        "....p.....p.....",
        "................",
        "................",
    ]),
    "rabbit": (MINT, [
        ".........ww.ww..",
        ".........wp.wp..",
        ".........wp.wp..",
        ".........wp.wp..",
        ".........ww.ww..",
        "........wwwwwww.",
        "........wwwwkww.",
        "........wwwwwwwp",
        "....wwwwwwwwwww.",
        "...wwwwwwwwww...",
        "..wwwwwwwwwwww..",
        ".wwwwwwwwwwwww..",
        "wwwwwwwwwwwwww..",
        ".ww.wwwwwwwwww..",
        "...wwwww..www...",
        "................",
    ]),
    "duck": (SKY, [
        "................",
        "................",
        ".........yyyy...",
        "........yyyyyy..",
        "........yyyykyy.",
        "........yyyyyyoo",
        ".........yyyyooo",
        "..........yyy...",
        "y........yyyy...",
        "yyy...yyyyyyyy..",
        "yyyyyyyyyyyyyyy.",
        ".yyyyyYYYYyyyyy.",
        "..yyyyyyYYyyyy..",
        "...yyyyyyyyyy...",
        "uuuuuuuuuuuuuuuu",
        "uuuuuuuuuuuuuuuu",
    ]),
    "chicken": (PEACH, [
        "................",
        "..........r.r...",
        ".........rrrr...",
        ".........wwww...",
        "........wwwkww..",
        "........wwwwwyy.",
        "........wwwwrr..",
        ".ww.....wwwwr...",
        ".wwww..wwwwww...",
        ".wwwwwwwwwwwww..",
        "..wwwgggwwwwww..",
        "..wwwwgggwwwww..",
        "...wwwwwwwwww...",
        ".....wwwwwww....",
        "......o...o.....",
        ".....oo..oo.....",
    ]),
    "bear": (MINT, [
        "........",
        ".bbb....",
        "bBBbb...",
        "bBbbbbbb",
        "bbbbbbbb",
        ".bbbbbbb",
        ".bbbbbbb",
        ".bbkbbbb",
        ".bbbblll",
        ".bbblllk",
        ".bbblllk",
        ".bbbllll",
        "..bbblll",
        "..bbbbbb",
        "...bbbbb",
        "........",
    ]),
    "lion": (SAND, [
        "....OOOO",
        "..OOOOOO",
        ".OOOOOOO",
        ".OOOyyyy",
        "OOOyyyyy",
        "OOyyyyyy",
        "OOyykyyy",
        "OOyyyyyy",
        "OOyyyyyy",
        "OOyyyyyk",
        "OOOyyccc",
        ".OOyyyyk",
        ".OOOyyyy",
        "..OOOOOO",
        "....OOOO",
        "........",
    ]),
    "elephant": (SKY, [
        "................",
        "................",
        "................",
        "..........gggg..",
        "....gggggGGgggg.",
        "...ggggggGGGgkgg",
        "g.gggggggGGGgggg",
        "gggggggggGGGgggg",
        ".gggggggggGGgwgg",
        ".ggggggggggggw.g",
        ".gggggggggggg..g",
        ".gggggggggggg..g",
        ".gg.gg..gg.gg.g.",
        ".gg.gg..gg.gg...",
        ".gg.gg..gg.gg...",
        "................",
    ]),
    "frog": (SKY, [
        "........",
        "........",
        "........",
        "..eee...",
        ".ewwwe..",
        ".ewkkeee",
        ".ewkkeee",
        ".eeeeeee",
        "eeeeeeee",
        "eeeeeeee",
        "eeEEEEEE",
        "eeeeeeee",
        ".eeeeeee",
        "EEeeeeee",
        "EEEE.EEE",
        "........",
    ]),
    # --------------------------------------------------------------- food
    "apple": (MINT, [
        "................",
        ".......b........",
        ".......b.ee.....",
        ".......beeee....",
        "...rrr.brrrr....",
        "..rrrrrrrrrrrr..",
        ".rrwwrrrrrrrrrr.",
        ".rwwrrrrrrrrrrr.",
        ".rwrrrrrrrrrrrr.",
        ".rrrrrrrrrrrrrr.",
        ".rrrrrrrrrrrrrr.",
        ".rrrrrrrrrrrrRr.",
        "..rrrrrrrrrrRr..",
        "...rrrrrrrrrr...",
        "....rrr..rrr....",
        "................",
    ]),
    "banana": (SKY, [
        "................",
        ".............bb.",
        ".............yb.",
        "............yyy.",
        "............yyy.",
        "...........yyYy.",
        "..........yyyYy.",
        ".........yyyYy..",
        "........yyyyYy..",
        "......yyyyyYy...",
        "...yyyyyyyYy....",
        ".byyyyyyyYy.....",
        ".bbyyyyYYy......",
        "...YYYYY........",
        "................",
        "................",
    ]),
    "pear": (PEACH, [
        ".......b........",
        ".......b........",
        "......qqq.......",
        ".....qqqqq......",
        ".....qqqqq......",
        "....qqqqqqq.....",
        "....qqqqqqq.....",
        "...qqqqqqqqq....",
        "..qqqqqqqqqqq...",
        ".qqqqqqqqqqqqq..",
        ".qqqqqqqqqqqqq..",
        ".qqqqqqqqqqqqq..",
        ".qqqqqqqqqqqEq..",
        "..qqqqqqqqqEq...",
        "...qqqqqqqqq....",
        "................",
    ]),
    "strawberry": (SKY, [
        "................",
        "......e..e......",
        "....eeeeeeee....",
        "..eeeeeeeeeeee..",
        ".rrreerrrreerrr.",
        ".rryrrrryrrrryr.",
        ".rrrrryrrrrrrrr.",
        "..ryrrrrrryrrr..",
        "..rrrrrrrrrrrr..",
        "...rrryrrrrrr...",
        "....rrrrryr.....",
        ".....ryrrrr.....",
        "......rrrr......",
        ".......rr.......",
        "................",
        "................",
    ]),
    "cherry": (SAND, [
        "................",
        ".........EE.....",
        "........E.Eee...",
        ".......E...eee..",
        "......E....E....",
        ".....E.....E....",
        "....E.......E...",
        "...E........E...",
        "..rrrr....rrrr..",
        ".rrwrrr..rrwrrr.",
        ".rwrrrr..rwrrrr.",
        ".rrrrrr..rrrrrr.",
        ".rrrrRr..rrrrRr.",
        "..rrrr....rrrr..",
        "................",
        "................",
    ]),
    "watermelon": (SAND, [
        "................",
        "................",
        "................",
        "................",
        "ewrrrrrrrrrrrrwe",
        "ewrrrkrrrrkrrrwe",
        "ewrrrrrrrrrrrrwe",
        ".ewrrkrrrrrkrwe.",
        ".ewrrrrkrrrrrwe.",
        "..ewrrrrrrrrwe..",
        "..eewrrrrrrwee..",
        "...eewwwwwwee...",
        ".....eeeeee.....",
        "................",
        "................",
        "................",
    ]),
    "tomato": (SAND, [
        "................",
        ".......E........",
        ".......E........",
        "....eeeeeee.....",
        "..rrreerreerrr..",
        ".rrrrrrrrrrrrrr.",
        "rrwwrrrrrrrrrrrr",
        "rwwrrrrrrrrrrrrr",
        "rwrrrrrrrrrrrrrr",
        "rrrrrrrrrrrrrrrr",
        "rrrrrrrrrrrrrrRr",
        ".rrrrrrrrrrrrRr.",
        "..rrrrrrrrrrRr..",
        "....rrrrrrrr....",
        "................",
        "................",
    ]),
    "carrot": (SKY, [
        "..............e.",
        "...........e.ee.",
        "............ee..",
        "..........ooeeee",
        ".........ooooe..",
        "........ooooo...",
        ".......oOoooo...",
        "......ooooOo....",
        ".....oooooo.....",
        "....oOooo.......",
        "...ooooo........",
        "..ooOo..........",
        "..ooo...........",
        ".oo.............",
        "................",
        "................",
    ]),
    "bread": (SKY, [
        "................",
        "................",
        "...bbbbbbbbbb...",
        "..bbccccccccbb..",
        ".bbccccccccccbb.",
        ".bccccccccccccb.",
        ".bccccccccccccb.",
        ".bbccccccccccbb.",
        "..bccccccccccb..",
        "..bccccccccccb..",
        "..bccccccccccb..",
        "..bccccccccccb..",
        "..bccccccccccb..",
        "..bbbbbbbbbbbb..",
        "................",
        "................",
    ]),
    "cheese": (SKY, [
        "................",
        "................",
        "................",
        "................",
        "...........ccc..",
        "........cccccc..",
        ".....ccccccccc..",
        "..cccccccccccc..",
        ".yyyyyyyyyyyyyy.",
        ".yyYYyyyyyyYyyy.",
        ".yyYYyyyyyyyyyy.",
        ".yyyyyyyYYyyyyy.",
        ".yyyyyyyYYyyYyy.",
        ".yyyyyyyyyyyyyy.",
        "................",
        "................",
    ]),
    "egg": (SKY, [
        "................",
        "................",
        "....wwww........",
        "..wwwwwwww.ww...",
        ".wwwwwwwwwwwww..",
        ".wwwwwyyywwwwww.",
        "wwwwwyyyyywwwww.",
        "wwwwyyyyyyywwww.",
        "wwwwyyyyyyywwww.",
        ".wwwyyyyyyywwww.",
        ".wwwwyyyyywwwww.",
        "..wwwwyyywwwww..",
        "...wwwwwwwwww...",
        ".....www..ww....",
        "................",
        "................",
    ]),
    "milk": (ROSE, [
        "................",
        "......uuuu......",
        "......uuuu......",
        "......wwww......",
        "......wwww......",
        ".....wwwwww.....",
        "....wwwwwwww....",
        "....wwwwwwgw....",
        "....uuuuuuuu....",
        "....uwwuwwwu....",
        "....uuuuuuuu....",
        "....wwwwwwgw....",
        "....wwwwwwgw....",
        "....wwwwwwgw....",
        ".....wwwwww.....",
        "................",
    ]),
    "cake": (SKY, [
        ".......y........",
        ".......o........",
        ".......r........",
        ".......r........",
        "..wwwwwwwwwwww..",
        ".pppppppppppppp.",
        ".pppwppppwpppwp.",
        ".cpcccpcccpcccp.",
        ".cccccccccccccc.",
        ".bbbbbbbbbbbbbb.",
        ".cccccccccccccc.",
        ".bbbbbbbbbbbbbb.",
        ".cccccccccccccc.",
        "gggggggggggggggg",
        "................",
        "................",
    ]),
    "ice cream": (SKY, [
        "................",
        ".....pppppp.....",
        "....pppppppp....",
        "...pwwppppppp...",
        "...pwpppppppp...",
        "...pppppppppp...",
        "..pppnpppnppnp..",
        "...llllllllll...",
        "....lblllbll....",
        "....llbllbll....",
        ".....lbllb......",
        ".....llbll......",
        "......lbl.......",
        "......ll........",
        ".......l........",
        "................",
    ]),
    "pizza": (SKY, [
        "................",
        ".bbbbbbbbbbbbbb.",
        ".llllllllllllll.",
        "..yyyyyyyyyyyy..",
        "..yrryyyyyyyyy..",
        "...rryyyyrryy...",
        "...yyyyyyrryy...",
        "....yyyyyyyy....",
        "....yyrryyyy....",
        ".....yrryyy.....",
        ".....yyyyyy.....",
        "......yyyy......",
        "......yyyy......",
        ".......yy.......",
        ".......yy.......",
        "................",
    ]),
}


def expand(rows):
    """Return a GRID x GRID list of colours (None for background)."""
    out = []
    for y, row in enumerate(rows):
        if len(row) == GRID // 2:
            row = row + row[::-1]
        if len(row) != GRID:
            raise ValueError("row %d has %d cells: %r" % (y, len(row), row))
        out.append([None if ch == "." else PALETTE[ch] for ch in row])
    if len(out) != GRID:
        raise ValueError("%d rows" % len(out))
    return out


def render(bg, rows):
    cells = expand(rows)
    # Work at 2 pixels per cell so the outline is half a cell thick.
    half = SCALE // 2
    n = GRID * half
    img = [[cells[y // half][x // half] for x in range(n)] for y in range(n)]
    out = [row[:] for row in img]
    for y in range(n):
        for x in range(n):
            if img[y][x] is None:
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < n and 0 <= ny < n and img[ny][nx] is not None:
                        out[y][x] = OUTLINE
                        break
    size = GRID * SCALE
    k = SCALE // half
    return [[out[y // k][x // k] or bg for x in range(size)] for y in range(size)]


def png_bytes(pixels):
    height, width = len(pixels), len(pixels[0])
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in pixels)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def file_name(word):
    return word.strip().lower().replace(" ", "-") + ".png"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else here
    os.makedirs(out_dir, exist_ok=True)
    for word, (bg, rows) in sorted(SPRITES.items()):
        path = os.path.join(out_dir, file_name(word))
        with open(path, "wb") as f:
            f.write(png_bytes(render(bg, rows)))
    print("wrote %d images to %s" % (len(SPRITES), out_dir))
    # Every word of the README demo list must have a picture.
    animals = os.path.join(here, "..", "words", "animals.txt")
    if os.path.exists(animals):
        with open(animals, encoding="utf-8") as f:
            missing = [w for w in (l.strip().lower() for l in f) if w and w not in SPRITES]
        if missing:
            sys.exit("no picture for: " + ", ".join(missing))


if __name__ == "__main__":
    main()
