"""Ra's position: a mutable slotted object with a hand-written clone. The rules live in rules.py."""
from __future__ import annotations

import random

from engine.core.events import Event
from engine.core.game import CHANCE, GameState
from engine.games.ra.tiles import (
    CATEGORIES,
    CENTRE_SUN_AT_START,
    NUM_KINDS,
    RA_TRACK_LENGTH,
    STARTING_POINTS,
    TILE_COUNTS,
)

# Phases. The seat to move (or CHANCE) follows from the phase.
SETUP_DEAL, SETUP_START, TURN, DRAWING, GODS, AUCTION, DISASTER, OVER = range(8)
PHASE_NAMES = ("setup_deal", "setup_start", "turn", "drawing", "gods", "auction", "disaster", "over")

# After a disaster's choices are made, play resumes here.
RESUME_AFTER_AUCTION, RESUME_GODS = 0, 1

NO_BID = 0  # sun disks are numbered from 1


class RaState(GameState):
    __slots__ = (
        "num_players", "god_on_disaster", "phase", "epoch", "current",
        "bag", "bag_total", "ra_count", "ra_limit", "auction", "center_sun",
        "up", "down", "held", "cats", "epoch_gains",
        # auction in progress
        "holder", "voluntary", "must_bid", "bidders", "bid_pos", "high_bid", "high_bidder",
        # disaster choices in progress
        "unrest_left", "quake_left", "resume",
    )

    def __init__(self, num_players: int, god_on_disaster: bool = False) -> None:
        n = num_players
        self.num_players = n
        self.god_on_disaster = god_on_disaster
        self.phase = SETUP_DEAL
        self.epoch = 1
        self.current = CHANCE
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
        self.holder = -1
        self.voluntary = False
        self.must_bid = False
        self.bidders: list[int] = []
        self.bid_pos = 0
        self.high_bid = NO_BID
        self.high_bidder = -1
        self.unrest_left = 0
        self.quake_left = 0
        self.resume = RESUME_AFTER_AUCTION

    def clone(self) -> RaState:
        c = RaState.__new__(RaState)
        c.num_players = self.num_players
        c.god_on_disaster = self.god_on_disaster
        c.phase = self.phase
        c.epoch = self.epoch
        c.current = self.current
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
        c.holder = self.holder
        c.voluntary = self.voluntary
        c.must_bid = self.must_bid
        c.bidders = self.bidders[:]
        c.bid_pos = self.bid_pos
        c.high_bid = self.high_bid
        c.high_bidder = self.high_bidder
        c.unrest_left = self.unrest_left
        c.quake_left = self.quake_left
        c.resume = self.resume
        return c

    def key(self) -> tuple:
        return (
            self.num_players, self.god_on_disaster, self.phase, self.epoch, self.current,
            tuple(self.bag), self.ra_count, tuple(self.auction), self.center_sun,
            tuple(map(tuple, self.up)), tuple(map(tuple, self.down)), tuple(map(tuple, self.held)),
            tuple(map(tuple, self.cats)), tuple(map(tuple, self.epoch_gains)),
            self.holder, self.voluntary, self.must_bid, tuple(self.bidders), self.bid_pos,
            self.high_bid, self.high_bidder, self.unrest_left, self.quake_left, self.resume,
        )

    # --- protocol -------------------------------------------------------------------------
    def current_player(self) -> int:
        return self.current

    def legal_moves(self) -> list:
        return rules.legal_moves(self)

    def why_illegal(self, move: object) -> str | None:
        return rules.why_illegal(self, move)

    def apply_trusted(self, move: object, events: list[Event] | None = None) -> None:
        rules.apply_move(self, move, events)

    def chance_outcomes(self) -> list:
        return rules.chance_outcomes(self)

    def sample_chance(self, rng: random.Random) -> object:
        return rules.sample_chance(self, rng)

    def scores(self) -> list[int]:
        return [sum(c) for c in self.cats]

    def breakdown(self) -> list[dict[str, int]]:
        return [dict(zip(CATEGORIES, c, strict=True)) for c in self.cats]

    def scores_by_epoch(self) -> list[list[int]]:
        return [g[:] for g in self.epoch_gains]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def sun_total(self, seat: int) -> int:
        return sum(self.up[seat]) + sum(self.down[seat])

    def __repr__(self) -> str:
        return (f"<Ra {self.num_players}p epoch {self.epoch} {PHASE_NAMES[self.phase]} "
                f"to move {self.current} scores {self.scores()}>")



# The rules are functions in rules.py, which needs RaState: imported last to close the cycle.
from engine.games.ra import rules  # noqa: E402
