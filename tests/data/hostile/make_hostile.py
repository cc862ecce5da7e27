"""The damaged-file corpus: saves and data files that once crashed, hung or read past their business.

`python tests/data/hostile/make_hostile.py` writes the small ones beside this script (committed); `special`
makes the ones that must not be committed — a FIFO, links to devices, a file of 200 MB (sparse), JSON nested
100,000 deep — in a folder a test gives (its tmp_path).
"""
from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from engine.core import records  # noqa: E402
from engine.core.game import CHANCE  # noqa: E402
from engine.core.match import Match  # noqa: E402

BIG = 200 << 20


def base(game: str = "ra", players: int = 2, plies: int = 6) -> dict:
    """A valid record of a few moves, as JSON data."""
    m = Match(game, players, seed=5)
    rng = random.Random(5)
    while len(m.moves) < plies:
        if m.state.current_player() == CHANCE:
            m.resolve_chance()
        else:
            m.play(rng.choice(m.state.legal_moves()))
    data: dict = json.loads(records.dumps(records.record_of(m)))
    return data


def _with(data: dict, **changes: object) -> bytes:
    return json.dumps({**data, **changes}).encode()


def small() -> dict[str, bytes]:
    """name -> content of each committed file."""
    ra = base()
    lg = base("la-granja", 2, plies=0)
    lg_v1 = {**lg, "version": 1, "checkpoints": {}}
    move = ra["moves"][-1]
    return {
        "kind_list.json": _with(ra, moves=[*ra["moves"][:-1], {**move, "kind": [move["kind"]]}]),
        "kind_object.json": _with(ra, moves=[*ra["moves"][:-1], {**move, "kind": {"k": move["kind"]}}]),
        "seed_5000_digits.json": _with(ra).replace(f'"seed": {ra["seed"]}'.encode(), b'"seed": ' + b"7" * 5000),
        "seed_huge.json": _with(ra, seed=10**40),
        "data_file_dev_zero.json": _with(lg, options={**lg["options"], "data_file": "/dev/zero"}),
        "data_file_passwd.json": _with(lg, options={**lg["options"], "data_file": "/etc/passwd"}),
        "data_file_dev_zero_v1.json": _with(lg_v1, options={**lg["options"], "data_file": "/dev/zero"}),
        "game_list.json": _with(ra, game=["ra"]),
        "truncated.json": _with(ra)[:-40],
        "not_utf8.toml": b"[prices]\nolive = \"\xff\xfe\"\n",
    }


def special(folder: Path) -> dict[str, Path]:
    """The files no repository should hold, made in `folder`: name -> path."""
    out = {}
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    out["fifo"] = fifo
    for dev in ("/dev/zero", "/dev/urandom"):
        link = folder / f"{Path(dev).name}.json"
        link.symlink_to(dev)
        out[Path(dev).name] = link
    big = folder / "big.json"
    with big.open("wb") as f:
        f.write(_with(base())[:-1])
        f.truncate(BIG)  # sparse: 200 MB on paper, nothing on disk
    out["big"] = big
    deep = folder / "deep.json"
    deep.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    out["deep"] = deep
    deep_record = folder / "deep_record.json"
    ra = base()
    deep_record.write_bytes(_with(ra)[:-1] + b', "final": ' + b'{"a":' * 100_000 + b"1" + b"}" * 100_000 + b"}")
    out["deep_record"] = deep_record
    return out


def main() -> None:
    for name, content in small().items():
        (HERE / name).write_bytes(content)
        print(f"{name}: {len(content)} bytes")


if __name__ == "__main__":
    main()
