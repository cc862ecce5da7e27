"""Subset Noto Sans CJK JP (OFL 1.1, Debian package fonts-noto-cjk) into art/fonts.

Keeps Latin, Latin-1, general punctuation, kana, CJK symbols, full-width forms and every kanji of
JIS X 0208 levels 1 and 2 (a superset of almost all Jōyō kanji), so the font stays a few MB.
Run once by hand after `apt-get install fonts-noto-cjk`:  python art/tools/subset_font.py
"""
from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

SRC = Path("/usr/share/fonts/opentype/noto")
OUT = Path(__file__).resolve().parent.parent / "fonts"
RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x2000, 0x206F), (0x2190, 0x21FF), (0x2200, 0x22FF),
          (0x2460, 0x24FF), (0x2500, 0x257F), (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x3000, 0x30FF),
          (0xFF00, 0xFFEF)]


def codepoints() -> set[int]:
    cps = {c for lo, hi in RANGES for c in range(lo, hi + 1)}
    for c in range(0x4E00, 0xA000):
        try:
            chr(c).encode("euc_jp")  # JIS X 0208 (levels 1+2) and a few extras
        except UnicodeEncodeError:
            continue
        cps.add(c)
    cps.update(ord(c) for c in "々〆〇ヶ𠮟")
    return cps


def main() -> None:
    OUT.mkdir(exist_ok=True)
    cps = codepoints()
    for weight in ("Regular", "Bold"):
        font = TTCollection(str(SRC / f"NotoSansCJK-{weight}.ttc")).fonts[0]  # index 0 = JP
        opts = subset.Options()
        opts.layout_features = ["kern", "liga", "palt", "vert"]
        opts.name_IDs = ["*"]
        opts.notdef_outline = True
        sub = subset.Subsetter(opts)
        sub.populate(unicodes=cps)
        sub.subset(font)
        path = OUT / f"NotoSansJP-{weight}-subset.otf"
        font.save(str(path))
        print(path, path.stat().st_size // 1024, "KiB", file=sys.stderr)


if __name__ == "__main__":
    main()
