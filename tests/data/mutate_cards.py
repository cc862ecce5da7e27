"""Does every Agricola card's test fail when the card is wrong? (`make mutate-cards`; a few minutes.)

For each card of `engine/games/agricola/data/cards.toml`, the test files that name it are run with that card
broken: its effects removed, or (a card with no effects) its cost changed. A card whose tests still pass is
listed: its test does not check what the card does. Used as a pytest plugin (`-p tests.data.mutate_cards`,
with MUT_CARD set) it breaks the card while the deck is read.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "engine" / "games" / "agricola" / "data" / "cards.toml"
TESTS = ROOT / "tests" / "engine" / "agricola"


def _broken(text: str, **kw: Any) -> dict[str, Any]:
    raw = tomllib.loads(text, **kw)
    for card in raw.get("card", []):
        if card.get("id") == os.environ.get("MUT_CARD"):
            if card.get("effects"):
                card["effects"] = []
            else:
                card["cost"] = {"wood": 9}
    return raw


if os.environ.get("MUT_CARD"):  # imported by pytest as a plugin: break the card as the deck is read
    from engine.core import datafile
    datafile.tomllib = types.SimpleNamespace(loads=_broken, TOMLDecodeError=tomllib.TOMLDecodeError)  # type: ignore[attr-defined, assignment]


def survivors() -> list[str]:
    ids = [c["id"] for c in tomllib.loads(DECK.read_text(encoding="utf-8"))["card"]]
    out = []
    for i, ident in enumerate(ids, 1):
        pattern = re.compile(rf"[\"']{ident}[\"']")
        files = [str(f) for f in sorted(TESTS.glob("*.py")) if pattern.search(f.read_text(encoding="utf-8"))]
        env = {**os.environ, "MUT_CARD": ident, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        rc = subprocess.call([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                              "-p", "tests.data.mutate_cards", *files], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) if files else 0
        verdict = "no test names it" if not files else "caught" if rc else "NOT CAUGHT"
        print(f"{i:3}/{len(ids)} {ident:6} {verdict}", flush=True)
        if verdict != "caught":
            out.append(ident)
    return out


if __name__ == "__main__":
    missed = survivors()
    print(f"{len(missed)} cards whose tests pass when the card is broken: {' '.join(missed) or 'none'}")
    sys.exit(1 if missed else 0)
