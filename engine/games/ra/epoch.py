"""An epoch (時代) of Ra: whose turn is next, when the epoch is over, and what happens at its end.

The round flow (`round.py`) calls these by name; the scoring tables are in `scoring.py`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.events import emit
from engine.games.ra import scoring
from engine.games.ra.tally import NO_CIVILIZATION, tally
from engine.games.ra.tiles import CAT_CIV, EPOCHS, TILE_NAMES
from engine.games.ra.turn import TURNS

if TYPE_CHECKING:
    from engine.games.ra.state import RaState


# The seats after `seat`, clockwise, ending with `seat` itself: AFTER[n][seat] for n players.
AFTER = tuple(tuple(tuple((seat + k) % n for k in range(1, n + 1)) for seat in range(n)) for n in range(6))


def next_turn(state: RaState, last: int | None) -> int | None:
    """The seat of the next turn: the start player first, then clockwise, skipping seats whose suns are
    all face down. None ends the epoch: the last Ra space is filled, or nobody has a face-up sun."""
    if state.ra_count >= state.ra_limit:
        return None
    if last is None:
        return state.start
    up = state.up
    for seat in AFTER[state.num_players][last]:
        if up[seat]:
            return seat
    return None


def begin_turn(state: RaState, seat: int) -> None:
    state.pending.append(TURNS[seat])


def score_epoch(state: RaState) -> None:
    """Board tiles are discarded, holdings scored, scored kinds returned, all suns turned face up."""
    emit(state.ev, "epoch_ended", epoch=state.epoch, discarded=[TILE_NAMES[t] for t in state.auction])
    state.auction = []
    gains = scoring.epoch_points(state)
    for p, g in enumerate(gains):
        if g[CAT_CIV] < 0:
            tally(state, p, NO_CIVILIZATION)
    scoring.add_gains(state, gains)
    emit(state.ev, "epoch_scored", epoch=state.epoch, gains=gains)
    scoring.return_scored_tiles(state)
    for p in range(state.num_players):
        state.up[p] = sorted(state.up[p] + state.down[p])
        state.down[p] = []
    state.ra_count = 0


def next_epoch(state: RaState) -> str | None:
    """After epochs 1 and 2 the holder of the highest sun starts the next; after the third, final scoring."""
    if state.epoch >= EPOCHS:
        return None
    state.epoch += 1
    state.start = max(range(state.num_players), key=lambda p: state.up[p][-1])
    emit(state.ev, "epoch_started", epoch=state.epoch, start=state.start)
    return "turns"


def score_final(state: RaState) -> None:
    """Monuments and sun-disk totals, after the third epoch's scoring."""
    final = scoring.final_points(state)
    scoring.add_gains(state, final)
    emit(state.ev, "final_scored", gains=final)
    emit(state.ev, "game_over", scores=state.scores(), winners=state.winners())
