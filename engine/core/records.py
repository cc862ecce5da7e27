"""Records (save files): JSON with format version, game, options, seats, seed, moves and checkpoints.

Loading validates the file with pydantic, replays every move through the rules and verifies the
checkpoints (ply -> state hash). Anything wrong raises RecordError with a message that names
the problem. Saving is atomic: temp file in the same folder, fsync, rename.

A record carries the user component data its match played with (`data`: the file's name, its text and
the text's SHA-256), so a save opens after the file moved or on another machine.

Format versions: 2 (written now) adds `data`. A version-1 record still opens: its moves replay, but its
checkpoints are not checked, since the state hashes changed when the games moved onto the shared layer.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.errors import DataError, IllegalMove, RecordError
from engine.core.game import ComponentData, Game, GameState
from engine.core.levels import LEVELS
from engine.core.match import Match
from engine.core.options import internal_options
from engine.core.registry import game_ids, get_game
from engine.core.userfile import RECORD_LIMIT, read_capped, size_text

FORMAT: Final = "bodoge-record"
VERSION = 2
CHECKED_FROM = 2  # the first version whose checkpoints hash states as this bodoge does
SEED_LIMIT = 2**64  # a seed's magnitude; bodoge draws seeds far below it


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(max_length=40)
    kind: Literal["human", "bot"] = "human"
    level: str | None = None  # one of engine.bots.LEVELS for a bot; checked by `parse`


class Data(BaseModel):
    """A user's component data file as the record carries it."""

    model_config = ConfigDict(extra="forbid")
    name: str
    sha256: str
    content: str


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["bodoge-record"] = FORMAT
    version: int = Field(ge=1)
    game: str
    options: dict[str, Any] = {}
    seats: list[Seat]
    seed: int = Field(gt=-SEED_LIMIT, lt=SEED_LIMIT)
    moves: list[dict[str, Any]]
    checkpoints: dict[int, str] = {}
    final: dict[str, Any] | None = None
    data: Data | None = None
    # The scoring round (Ra's epoch, La Granja's round) the match was in when saved, so a list of saves
    # can say it without replaying each one; absent in older records.
    round: int | None = None


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


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
    internal = internal_options(game.options_model)
    data = game.component_data(match.options)  # the match read it when it started
    return Record(
        version=VERSION, game=game.id, options={k: v for k, v in match.options.items() if k not in internal},
        seats=seats or default_seats(match.num_players), seed=match.seed,
        moves=[game.move_to_json(m) for m in match.moves], checkpoints=checkpoints, final=final,
        data=None if data is None else Data(name=data.name, sha256=sha256(data.content), content=data.content),
        round=current_round(match.state),
    )


def current_round(state: GameState) -> int:
    """The scoring round a position is in (1-based): one more than the rounds scored, at most the last; in a
    game scored only at the end, the round its own counter names (`estimate_rounds`), at least 1."""
    game = state.game
    if game.scoring_rounds < 1 and game.estimate_rounds:
        return max(1, int(getattr(state, game.estimate_rounds)))
    return min(len(state.scores_by_epoch()) + 1, game.scoring_rounds)


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


def _json(text: str | bytes) -> Any:
    """The JSON in `text`; RecordError (one line) for anything that is not JSON a record could be."""
    if len(text) > RECORD_LIMIT:
        raise RecordError(f"the file is larger than the {size_text(RECORD_LIMIT)} a bodoge record may be")
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise RecordError(f"the file is not valid JSON (damaged or truncated?): {err}") from None
    except RecursionError:
        raise RecordError("the file is JSON nested too deeply to be a bodoge record") from None
    except ValueError:  # an integer of thousands of digits
        raise RecordError("the file holds a number too long to be in a bodoge record") from None


