"""What the Load list says about a save without replaying it: game, players, round, date, finished.
Read from the record's own fields (a record stores the round it was saved in); a file that does not
parse is listed as damaged, so it can still be deleted. Cached per (path, modification time, size); only
a regular file under the records' size cap is read."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from client.i18n import lang, t
from engine.core import records
from engine.core.errors import RecordError
from engine.core.registry import game_meta

_CACHE: dict[tuple[str, float, int], SaveInfo] = {}


@dataclass(frozen=True, slots=True)
class SaveInfo:
    path: Path
    game: str  # the game's name in the UI language, or "" when the file is damaged
    players: str  # the seats' names
    round: str  # "Epoch 2", "Finished", "" when unknown
    date: str
    damaged: bool = False
    finished: bool = False


def save_info(path: Path) -> SaveInfo:
    try:
        st = path.stat()
    except OSError:
        return SaveInfo(path, "", "", "", "", damaged=True)
    mtime = st.st_mtime
    key = (str(path), mtime, st.st_size)
    if key not in _CACHE:
        _CACHE[key] = _read(path, time.strftime("%Y-%m-%d %H:%M", time.localtime(mtime)))
    return _CACHE[key]


def _read(path: Path, date: str) -> SaveInfo:
    try:
        record = records.parse(records.read_record(path))  # a regular file under the records' size cap
        game = game_meta(record.game)  # its names, not its rules (the title lists saves)
    except (RecordError, KeyError):
        return SaveInfo(path, "", "", "", date, damaged=True)
    names = game.names
    players = ", ".join(s.name for s in record.seats)
    if record.final is not None:
        where = t("load.finished")
    elif record.round is not None:
        where = f"{game.round_word.get(lang(), game.round_word['en'])} {record.round}"
    else:
        where = t("load.moves", n=len(record.moves))
    return SaveInfo(path, str(names.get(lang(), names.get("en", record.game))), players, where, date,
                    finished=record.final is not None)


def line(info: SaveInfo) -> str:
    """One line for the list: "Ra · You, Medium 2 · Epoch 2"."""
    if info.damaged:
        return t("load.damaged_row", name=info.path.name)
    return " · ".join(part for part in (info.game, info.players, info.round) if part)
