"""Building: rooms (next to the house, of its material), stables, renovation, family growth and major
improvements."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import COST, modify, trigger
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, majors, reasons
from engine.games.agricola.card_effects import RENOVATED, STABLE_BUILT
from engine.games.agricola.data import MATERIALS, NG, REED, WOOD
from engine.games.agricola.moves import BUY, BUY_RETURNING, ROOM, STABLE, BuildRoom, BuildStable, BuyMajor
from engine.games.agricola.repeat import Repeatable
from engine.games.agricola.state import AgState

HOUSE = ("wood", "clay", "stone")


# --- rooms ---------------------------------------------------------------------------------------------------
def room_cost(s: AgState, p: int) -> tuple[int, ...]:
    cost = [0] * NG
    cost[MATERIALS[s.house[p]]] = s.t.g.room_cost["material"]
    cost[REED] += s.t.g.room_cost["reed"]
    return modify(s.fx, p, COST, tuple(cost), s, what="room")  # type: ignore[no-any-return]


def room_cells(s: AgState, p: int) -> int:
    return farm.neighbours(s.rooms[p]) & ~s.used_cells(p)


def room_costs(s: AgState, p: int) -> list[tuple[int, ...]]:
    """The costs a room may be paid with: the usual one (`room_cost`), then the ones cards offer instead."""
    return cost_options(s, p, room_cost(s, p), "room")


def cost_options(s: AgState, p: int, base: tuple[int, ...], what: str) -> list[tuple[int, ...]]:
    if s.k is None:
        return [base]
    from engine.games.agricola.card_house import COST_OPTIONS
    if COST_OPTIONS not in s.fx.by_seat[p]:
        return [base]
    return modify(s.fx, p, COST_OPTIONS, [base], s, what=what, house=s.house[p])  # type: ignore[no-any-return]


def room_move(cell: str, cost: int) -> BuildRoom:
    return ROOM[farm.CELL_INDEX[cell]] if cost == 0 else BuildRoom(cell, cost)


def can_build_room(s: AgState, p: int) -> bool:
    return bool(room_cells(s, p)) and any(majors.can_pay(s, p, c) for c in room_costs(s, p))


@dataclass(frozen=True, slots=True)
class BuildRooms(Repeatable):
    seat: int
    most: int = 0  # 0: as many as the seat can pay for
    built: int = 0
    PROMPT: ClassVar[Text] = Text("Build rooms next to your house", "家に隣接して部屋を作ってください")

    def steps(self, state: AgState) -> list[Any]:
        p = self.seat
        costs = room_costs(state, p)
        if len(costs) == 1:
            return [ROOM[c] for c in farm.bits(room_cells(state, p))] if majors.can_pay(state, p, costs[0]) else []
        cells = farm.bits(room_cells(state, p))
        return [room_move(farm.CELL_NAMES[c], i) for i, cost in enumerate(costs) if majors.can_pay(state, p, cost)
                for c in cells]

    def begun(self) -> bool:
        return self.built > 0

    def more(self, state: AgState) -> bool:
        return not (self.most and self.built >= self.most) and can_build_room(state, self.seat)

    def step_reason(self, state: AgState, move: object) -> Reason:
        costs = room_costs(state, self.seat)
        if isinstance(move, BuildRoom) and not (0 <= move.cost < len(costs)
                                                and majors.can_pay(state, self.seat, costs[move.cost])):
            return reasons.AFFORD
        return reasons.CELL if isinstance(move, BuildRoom) else NOT_NOW

    def after(self, state: AgState, move: BuildRoom) -> BuildRooms:
        return BuildRooms(self.seat, self.most, self.built + 1)

    def go_on(self, state: AgState, move: BuildRoom) -> None:
        p = self.seat
        majors.pay(state, p, room_costs(state, p)[move.cost])
        state.rooms[p] |= 1 << farm.CELL_INDEX[move.cell]
        emit(state.ev, "room_built", seat=p, cell=move.cell, material=HOUSE[state.house[p]])
        if state.k is not None:
            from engine.games.agricola.card_house import room_built
            room_built(state, p)


# --- stables -------------------------------------------------------------------------------------------------
def stable_cells(s: AgState, p: int) -> int:
    return farm.FULL & ~(s.rooms[p] | s.fields[p] | s.stables[p])


def can_build_stable(s: AgState, p: int, wood: int) -> bool:
    return (s.goods[NG * p + WOOD] >= wood and s.stables[p].bit_count() < s.t.g.max_stables
            and bool(stable_cells(s, p)))


@dataclass(frozen=True, slots=True)
class BuildStables(Repeatable):
    seat: int
    wood: int
    most: int = 0
    built: int = 0
    PROMPT: ClassVar[Text] = Text("Build stables", "厩を作ってください")

    def steps(self, state: AgState) -> list[Any]:
        p = self.seat
        if not can_build_stable(state, p, self.wood):
            return []
        return [STABLE[c] for c in farm.bits(stable_cells(state, p))]

    def begun(self) -> bool:
        return self.built > 0

    def more(self, state: AgState) -> bool:
        return not (self.most and self.built >= self.most) and can_build_stable(state, self.seat, self.wood)

    def step_reason(self, state: AgState, move: object) -> Reason:
        return reasons.CELL if isinstance(move, BuildStable) else NOT_NOW

    def after(self, state: AgState, move: BuildStable) -> BuildStables:
        return BuildStables(self.seat, self.wood, self.most, self.built + 1)

    def go_on(self, state: AgState, move: BuildStable) -> None:
        p = self.seat
        state.goods[NG * p + WOOD] -= self.wood
        state.stables[p] |= 1 << farm.CELL_INDEX[move.cell]
        state.farm_changed(p)
        emit(state.ev, "stable_built", seat=p, cell=move.cell)
        if state.k is not None:
            trigger(state.fx, p, STABLE_BUILT, state, count=state.stables[p].bit_count())


# --- renovation, family growth -------------------------------------------------------------------------------
def renovate_targets(s: AgState, p: int) -> list[int]:
    """The materials the house may be renovated to: the next one (cards may add another, `renovate_to`)."""
    if s.house[p] >= 2:
        return []
    if s.k is None:
        return [s.house[p] + 1]
    from engine.games.agricola.card_house import RENOVATE_TO
    return modify(s.fx, p, RENOVATE_TO, [s.house[p] + 1], s)  # type: ignore[no-any-return]


def renovate_cost(s: AgState, p: int, to: int = -1) -> tuple[int, ...]:
    cost = [0] * NG
    if s.house[p] >= 2:
        return tuple(cost)
    cost[MATERIALS[s.house[p] + 1 if to < 0 else to]] = s.t.g.renovate_cost["per_room"] * s.rooms[p].bit_count()
    cost[REED] += s.t.g.renovate_cost["reed"]
    return modify(s.fx, p, COST, tuple(cost), s, what="renovate")  # type: ignore[no-any-return]


def renovate_costs(s: AgState, p: int, to: int) -> list[tuple[int, ...]]:
    """The costs of renovating to material `to`: the usual one, then the ones cards offer instead."""
    return cost_options(s, p, renovate_cost(s, p, to), "renovate")


def renovations(s: AgState, p: int) -> list[tuple[int, int]]:
    """(material, cost index) of each renovation the seat can pay for now."""
    return [(t, i) for t in renovate_targets(s, p) for i, c in enumerate(renovate_costs(s, p, t))
            if majors.can_pay(s, p, c)]


def can_renovate(s: AgState, p: int) -> bool:
    """The whole house to the next material; a stone house cannot be renovated (no skipping clay, unless a card
    allows it)."""
    return bool(renovations(s, p))


def renovate(s: AgState, p: int, to: int = -1, cost: int = -1) -> None:
    """To material `to` (-1: any the seat may) paying cost `cost`; with several ways left open, the seat
    chooses (`ChooseRenovation`)."""
    if cost < 0:
        options = [o for o in renovations(s, p) if to < 0 or o[0] == to]
        if len(options) > 1:
            from engine.games.agricola.card_house import ChooseRenovation
            s.pending.append(ChooseRenovation(p, to))
            return
        to, cost = options[0]
    majors.pay(s, p, renovate_costs(s, p, to)[cost])
    s.house[p] = to
    emit(s.ev, "house_renovated", seat=p, material=HOUSE[s.house[p]])
    if s.k is not None:
        trigger(s.fx, p, RENOVATED, s)


def can_grow(s: AgState, p: int, room: bool, from_round: int) -> bool:
    if s.round < from_round or s.people[p] >= s.t.g.max_people:
        return False
    return not room or s.rooms[p].bit_count() > s.people[p]


def grow(s: AgState, p: int) -> None:
    """The newborn stands on the action space this round: it works from the next round."""
    s.people[p] += 1
    s.newborn[p] += 1
    emit(s.ev, "family_grew", seat=p, people=s.people[p])


# --- major improvements --------------------------------------------------------------------------------------
def purchase_move(i: int, j: int) -> BuyMajor:
    return BUY[i] if j < 0 else BUY_RETURNING[i, j]


def purchase_moves(s: AgState, p: int, i: int, j: int) -> list[BuyMajor]:
    """The moves buying major i returning major j, or (j < 0) paying each cost the seat can pay."""
    if j >= 0 or s.k is None:
        return [purchase_move(i, j)]
    return [BUY[i] if k == 0 else BuyMajor(s.t.majors[i].id, "", k) for k in majors.payable(s, p, i)]


@dataclass(frozen=True, slots=True)
class BuyImprovement(Decision[AgState]):
    seat: int
    free_actions: ClassVar[bool] = True  # the full game's "any time" window is open (card_anytime.py)
    PROMPT: ClassVar[Text] = Text("Buy a major improvement", "大きい進歩を選んでください")

    def legal_moves(self, state: AgState) -> list[BuyMajor]:
        return [m for i, j in majors.purchases(state, self.seat) for m in purchase_moves(state, self.seat, i, j)]

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.MAJOR if isinstance(move, BuyMajor) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        """Nothing left to choose (the seat's any-time action spent what the choice needed): it ends [R]."""
        if state.k is not None and not self.legal_moves(state):
            state.pending.pop()
            return True
        return False

    def apply(self, state: AgState, move: BuyMajor) -> None:
        state.pending.pop()
        t = state.t
        majors.buy(state, self.seat, t.major_index[move.major], t.major_index[move.returning] if move.returning else -1,
                   move.cost)
