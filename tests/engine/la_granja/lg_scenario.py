"""Scenario helpers: a La Granja match with scripted chance, driven to the situation a rule needs."""
from __future__ import annotations

from collections.abc import Callable
from typing import cast

from engine.core.game import CHANCE
from engine.core.match import Match
from engine.games.la_granja import GAME
from engine.games.la_granja.goods import GOOD_INDEX
from engine.games.la_granja.moves import (
    PASS,
    BlockBuilding,
    ChooseDonkey,
    DrawCard,
    PlayCard,
    RevealRoof,
    RollDie,
    SoloStart,
    StartPlayer,
)
from engine.games.la_granja.pending import DrawCards
from engine.games.la_granja.state import LGState

# Four plain cards per seat (their fields are used by the default policy)
DEFAULT_HANDS = [[50, 51, 52, 53], [54, 55, 56, 57], [58, 59, 60, 61], [62, 63, 64, 65]]


def setup(n: int = 2, start: int = 0, blocked: tuple[int, ...] = (4, 5, 6), hands: list[list[int]] | None = None,
          roofs: list[int] | None = None, options: dict | None = None, solo_value: int = 2) -> Match:
    """Start player, building-order markers, dealt hands and round-1 roofs, all scripted."""
    m = Match(GAME, n, seed=1, options=options)
    m.play(SoloStart(solo_value) if n == 1 else StartPlayer(start))
    for b in blocked:
        m.play(BlockBuilding(b))
    hands = [list(h) for h in (hands or DEFAULT_HANDS[:n])]
    s = cast(LGState, m.state)
    while s.current_player() == CHANCE and s.pending and isinstance(s.pending[-1], DrawCards):
        m.play(DrawCard(hands[s.pending[-1].to].pop(0)))
    for t in roofs or list(s.t.roofs_by_round[1][: (2 if n == 1 else n)]):
        m.play(RevealRoof(t))
    return m


def give(m: Match, seat: int, **goods: int) -> None:
    """Set a seat's holdings directly (scenario set-up, not a rule)."""
    for name, v in goods.items():
        cast(LGState, m.state).goods[seat][GOOD_INDEX[name]] = v


def install(m: Match, seat: int, helpers: list[int] | None = None, crafts: list[int] | None = None) -> None:
    """Give a seat these helpers and/or craft markers directly (scenario set-up, not a rule); their effects
    are installed as if the cards had been played and the buildings completed."""
    from engine.games.la_granja.effects import refresh
    s = cast(LGState, m.state)
    if helpers is not None:
        s.helpers[seat] = list(helpers)
    if crafts is not None:
        s.crafts[seat] = list(crafts)
    refresh(s, seat)


def deciding(kind: type, seat: int | None = None) -> Callable[[LGState], bool]:
    """A decision of this kind on top (for `seat`, if given), for `until`."""
    def pred(s: LGState) -> bool:
        return bool(s.pending) and isinstance(s.pending[-1], kind) and seat in (None, s.current_player())
    return pred


def pass_windows(m: Match, events: list | None = None) -> None:
    """Close the free-action windows now open (each seat passes), resolving chance on the way."""
    from engine.games.la_granja.pending import FreeWindow
    s = cast(LGState, m.state)
    while s.current_player() == CHANCE or (s.pending and isinstance(s.pending[-1], FreeWindow)):
        if s.current_player() == CHANCE:
            m.resolve_chance(events)
        else:
            m.play(PASS, events)


def default_move(s: LGState):
    """A plain choice for stepping past decisions a scenario does not care about."""
    legal = s.legal_moves()
    if PASS in legal:
        return PASS
    for mv in legal:
        if isinstance(mv, PlayCard) and mv.use == "field":
            return mv
    for mv in legal:
        if isinstance(mv, ChooseDonkey):
            return legal[-1] if isinstance(legal[-1], ChooseDonkey) else mv
    return legal[0]


def until(m: Match, pred: Callable[[LGState], bool], dice: list[int] | None = None, limit: int = 3000) -> None:
    """Play plain moves (and seeded chance, or the given dice) until `pred(state)` holds."""
    s = cast(LGState, m.state)
    dice = list(dice or [])
    for _ in range(limit):
        if pred(s):
            return
        if s.current_player() == CHANCE:
            if dice and not s.pending and s.step_name == "roll":
                m.play(RollDie(dice.pop(0)))
            else:
                m.resolve_chance()
        else:
            m.play(default_move(s))
    raise AssertionError("scenario did not reach its situation")


def roll(m: Match, faces: list[int]) -> None:
    for f in faces:
        m.play(RollDie(f))


def step_is(step: str) -> Callable[[LGState], bool]:
    """At the named step (steps.py): a seat to move there, or for the chance steps chance to move."""
    return lambda s: s.step_name == step and (s.current_player() != CHANCE or step in ("reveal", "roll"))
