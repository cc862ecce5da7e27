"""Reading a component data file (TOML, checked by a pydantic model), for every game alike.

A bad file is a `DataError` whose message a person can act on: the file's name (never the path on this
disk, which a save or a log line may carry to another machine), and then what is wrong: it cannot be read,
it is not TOML, or the first field that does not validate, located by the game's own `where` (an entry's
id and name read better than a list index) or by its dotted location.
"""
from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from engine.core.errors import DataError
from engine.core.userfile import read_text_capped

M = TypeVar("M", bound=BaseModel)
Where = Callable[[tuple[Any, ...], dict[str, Any]], str]


def dotted(loc: tuple[Any, ...], raw: dict[str, Any]) -> str:
    """A pydantic error location as `section.entry.field` (the default `where`)."""
    return ".".join(str(x) for x in loc) or "file"


def read_toml(path: Path, model: type[M], where: Where = dotted, text: str | None = None) -> M:
    """The file at `path` (or `text`, its content read earlier) validated as `model`. Only a regular file of
    at most 1 MB is read (engine/core/userfile.py)."""
    name = path.name
    try:
        raw = tomllib.loads(read_text_capped(path) if text is None else text)
    except OSError as err:
        raise DataError(f"{name}: cannot read the file: {err.strerror}") from None
    except tomllib.TOMLDecodeError as err:
        raise DataError(f"{name}: not valid TOML: {err}") from None
    try:
        return model.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        raise DataError(f"{name}: {where(tuple(first['loc']), raw)}: {first['msg']}") from None
