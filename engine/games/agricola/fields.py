"""Fields: plowing (the first field anywhere free, later ones next to a field), sowing (1 grain from the
supply makes 3 on the field, 1 vegetable 2) and baking bread (grain to food with a baking improvement)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import modify, trigger
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, majors, reasons, sources
from engine.games.agricola.card_farm import PLOWED, sow_on_card, sow_targets
from engine.games.agricola.card_farm import SOWN as SOWN_HOOK
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


def plow(s: AgState, p: int, cell: str) -> None:
    s.fields[p] |= 1 << farm.CELL_INDEX[cell]
    emit(s.ev, "field_plowed", seat=p, cell=cell)


@dataclass(frozen=True, slots=True)
class Plow(Decision[AgState]):
    seat: int
    space: int = -1  # the action space whose plow this is (-1: a card's); cards may plow more after it
    free_actions: ClassVar[bool] = True  # the full game's "any time" window is open (card_anytime.py)
    PROMPT: ClassVar[Text] = Text("Plow a field", "耕す畑を選んでください")

    def legal_moves(self, state: AgState) -> list[PlowField]:
        return [PLOW[c] for c in farm.bits(plowable(state, self.seat))]

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.CELL if isinstance(move, PlowField) else NOT_NOW

    def apply(self, state: AgState, move: PlowField) -> None:
        state.pending.pop()
        plow(state, self.seat, move.cell)
        if self.space >= 0 and state.k is not None:
            trigger(state.fx, self.seat, PLOWED, state, space=self.space)


@dataclass(frozen=True, slots=True)
class PlowFields(Repeatable):
    """Up to `most` fields more, one after the other (a card's plow of several)."""

    seat: int
    most: int
    plowed: int = 0
    PROMPT: ClassVar[Text] = Text("Plow more fields", "さらに畑を耕してください")

    def steps(self, state: AgState) -> list[Any]:
        return [PLOW[c] for c in farm.bits(plowable(state, self.seat))]

    def begun(self) -> bool:
        return self.plowed > 0

    def more(self, state: AgState) -> bool:
        return self.plowed < self.most and bool(plowable(state, self.seat))

    def step_reason(self, state: AgState, move: object) -> Reason:
        return reasons.CELL if isinstance(move, PlowField) else NOT_NOW

    def after(self, state: AgState, move: PlowField) -> PlowFields:
        return PlowFields(self.seat, self.most, self.plowed + 1)

    def go_on(self, state: AgState, move: PlowField) -> None:
        plow(state, self.seat, move.cell)


# --- sowing --------------------------------------------------------------------------------------------------
def empty_fields(s: AgState, p: int) -> list[int]:
    base = farm.CELLS * p
    return [c for c in farm.bits(s.fields[p]) if s.crop_n[base + c] == 0]


def can_sow(s: AgState, p: int, crops: tuple[int, ...] = (GRAIN, VEG)) -> bool:
    """Whether the seat has one of `crops` and an empty field for it (in the farmyard or on a card)."""
    b = NG * p
    have = [g for g in crops if s.goods[b + g] > 0]
    if not have:
        return False
    if empty_fields(s, p):
        return True
    return any(g in takes for _, takes in sow_targets(s, p) for g in have)


_CARD_SOW: dict[tuple[str, int], SowField] = {}


def _card_sow(ident: str, g: int) -> SowField:
    move = _CARD_SOW.get((ident, g))
    if move is None:
        move = _CARD_SOW[ident, g] = SowField(ident, "grain" if g == GRAIN else "vegetable")
    return move


@dataclass(frozen=True, slots=True)
class Sow(Repeatable):
    """Sow on empty fields; a field on a card is named by the card's id. `crop`: only that crop; `most`: at
    most so many fields; `optional`: the first field may be left too."""

    seat: int
    sown: int = 0
    crop: int = -1
    most: int = 0
    optional: bool = False
    PROMPT: ClassVar[Text] = Text("Sow grain or vegetables on empty fields", "空いている畑に種をまいてください")

    def _crops(self) -> tuple[int, ...]:
        return (GRAIN, VEG) if self.crop < 0 else (self.crop,)

    def steps(self, state: AgState) -> list[Any]:
        p = self.seat
        b = NG * p
        crops = [g for g in self._crops() if state.goods[b + g] > 0]
        moves: list[Any] = [SOW[c, g] for c in empty_fields(state, p) for g in crops]
        if state.k is not None:
            cards = state.k.ct.cards
            moves.extend(_card_sow(cards[c].id, g) for c, takes in sow_targets(state, p) for g in crops if g in takes)
        return moves

    def begun(self) -> bool:
        return self.sown > 0 or self.optional

    def more(self, state: AgState) -> bool:
        return not (self.most and self.sown >= self.most) and can_sow(state, self.seat, self._crops())

    def step_reason(self, state: AgState, move: object) -> Reason:
        return reasons.CELL if isinstance(move, SowField) else NOT_NOW

    def after(self, state: AgState, move: SowField) -> Sow:
        return Sow(self.seat, self.sown + 1, self.crop, self.most)

    def go_on(self, state: AgState, move: SowField) -> None:
        p = self.seat
        g = GRAIN if move.crop == "grain" else VEG
        n = SOWN[g]
        if state.k is not None:
            n = modify(state.fx, p, SOWN_HOOK, n, state, good=g)
        state.goods[NG * p + g] -= 1
        c = farm.CELL_INDEX.get(move.cell, -1)
        if c < 0:
            sow_on_card(state, p, move.cell, g, n)
        else:
            state.crop[farm.CELLS * p + c] = g
            state.crop_n[farm.CELLS * p + c] = n
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


def start_bake(s: AgState, p: int, optional: bool = False) -> None:
    """A bake action for seat p if it can bake; `optional`: it may stop before the first grain."""
    if can_bake(s, p):
        s.pending.append(Bake(p, optional=optional))


@dataclass(frozen=True, slots=True)
class Bake(Repeatable):
    seat: int
    baked: tuple[int, ...] = ()  # the improvement used for each grain baked so far
    card: int = -1  # the card whose offer this bake is (Master Baker's), -1: a bake action of the seat's own
    optional: bool = False  # the first grain may be left unbaked too (the bake an oven's purchase brings)
    PROMPT: ClassVar[Text] = Text("Bake bread: grain to food", "パンを焼く：小麦を食料に")

    def steps(self, state: AgState) -> list[Any]:
        return [bake_move(state, m) for m, _ in bake_choices(state, self.seat, self.baked)]

    def begun(self) -> bool:
        return bool(self.baked) or self.optional

    def after(self, state: AgState, move: BakeGrain) -> Bake:
        return Bake(self.seat, (*self.baked, sources.of(state, move.major)), self.card, self.optional)

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
