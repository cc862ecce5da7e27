"""Every game keeps its own autosave, so nothing unfinished is ever overwritten by another game.

`autosaves/` in the user data folder holds one file per game, named by game and start time; a loaded save
goes on in the autosave it came from, or in a new one. Continue lists the games not finished (newest first);
beyond KEEP of them the oldest are pruned, and finished games' autosaves beyond KEEP too. At start the
autosave of an older bodoge (`autosave.json`) moves in, and temp files a crash left mid-write are swept.
"""
from __future__ import annotations

import contextlib
import secrets
import time
from pathlib import Path

from client.paths import data_dir
from client.session.save_info import save_info

KEEP = 20  # unfinished games kept (and as many finished games' autosaves)
STALE_TMP = 60.0  # seconds: a temp file this old is no write still under way
LEGACY = "autosave.json"


def autosaves_dir() -> Path:
    path = data_dir() / "autosaves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_autosave_path(game_id: str) -> Path:
    """A fresh autosave for a game starting now (or a loaded save going on)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return autosaves_dir() / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"


def is_autosave(path: Path) -> bool:
    return path.parent.resolve() == autosaves_dir().resolve() and path.suffix == ".json"


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def autosaves() -> list[Path]:
    """Every autosave, newest first."""
    return sorted(autosaves_dir().glob("*.json"), key=_mtime, reverse=True)


def finished(path: Path) -> bool:
    info = save_info(path)
    return not info.damaged and info.finished


def unfinished() -> list[Path]:
    """The games Continue offers, newest first (a damaged autosave too, so it can be deleted)."""
    return [p for p in autosaves() if not finished(p)]


def latest() -> Path | None:
    """The newest autosave, finished or not (None when there is none)."""
    files = autosaves()
    return files[0] if files else None


def prune(keep: int = KEEP) -> None:
    """The oldest unfinished games beyond `keep` go, and finished games' autosaves beyond `keep`."""
    files = autosaves()
    for group in ([p for p in files if not finished(p)], [p for p in files if finished(p)]):
        for path in group[keep:]:
            path.unlink(missing_ok=True)


def sweep(now: float | None = None) -> None:
    """At start: the temp files of writes a crash cut short go; an older bodoge's single autosave moves in."""
    now = time.time() if now is None else now
    base = data_dir()
    for folder in (base, autosaves_dir(), base / "saves"):
        for tmp in folder.glob("*.tmp") if folder.is_dir() else ():
            if now - _mtime(tmp) > STALE_TMP:
                tmp.unlink(missing_ok=True)
    legacy = base / LEGACY
    if legacy.is_file():
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(_mtime(legacy)))
        with contextlib.suppress(OSError):
            legacy.replace(autosaves_dir() / f"autosave-{stamp}.json")
    prune()