def parse(text: str | bytes) -> Record:
    """Validate the JSON shape of a record; RecordError names what is wrong, on one line."""
    data = _json(text)
    if not isinstance(data, dict):
        raise RecordError("the file is JSON but not a bodoge record (expected an object)")
    if data.get("format") != FORMAT:
        raise RecordError("the file is JSON but not a bodoge record (no 'format': 'bodoge-record')")
    version = data.get("version")
    if isinstance(version, int) and version > VERSION:
        raise RecordError(f"the record is format version {version}; this bodoge reads up to {VERSION}. "
                          "Update bodoge to open it.")
    if data.get("game") not in game_ids():
        raise RecordError(f"the record is for game {data.get('game')!r:.80}, which this bodoge does not know")
    try:
        record = Record.model_validate(data)
    except (ValidationError, RecursionError) as err:
        if isinstance(err, RecursionError):
            raise RecordError("the record is damaged: it nests too deeply") from None
        first = err.errors()[0]
        where = ".".join(str(x) for x in first["loc"])[:80]
        msg = " ".join(first["msg"].split())[:160]
        raise RecordError(f"the record is damaged: field {where!r}: {msg}") from None
    for i, seat in enumerate(record.seats, start=1):
        if seat.level is not None and seat.level not in LEVELS:
            raise RecordError(f"seat {i} of the save asks for bot level {seat.level!r}, which this bodoge does "
                              f"not have (levels: {', '.join(LEVELS)})")
    return record


def _options(game: Game, record: Record) -> dict[str, Any]:
    """The options to replay with: the record's, with the component data it carries (hash checked)."""
    internal = internal_options(game.options_model) & record.options.keys()
    if internal:
        raise RecordError(f"the record's options name {sorted(internal)[0]!r}, which is not an option "
                          f"of {game.names['en']}")
    if record.data is None:
        file_key = game.data_options[0] if game.data_options else None
        if file_key and record.options.get(file_key) and record.version >= 2:
            # a record carries its data: a file named in it is never opened (it could name any path)
            raise RecordError(f"the record names the data file {file_key}={str(record.options[file_key])[:80]!r} "
                              "but does not carry its content")
        return record.options
    if sha256(record.data.content) != record.data.sha256:
        raise RecordError(f"the component data {record.data.name!r} in the record does not match its hash: "
                          "the record was altered or damaged")
    return game.options_for_data(record.options, ComponentData(record.data.name, record.data.content))


def replay(record: Record) -> Match:
    """Rebuild the match by replaying every move; verify checkpoints (from version 2 on). RecordError on
    any mismatch."""
    game = get_game(record.game)
    n = len(record.seats)
    try:
        game.check_players(n)
    except ValueError as err:
        raise RecordError(f"the record has {n} seats: {err}") from None
    try:
        match = Match(game, n, record.seed, _options(game, record))
    except DataError as err:
        raise RecordError(f"the record's component data cannot be used: {err}") from None
    checked = record.checkpoints if record.version >= CHECKED_FROM else {}
    for ply, data in enumerate(record.moves, start=1):
        move = game.move_from_json(data)
        try:
            match.play(move)
        except IllegalMove as err:
            raise RecordError(f"move {ply} ({data.get('kind')}) is illegal in the replayed game: {err}") from None
        except (LookupError, TypeError, ValueError) as err:  # a field value no rule checks: refused, not a crash
            raise RecordError(f"move {ply} ({data.get('kind')}) cannot be replayed: {type(err).__name__}") from None
        expected = checked.get(ply)
        if expected is not None and expected != match.state.state_hash():
            raise RecordError(f"checkpoint at move {ply} does not match: the record was altered or "
                              "comes from different rules")
    for ply in record.checkpoints:
        if ply > len(record.moves) or ply < 0:
            raise RecordError(f"checkpoint at move {ply} is beyond the {len(record.moves)} recorded moves")
    return match


def load(path: str | os.PathLike[str]) -> Match:
    """Load and verify a record file. Every failure is a RecordError naming the file's problem."""
    return replay(parse(read_record(path)))


def read_record(path: str | os.PathLike[str]) -> bytes:
    """A record file's bytes: a regular file of at most RECORD_LIMIT bytes (engine/core/userfile.py), not empty."""
    try:
        raw = read_capped(path, RECORD_LIMIT)
    except OSError as err:
        raise RecordError(f"cannot read {Path(path).name}: {err.strerror}") from None
    if not raw.strip():
        raise RecordError(f"{Path(path).name} is empty")
    return raw
