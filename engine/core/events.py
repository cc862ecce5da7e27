"""Events: what `apply` did, in past tense, for the client to animate and for logs.

An event is a kind plus a flat dict of plain values (ints, strings, lists), so it crosses
process boundaries and JSON without adapters. Engines only build them when asked to
(an `events` list is passed to `apply`), keeping the bots' hot loop free of them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}
