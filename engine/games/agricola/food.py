"""Food: conversions of goods in the supply, paying food (a cost, the harvest's feeding) and begging.

Conversions are offered where food is needed (a food cost, feeding): converting at another moment gains
nothing in the family game, as food does not score and every rate is the same later. Each good converts by
its best source only: raw grain or vegetables (1 food), a cooking improvement, or once a harvest a craft
improvement (Joinery, Pottery, Basketmaker's Workshop). Animals that bred this harvest cannot be converted
until the next round [S] (`state.frozen`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import trigger
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import majors, reasons, sources
from engine.games.agricola.card_effects import CONVERTED
from engine.games.agricola.data import ANIMALS, CLAY, FOOD, GOODS, GRAIN, NG, REED, STONE, VEG, WOOD
from engine.games.agricola.moves import CONVERT_RAW, FEED, Convert, Feed
from engine.games.agricola.sources import convert_move
from engine.games.agricola.state import AgState


def convertible(s: AgState, p: int, g: int) -> int:
    """How many of good g the seat may convert now (animals that just bred excluded)."""
    have = s.goods[NG * p + g]
    if g in ANIMALS:
        have -= s.frozen[3 * p + ANIMALS.index(g)]
    return have


FAMILY_CONVERTIBLE = (GRAIN, VEG, *ANIMALS)
FULL_CONVERTIBLE = (WOOD, CLAY, REED, STONE, GRAIN, VEG, *ANIMALS)  # cards convert building resources too


def conversions(s: AgState, p: int, harvest: bool) -> list[tuple[Convert, int, int, int]]:
    """(move, good, food, source or -1) for each conversion open to the seat now. A once-a-harvest conversion
    (`majors.harvest_converters`) comes last, with its source offset by `ONCE` (see `is_once`)."""
    out = []
    for g in (FAMILY_CONVERTIBLE if s.k is None else FULL_CONVERTIBLE):
        if convertible(s, p, g) <= 0:
            continue
        food, source = majors.cook_rate(s, p, g)
        if g in (GRAIN, VEG) and food <= 1:
            out.append((CONVERT_RAW[g], g, 1, -1))
        elif food > 0:
            out.append((convert_move(s, g, source), g, food, source))
    if harvest:
        used = s.used_harvest[p]
        for source, g, food in majors.harvest_converters(s, p):
            if not used >> source & 1 and s.goods[NG * p + g] > 0:
                out.append((convert_move(s, g, source), g, food, source + ONCE))
    return out


ONCE = 1 << 20  # marks a once-a-harvest conversion's source in `conversions`


def is_once(source: int) -> bool:
    return source >= ONCE


def potential(s: AgState, p: int, harvest: bool = False) -> int:
    """Food the seat has or could make now by converting everything it may."""
    total = s.goods[NG * p + FOOD]
    rate = [0] * NG  # per good, the any-time rate: a once-a-harvest conversion takes one of those units
    for _, g, food, source in conversions(s, p, harvest):
        if source >= ONCE:
            total += food - rate[g] if food > rate[g] else 0
        else:
            rate[g] = food
            total += food * convertible(s, p, g)
    return total


def convert(s: AgState, p: int, g: int, food: int, source: int) -> None:
    b = NG * p
    s.goods[b + g] -= 1
    s.goods[b + FOOD] += food
    if source >= ONCE:
        source -= ONCE
        s.used_harvest[p] |= 1 << source
    emit(s.ev, "converted", seat=p, good=GOODS[g], food=food, major=sources.name(s, source))
    if s.k is not None:
        trigger(s.fx, p, CONVERTED, s, good=g, source=source, count=1)


@dataclass(frozen=True, slots=True)
class RaiseFood(Decision[AgState]):
    """Food is due: the seat converts goods until it has `need` food, then pays. Feeding (`beg`) may be paid
    short: a begging card per food missing. A cost (`beg` False) needs the food; its goods then come from
    `space` (part `part`)."""

    seat: int
    need: int
    beg: bool
    space: int = -1
    part: int = -1
    PROMPT: ClassVar[Text] = Text("Make food: convert goods, or pay",
                                  "食料を用意してください：品物を食料にするか、支払う")

    def legal_moves(self, state: AgState) -> list:
        if state.goods[NG * self.seat + FOOD] >= self.need:
            return [FEED]
        moves: list = [m for m, _, _, _ in conversions(state, self.seat, self.beg)]
        if self.beg:
            moves.append(FEED)
        return moves

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.CONVERT if isinstance(move, Convert) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        """Nothing to decide once the food is there, or when there is nothing left to convert."""
        moves = self.legal_moves(state)
        if len(moves) == 1 and isinstance(moves[0], Feed):
            self.apply(state, moves[0])
            return True
        return False

    def apply(self, state: AgState, move: object) -> None:
        p = self.seat
        if isinstance(move, Convert):
            for m, g, food, source in conversions(state, p, self.beg):
                if m == move:
                    convert(state, p, g, food, source)
                    return
            return
        state.pending.pop()
        b = NG * p
        paid = min(self.need, state.goods[b + FOOD])
        state.goods[b + FOOD] -= paid
        if self.beg:
            missing = self.need - paid
            state.begging[p] += missing
            emit(state.ev, "family_fed", seat=p, food=paid, begging=missing)
        else:
            emit(state.ev, "food_paid", seat=p, food=paid)
            from engine.games.agricola.goods import receive
            receive(state, p, state.t.space_parts[self.space][self.part].goods, self.space)


def proposal(s: AgState, p: int, need: int, harvest: bool) -> list[Convert]:
    """The conversions the table proposes to raise `need` food: the fewest goods and the least food wasted
    (while more is missing than one good gives, the conversion giving most; then the smallest one that is
    enough). A suggestion for the player to change, not a rule: the moves are played one by one and the
    engine checks each. Works on a clone, so the position is untouched."""
    work = s.clone()
    out: list[Convert] = []
    while work.goods[NG * p + FOOD] < need:
        options = conversions(work, p, harvest)
        if not options:
            break
        missing = need - work.goods[NG * p + FOOD]
        enough = [o for o in options if o[2] >= missing]
        move, g, food, source = (min(enough, key=lambda o: o[2]) if enough
                                 else max(options, key=lambda o: o[2]))
        convert(work, p, g, food, source)
        out.append(move)
    return out
