"""Cards on the house: the hooks `room_built` (some seat built a room; every seat hears it) and `renovate_to`
(modify: the materials a house may be renovated to), and their kinds —
- `last_with_rooms`: goods once, when the owner is (on playing the card, or later as others build) the last
  seat whose house still has only `rooms` rooms;
- `renovate_skip`: a wooden hut may be renovated straight to stone;
- `major_as_minor` (on `minor_majors`): these majors are minor improvements for the owner (a minor improvement
  action may buy them);
- `alt_cost`, `swap_cost` (on `cost_options`): another way to pay for a room or a renovation (the seat picks
  the cost with its move: `build_room.cost`, `renovate_to.cost`); `less_choice`: named improvements cost one
  resource of the seat's choice less (`buy_major.cost`, `play_card.cost`).
Where a renovation has two materials the seat can pay for, it chooses (`ChooseRenovation`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import Effect, EffectKind, trigger
from engine.core.errors import Reason
from engine.core.text import Text
from engine.games.agricola.card_effects import ON_PLAY, _card, _id, gain
from engine.games.agricola.card_moves import RenovateTo
from engine.games.agricola.state import AgState

ROOM_BUILT = "room_built"    # some seat (`builder`; every seat hears it) built a room
RENOVATE_TO = "renovate_to"  # modify: the materials (1 clay, 2 stone) the seat's house may be renovated to
MINOR_MAJORS = "minor_majors"  # modify: the majors (ids) that are minor improvements for the seat
COST_OPTIONS = "cost_options"  # modify: the costs (a list, the usual one first) a room or renovation may be paid by
HOUSE_HOOKS = (ROOM_BUILT, RENOVATE_TO, MINOR_MAJORS, COST_OPTIONS)


def room_built(s: Any, p: int) -> None:
    for k in range(s.num_players):
        trigger(s.fx, s.seat_after(p, k), ROOM_BUILT, s, builder=p)


def _last_with_rooms(s: Any, p: int, e: Effect, builder: int = -1) -> None:
    c = _card(e)
    rooms = e.param("rooms")
    if c in s.k.store or s.rooms[p].bit_count() != rooms:
        return
    if all(s.rooms[q].bit_count() > rooms for q in range(s.num_players) if q != p):
        s.k.store[c] = s.round
        gain(s, p, e.param("goods"), _id(s, e))


def _renovate_skip(s: Any, p: int, value: list, e: Effect) -> list:
    return value + [2] if s.house[p] == 0 and 2 not in value else value


def _major_as_minor(s: Any, p: int, value: tuple, e: Effect) -> tuple:
    return value + tuple(e.param("majors"))


def _alt_cost(s: Any, p: int, value: list, e: Effect, what: str = "", house: int = -1, **_: Any) -> list:
    """Another cost instead of the usual one, for a house of material `house` (Clay Supports)."""
    if what not in e.param("on") or (e.param("house") >= 0 and house != e.param("house")):
        return value
    return value + [e.param("cost")]


def _swap_cost(s: Any, p: int, value: list, e: Effect, what: str = "", house: int = -1, **_: Any) -> list:
    """Each cost with 1 to `most` of `good` replaced by as many of `by` (Clay Roof's reed by clay)."""
    if what not in e.param("on"):
        return value
    from engine.games.agricola.data import G
    g, by = G[e.param("good")], G[e.param("by")]
    out = list(value)
    for cost in value:
        for k in range(1, min(e.param("most"), cost[g]) + 1):
            swapped = list(cost)
            swapped[g] -= k
            swapped[by] += k
            if tuple(swapped) not in out:
                out.append(tuple(swapped))
    return out


def _less_choice(s: Any, p: int, value: list, e: Effect, ident: str = "", **_: Any) -> list:
    """The improvements `on` cost `less` fewer of one of `among` (the seat's choice: one cost per good)."""
    if ident not in e.param("on"):
        return value
    from engine.games.agricola.data import G
    out: list = []
    for cost in value:
        cut = []
        for name in e.param("among"):
            g = G[name]
            if cost[g] > 0:
                less = list(cost)
                less[g] = max(0, less[g] - e.param("less"))
                cut.append(tuple(less))
        out.extend(c for c in (cut or [cost]) if c not in out)
    return out


HOUSE_KINDS = [
    EffectKind("last_with_rooms", reactions={ON_PLAY: _last_with_rooms, ROOM_BUILT: _last_with_rooms}),
    EffectKind("renovate_skip", modifiers={RENOVATE_TO: _renovate_skip}),
    EffectKind("major_as_minor", modifiers={MINOR_MAJORS: _major_as_minor}),
    EffectKind("alt_cost", modifiers={COST_OPTIONS: _alt_cost}),
    EffectKind("swap_cost", modifiers={COST_OPTIONS: _swap_cost}),
    EffectKind("less_choice", modifiers={COST_OPTIONS: _less_choice}),
]

_MATERIAL = {"clay": 1, "stone": 2}
_NAME = {1: "clay", 2: "stone"}


@dataclass(frozen=True, slots=True)
class ChooseRenovation(Decision[AgState]):
    """A renovation with several materials or costs the seat can pay for: which one (`to`: only to that
    material, -1: any)."""

    seat: int
    to: int = -1
    PROMPT: ClassVar[Text] = Text("Renovate: to which material, paying which cost?",
                                  "改築：どの素材に、どの費用で？")

    def legal_moves(self, state: AgState) -> list:
        from engine.games.agricola.building import renovations
        return [RenovateTo(_NAME[t], i) for t, i in renovations(state, self.seat)  # type: ignore[arg-type]
                if self.to < 0 or t == self.to]

    def explain(self, state: AgState, move: object) -> Reason:
        if isinstance(move, RenovateTo):
            return Reason("you cannot renovate that way now (not allowed, or not enough goods)",
                          "今その方法では改築できません（できない、または資材が足りない）")
        return NOT_NOW

    def apply(self, state: AgState, move: RenovateTo) -> None:
        from engine.games.agricola.building import renovate
        state.pending.pop()
        renovate(state, self.seat, _MATERIAL[move.material], move.cost)
