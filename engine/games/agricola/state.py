"""The position: mutable, slotted, flat lists per seat, cloned by hand.

Goods per seat are flat: seat p's count of good g is `goods[10 * p + g]` (animals included: the farm's
animals are counts; where each one stands is worked out from the pastures whenever it matters, which is
the rulebook's "rearrange at any time"). The farmyard per seat: `rooms`, `fields`, `stables` (cell masks),
`fences` (an edge mask), `house` (0 wood, 1 clay, 2 stone), crops on each field (`crop`, `crop_n` at
15 * p + cell). Pastures and what they can house (`pasture`, `caps`) are derived from fences and stables
and recomputed only when those change (`farm_changed`).

Action spaces: `board` lists the spaces in play (the round cards join it one a round); the goods lying
on a space are `stock[10 * space + g]`; `occ[space]` is the seat whose person stands there (-1: free).
"""
from __future__ import annotations

from typing import Any

from engine.core.effects import EffectIndex, modify
from engine.core.game import CHANCE, GameState
from engine.games.agricola import farm
from engine.games.agricola.data import ANIMALS, NG, Tables

CATEGORIES = ("fields", "pastures", "grain", "vegetable", "sheep", "boar", "cattle", "unused", "stables",
              "rooms", "family", "improvements", "bonus", "begging")


# What a farm houses with capacity cards, by (pastures, stables, the effects on the `capacity` hook): the
# hook's modifiers read only the housing and their parameters, so the sum is a function of the key.
_CARD_CAPS: dict[tuple[Any, ...], tuple[tuple[tuple[int, int, int], ...], int]] = {}


