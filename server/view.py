"""What one viewer is sent: its observation as JSON, its log, its legal moves, and nothing more.

A view is the viewer's `observation(seat)` (a spectator's is the observation of a seat nobody holds),
written out field by field: a slotted object becomes `{"$type": class name, field: value, ...}` (and
`"$tuples"`: the fields holding tuples), tuples lists, sets sorted lists, dict keys strings. Static game
data a state only points at (its tables, card texts) is left out: an attribute that a state and its clone
share, and that is not a plain value, is such data (a clone copies everything that can change), and so is
any later object of the same type. `server/view_decode.py` turns a view back into a position.
"""
from __future__ import annotations

import enum
import json
from typing import Any

from engine.core.text import Text

PLAIN = (bool, int, float, str, type(None))
_FIELDS: dict[type, list[str]] = {}


def spectator_seat(state: Any) -> int:
    """The seat index a spectator's observation is taken for: one nobody holds, so every secret is absent."""
    return int(state.num_players)


def observation_for(state: Any, viewer: int | None) -> Any:
    return state.observation(spectator_seat(state) if viewer is None else viewer)


class ViewEncoder:
    """Writes observations for `json.dumps(..., default=encoder.default)`: the C encoder writes lists, numbers
    and strings; `default` is asked only for the engine's own objects. Remembers which types are static data."""

    def __init__(self) -> None:
        self.static: set[type] = set()

    def encode_state(self, obs: Any) -> dict[str, Any]:
        return self._object(obs, obs.clone())

    def default(self, v: Any) -> Any:
        """A value `json` cannot write itself: sets (sorted lists), text, and the engine's objects."""
        if isinstance(v, (set, frozenset)):
            return sorted(v, key=repr)
        if isinstance(v, Text):
            return {"en": v.en, "ja": v.ja}
        if isinstance(v, enum.Enum):
            return v.value
        if type(v) in self.static or callable(v):
            return None
        return self._object(v, None)

    def _object(self, obj: Any, twin: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"$type": type(obj).__name__}
        tuples: list[str] = []  # fields holding tuples (JSON has lists only), so a decoder can give tuples back
        for name in _fields(obj):
            if not hasattr(obj, name):
                continue
            v = getattr(obj, name)
            if type(v) in self.static:
                continue
            if twin is not None and not isinstance(v, PLAIN + (list, tuple, set, frozenset, dict)):
                other = getattr(twin, name, None)
                if other is v:  # shared with a clone: static data, never sent
                    self.static.add(type(v))
                    continue
                if hasattr(v, "__slots__") or hasattr(v, "__dict__"):
                    out[name] = self._object(v, other)
                    continue
            if isinstance(v, tuple):
                tuples.append(name)
            out[name] = v
        if tuples:
            out["$tuples"] = tuples
        return out

    def dumps(self, value: Any) -> str:
        return json.dumps(value, default=self.default, ensure_ascii=False)


def _fields(obj: Any) -> list[str]:
    if not hasattr(obj, "__dict__"):
        known = _FIELDS.get(type(obj))
        if known is None:
            known = _FIELDS[type(obj)] = _slot_names(obj)
        return known
    return _slot_names(obj)


def _slot_names(obj: Any) -> list[str]:
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
