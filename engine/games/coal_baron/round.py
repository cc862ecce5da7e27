"""The game as the rulebook tells it: setup, three shifts of worker placement, each ending with its
scoring, then the final scoring. The steps run on the shared `Flow`.

Seats are numbered clockwise: the seat after p is p + 1.
"""
from __future__ import annotations

from engine.core.events import emit
from engine.core.flow import Flow, Step
from engine.games.coal_baron import scoring
from engine.games.coal_baron.chance import setup_draw
from engine.games.coal_baron.decks import ORDERS, TILES, draw, refill
from engine.games.coal_baron.state import CBState
from engine.games.coal_baron.turn import DraftPick, EndOfTurn, PlaceWorker


# --- setup ------------------------------------------------------------------------------------------------
def lay_out(s: CBState) -> None:
    """Tunnel tiles on the open factory slots; the draft's orders revealed (3 per seat and one more)."""
    for slot in s.fopen:
        s.fslots[slot] = draw(s, TILES)
    s.draft = [draw(s, ORDERS) for _ in range(s.t.setup[s.num_players].draft)]
    emit(s.ev, "draft_revealed", orders=[s.t.order_names[c] for c in s.draft])


def draft_order(s: CBState) -> list[int]:
    """From the last player (before the start player), counter-clockwise, one order at a time, until each
    seat holds its share [S]."""
    n = s.num_players
    picks = (s.t.setup[n].draft - 1) // n
    counter_clockwise = [(s.start - 1 - i) % n for i in range(n)]
    return counter_clockwise * picks


def draft_pick(s: CBState, seat: int) -> None:
    s.pending.append(DraftPick(seat))


def leftover_to_slot(s: CBState) -> None:
    """The order nobody took goes to the first open order slot; the deck fills the others."""
    if s.draft:
        s.oslots[s.oopen[0]] = s.draft.pop()
    refill(s)


# --- a shift ----------------------------------------------------------------------------------------------
def seats_with_workers(s: CBState) -> list[int]:
    """Clockwise from the start player, the seats that still have workers (the others are skipped)."""
    n = s.num_players
    return [q for q in ((s.start + i) % n for i in range(n)) if s.workers[q] > 0]


def anyone_has_workers(s: CBState) -> bool:
    return any(w > 0 for w in s.workers)


def place_worker(s: CBState, seat: int) -> None:
    s.pending.append(EndOfTurn(seat))
    s.pending.append(PlaceWorker(seat))


def score_shift(s: CBState) -> str | None:
    scoring.score_shift(s)
    return "final_scoring" if s.shift >= s.t.shifts else None


def next_shift(s: CBState) -> str:
    """The clock moves on; the start player changes; every worker comes home from spaces and canteen."""
    s.start = scoring.next_start_player(s)
    s.shift += 1
    full = s.t.setup[s.num_players].workers
    s.workers = [full] * s.num_players
    s.canteen = [0] * s.num_players
    s.bank = [0] * s.num_players
    s.occ_owner = [-1] * len(s.occ_owner)
    s.occ_count = [0] * len(s.occ_count)
    emit(s.ev, "shift_started", shift=s.shift, start_player=s.start)
    return "shift"


def final_scoring(s: CBState) -> None:
    scoring.final_scoring(s)


FLOW = Flow([
    Step("deal", chance=setup_draw),
    Step("lay_out", run=lay_out),
    Step("draft", order=draft_order, turn=draft_pick),
    Step("order_slots", run=leftover_to_slot),
    Step("shift", order=seats_with_workers, turn=place_worker, again=anyone_has_workers),
    Step("shift_scoring", run=score_shift),
    Step("next_shift", run=next_shift),
    Step("final_scoring", run=final_scoring),
])
