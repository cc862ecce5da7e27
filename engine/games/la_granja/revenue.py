"""Revenue phase (収入フェイズ, green): the dice draft and what each face gives.

2n+1 dice (solo: 5) are rolled and sorted by face. In turn order each seat takes one die and its
revenue, twice round; the one die left gives its revenue to everybody. What a face's options give is
the reward table's (rewards.py); revenue helpers react to every revenue received.
"""
from __future__ import annotations

from engine.core.effects import modify, trigger
from engine.core.events import emit
from engine.games.la_granja import pending, rewards
from engine.games.la_granja.goods import DIE_OPTIONS, DIE_REWARDS
from engine.games.la_granja.hooks import RESERVE, REVENUE, SECOND_OPTION
from engine.games.la_granja.moves import TakeDie, made
from engine.games.la_granja.state import LGState

_TAKE = {(face, o): made(TakeDie, face, o) for face, opts in DIE_OPTIONS.items() for o in opts}


def dice_count(s: LGState) -> int:
    return 5 if s.solo else 2 * s.num_players + 1


def options(s: LGState, p: int, face: int) -> list[str]:
    """The options of `face` seat p can take now; if none is possible, the face's last one (ruling)."""
    return rewards.offered(DIE_REWARDS[face], s, p) or [DIE_OPTIONS[face][-1]]


def pick_moves(s: LGState, p: int) -> list[TakeDie]:
    out = []
    rp, rf = s.reserved
    for face in sorted(set(s.dice)):
        if rp >= 0 and rp != p and face == rf and s.dice.count(face) == 1:
            continue  # the Village elder's reserved space: only its owner takes the last die
        for o in options(s, p, face):
            out.append(_TAKE[face, o])
    return out


def take_die(s: LGState, p: int, m: TakeDie) -> None:
    s.dice.remove(m.face)
    s.taken[p].append(m.face)
    emit(s.ev, "die_taken", seat=p, face=m.face, option=m.option)
    receive(s, p, m.face, m.option)
    if s.solo:
        solo_discard(s)


def solo_discard(s: LGState) -> None:
    """Solo: after each pick one die leaves: the lowest in rounds 1–3, the highest in rounds 4–6."""
    if len(s.dice) > 1:
        face = min(s.dice) if s.round <= 3 else max(s.dice)
        s.dice.remove(face)
        emit(s.ev, "die_discarded", face=face)


def receive(s: LGState, p: int, face: int, option: str) -> None:
    """Gain the revenue of `face` with the chosen option; revenue helpers react (the Porter offers a second)."""
    rewards.give(DIE_REWARDS[face][option], s, p)
    trigger(s.fx, p, REVENUE, s, face=face)
    porter = modify(s.fx, p, SECOND_OPTION, 0, s, face=face)
    if porter and any(o != option for o in options(s, p, face)):
        s.pending.append(pending.PorterSecond(p, face, option, porter))


def porter_second(s: LGState, p: int, face: int, option: str, helper: int) -> None:
    s.used[p].append(helper)
    emit(s.ev, "helper_used", seat=p, card=helper)
    rewards.give(DIE_REWARDS[face][option], s, p)


def leftover(s: LGState, p: int) -> None:
    """The die left after the picks gives its revenue to every seat, in turn order."""
    if not s.dice:
        return
    face = s.dice[0]
    opts = options(s, p, face)
    if len(opts) == 1:
        receive(s, p, face, opts[0])
    else:
        s.pending.append(pending.RevenueChoice(p, face))


def reserve_seats(s: LGState) -> list[int]:
    """Seats with an unused Village elder, in turn order: they may reserve a space before the roll."""
    return [p for p in s.order if modify(s.fx, p, RESERVE, 0, s)]


def reserve(s: LGState, p: int, face: int) -> None:
    s.used[p].append(modify(s.fx, p, RESERVE, 0, s))
    s.reserved = (p, face)
    emit(s.ev, "space_reserved", seat=p, face=face)
