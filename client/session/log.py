"""The move log, per viewer: who played each move, and what a seat that may not know it reads.

An entry is made from the position BEFORE its move (`state.private_to(move)` and `state.describe`
are questions about a move about to be played). A move private to one seat is stored with two
texts — as its owner reads it and as everyone else does — and `text_for(viewer)` picks; so a secret
donkey pick reads "picked a donkey marker" to every other seat and to a spectator. The log panel,
the "All moves" overlay, hints and choices all read through here.

An entry may carry notes: lines the engine words from what the move did (`state.narrate(event)`: a
disaster's losses, an auction's winner) and the scoring summary of a scoring it ended. A note names
who may read it, so a line about a face-down VP token reaches only its owner. Seats in engine text are
tokens (`engine.core.text.seat_token`) filled with the seats' names here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.game import CHANCE
from engine.core.text import Text, name_seats

LANGS = ("en", "ja")
# Events that open a new round, shift or epoch: their narration is a header in the log ("— Round 5 —"),
# and a scoring the same move ended is summed up before it.
PERIOD_STARTS = frozenset({"round_started", "shift_started", "epoch_started"})


@dataclass(frozen=True, slots=True)
class Note:
    """A line under a move's entry, and who may read it (None: everyone; else these viewers, where a
    viewer of None is a spectator); a `header` opens a new period of the game (a round, a shift)."""

    text: Text
    viewers: tuple[int | None, ...] | None = None
    header: bool = False

    def visible_to(self, viewer: int | None) -> bool:
        return self.viewers is None or viewer in self.viewers


@dataclass(frozen=True, slots=True)
class LogEntry:
    actor: int  # the seat that made the move, or CHANCE
    private_to: int | None  # the one seat that may know the move (None: public)
    text: Text  # as its owner (or, when public, everyone) reads it
    hidden: Text | None  # as every other viewer reads it (None when public)
    notes: tuple[Note, ...] = ()  # what the move did, in words (disasters, auctions, scorings)

    def text_for(self, viewer: int | None, lang: str) -> str:
        if self.private_to is not None and self.private_to != viewer and self.hidden is not None:
            return self.hidden.text(lang)
        return self.text.text(lang)

    @property
    def is_chance(self) -> bool:
        return self.actor == CHANCE


def _both(describe: Any) -> Text:
    return Text(describe("en"), describe("ja"))


def entry_for(state: Any, move: Any, actor: int) -> LogEntry:
    """The log entry of `move`, made from the position before it is played."""
    owner = state.private_to(move)
    if owner is None:
        return LogEntry(actor, None, _both(lambda lang: state.describe(move, lang, None)), None)
    return LogEntry(actor, owner, _both(lambda lang: state.describe(move, lang, owner)),
                    _both(lambda lang: state.describe(move, lang, None)))


def describe_for(state: Any, move: Any, viewer: int | None, lang: str, names: list[str] | None = None) -> str:
    """`move`, about to be played in `state`, as `viewer` may read it (hints, choices, toasts)."""
    return name_seats(str(state.describe(move, lang, viewer)), names)


HEADER = "— {} —"


def entry_lines(e: LogEntry, names: list[str], viewer: int | None, lang: str, chance: bool = True) -> list[str]:
    """One entry for `viewer`: "Name: what" (a chance outcome "· what", or nothing), then its notes."""
    out = []
    if e.is_chance:
        if chance:
            out.append("· " + name_seats(e.text_for(viewer, lang), names))
    elif 0 <= e.actor < len(names):
        out.append(f"{names[e.actor]}: {name_seats(e.text_for(viewer, lang), names)}")
    out += [(HEADER.format(name_seats(n.text.text(lang), names)) if n.header else "· " + name_seats(n.text.text(lang),
                                                                                                    names))
            for n in e.notes if n.visible_to(viewer)]
    return out


def log_lines(entries: list[LogEntry], names: list[str], viewer: int | None, lang: str,
              chance: bool = True) -> list[str]:
    """Every entry's lines for `viewer` (see `entry_lines`)."""
    return [line for e in entries for line in entry_lines(e, names, viewer, lang, chance)]
