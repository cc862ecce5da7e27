"""The action parts an action space is made of: for each `op` of the data, whether it can be carried out
now (`FEASIBLE`) and how it starts (`START`: it does its work, or pushes the decision that asks for it).

One check per op serves both the placement rule ("a space whose action cannot be carried out cannot be
taken" [S]) and the choices inside a compound action.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import trigger
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import building, cards, fencing, fields, food, majors, reasons
from engine.games.agricola.card_actions import CARD_ACTION
from engine.games.agricola.data import FOOD, GOODS, NG, Part
from engine.games.agricola.goods import receive, take_from_space
from engine.games.agricola.moves import ChooseGoods
from engine.games.agricola.state import AgState

Feasible = Callable[[AgState, int, int, Part], bool]
Start = Callable[[AgState, int, int, int, Part], None]


def _always(s: AgState, p: int, space: int, part: Part) -> bool:
    return True


def _accumulated(s: AgState, p: int, space: int, part: Part) -> bool:
    b = NG * space
    return any(s.stock[b:b + NG])


def _buy(s: AgState, p: int, space: int, part: Part) -> bool:
    return food.potential(s, p) >= part.pay[FOOD]


FEASIBLE: dict[str, Feasible] = {
    "take": _always,
    "choose": _always,
    "start_player": _always,
    "accumulated": _accumulated,
    "buy": _buy,
    "plow": lambda s, p, sp, part: bool(fields.plowable(s, p)),
    "sow": lambda s, p, sp, part: fields.can_sow(s, p),
    "bake": lambda s, p, sp, part: fields.can_bake(s, p),
    "rooms": lambda s, p, sp, part: building.can_build_room(s, p),
    "stables": lambda s, p, sp, part: building.can_build_stable(s, p, part.wood),
    "fences": lambda s, p, sp, part: fencing.can_fence(s, p),
    "renovate": lambda s, p, sp, part: building.can_renovate(s, p),
    "growth": lambda s, p, sp, part: building.can_grow(s, p, part.room, part.from_round),
    "major": lambda s, p, sp, part: bool(majors.purchases(s, p)),
    "occupation": lambda s, p, sp, part: cards.can_play(s, p, True, cards.occupation_food(s, p, part.costs)),
    "minor": lambda s, p, sp, part: cards.can_play(s, p, False),
    "improvement": lambda s, p, sp, part: cards.can_play(s, p, False) or bool(majors.purchases(s, p)),
}


def _start_player(s: AgState, p: int, space: int, i: int, part: Part) -> None:
    s.start_next = p
    emit(s.ev, "start_player_taken", seat=p)


def _take(s: AgState, p: int, space: int, i: int, part: Part) -> None:
    receive(s, p, part.goods, space)


def _take_accumulated(s: AgState, p: int, space: int, i: int, part: Part) -> None:
    take_from_space(s, p, space)


def _choose(s: AgState, p: int, space: int, i: int, part: Part) -> None:
    s.pending.append(ChooseGoodsDecision(p, space, i))


def _pay_then_take(s: AgState, p: int, space: int, i: int, part: Part) -> None:
    s.pending.append(food.RaiseFood(p, part.pay[FOOD], False, space, i))


def _renovate(s: AgState, p: int, space: int, i: int, part: Part) -> None:
    building.renovate(s, p)


def _grow(s: AgState, p: int, space: int, i: int, part: Part) -> None:
    building.grow(s, p)


START: dict[str, Start] = {
    "take": _take,
    "accumulated": _take_accumulated,
    "choose": _choose,
    "buy": _pay_then_take,
    "start_player": _start_player,
    "plow": lambda s, p, sp, i, part: s.pending.append(fields.Plow(p)),
    "sow": lambda s, p, sp, i, part: s.pending.append(fields.Sow(p)),
    "bake": lambda s, p, sp, i, part: s.pending.append(fields.Bake(p)),
    "rooms": lambda s, p, sp, i, part: s.pending.append(building.BuildRooms(p, part.most)),
    "stables": lambda s, p, sp, i, part: s.pending.append(building.BuildStables(p, part.wood, part.most)),
    "fences": lambda s, p, sp, i, part: s.pending.append(fencing.BuildFences(p)),
    "renovate": _renovate,
    "growth": _grow,
    "major": lambda s, p, sp, i, part: s.pending.append(building.BuyImprovement(p)),
    "occupation": lambda s, p, sp, i, part: _play_cards(s, p, part, cards.PlayCards(
        p, True, cards.occupation_food(s, p, part.costs))),
    "minor": lambda s, p, sp, i, part: _play_cards(s, p, part, cards.PlayCards(p, False)),
    "improvement": lambda s, p, sp, i, part: _play_cards(s, p, part, cards.PlayCards(p, False, 0, True)),
}


def _play_cards(s: AgState, p: int, part: Part, play: cards.PlayCards) -> None:
    """A card-playing action: the seat's cards that follow it up (an offer to do it again) wait under it."""
    trigger(s.fx, p, CARD_ACTION, s, op=part.op)
    s.pending.append(play)


def feasible(s: AgState, p: int, space: int, i: int) -> bool:
    part = s.t.space_parts[space][i]
    return FEASIBLE[part.op](s, p, space, part)


def start(s: AgState, p: int, space: int, i: int) -> None:
    part = s.t.space_parts[space][i]
    START[part.op](s, p, space, i, part)


_CHOICE_MOVES: dict[tuple[int, ...], ChooseGoods] = {}


def choice_move(v: tuple[int, ...]) -> ChooseGoods:
    move = _CHOICE_MOVES.get(v)
    if move is None:
        move = _CHOICE_MOVES[v] = ChooseGoods(tuple(GOODS[g] for g, k in enumerate(v) for _ in range(k)))
    return move


@dataclass(frozen=True, slots=True)
class ChooseGoodsDecision(Decision[AgState]):
    """Which goods to take, of a part that offers a choice (1 building resource, 2 different ones)."""

    seat: int
    space: int
    part: int
    PROMPT: ClassVar[Text] = Text("Choose the goods to take", "受け取る品物を選んでください")

    def legal_moves(self, state: AgState) -> list[ChooseGoods]:
        return [choice_move(v) for v in state.t.space_parts[self.space][self.part].choices]

    def explain(self, state: AgState, move: object) -> Reason:
        return reasons.CHOICE if isinstance(move, ChooseGoods) else NOT_NOW

    def apply(self, state: AgState, move: ChooseGoods) -> None:
        state.pending.pop()
        goods = [0] * NG
        for name in move.goods:
            goods[GOODS.index(name)] += 1
        receive(state, self.seat, goods, self.space)
