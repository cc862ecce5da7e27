"""Fields: plowing (the first field anywhere free, later ones next to a field), sowing (1 grain from the
supply makes 3 on the field, 1 vegetable 2) and baking bread (grain to food with a baking improvement)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, majors, reasons, sources
from engine.games.agricola.data import FOOD, GRAIN, NG, VEG
from engine.games.agricola.moves import PLOW, SOW, STOP, BakeGrain, PlowField, SowField, Stop
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
class Sow(Decision[AgState]):
    seat: int
    sown: int = 0
    PROMPT: ClassVar[Text] = Text("Sow grain or vegetables on empty fields", "空いている畑に種をまいてください")

    def legal_moves(self, state: AgState) -> list:
        p = self.seat
        b = NG * p
        crops = [g for g in (GRAIN, VEG) if state.goods[b + g] > 0]
        moves: list = [SOW[c, g] for c in empty_fields(state, p) for g in crops]
        if self.sown:
            moves.append(STOP)
        return moves

    def explain(self, state: AgState, move: object) -> Reason:
        if isinstance(move, Stop):
            return reasons.STOP_NOT_YET
        return reasons.CELL if isinstance(move, SowField) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        if self.sown and not can_sow(state, self.seat):
            state.pending.pop()
            return True
        return False

    def apply(self, state: AgState, move: SowField | Stop) -> None:
        if isinstance(move, Stop):
            state.pending.pop()
            return
        p = self.seat
        g = GRAIN if move.crop == "grain" else VEG
        c = farm.CELL_INDEX[move.cell]
        state.goods[NG * p + g] -= 1
        state.crop[farm.CELLS * p + c] = g
        state.crop_n[farm.CELLS * p + c] = SOWN[g]
        state.pending[-1] = Sow(p, self.sown + 1)
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
class Bake(Decision[AgState]):
    seat: int
    baked: tuple[int, ...] = ()  # the improvement used for each grain baked so far
    PROMPT: ClassVar[Text] = Text("Bake bread: grain to food", "パンを焼く：小麦を食料に")

    def legal_moves(self, state: AgState) -> list:
        moves: list = [bake_move(state, m) for m, _ in bake_choices(state, self.seat, self.baked)]
        if self.baked:
            moves.append(STOP)
        return moves

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.STOP_NOT_YET if isinstance(move, Stop) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        if self.baked and not bake_choices(state, self.seat, self.baked):
            state.pending.pop()
            return True
        return False

    def apply(self, state: AgState, move: BakeGrain | Stop) -> None:
        if isinstance(move, Stop):
            state.pending.pop()
            return
        p = self.seat
        m = sources.of(state, move.major)
        food = next(f for mj, f in bake_choices(state, p, self.baked) if mj == m)
        state.goods[NG * p + GRAIN] -= 1
        state.goods[NG * p + FOOD] += food
        state.pending[-1] = Bake(p, (*self.baked, m))
        emit(state.ev, "bread_baked", seat=p, major=move.major, food=food)
