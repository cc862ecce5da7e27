"""Animals: keeping them when they do not all fit, and breeding in the harvest.

Where each animal stands is not stored: the farm can house a set of counts when they fit its capacity
(`farm.fits`), which is the rulebook's "rearrange at any time". When animals arrive (or a subdivision
shrinks a pasture) and do not all fit, the seat chooses among the undominated ways to keep them; the rest
are cooked with its best cooking improvement, or leave. Keeping is never worse than cooking now: a kept
animal may be cooked later at the same rate.

Breeding [S]: each species with at least 2 animals gets one young, if the farm can house it (with the
animals as they are after feeding); at most one young a species. Otherwise it does not breed at all, so a
young can neither be cooked nor kept. Parents and young (3 animals a species that bred) cannot be converted
until the next round begins.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import BREEDING, trigger
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, majors, reasons
from engine.games.agricola.card_effects import CONVERTED
from engine.games.agricola.data import ANIMALS, FOOD, GOODS, NG
from engine.games.agricola.moves import Breed, Keep, keep_move
from engine.games.agricola.state import AgState

SPECIES = ("sheep", "boar", "cattle")


def keep_options(s: AgState, p: int) -> list[tuple[int, int, int]]:
    vectors, singles = s.caps[p]
    return farm.keeps(s.animals(p), vectors, singles)


@dataclass(frozen=True, slots=True)
class HouseAnimals(Decision[AgState]):
    """More animals than room: which to keep."""

    seat: int
    PROMPT: ClassVar[Text] = Text("Not all your animals fit: choose which to keep",
                                  "家畜が入りきりません：飼う家畜を選んでください")

    def legal_moves(self, state: AgState) -> list[Keep]:
        return [keep_move(v) for v in keep_options(state, self.seat)]

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.KEEP if isinstance(move, Keep) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        if state.fits(self.seat, state.animals(self.seat)):  # nothing to decide (a later change made room)
            state.pending.pop()
            return True
        options = keep_options(state, self.seat)
        if len(options) == 1:
            self.apply(state, keep_move(options[0]))
            return True
        return False

    def apply(self, state: AgState, move: Keep) -> None:
        state.pending.pop()
        p = self.seat
        b = NG * p
        keep = (move.sheep, move.boar, move.cattle)
        for i, g in enumerate(ANIMALS):
            extra = state.goods[b + g] - keep[i]
            if extra <= 0:
                continue
            food, source = majors.cook_rate(state, p, g)
            state.goods[b + g] = keep[i]
            state.goods[b + FOOD] += food * extra
            if food and state.k is not None:  # cooked: a conversion (cards react to it)
                trigger(state.fx, p, CONVERTED, state, good=g, source=source, count=extra)
            emit(state.ev, "animals_cooked" if food else "animals_released", seat=p, good=GOODS[g], count=extra,
                 food=food * extra)


# --- breeding ----------------------------------------------------------------------------------------------------
def breeding_options(s: AgState, p: int) -> list[tuple[int, ...]]:
    """The largest sets of species (indices 0..2) that can all get a young: one set when all fit."""
    have = s.animals(p)
    able = [i for i in range(3) if have[i] >= 2]
    for k in range(len(able), 0, -1):
        found = []
        for combo in combinations(able, k):
            after = tuple(have[i] + (i in combo) for i in range(3))
            if s.fits(p, after):  # type: ignore[arg-type]
                found.append(combo)
        if found:
            return found
    return [()]


def breed(s: AgState, p: int, species: tuple[int, ...]) -> None:
    b = NG * p
    if s.ev is not None:  # a pair whose young has no room: said, so a table need not work it out
        blocked = [SPECIES[i] for i in range(3) if i not in species and s.goods[b + ANIMALS[i]] >= 2]
        if blocked:
            emit(s.ev, "breeding_blocked", seat=p, species=blocked)
    for i in species:
        s.goods[b + ANIMALS[i]] += 1
        s.frozen[3 * p + i] = 3  # the two parents and the young [S]
    if species:
        emit(s.ev, "animals_bred", seat=p, species=[SPECIES[i] for i in species])


BREED = {combo: Breed(tuple(SPECIES[i] for i in combo)) for k in range(4) for combo in combinations(range(3), k)}


@dataclass(frozen=True, slots=True)
class ChooseBreeding(Decision[AgState]):
    """Room for some of the young only: which species breed."""

    seat: int
    PROMPT: ClassVar[Text] = Text("Room for only some young animals: choose which species breed",
                                  "一部の子供しか飼えません：繁殖させる種類を選んでください")

    def legal_moves(self, state: AgState) -> list[Breed]:
        return [BREED[c] for c in breeding_options(state, self.seat)]

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.CHOICE if isinstance(move, Breed) else NOT_NOW

    def apply(self, state: AgState, move: Breed) -> None:
        state.pending.pop()
        breed(state, self.seat, tuple(SPECIES.index(x) for x in move.species))


def breeding_turn(s: AgState, p: int) -> None:
    trigger(s.fx, p, BREEDING, s)
    options = breeding_options(s, p)
    if len(options) == 1:
        breed(s, p, options[0])
    else:
        s.pending.append(ChooseBreeding(p))
