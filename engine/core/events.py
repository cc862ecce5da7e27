"""Events: what `apply` did, in past tense, for the client to animate and for logs.

An event is a kind plus a flat dict of plain values (ints, strings, lists), so it crosses
process boundaries and JSON without adapters. Engines only build them when asked to
(an `events` list is passed to `apply`), keeping the bots' hot loop free of them: `emit` does
nothing when there is no list.

An event that shows something only one seat may see (a face-down VP token, a card drawn into a
hand) carries `private_to`: that seat. `visible_to(viewer)` says whether a viewer may be shown it;
a viewer of None is a spectator, who sees only public events.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def visible_to(self, viewer: int | None) -> bool:
        return self.private_to is None or self.private_to == viewer


def emit(events: list[Event] | None, kind: str, private_to: int | None = None, **data: Any) -> None:
    """Append an event when someone is listening (`events` is a list); free otherwise."""
    if events is not None:
        events.append(Event(kind, data, private_to))


def for_viewer(events: list[Event], viewer: int | None) -> list[Event]:
    """The events `viewer` may be shown."""
    return [e for e in events if e.private_to is None or e.private_to == viewer]
