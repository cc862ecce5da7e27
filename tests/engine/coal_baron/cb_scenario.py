"""Scenario helpers: a Coal Baron match with scripted chance (start player, both shuffles) and a
scripted draft, driven to the situation a rule needs."""
from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from engine.core.game import CHANCE
from engine.core.match import Match
from engine.games.coal_baron import GAME
from engine.games.coal_baron.moves import DraftOrder, Place, ShuffleOrders, ShuffleTiles, StartPlayer
from engine.games.coal_baron.state import CBState

COLOURS = ("yellow", "brown", "grey", "black")


def tables():
    from engine.games.coal_baron.data import load_tables
    return load_tables()


def stack(top: Sequence[str], all_cards: Sequence[str]) -> tuple[str, ...]:
    """A whole stack, top first: `top`, then the remaining cards in the default (sorted) order."""
    rest = list(all_cards)
    for card in top:
        rest.remove(card)
    return tuple(top) + tuple(rest)


def deal(n: int = 2, start: int = 0, tiles: Sequence[str] = (), orders: Sequence[str] = ()) -> Match:
    """Start player and both shuffles scripted; the match waits at the first draft pick."""
    t = tables()
    m = Match(GAME, n, seed=1)
    m.play(StartPlayer(start))
    m.play(ShuffleTiles(stack(tiles, [t.tile_names[k] for k in t.tile_deck])))
    m.play(ShuffleOrders(stack(orders, t.order_names)))
    return m


def setup(n: int = 2, start: int = 0, tiles: Sequence[str] = (), orders: Sequence[str] = (),
          picks: Sequence[str] | None = None) -> Match:
    """Dealt and drafted: `picks` in draft order, or each seat takes the first revealed order left."""
    m = deal(n, start, tiles, orders)
    s = cast(CBState, m.state)
    queue = list(picks or ())
    while s.current_player() >= 0 and type(s.pending[-1]).__name__ == "DraftPick":
        m.play(DraftOrder(queue.pop(0)) if queue else s.legal_moves()[0])
    assert s.current_player() != CHANCE
    return m


def place(m: Match, space: str) -> None:
    m.play(Place(space))


def names(s: CBState, which: str = "tiles") -> list[str]:
    """A stack from the top down, by name."""
    t = s.t
    if which == "tiles":
        return [t.tile_names[k] for k in reversed(s.tdeck)]
    return [t.order_names[c] for c in reversed(s.odeck)]


def hold(s: CBState, seat: int, order: str, filled: bool = False) -> None:
    """Give a seat an order card (scenario set-up, not a rule), empty or already completed with its own cubes."""
    t = s.t
    card = t.order_index[order]
    if filled:
        cubes = [0, 0, 0, 0]
        for c in t.order_need[card]:
            cubes[c] += 1
            s.supply[c] -= 1
        s.held[seat].append((card, (), (cubes[0], cubes[1], cubes[2], cubes[3])))
    else:
        s.held[seat].append((card, t.order_need[card], (0, 0, 0, 0)))


def colour(name: str) -> int:
    return COLOURS.index(name)
