"""A game's options as facts the table and the command line read: label and help in both languages,
type, default and choices — all from the game's pydantic options model.

Each option is a field of the model, declared with our convention:

    draft: bool = Field(False, title="Draft the starting hands",
                        description="Each seat keeps one card of a pack and passes the rest, four times.",
                        json_schema_extra={"title_ja": "手札のドラフト", "description_ja": "…"})

New game builds its controls from `option_specs`; `--option KEY=VALUE` is parsed by `parse_pairs` and
validated by the model, so every variant can be chosen, played and measured.

A choice (a `Literal`) names its values for people with `json_schema_extra={"choices": {"dice": ["dice",
"サイコロ"], …}}` (English, Japanese); a value without a name reads as itself.

A field marked `json_schema_extra={"internal": True}` is the game's own bookkeeping (La Granja keeps the
content of a user data file there): it is neither shown nor settable, and records leave it out.
"""
from __future__ import annotations

import json
import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from engine.core.errors import OptionError
from engine.core.game import Game
from engine.core.match import Match
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
    choice_labels: tuple[Text, ...] = ()  # a choice's values as people read them, in `choices` order

    def value_text(self, value: Any) -> Text:
        """A choice's value in words (itself where the model gives none)."""
        if value in self.choices and self.choice_labels:
            return self.choice_labels[self.choices.index(value)]
        return Text(str(value), str(value))


def _kind(annotation: Any) -> tuple[str, tuple[Any, ...]]:
    if annotation is bool:
        return "bool", ()
    if annotation is int:
        return "int", ()
    if typing.get_origin(annotation) is typing.Literal:
        return "choice", typing.get_args(annotation)
    return "str", ()


def _is_text(annotation: Any) -> bool:
    """`str` or `str | None`: a value taken as written (`data_file=2024.toml` is a name, not a number)."""
    return annotation is str or set(typing.get_args(annotation)) == {str, type(None)}


def _extra(f: FieldInfo) -> dict[str, Any]:
    return f.json_schema_extra if isinstance(f.json_schema_extra, dict) else {}


def internal_options(model: type[BaseModel]) -> frozenset[str]:
    """The fields of `model` that are bookkeeping, not options a person sets."""
    return frozenset(name for name, f in model.model_fields.items() if _extra(f).get("internal"))


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
        extra = _extra(f)
        if extra.get("internal"):
            continue
        title = f.title or name.replace("_", " ")
        desc = f.description or ""
        kind, choices = _kind(f.annotation)
        low, high = _bounds(f.metadata) if kind == "int" else (None, None)
        named = extra.get("choices", {})
        labels = tuple(Text(str(named[c][0]), str(named[c][1])) if c in named else Text(str(c), str(c))
                       for c in choices) if isinstance(named, dict) and named else ()
        out.append(OptionSpec(name, kind, f.default, Text(title, str(extra.get("title_ja", title))),
                              Text(desc, str(extra.get("description_ja", desc))), choices, low, high, labels))
    return out


def parse_pairs(pairs: list[str] | None, model: type[BaseModel], game_name: str = "the game") -> dict[str, Any]:
    """`["draft=true", "x=3"]` → a validated options dict. Values are read as JSON where they parse
    (true, 3, "a") and as plain strings otherwise; a text option (a file name) takes the value as written.
    OptionError names a bad key or value in one line."""
    specs = {s.name: s for s in option_specs(model)}
    raw: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise OptionError(f"an option is KEY=VALUE, not {pair!r}")
        if key not in specs:
            raise OptionError(f"{game_name} has no option {key!r} (options: {', '.join(specs) or 'none'})")
        if _is_text(model.model_fields[key].annotation):
            raw[key] = value
            continue
        try:
            raw[key] = json.loads(value)
        except json.JSONDecodeError:
            raw[key] = value
    try:
        return model.model_validate(raw).model_dump(exclude=set(internal_options(model)))
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "options"
        raise OptionError(f"bad option {where!r} for {game_name}: {first['msg']}") from None


def options_from_pairs(game: Game, pairs: list[str] | None, num_players: int) -> dict[str, Any]:
    """`--option` pairs as the options a match of `game` plays with, refused at once rather than in the
    middle of a run: checked by the game's options model, then by setting up one match (a user data file
    that does not load fails here). OptionError or DataError names the problem in one line."""
    options = parse_pairs(pairs, game.options_model, game.names["en"])
    if pairs:
        Match(game, num_players, 0, options)
    return options
