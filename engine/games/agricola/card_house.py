"""Cards on the house: the hooks `room_built` (some seat built a room; every seat hears it) and `renovate_to`
(modify: the materials a house may be renovated to), and their kinds —
- `last_with_rooms`: goods once, when the owner is (on playing the card, or later as others build) the last
  seat whose house still has only `rooms` rooms;
- `renovate_skip`: a wooden hut may be renovated straight to stone;
- `major_as_minor` (on `minor_majors`): these majors are minor improvements for the owner (a minor improvement
  action may buy them).
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
HOUSE_HOOKS = (ROOM_BUILT, RENOVATE_TO, MINOR_MAJORS)


def room_built(s: Any, p: int) -> None:
    for k in range(s.num_players):
        trigger(s.fx, (p + k) % s.num_players, ROOM_BUILT, s, builder=p)


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


HOUSE_KINDS = [
    EffectKind("last_with_rooms", reactions={ON_PLAY: _last_with_rooms, ROOM_BUILT: _last_with_rooms}),
    EffectKind("renovate_skip", modifiers={RENOVATE_TO: _renovate_skip}),
    EffectKind("major_as_minor", modifiers={MINOR_MAJORS: _major_as_minor}),
]

_TO = {1: RenovateTo("clay"), 2: RenovateTo("stone")}
_MATERIAL = {"clay": 1, "stone": 2}


@dataclass(frozen=True, slots=True)
class ChooseRenovation(Decision[AgState]):
    """A renovation with two materials the seat can pay for: which one."""

    seat: int
    PROMPT: ClassVar[Text] = Text("Renovate to which material?", "何の家に改築しますか？")

    def legal_moves(self, state: AgState) -> list:
        from engine.games.agricola.building import renovations
        return [_TO[t] for t in renovations(state, self.seat)]

    def explain(self, state: AgState, move: object) -> Reason:
        if isinstance(move, RenovateTo):
            return Reason("you cannot renovate to that material now (not allowed, or not enough goods)",
                          "今その素材には改築できません（できない、または資材が足りない）")
        return NOT_NOW

    def apply(self, state: AgState, move: RenovateTo) -> None:
        from engine.games.agricola.building import renovate
        state.pending.pop()
        renovate(state, self.seat, _MATERIAL[move.material])
