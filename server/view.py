"""What one viewer is sent: its observation as JSON, its log, its legal moves, and nothing more.

A view is the viewer's `observation(seat)` (a spectator's is the observation of a seat nobody holds),
written out field by field: a slotted object becomes `{"$type": class name, field: value, ...}`, tuples
lists, sets sorted lists, dict keys strings. Static game data a state only points at (its tables, card
texts) is left out: an attribute that a state and its clone share, and that is not a plain value, is such
data (a clone copies everything that can change), and so is any later object of the same type.
"""
from __future__ import annotations

import enum
from typing import Any

from engine.core.text import Text

PLAIN = (bool, int, float, str, type(None))
MAX_DEPTH = 24


def spectator_seat(state: Any) -> int:
    """The seat index a spectator's observation is taken for: one nobody holds, so every secret is absent."""
    return int(state.num_players)


def observation_for(state: Any, viewer: int | None) -> Any:
    return state.observation(spectator_seat(state) if viewer is None else viewer)


class ViewEncoder:
    """Writes observations as JSON-ready values; remembers which types are static data."""

    def __init__(self) -> None:
        self.static: set[type] = set()

    def encode_state(self, obs: Any) -> Any:
        return self._object(obs, obs.clone(), 0)

    def _value(self, v: Any, depth: int) -> Any:
        if isinstance(v, PLAIN):
            return v
        if depth > MAX_DEPTH:
            return None
        if isinstance(v, (list, tuple)):
            return [self._value(x, depth + 1) for x in v]
        if isinstance(v, (set, frozenset)):
            return [self._value(x, depth + 1) for x in sorted(v, key=repr)]
        if isinstance(v, dict):
            return {str(k): self._value(x, depth + 1) for k, x in v.items()}
        if isinstance(v, enum.Enum):
            return self._value(v.value, depth + 1)
        if isinstance(v, Text):
            return {"en": v.en, "ja": v.ja}
        if type(v) in self.static or callable(v):
            return None
        return self._object(v, None, depth)

    def _object(self, obj: Any, twin: Any, depth: int) -> Any:
        out: dict[str, Any] = {"$type": type(obj).__name__}
        for name in _fields(obj):
            if not hasattr(obj, name):
                continue
            v = getattr(obj, name)
            if type(v) in self.static:
                continue
            if not isinstance(v, PLAIN + (list, tuple, set, frozenset, dict)) and twin is not None:
                other = getattr(twin, name, None)
                if other is v:
                    self.static.add(type(v))
                    continue
                if hasattr(v, "__slots__") or hasattr(v, "__dict__"):
                    out[name] = self._object(v, other, depth + 1)
                    continue
            out[name] = self._value(v, depth + 1)
        return out


def _fields(obj: Any) -> list[str]:
    names: list[str] = []
    for klass in type(obj).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    if hasattr(obj, "__dict__"):
        names.extend(vars(obj))
    return [n for n in dict.fromkeys(names) if not n.startswith("__")]


def text_json(text: Any) -> dict[str, str] | None:
    """A Text (or a Reason, or a plain string) as {"en", "ja"}."""
    if text is None:
        return None
    if isinstance(text, Text):
        return {"en": text.en, "ja": text.ja}
    ja = getattr(text, "ja", None)
    return {"en": str(text), "ja": str(ja) if ja is not None else str(text)}
