"""Ra's position: a mutable slotted object with a hand-written clone.

The rules live in the decisions on the stack `pending` (turn.py, auction.py, disasters.py, chance.py)
and in the round flow (round.py, epoch.py); the protocol methods here hand off to the top decision.
"""
from __future__ import annotations

from typing import Any

from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL, GameState
from engine.core.pending import PendingStack
from engine.core.text import Text
from engine.games.ra import narrate
from engine.games.ra.round import ROUND
from engine.games.ra.tally import TALLY
from engine.games.ra.tiles import (
    CATEGORIES,
    CENTRE_SUN_AT_START,
    NUM_KINDS,
    RA_TRACK_LENGTH,
    STARTING_POINTS,
    TILE_COUNTS,
)


class RaState(PendingStack, GameState):
    __slots__ = (
        "num_players", "god_on_disaster", "epoch", "start",
        "bag", "bag_total", "ra_count", "ra_limit", "auction", "center_sun",
        "up", "down", "held", "cats", "epoch_gains",
        # the round flow's cursor and the stack of pending decisions (engine/core/flow.py)
        "step", "seq", "turn", "pending", "to_move",
        "ev",  # the events list of the `apply` in progress (None: nobody listens); never cloned
        "tally",  # how each seat played, `TALLY` counts a seat (flat): for `Game.seat_stats`, not in the key
    )
    flow = ROUND

    def __init__(self, num_players: int, god_on_disaster: bool = False) -> None:
        n = num_players
        self.num_players = n
        self.god_on_disaster = god_on_disaster
        self.epoch = 1
        self.start = -1  # the epoch's start player, once known
        self.bag = list(TILE_COUNTS)
        self.bag_total = sum(TILE_COUNTS)
        self.ra_count = 0
        self.ra_limit = RA_TRACK_LENGTH[n]
        self.auction: list[int] = []
        self.center_sun = CENTRE_SUN_AT_START
        self.up: list[list[int]] = [[] for _ in range(n)]  # face-up suns, ascending
        self.down: list[list[int]] = [[] for _ in range(n)]  # face-down suns (usable next epoch)
        self.held: list[list[int]] = [[0] * NUM_KINDS for _ in range(n)]
        self.cats: list[list[int]] = [[0] * len(CATEGORIES) for _ in range(n)]
        for c in self.cats:
            c[0] = STARTING_POINTS
        self.epoch_gains: list[list[int]] = []
        self.step = 0
        self.seq: list[int] = []
        self.turn = -1
        self.pending: list[Any] = []
        self.to_move = CHANCE
        self.ev: list[Event] | None = None
        self.tally: list[int] = [0] * (len(TALLY) * n)
        ROUND.advance(self)

    def clone(self) -> RaState:
        c = RaState.__new__(RaState)
        c.num_players = self.num_players
        c.god_on_disaster = self.god_on_disaster
        c.epoch = self.epoch
        c.start = self.start
        c.bag = self.bag[:]
        c.bag_total = self.bag_total
        c.ra_count = self.ra_count
        c.ra_limit = self.ra_limit
        c.auction = self.auction[:]
        c.center_sun = self.center_sun
        c.up = [s[:] for s in self.up]
        c.down = [s[:] for s in self.down]
        c.held = [h[:] for h in self.held]
        c.cats = [x[:] for x in self.cats]
        c.epoch_gains = [g[:] for g in self.epoch_gains]
        c.step = self.step
        c.seq = self.seq[:]
        c.turn = self.turn
        c.pending = self.pending[:]  # decisions are frozen values: shared, not copied
        c.to_move = self.to_move
        c.ev = None
        c.tally = self.tally[:]
        return c

    def key(self) -> tuple:
        return (
            self.num_players, self.god_on_disaster, self.epoch, self.start,
            tuple(self.bag), self.ra_count, tuple(self.auction), self.center_sun,
            tuple(map(tuple, self.up)), tuple(map(tuple, self.down)), tuple(map(tuple, self.held)),
            tuple(map(tuple, self.cats)), tuple(map(tuple, self.epoch_gains)),
            self.step, tuple(self.seq), self.turn, tuple(d.key() for d in self.pending), self.to_move,
        )

    # --- protocol: the top decision answers (engine/core/pending.py) --------------------------------------
    def candidate_moves(self) -> list:
        """The moves a bot weighs: one God take per tile kind (the top decision says which)."""
        pending = self.pending
        return pending[-1].candidate_moves(self) if pending else []

    def private_to(self, move: object) -> int | None:
        """Ra hides nothing but the bag's order: every move and outcome is seen by all."""
        return None

    def describe_move(self, move: object, lang: str = "en") -> str:
        return narrate.describe_in(self, move, lang)

    def narrate(self, event: Event) -> Text | None:
        return narrate.narrate(event)

    def scores(self) -> list[int]:
        return [sum(c) for c in self.cats]

    def breakdown(self) -> list[dict[str, int]]:
        return [dict(zip(CATEGORIES, c, strict=True)) for c in self.cats]

    def scores_by_epoch(self) -> list[list[int]]:
        return [g[:] for g in self.epoch_gains]

    def is_terminal(self) -> bool:
        return self.to_move == TERMINAL

    def sun_total(self, seat: int) -> int:
        return sum(self.up[seat]) + sum(self.down[seat])

    def __repr__(self) -> str:
        top = self.pending[-1] if self.pending else ROUND.name(self)
        return f"<Ra {self.num_players}p epoch {self.epoch} {top!r} to move {self.to_move} scores {self.scores()}>"
