"""Card effect kinds about the end of the game and about costs: effects before scoring, bonus points by a
measure of the farm, scoring changes, and cost modifiers (`card_effects.py` lists every kind)."""
from __future__ import annotations

from typing import Any

from engine.core.effects import Effect
from engine.games.agricola.sources import CARD_BASE


def _card(e: Effect) -> int:
    return e.source - CARD_BASE


def _id(s: Any, e: Effect) -> str:
    return str(s.k.ct.cards[_card(e)].id)


def _discard_begging(s: Any, p: int, e: Effect) -> None:
    """Always to the seat's good: done without asking."""
    gone = min(s.begging[p], e.param("most"))
    if gone:
        s.begging[p] -= gone
        from engine.core.events import emit
        emit(s.ev, "end_effect", seat=p, card=_id(s, e), returned=[], points=0, begging=-gone)


def _return_loan(s: Any, p: int, e: Effect) -> None:
    from engine.games.agricola.card_decisions import ReturnLoan
    s.pending.append(ReturnLoan(p, _card(e)))


def _end_gain(s: Any, p: int, e: Effect) -> None:
    from engine.games.agricola.card_decisions import AnimalsPerKind
    s.pending.append(AnimalsPerKind(p, _card(e)))


def _measure(s: Any, p: int, e: Effect) -> int:
    m = e.param("measure")
    if m == "stone_rooms":
        return int(s.rooms[p].bit_count()) if s.house[p] == 2 else 0
    if m == "wood_rooms":
        return int(s.rooms[p].bit_count()) if s.house[p] == 0 else 0
    if m == "house_level":
        return int(s.house[p])
    if m == "pasture_cells":
        return int(s.fenced(p).bit_count())
    if m == "most_animals":
        mine = s.animals(p)
        return int(all(s.animals(q)[i] <= mine[i] for q in range(s.num_players) if q != p for i in range(3)))
    if m == "kept":
        return int(s.k.store.get(_card(e), 0))
    if m == "top_categories":
        from engine.games.agricola.scoring import top_categories
        return top_categories(s, p)
    played = s.k.played[p]
    if m == "occupations_after":  # a card that counts as more occupations counts so here too
        c = _card(e)
        cards = s.k.ct.cards
        return sum(1 + sum(dict(params).get("extra", 0) for kind, params in cards[x].effects
                           if kind == "occupation_count")
                   for x in played[played.index(c) + 1:] if cards[x].occupation) if c in played else 0
    return sum(1 for x in played if not s.k.ct.cards[x].occupation) + sum(1 for o in s.major_owner if o == p)


def _points(s: Any, p: int, value: int, e: Effect) -> int:
    have = _measure(s, p, e)
    per = e.param("per")
    if per:
        return value + per * have
    by_players = e.param("by_players")
    if by_players:
        n = s.num_players
        return value + (by_players[n - 1] if have and n <= len(by_players) else 0)
    pts = 0
    for at, k in zip(e.param("at"), e.param("points"), strict=True):
        if have >= at:
            pts = k
    return value + pts


def _no_negative(s: Any, p: int, value: dict[str, int], e: Effect) -> dict[str, int]:
    keep = e.param("except")
    return {k: (v if k in keep or v >= 0 else 0) for k, v in value.items()}


def _cost(s: Any, p: int, value: tuple[int, ...], e: Effect, what: str = "", **_: Any) -> tuple[int, ...]:
    from engine.games.agricola.data import MATERIALS, REED
    if e.kind == "room_cost" and what == "room" and e.param("house") in (-1, s.house[p]):
        out = list(value)
        out[MATERIALS[s.house[p]]] = min(out[MATERIALS[s.house[p]]], e.param("material"))
        if e.param("reed") >= 0:
            out[REED] = min(out[REED], e.param("reed"))
        return tuple(out)
    if e.kind == "renovate_less" and what == "renovate" and s.house[p] < 2:
        out = list(value)
        g = MATERIALS[s.house[p] + 1]
        out[g] = max(0, out[g] - e.param("less"))
        return tuple(out)
    return value


def _cost_less(s: Any, p: int, value: tuple[int, ...], e: Effect, what: str = "",
               ident: str = "") -> tuple[int, ...]:
    on = e.param("on")
    if what not in on and ident not in on:
        return value
    less = e.param("less")
    return tuple(max(0, v - less[g]) if v else 0 for g, v in enumerate(value))
