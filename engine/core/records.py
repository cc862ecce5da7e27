"""Records (save files): JSON with format version, game, options, seats, seed, moves and checkpoints.

Loading validates the file with pydantic, replays every move through the rules and verifies the
checkpoints (ply -> state hash). Anything wrong raises RecordError with a message that names
the problem. Saving is atomic: temp file in the same folder, fsync, rename.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.errors import IllegalMove, RecordError
from engine.core.match import Match
from engine.core.registry import game_ids, get_game

FORMAT = "bodoge-record"
VERSION = 2
# Checkpoints are state hashes, and a state's layout may change (version 2: Ra's position keeps a stack of
# pending decisions). A record older than this still replays move by move; its checkpoints are not compared.
HASHES_SINCE = 2


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(max_length=40)
    kind: Literal["human", "bot"] = "human"
    level: str | None = None


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["bodoge-record"] = FORMAT
    version: int
    game: str
    options: dict[str, Any] = {}
    seats: list[Seat]
    seed: int
    moves: list[dict[str, Any]]
    checkpoints: dict[int, str] = {}
    final: dict[str, Any] | None = None


def default_seats(n: int) -> list[Seat]:
    return [Seat(name=f"P{i + 1}") for i in range(n)]


def record_of(match: Match, seats: list[Seat] | None = None) -> Record:
    """A record of the match so far, with the match's checkpoints and one at the end. No replay: the
    client saves after every move."""
    game = match.game
    checkpoints = {ply: h for ply, h in match.checkpoints.items() if ply <= len(match.moves)}
    checkpoints[len(match.moves)] = match.state.state_hash()
    final = None
    if match.state.is_terminal():
        final = {"scores": match.state.scores(), "winners": match.state.winners()}
    return Record(
        version=VERSION, game=game.id, options=match.options,
        seats=seats or default_seats(match.num_players), seed=match.seed,
        moves=[game.move_to_json(m) for m in match.moves], checkpoints=checkpoints, final=final,
    )


def dumps(record: Record) -> str:
    return record.model_dump_json(indent=1)


def save(record: Record, path: str | os.PathLike[str]) -> None:
    """Write atomically: a crash mid-write leaves the previous file intact."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(dumps(record))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def parse(text: str | bytes) -> Record:
    """Validate the JSON shape of a record; RecordError names what is wrong."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise RecordError(f"the file is not valid JSON (damaged or truncated?): {err}") from None
    if not isinstance(data, dict):
        raise RecordError("the file is JSON but not a bodoge record (expected an object)")
    if data.get("format") != FORMAT:
        raise RecordError("the file is JSON but not a bodoge record (no 'format': 'bodoge-record')")
    version = data.get("version")
    if isinstance(version, int) and version > VERSION:
        raise RecordError(f"the record is format version {version}; this bodoge reads up to {VERSION}. "
                          "Update bodoge to open it.")
    if data.get("game") not in game_ids():
        raise RecordError(f"the record is for game {data.get('game')!r}, which this bodoge does not know")
    try:
        return Record.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise RecordError(f"the record is damaged: field {where!r}: {first['msg']}") from None


def replay(record: Record) -> Match:
    """Rebuild the match by replaying every move; verify checkpoints. RecordError on any mismatch."""
    game = get_game(record.game)
    n = len(record.seats)
    try:
        game.check_players(n)
    except ValueError as err:
        raise RecordError(f"the record has {n} seats: {err}") from None
    match = Match(game, n, record.seed, record.options)
    checkpoints = record.checkpoints if record.version >= HASHES_SINCE else {}
    for ply, data in enumerate(record.moves, start=1):
        move = game.move_from_json(data)
        try:
            match.play(move)
        except IllegalMove as err:
            raise RecordError(f"move {ply} ({data.get('kind')}) is illegal in the replayed game: {err}") from None
        expected = checkpoints.get(ply)
        if expected is not None and expected != match.state.state_hash():
            raise RecordError(f"checkpoint at move {ply} does not match: the record was altered or "
                              "comes from different rules")
    for ply in record.checkpoints:
        if ply > len(record.moves) or ply < 0:
            raise RecordError(f"checkpoint at move {ply} is beyond the {len(record.moves)} recorded moves")
    return match


def load(path: str | os.PathLike[str]) -> Match:
    """Load and verify a record file. Every failure is a RecordError naming the file's problem."""
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise RecordError(f"cannot read {path}: {err.strerror}") from None
    if not raw.strip():
        raise RecordError(f"{path} is empty")
    return replay(parse(raw))
