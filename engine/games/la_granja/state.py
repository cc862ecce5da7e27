"""The La Granja position: slotted, lists and ints, with a hand-written clone and key.

Per-seat data are lists indexed by seat. A seat's goods are one list of 10 ints indexed by
`goods.SILVER..MEAT` plus `TRADE` (trade goods). Goods on fields are kept per field in `crops`.
Pending decisions (pending/) are on the stack `pending`; the top one owns the next decision. `step` is
the index of the round's step (steps.py; round.py runs them). `fx` indexes the effects of every seat's
helpers and craft markers (effects.py); it is derived from `helpers` and `crafts`, so it is not hashed.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.core.effects import EffectIndex
from engine.core.game import GameState, Move
from engine.games.la_granja.data import Tables
from engine.games.la_granja.steps import step_name

if TYPE_CHECKING:
    from engine.games.la_granja.pending.base import LGDecision

NEUTRAL = 4  # owner id of the solo neutral player's market markers
EMPTY, BLOCKED = -1, -2
VP_CATEGORIES = ("start", "roofs", "buildings", "market", "market_scoring", "siesta", "crafts", "cards",
                 "spent", "final_silver")
CAT = {c: i for i, c in enumerate(VP_CATEGORIES)}

# `taken` (the dice in front of a seat this round) is shown, never read by a rule: it stays out of `key`
# so that state hashes, and the checkpoints of saved games, keep their meaning.
_PER_SEAT = ("goods", "hand", "helpers", "used", "barrows", "loads", "fields", "crops", "exts", "roofs",
             "roofs_used", "crafts", "rows", "vpcat", "vpround")
_SEAT_INTS = ("done", "donkeys_used", "donkey", "deliveries", "extra_used", "siesta", "height", "free_extra")


# What `tally` counts per seat (public facts of play, read by `LaGranja.seat_stats`): free actions since the
# seat's last move of another kind, the longest such run, barrows played and barrows completed.
TALLY = ("free_run", "longest_free_run", "barrows_played", "barrows_completed")
FREE_RUN, LONGEST_FREE_RUN, BARROWS_PLAYED, BARROWS_COMPLETED = range(len(TALLY))


def tally(s: LGState, p: int, what: int) -> None:
    s.tally[p * len(TALLY) + what] += 1


class LGState(GameState):
    __slots__ = (
        "t", "opts", "num_players", "solo", "full_value_scores", "fx",
        "round", "step", "seq", "turn", "pending", "to_move", "order",
        # per seat (lists of lists)
        "goods", "hand", "helpers", "used", "barrows", "loads", "fields", "crops", "exts", "roofs",
        "roofs_used", "crafts", "rows", "vpcat", "vpround", "taken",
        # per seat (lists of ints)
        "done", "donkeys_used", "donkey", "deliveries", "extra_used", "siesta", "height", "free_extra",
        # shared
        "market", "grey", "blocked", "deck", "discard", "display", "dice", "reserved", "stack_top",
        "hand_counts", "hidden_vp", "ev", "packs", "pack_counts",
        "tally",  # how each seat played, `TALLY` counts a seat (flat): for `Game.seat_stats`, not in the key
    )

    def __init__(self, tables: Tables, num_players: int, opts: dict[str, Any]) -> None:
        n = num_players
        self.t = tables
        self.opts = opts
        self.num_players = n
        self.solo = n == 1
        self.full_value_scores = bool(opts.get("full_value_removal_scores", True))
        from engine.games.la_granja.effects import VOCABULARY  # effects.py imports this module
        self.fx = EffectIndex(VOCABULARY, n)
        self.round = 1
        self.step: int = 0
        self.seq: list[int] = []
        self.turn = 0
        self.pending: list[LGDecision] = []
        self.to_move: int = -1
        self.order = list(range(n))
        self.goods = [[1, 0, 0, 0, 0, 0, 0, 0, 0, 1] for _ in range(n)]
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.helpers: list[list[int]] = [[] for _ in range(n)]
        self.used: list[list[int]] = [[] for _ in range(n)]
        self.barrows: list[list[int]] = [[] for _ in range(n)]
        self.loads: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
        self.fields: list[list[int]] = [[] for _ in range(n)]
        self.crops: list[list[int]] = [[] for _ in range(n)]
        self.exts: list[list[int]] = [[] for _ in range(n)]
        self.roofs: list[list[int]] = [[] for _ in range(n)]
        self.roofs_used: list[list[int]] = [[] for _ in range(n)]
        self.crafts: list[list[int]] = [[] for _ in range(n)]
        self.rows: list[list[tuple[int, ...]]] = [[(0,) * 10] * 6 for _ in range(n)]
        self.vpcat = [[0] * len(VP_CATEGORIES) for _ in range(n)]
        self.vpround = [[0] * 6 for _ in range(n)]
        self.taken: list[list[int]] = [[] for _ in range(n)]  # faces of the revenue dice taken this round
        self.done = [0] * n
        self.donkeys_used = [0] * n
        self.donkey = [0] * n
        self.deliveries = [0] * n
        self.extra_used = [0] * n
        self.siesta = [0] * n
        self.height = [0] * n
        self.free_extra = [0] * n
        small = n < 4
        self.market = [BLOCKED if (small and b) else EMPTY for b in tables.market_blocked_small]
        self.grey: list[tuple[int, ...]] = [()] * 6
        self.blocked: list[int] = []  # buildings under building-order markers 1, 2, 3 (lowest first)
        self.deck = list(range(1, len(tables.cards)))
        self.discard: list[int] = []
        self.display: list[int] = []
        self.dice: list[int] = []
        self.reserved = (-1, 0)  # (seat, face) of the Village elder's reservation
        self.stack_top = 0  # siesta stacking counter: a later arrival lies on top
        self.hand_counts: list[int] | None = None  # set in observations, where other hands are absent
        self.hidden_vp: list[bool] | None = None
        self.ev: list | None = None  # the events list of the `apply` in progress
        self.packs: list[list[int]] = [[] for _ in range(n)]  # draft option: the pack in front of each seat
        self.pack_counts: list[int] | None = None  # set in observations, where other packs are absent
        self.tally: list[int] = [0] * (len(TALLY) * n)

    # --- copying and hashing ------------------------------------------------------------------
    def clone(self) -> LGState:
        c = self.__class__.__new__(self.__class__)
        c.t, c.opts, c.num_players, c.solo = self.t, self.opts, self.num_players, self.solo
        c.full_value_scores = self.full_value_scores
        c.fx = self.fx.clone()
        c.round, c.step, c.turn, c.to_move = self.round, self.step, self.turn, self.to_move
        c.seq = self.seq[:]
        c.pending = self.pending[:]
        c.order = self.order[:]
        c.goods = [x[:] for x in self.goods]
        c.hand = [x[:] for x in self.hand]
        c.helpers = [x[:] for x in self.helpers]
        c.used = [x[:] for x in self.used]
        c.barrows = [x[:] for x in self.barrows]
        c.loads = [x[:] for x in self.loads]
        c.fields = [x[:] for x in self.fields]
        c.crops = [x[:] for x in self.crops]
        c.exts = [x[:] for x in self.exts]
        c.roofs = [x[:] for x in self.roofs]
        c.roofs_used = [x[:] for x in self.roofs_used]
        c.crafts = [x[:] for x in self.crafts]
        c.rows = [x[:] for x in self.rows]
        c.vpcat = [x[:] for x in self.vpcat]
        c.vpround = [x[:] for x in self.vpround]
        c.taken = [x[:] for x in self.taken]
        c.done = self.done[:]
        c.donkeys_used = self.donkeys_used[:]
        c.donkey = self.donkey[:]
        c.deliveries = self.deliveries[:]
        c.extra_used = self.extra_used[:]
        c.siesta = self.siesta[:]
        c.height = self.height[:]
        c.free_extra = self.free_extra[:]
        c.market = self.market[:]
        c.grey = self.grey[:]
        c.blocked = self.blocked[:]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.display = self.display[:]
        c.dice = self.dice[:]
        c.reserved = self.reserved
        c.stack_top = self.stack_top
        c.hand_counts = None if self.hand_counts is None else self.hand_counts[:]
        c.hidden_vp = None if self.hidden_vp is None else self.hidden_vp[:]
        c.ev = None
        c.tally = self.tally[:]
        c.packs = [x[:] for x in self.packs]
        c.pack_counts = None if self.pack_counts is None else self.pack_counts[:]
        return c

    def key(self) -> tuple:
        per_seat = tuple(tuple(tuple(map(_tup, getattr(self, a)[p])) for a in _PER_SEAT)
                         + tuple(getattr(self, a)[p] for a in _SEAT_INTS)
                         for p in range(self.num_players))
        return (self.round, self.step, tuple(self.seq), self.turn, tuple(d.key() for d in self.pending),
                tuple(self.order),
                per_seat, tuple(self.market), tuple(self.grey), tuple(self.blocked), tuple(sorted(self.deck)),
                tuple(sorted(self.discard)), tuple(self.display), tuple(self.dice), self.reserved,
                self.stack_top, tuple(tuple(x) for x in self.packs))

    def wasted(self, earlier: Sequence[Move], move: Move) -> bool:
        """Buying back a good sold (or selling one bought) among the same free actions (free.undoes)."""
        from engine.games.la_granja.free import undoes
        return undoes(earlier, move)

    # --- derived quantities ---------------------------------------------------------------------
    def vp(self, p: int) -> int:
        return self.goods[p][1]

    @property
    def step_name(self) -> str:
        """The name of the round's current step (steps.py), 'end' once the game is over."""
        return step_name(self.step)


def _tup(x: Any) -> Any:
    return tuple(x) if isinstance(x, list) else x
