"""The position: mutable, slotted, flat lists per seat, cloned by hand.

Per-seat arrays of four (one per colour or level) are flat: seat p's entry for colour c is at `4 * p + c`;
the pit's cubes are at `16 * p + 4 * level + colour` (levels 0..3 are the pit's levels 1..4, the cage's
level 0 is the surface). Colour c's tunnel is level c + 1.

Decks are lists with the top card last. `tknow` / `oknow` hold, per card in the deck, a bit mask of the
seats that know that card's identity and place (a look at 5 put it there). An observation writes -1 for
a card its seat does not know and keeps the unknown cards, sorted, in `tpool` / `opool`; a full state has
no pools (None).
"""
from __future__ import annotations

from typing import Any

from engine.core.game import CHANCE, GameState
from engine.games.coal_baron.data import Tables

# score categories, in the order of the breakdown
CATEGORIES = ("orders", "coal", "transport", "empty_carts", "marks", "cubes", "open_orders", "balance")
CAT = {name: i for i, name in enumerate(CATEGORIES)}
NCAT = len(CATEGORIES)

# A held order: (card id, colours of the spots still empty (sorted), cubes on it per colour)
HeldOrder = tuple[int, tuple[int, ...], tuple[int, int, int, int]]


class CBState(GameState):
    __slots__ = ("t", "num_players", "locked", "open_spaces", "fopen", "oopen", "step", "seq", "turn", "pending",
                 "to_move",
                 "shift", "start", "money", "workers", "canteen", "bank", "occ_owner", "occ_count",
                 "fslots", "oslots", "tdeck", "tknow", "odeck", "oknow", "tpool", "opool", "draft",
                 "supply", "cage_level", "cage", "storage", "pit", "carts", "lit", "dark", "tiles",
                 "held", "delivered", "dcol", "dtrans", "vp", "cat", "by_shift", "cage_from", "cage_run", "ev")

    def __init__(self, t: Tables, n: int) -> None:
        self.t = t
        self.num_players = n
        self.locked = t.locked(n)
        self.open_spaces = tuple(i for i in range(len(t.space_names)) if i not in self.locked)
        # the open face-up slots (0-based) of the minecart factory and of the orders, in board order
        self.fopen = tuple(t.space_arg[i] for i in self.open_spaces if t.space_area[i] == "factory")
        self.oopen = tuple(t.space_arg[i] for i in self.open_spaces if t.space_area[i] == "order")
        setup = t.setup[n]
        # flow cursor
        self.step = 0
        self.seq: list[int] = []
        self.turn = -1
        self.pending: list[Any] = []
        self.to_move = CHANCE
        self.shift = 1
        self.start = -1  # the start player; -1 until chance chose one
        self.money = [setup.marks] * n
        self.workers = [setup.workers] * n
        self.canteen = [0] * n
        self.bank = [0] * n
        nsp = len(t.space_names)
        self.occ_owner = [-1] * nsp
        self.occ_count = [0] * nsp
        self.fslots = [-1] * 8  # tile kind in each minecart-factory slot (-1: empty or locked)
        self.oslots = [-1] * 4  # order card in each order slot
        self.tdeck: list[int] = []
        self.tknow: list[int] = []
        self.odeck: list[int] = []
        self.oknow: list[int] = []
        self.tpool: list[int] | None = None
        self.opool: list[int] | None = None
        self.draft: list[int] = []  # the orders revealed for the setup draft
        self.supply = [c - n for c in t.cubes]  # one cube of each colour sits on each printed cart
        self.cage_level = [0] * n
        self.cage = [0] * (4 * n)
        self.storage = [0] * (4 * n)
        pit = [0] * (16 * n)
        for p in range(n):
            for c in range(4):
                pit[16 * p + 4 * c + c] = 1
        self.pit = pit
        self.carts = [1] * (4 * n)  # carts per level, the printed one included
        self.lit = [0] * n
        self.dark = [0] * n
        self.tiles: list[list[int]] = [[] for _ in range(n)]  # tile kinds in the order bought
        self.held: list[list[HeldOrder]] = [[] for _ in range(n)]
        self.delivered: list[list[int]] = [[] for _ in range(n)]
        self.dcol = [0] * (4 * n)  # delivered cubes per colour (as printed on the cards)
        self.dtrans = [0] * (4 * n)  # delivered cubes per transport
        self.vp = [0] * n
        self.cat = [0] * (NCAT * n)
        self.by_shift = [0] * ((t.shifts + 1) * n)  # points gained per shift; the last row is the final scoring
        # Per seat, the level its cage left at its last move while nothing has been loaded or unloaded since
        # (-1 otherwise), and whether that move was made in the mining action under way. No rule reads them:
        # the bots' `wasted` does (habits.py), so they are left out of `key`; a replay rebuilds them.
        self.cage_from = [-1] * n
        self.cage_run = [False] * n
        self.ev: list | None = None

    def clone(self) -> CBState:
        c = self.__class__.__new__(self.__class__)
        c.t = self.t
        c.num_players = self.num_players
        c.locked = self.locked
        c.open_spaces = self.open_spaces
        c.fopen = self.fopen
        c.oopen = self.oopen
        c.step = self.step
        c.seq = self.seq[:]
        c.turn = self.turn
        c.pending = self.pending[:]
        c.to_move = self.to_move
        c.shift = self.shift
        c.start = self.start
        c.money = self.money[:]
        c.workers = self.workers[:]
        c.canteen = self.canteen[:]
        c.bank = self.bank[:]
        c.occ_owner = self.occ_owner[:]
        c.occ_count = self.occ_count[:]
        c.fslots = self.fslots[:]
        c.oslots = self.oslots[:]
        c.tdeck = self.tdeck[:]
        c.tknow = self.tknow[:]
        c.odeck = self.odeck[:]
        c.oknow = self.oknow[:]
        c.tpool = None if self.tpool is None else self.tpool[:]
        c.opool = None if self.opool is None else self.opool[:]
        c.draft = self.draft[:]
        c.supply = self.supply[:]
        c.cage_level = self.cage_level[:]
        c.cage = self.cage[:]
        c.storage = self.storage[:]
        c.pit = self.pit[:]
        c.carts = self.carts[:]
        c.lit = self.lit[:]
        c.dark = self.dark[:]
        c.tiles = [x[:] for x in self.tiles]
        c.held = [x[:] for x in self.held]
        c.delivered = [x[:] for x in self.delivered]
        c.dcol = self.dcol[:]
        c.dtrans = self.dtrans[:]
        c.vp = self.vp[:]
        c.cat = self.cat[:]
        c.by_shift = self.by_shift[:]
        c.cage_from = self.cage_from[:]
        c.cage_run = self.cage_run[:]
        c.ev = None
        return c

    def key(self) -> tuple:
        return (self.step, tuple(self.seq), self.turn, tuple(d.key() for d in self.pending), self.to_move,
                self.shift, self.start, tuple(self.money), tuple(self.workers), tuple(self.canteen),
                tuple(self.bank), tuple(self.occ_owner), tuple(self.occ_count), tuple(self.fslots),
                tuple(self.oslots), tuple(self.tdeck), tuple(self.tknow), tuple(self.odeck), tuple(self.oknow),
                tuple(self.tpool or ()), tuple(self.opool or ()), tuple(self.draft), tuple(self.supply),
                tuple(self.cage_level), tuple(self.cage), tuple(self.storage), tuple(self.pit), tuple(self.carts),
                tuple(self.lit), tuple(self.dark), tuple(tuple(x) for x in self.tiles),
                tuple(tuple(x) for x in self.held), tuple(tuple(x) for x in self.delivered),
                tuple(self.vp), tuple(self.cat))

    # --- small facts several rules read ---------------------------------------------------------------
    def cage_total(self, p: int) -> int:
        b = 4 * p
        cage = self.cage
        return cage[b] + cage[b + 1] + cage[b + 2] + cage[b + 3]

    def cubes_owned(self, p: int) -> int:
        """Every cube on a seat's board: carts, cage, storage and undelivered orders."""
        total = sum(self.pit[16 * p:16 * p + 16]) + sum(self.cage[4 * p:4 * p + 4])
        total += sum(self.storage[4 * p:4 * p + 4])
        for _, _, cubes in self.held[p]:
            total += sum(cubes)
        return total

    def empty_carts(self, p: int, level: int) -> int:
        """Empty carts on a level (0..3), the printed cart included."""
        b = 16 * p + 4 * level
        pit = self.pit
        return self.carts[4 * p + level] - (pit[b] + pit[b + 1] + pit[b + 2] + pit[b + 3])

    def gain(self, p: int, points: int, category: str) -> None:
        """Points for a seat, booked to a category and to the current shift (or the final scoring)."""
        n = self.num_players
        self.vp[p] += points
        self.cat[NCAT * p + CAT[category]] += points
        row = self.shift - 1 if category not in FINAL_CATEGORIES else self.t.shifts
        self.by_shift[row * n + p] += points


FINAL_CATEGORIES = frozenset({"marks", "cubes", "open_orders", "balance"})
