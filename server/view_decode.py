"""A view back into a position a table can draw: the inverse of `server/view.py`, for a networked client.

A client builds a template (`Match(game, players, 0, options).state`: the same game data), and
`decode_view(template, view)` gives a state of the template's class whose fields are the view's: the
table asks it what it asks an observation (`facts`, `scores`, `prompt`, pieces). Static data the view left
out is the template's. Objects are made only of classes the game's own modules and the engine core define
(by `$type`), without running their constructors; a view naming anything else is refused (ValueError).
Tuples, sets and int-keyed dicts come back as the template's field (or a frozen record's field) has them,
as the view's `$tuples` names them, or as their shape says (a list of mixed kinds, a dict's value: tuples).
"""
from __future__ import annotations

import dataclasses
import sys
from typing import Any

PLAIN = (bool, int, float, str, type(None))


def _classes(template: Any) -> dict[str, type]:
    """Classes a view of this game may name: those of the game's package and of engine.core."""
    package = ".".join(type(template).__module__.split(".")[:3])
    found: dict[str, type] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".") or name.startswith("engine.core")):
            continue
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == name:
                known = found.get(value.__name__)
                if known is None or (_is_model(known) and not _is_model(value)):  # data models are never state
                    found[value.__name__] = value
    return found


def _is_model(cls: type) -> bool:
    return any(k.__name__ == "BaseModel" for k in cls.__mro__)


def decode_view(template: Any, view: dict[str, Any]) -> Any:
    """The position `view` describes, as an object of the template's class."""
    return _Decoder(_classes(template)).object(view, template)


class _Decoder:
    def __init__(self, classes: dict[str, type]) -> None:
        self.classes = classes

    def object(self, data: dict[str, Any], hint: Any) -> Any:
        cls = self.classes.get(data.get("$type", ""))
        if cls is None:
            raise ValueError(f"a view names a class this game does not have: {data.get('$type')!r}")
        obj: Any = object.__new__(cls)
        frozen = dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
        kinds = {f.name: str(f.type) for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else {}
        same = hint if type(hint) is cls else None
        tuples = set(data.get("$tuples", ()))
        for name in _names(cls, obj):
            if name in data:
                kind = "record" if name in tuples else kinds.get(name, "")
                value = self.value(data[name], getattr(same, name, None) if same is not None else None, kind, frozen)
            elif same is not None and hasattr(same, name):
                value = getattr(same, name)  # static data the view left out
            else:
                continue
            object.__setattr__(obj, name, value)
        return obj

    def value(self, data: Any, hint: Any, kind: str = "", frozen: bool = False) -> Any:
        if isinstance(data, PLAIN):
            return data
        if isinstance(data, dict):
            if "$type" in data:
                return self.object(data, hint)
            keyed = hint if isinstance(hint, dict) else {}
            ints = bool(data) and all(_is_int(k) for k in data) and not any(isinstance(k, str) for k in keyed)
            # a dict's values are records (a state copies a dict shallowly, so what it holds is immutable)
            return {int(k) if ints else k: self.value(v, keyed.get(int(k) if ints else k), "record")
                    for k, v in data.items()}
        inner = hint[0] if isinstance(hint, (list, tuple)) and hint else None
        record = hint is None and not kind and len({type(x) for x in data}) > 1  # (13, (1,), (0, 0)): a tuple
        if record or kind == "record":  # a tuple, and the lists inside it tuples too
            return tuple(self.value(x, None, "record") for x in data)
        items = [self.value(x, inner) for x in data]
        if isinstance(hint, frozenset) or kind.startswith("frozenset"):
            return frozenset(items)
        if isinstance(hint, set) or kind.startswith("set"):
            return set(items)
        if isinstance(hint, tuple) or kind.startswith("tuple") or (frozen and not kind.startswith("list")):
            return tuple(items)
        return items


def _names(cls: type, obj: Any) -> list[str]:
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    if dataclasses.is_dataclass(cls):
        names.extend(f.name for f in dataclasses.fields(cls))
    return [n for n in dict.fromkeys(names) if not n.startswith("__")]


def _is_int(text: str) -> bool:
    return text.lstrip("-").isdigit()
