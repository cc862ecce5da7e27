"""Revenue phase (収入フェイズ, green): the dice draft and what each face gives.

2n+1 dice (solo: 5) are rolled and sorted by face. In turn order each seat takes one die and its
revenue, twice round; the one die left gives its revenue to everybody.
"""
from __future__ import annotations

from engine.games.la_granja import holdings as h
from engine.games.la_granja import kinds
from engine.games.la_granja.deliveries import can_deliver_any
from engine.games.la_granja.effects import can_upgrade_any, passive, revenue_bonus, unused_once
from engine.games.la_granja.goods import DIE_OPTIONS, GOOD_INDEX, PAIR_NAMES, PAIRS, SILVER
from engine.games.la_granja.moves import ChooseRevenue, ReserveSpace, TakeDie, made
from engine.games.la_granja.state import LGState


def dice_count(s: LGState) -> int:
    return 5 if s.solo else 2 * s.num_players + 1


def option_ok(s: LGState, p: int, face: int, option: str) -> bool:
    """An option that would do nothing at all is not offered (playing with an empty hand, etc.)."""
    if option == "play":
        return bool(s.hand[p])
    if option == "draw":
        return bool(s.deck or s.discard)
    if option == "deliver":
        return can_deliver_any(s, p)
    if option in ("upgrade2", "upgrade_siesta"):
        return option == "upgrade_siesta" or can_upgrade_any(s, p)
    return True


def options(s: LGState, p: int, face: int) -> list[str]:
    opts = [o for o in DIE_OPTIONS[face] if option_ok(s, p, face, o)]
    return opts or [DIE_OPTIONS[face][-1]]


def pick_moves(s: LGState, p: int) -> list[TakeDie]:
    out = []
    rp, rf = s.reserved
    for face in sorted(set(s.dice)):
        if rp >= 0 and rp != p and face == rf and s.dice.count(face) == 1:
            continue  # the Village elder's reserved space: only its owner takes the last die
        for o in options(s, p, face):
            out.append(made(TakeDie, face, o))
    return out


def take_die(s: LGState, p: int, m: TakeDie) -> None:
    s.dice.remove(m.face)
    s.taken[p].append(m.face)
    h.emit(s, "die_taken", seat=p, face=m.face, option=m.option)
    receive(s, p, m.face, m.option)
    if s.solo:
        solo_discard(s)


def solo_discard(s: LGState) -> None:
    """Solo: after each pick one die leaves: the lowest in rounds 1–3, the highest in rounds 4–6."""
    if len(s.dice) > 1:
        face = min(s.dice) if s.round <= 3 else max(s.dice)
        s.dice.remove(face)
        h.emit(s, "die_discarded", face=face)


def receive(s: LGState, p: int, face: int, option: str) -> None:
    """Gain the revenue of `face` with the chosen option; revenue helpers react."""
    apply_option(s, p, face, option)
    revenue_bonus(s, p, face)
    porter = unused_once(s, p, "two_options")
    if porter:
        faces = s.t.cards[porter].params["faces"]  # type: ignore[union-attr]
        others = [o for o in options(s, p, face) if o != option]
        if face in faces and others:
            s.pending.append((kinds.K_PORTER, p, face, DIE_OPTIONS[face].index(option)))


def apply_option(s: LGState, p: int, face: int, option: str) -> None:
    g = s.goods[p]
    if face == 1:
        h.gain_pig(s, p)
    elif face == 2:
        if option == "play":
            s.pending.append((kinds.K_PLAY, p, 1, 0))
        elif option == "draw":
            s.pending.append((kinds.K_DRAW, p, 1, 0))
        else:
            g[GOOD_INDEX[option]] += 1
    elif face == 3:
        a, b = PAIRS[PAIR_NAMES.index(option)]
        g[a] += 1
        g[b] += 1
    elif face == 4:
        g[SILVER] += 4
    elif face == 5:
        if option == "upgrade2":
            s.pending.append((kinds.K_UPGRADE, p, 2, 0))
        elif option == "upgrade_siesta":
            h.gain_siesta(s, p, 1)
            if can_upgrade_any(s, p):
                s.pending.append((kinds.K_UPGRADE, p, 1, 0))
        else:
            h.gain_siesta(s, p, 2)
    elif face == 6:
        if option == "deliver":
            s.pending.append((kinds.K_DELIVER, p, 1, 0))
        else:
            g[SILVER] += 2


def porter_moves(s: LGState, p: int, face: int, taken: int) -> list[ChooseRevenue]:
    first = DIE_OPTIONS[face][taken]
    return [made(ChooseRevenue, o) for o in options(s, p, face) if o != first]


def porter_choose(s: LGState, p: int, option: str) -> None:
    _, _, face, _ = s.pending.pop()
    s.used[p].append(unused_once(s, p, "two_options"))
    h.emit(s, "helper_used", seat=p, card=s.used[p][-1])
    apply_option(s, p, face, option)


def revenue_moves(s: LGState, p: int, face: int) -> list[ChooseRevenue]:
    return [made(ChooseRevenue, o) for o in options(s, p, face)]


def choose_revenue(s: LGState, p: int, option: str) -> None:
    _, _, face, _ = s.pending.pop()
    receive(s, p, face, option)


def reserve_seats(s: LGState) -> list[int]:
    return [p for p in s.order if unused_once(s, p, "reserve_space")]


def reserve_moves() -> list[ReserveSpace]:
    return [ReserveSpace(f) for f in range(1, 7)]


def reserve(s: LGState, p: int, face: int) -> None:
    cid = next(c for c, _ in passive(s, p, "reserve_space") if c not in s.used[p])
    s.used[p].append(cid)
    s.reserved = (p, face)
    h.emit(s, "space_reserved", seat=p, face=face)