class AgState(GameState):
    __slots__ = ("t", "num_players", "acc", "step", "seq", "turn", "pending", "to_move", "round", "start",
                 "start_next", "cards", "board", "stock", "occ", "goods", "people", "avail", "newborn",
                 "rooms", "house", "fields", "crop", "crop_n", "stables", "fences", "pasture", "caps",
                 "major_owner", "round_food", "begging", "frozen", "used_harvest", "inbound", "seating", "fx", "ev",
                 "k")

    def __init__(self, t: Tables, n: int, fx: EffectIndex) -> None:
        g = t.g
        self.t = t
        self.num_players = n
        self.acc = t.accumulation(n)
        self.step = 0
        self.seq: list[int] = []
        self.turn = -1
        self.pending: list[Any] = []
        self.to_move = CHANCE
        self.round = 0  # 0 before round 1 starts
        self.start = -1  # the start player; -1 until chance chose one
        self.start_next = -1  # who took the start player space this round (-1: nobody)
        self.cards: list[int] = []  # the round cards revealed, in round order
        self.board = list(t.board(n))
        self.stock = [0] * (NG * len(t.space_ids))
        self.occ = [-1] * len(t.space_ids)
        self.goods = [0] * (NG * n)
        self.people = [g.start_people] * n
        self.avail = [0] * n  # people still to place this round
        self.newborn = [0] * n  # people born this round (they eat less in this round's harvest)
        rooms = 0
        for c in g.start_rooms:
            rooms |= 1 << c
        self.rooms = [rooms] * n
        self.house = [0] * n
        self.fields = [0] * n
        self.crop = [-1] * (farm.CELLS * n)  # the good sown on a field (-1: none)
        self.crop_n = [0] * (farm.CELLS * n)
        self.stables = [0] * n
        self.fences = [0] * n
        self.pasture: list[tuple[int, ...]] = [()] * n
        self.caps = [farm.capacity((), 0)] * n
        self.major_owner = [-1] * len(t.majors)
        self.round_food = [0] * ((g.rounds + 1) * n)  # food waiting on round spaces for a seat (the Well)
        self.begging = [0] * n
        self.frozen = [0] * (3 * n)  # animals that bred this harvest: not convertible until the next round
        self.used_harvest = [0] * n  # harvest-only conversions used this harvest (a bit per major)
        self.inbound = [0] * NG  # goods taken from a space, not yet in the taker's supply
        self.seating = tuple(range(n))  # the seats around the table in play order (the lots or dice may reorder)
        self.fx = fx
        self.ev: list | None = None
        self.k: Any = None  # the full game's cards (`cardstate.Cards`); None in the family game

    def clone(self) -> AgState:
        c = self.__class__.__new__(self.__class__)
        c.t = self.t
        c.num_players = self.num_players
        c.acc = self.acc
        c.step = self.step
        c.seq = self.seq[:]
        c.turn = self.turn
        c.pending = self.pending[:]
        c.to_move = self.to_move
        c.round = self.round
        c.start = self.start
        c.start_next = self.start_next
        c.cards = self.cards[:]
        c.board = self.board[:]
        c.stock = self.stock[:]
        c.occ = self.occ[:]
        c.goods = self.goods[:]
        c.people = self.people[:]
        c.avail = self.avail[:]
        c.newborn = self.newborn[:]
        c.rooms = self.rooms[:]
        c.house = self.house[:]
        c.fields = self.fields[:]
        c.crop = self.crop[:]
        c.crop_n = self.crop_n[:]
        c.stables = self.stables[:]
        c.fences = self.fences[:]
        c.pasture = self.pasture[:]
        c.caps = self.caps[:]
        c.major_owner = self.major_owner[:]
        c.round_food = self.round_food[:]
        c.begging = self.begging[:]
        c.frozen = self.frozen[:]
        c.used_harvest = self.used_harvest[:]
        c.inbound = self.inbound[:]
        c.seating = self.seating
        c.fx = self.fx.clone()
        c.ev = None
        c.k = None if self.k is None else self.k.clone()
        return c

    def key(self) -> tuple:
        return (self.step, tuple(self.seq), self.turn, tuple(d.key() for d in self.pending), self.to_move,
                self.round, self.start, self.start_next, tuple(self.cards), tuple(self.board), tuple(self.stock),
                tuple(self.occ), tuple(self.goods), tuple(self.people), tuple(self.avail), tuple(self.newborn),
                tuple(self.rooms), tuple(self.house), tuple(self.fields), tuple(self.crop), tuple(self.crop_n),
                tuple(self.stables), tuple(self.fences), tuple(self.major_owner), tuple(self.round_food),
                tuple(self.begging), tuple(self.frozen), tuple(self.used_harvest), tuple(self.inbound),
                self.seating, None if self.k is None else self.k.key())
        # the installed effects follow from `major_owner` (the majors' effects are installed when bought)

    # --- small facts several rules read ----------------------------------------------------------------
    def seat_after(self, p: int, k: int = 1) -> int:
        """The seat k places after seat p in play order around the table (k = 1: its left neighbour)."""
        order = self.seating
        return order[(order.index(p) + k) % self.num_players]

    def good(self, p: int, g: int) -> int:
        return self.goods[NG * p + g]

    def animals(self, p: int) -> tuple[int, int, int]:
        b = NG * p
        return self.goods[b + ANIMALS[0]], self.goods[b + ANIMALS[1]], self.goods[b + ANIMALS[2]]

    def used_cells(self, p: int) -> int:
        """Cells with a room, a field, a stable or inside a pasture."""
        fenced = 0
        for m in self.pasture[p]:
            fenced |= m
        return self.rooms[p] | self.fields[p] | self.stables[p] | fenced

    def fenced(self, p: int) -> int:
        out = 0
        for m in self.pasture[p]:
            out |= m
        return out

    def farm_changed(self, p: int) -> None:
        """Fences, stables or the cards that change capacity changed: pastures and capacity afresh."""
        self.pasture[p] = farm.pastures(self.fences[p])
        effects = self.fx.by_seat[p].get(farm.CAPACITY)
        if effects:  # cards change what the farm houses: cached by the farm and those effects (pure)
            key = (self.pasture[p], self.stables[p], effects)
            caps = _CARD_CAPS.get(key)
            if caps is None:
                if len(_CARD_CAPS) >= 4096:
                    _CARD_CAPS.clear()
                caps = _CARD_CAPS[key] = farm.summed(self.housing(p))
            self.caps[p] = caps
        else:
            self.caps[p] = farm.capacity(self.pasture[p], self.stables[p])

    def housing(self, p: int) -> farm.Housing:
        """The seat's places for animals as its cards change them (what `caps` sums up; the table may show it)."""
        plain = farm.housing(self.pasture[p], self.stables[p])
        return modify(self.fx, p, farm.CAPACITY, plain, self)  # type: ignore[no-any-return]

    def fits(self, p: int, counts: tuple[int, int, int]) -> bool:
        vectors, singles = self.caps[p]
        return farm.fits(counts, vectors, singles)

    def owns(self, p: int, major: int) -> bool:
        return self.major_owner[major] == p
