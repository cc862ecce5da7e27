"""A game's options as facts the table and the command line read: label and help in both languages,
type, default and choices — all from the game's pydantic options model.

Each option is a field of the model, declared with our convention:

    draft: bool = Field(False, title="Draft the starting hands",
                        description="Each seat keeps one card of a pack and passes the rest, four times.",
                        json_schema_extra={"title_ja": "手札のドラフト", "description_ja": "…"})

New game builds its controls from `option_specs`; `--option KEY=VALUE` is parsed by `parse_pairs` and
validated by the model, so every variant can be chosen, played and measured.
"""
from __future__ import annotations

import json
import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from engine.core.errors import RecordError
from engine.core.text import Text


@dataclass(frozen=True, slots=True)
class OptionSpec:
    name: str
    kind: str                 # "bool", "int", "choice" or "str"
    default: Any
    label: Text
    help: Text
    choices: tuple[Any, ...] = ()
    low: int | None = None    # an int option's bounds, when the model declares them (ge/le, gt/lt)
    high: int | None = None


def _kind(annotation: Any) -> tuple[str, tuple[Any, ...]]:
    if annotation is bool:
        return "bool", ()
    if annotation is int:
        return "int", ()
    if typing.get_origin(annotation) is typing.Literal:
        return "choice", typing.get_args(annotation)
    return "str", ()


def _bounds(metadata: list[Any]) -> tuple[int | None, int | None]:
    low = high = None
    for m in metadata:
        if getattr(m, "ge", None) is not None:
            low = m.ge
        if getattr(m, "gt", None) is not None:
            low = m.gt + 1
        if getattr(m, "le", None) is not None:
            high = m.le
        if getattr(m, "lt", None) is not None:
            high = m.lt - 1
    return low, high


def option_specs(model: type[BaseModel]) -> list[OptionSpec]:
    """The options of a model, in declaration order, with ja/en labels (the field name if none)."""
    out = []
    for name, f in model.model_fields.items():
        extra = f.json_schema_extra if isinstance(f.json_schema_extra, dict) else {}
        title = f.title or name.replace("_", " ")
        desc = f.description or ""
        kind, choices = _kind(f.annotation)
        low, high = _bounds(f.metadata) if kind == "int" else (None, None)
        out.append(OptionSpec(name, kind, f.default, Text(title, str(extra.get("title_ja", title))),
                              Text(desc, str(extra.get("description_ja", desc))), choices, low, high))
    return out


def parse_pairs(pairs: list[str] | None, model: type[BaseModel], game_name: str = "the game") -> dict[str, Any]:
    """`["draft=true", "x=3"]` → a validated options dict. Values are read as JSON where they parse
    (true, 3, "a") and as plain strings otherwise. RecordError names a bad key or value."""
    raw: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise RecordError(f"--option wants KEY=VALUE, got {pair!r}")
        if key not in model.model_fields:
            known = ", ".join(model.model_fields) or "none"
            raise RecordError(f"{game_name} has no option {key!r} (options: {known})")
        try:
            raw[key] = json.loads(value)
        except json.JSONDecodeError:
            raw[key] = value
    from pydantic import ValidationError
    try:
        return model.model_validate(raw).model_dump()
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "options"
        raise RecordError(f"bad option {where!r} for {game_name}: {first['msg']}") from None
