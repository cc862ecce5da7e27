"""Fields: plowing (the first field anywhere free, later ones next to a field), sowing (1 grain from the
supply makes 3 on the field, 1 vegetable 2) and baking bread (grain to food with a baking improvement)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, majors, reasons, sources
from engine.games.agricola.data import FOOD, GRAIN, NG, VEG
from engine.games.agricola.moves import PLOW, SOW, BakeGrain, PlowField, SowField
from engine.games.agricola.repeat import Repeatable
from engine.games.agricola.sources import bake_move
from engine.games.agricola.state import AgState

SOWN = {GRAIN: 3, VEG: 2}


# --- plowing -------------------------------------------------------------------------------------------------
def plowable(s: AgState, p: int) -> int:
    free = farm.FULL & ~s.used_cells(p)
    if s.fields[p]:
        free &= farm.neighbours(s.fields[p])
    return free


@dataclass(frozen=True, slots=True)
class Plow(Decision[AgState]):
    seat: int
    free_actions: ClassVar[bool] = True  # the full game's "any time" window is open (card_anytime.py)
    PROMPT: ClassVar[Text] = Text("Plow a field", "耕す畑を選んでください")

    def legal_moves(self, state: AgState) -> list[PlowField]:
        return [PLOW[c] for c in farm.bits(plowable(state, self.seat))]

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.CELL if isinstance(move, PlowField) else NOT_NOW

    def apply(self, state: AgState, move: PlowField) -> None:
        state.pending.pop()
        c = farm.CELL_INDEX[move.cell]
        state.fields[self.seat] |= 1 << c
        emit(state.ev, "field_plowed", seat=self.seat, cell=move.cell)


# --- sowing --------------------------------------------------------------------------------------------------
def empty_fields(s: AgState, p: int) -> list[int]:
    base = farm.CELLS * p
    return [c for c in farm.bits(s.fields[p]) if s.crop_n[base + c] == 0]


def can_sow(s: AgState, p: int) -> bool:
    b = NG * p
    return (s.goods[b + GRAIN] > 0 or s.goods[b + VEG] > 0) and bool(empty_fields(s, p))


@dataclass(frozen=True, slots=True)
class Sow(Repeatable):
    seat: int
    sown: int = 0
    PROMPT: ClassVar[Text] = Text("Sow grain or vegetables on empty fields", "空いている畑に種をまいてください")

    def steps(self, state: AgState) -> list[Any]:
        p = self.seat
        b = NG * p
        crops = [g for g in (GRAIN, VEG) if state.goods[b + g] > 0]
        return [SOW[c, g] for c in empty_fields(state, p) for g in crops]

    def begun(self) -> bool:
        return self.sown > 0

    def more(self, state: AgState) -> bool:
        return can_sow(state, self.seat)

    def step_reason(self, state: AgState, move: object) -> Reason:
        return reasons.CELL if isinstance(move, SowField) else NOT_NOW

    def after(self, state: AgState, move: SowField) -> Sow:
        return Sow(self.seat, self.sown + 1)

    def go_on(self, state: AgState, move: SowField) -> None:
        p = self.seat
        g = GRAIN if move.crop == "grain" else VEG
        c = farm.CELL_INDEX[move.cell]
        state.goods[NG * p + g] -= 1
        state.crop[farm.CELLS * p + c] = g
        state.crop_n[farm.CELLS * p + c] = SOWN[g]
        emit(state.ev, "field_sown", seat=p, cell=move.cell, crop=move.crop)


# --- baking --------------------------------------------------------------------------------------------------
def bake_choices(s: AgState, p: int, baked: tuple[int, ...]) -> list[tuple[int, int]]:
    """(major, food) of the improvements that may bake one more grain in this bake action. Of those without
    a limit only the best is offered (a Fireplace is never better than a Cooking hearth)."""
    if s.goods[NG * p + GRAIN] <= 0:
        return []
    out = []
    best_any = (-1, 0)
    for m, food, most in majors.bake_options(s, p):
        if most == 0:
            if food > best_any[1]:
                best_any = (m, food)
        elif baked.count(m) < most:
            out.append((m, food))
    if best_any[0] >= 0:
        out.append(best_any)
    return out


def can_bake(s: AgState, p: int) -> bool:
    return bool(bake_choices(s, p, ()))


def start_bake(s: AgState, p: int) -> None:
    if can_bake(s, p):
        s.pending.append(Bake(p))


@dataclass(frozen=True, slots=True)
class Bake(Repeatable):
    seat: int
    baked: tuple[int, ...] = ()  # the improvement used for each grain baked so far
    card: int = -1  # the card whose offer this bake is (Master Baker's), -1: a bake action of the seat's own
    PROMPT: ClassVar[Text] = Text("Bake bread: grain to food", "パンを焼く：小麦を食料に")

    def steps(self, state: AgState) -> list[Any]:
        return [bake_move(state, m) for m, _ in bake_choices(state, self.seat, self.baked)]

    def begun(self) -> bool:
        return bool(self.baked)

    def after(self, state: AgState, move: BakeGrain) -> Bake:
        return Bake(self.seat, (*self.baked, sources.of(state, move.major)), self.card)

    def finished(self, state: AgState) -> None:
        """Every seat's cards hear that this seat baked (baker first, then in seat order): card_baking.py."""
        if state.k is not None and self.baked:
            from engine.games.agricola.card_baking import baked
            baked(state, self.seat, len(self.baked), self.card)

    def go_on(self, state: AgState, move: BakeGrain) -> None:
        p = self.seat
        m = sources.of(state, move.major)
        food = next(f for mj, f in bake_choices(state, p, self.baked) if mj == m)
        state.goods[NG * p + GRAIN] -= 1
        state.goods[NG * p + FOOD] += food
        emit(state.ev, "bread_baked", seat=p, major=move.major, food=food)
