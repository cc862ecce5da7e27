"""How each seat played, counted as the game goes (public facts of play) for `RaGame.seat_stats`: kept on the
state as one flat list, copied with it and never part of its key."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.ra.state import RaState

# Per seat: auctions another seat called (invoked Ra with room on the track) in which this seat was asked to bid,
# how many of those it passed, and epochs it ended with no civilization tile (−5).
TALLY = ("called_asked", "called_passed", "epochs_without_civilization")
CALLED_ASKED, CALLED_PASSED, NO_CIVILIZATION = range(len(TALLY))


def tally(state: RaState, seat: int, what: int) -> None:
    state.tally[seat * len(TALLY) + what] += 1


def stats(state: RaState, seat: int) -> dict[str, float]:
    row = state.tally[seat * len(TALLY):(seat + 1) * len(TALLY)]
    return {name: float(v) for name, v in zip(TALLY, row, strict=True)}
