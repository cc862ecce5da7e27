"""Coal Baron's chance, all of it at setup: the first shift's start player, then the shuffle of the tunnel
tiles and of the order cards. Each is a draw of its own source (engine/core/decisions.py: `Chance`); the
shuffles sample from the data's order of the tiles and cards, so a seed shuffles them the same way always."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.core.decisions import Chance
from engine.core.text import Text
from engine.games.coal_baron.moves import START, ShuffleOrders, ShuffleTiles, StartPlayer
from engine.games.coal_baron.state import CBState


@dataclass(frozen=True, slots=True)
class StartDraw(Chance[CBState]):
    """The first shift's start player, one seat at random."""

    source = "start"
    PROMPT = Text("A start player is chosen", "スタートプレイヤーを決めます")

    def outcomes(self, s: CBState) -> list[tuple[Any, float]]:
        n = s.num_players
        return [(START[i], 1 / n) for i in range(n)]

    def sample(self, s: CBState, rng: random.Random) -> Any:
        return START[int(rng.random() * s.num_players)]

    def apply(self, s: CBState, move: StartPlayer) -> None:
        s.start = move.seat


@dataclass(frozen=True, slots=True)
class TileShuffle(Chance[CBState]):
    """The stack of tunnel tiles, shuffled (the outcome lists it top first)."""

    source = "tiles"
    listed = False
    PROMPT = Text("The tunnel tiles are shuffled", "トロッコタイルを混ぜます")

    def sample(self, s: CBState, rng: random.Random) -> Any:
        tiles = [s.t.tile_names[k] for k in s.t.tile_deck]
        rng.shuffle(tiles)
        return ShuffleTiles(tuple(tiles))

    def possible(self, s: CBState, move: Any) -> bool:
        t = s.t
        return isinstance(move, ShuffleTiles) and sorted(t.tile_index.get(x, -1) for x in move.tiles) == list(
            t.tile_deck)

    def apply(self, s: CBState, move: ShuffleTiles) -> None:
        s.tdeck = [s.t.tile_index[x] for x in reversed(move.tiles)]
        s.tknow = [0] * len(s.tdeck)


@dataclass(frozen=True, slots=True)
class OrderShuffle(Chance[CBState]):
    """The stack of order cards, shuffled (the outcome lists it top first)."""

    source = "orders"
    listed = False
    PROMPT = Text("The order cards are shuffled", "注文カードを混ぜます")

    def sample(self, s: CBState, rng: random.Random) -> Any:
        orders = list(s.t.order_names)
        rng.shuffle(orders)
        return ShuffleOrders(tuple(orders))

    def possible(self, s: CBState, move: Any) -> bool:
        t = s.t
        return isinstance(move, ShuffleOrders) and sorted(t.order_index.get(x, -1) for x in move.orders) == list(
            range(len(t.order_names)))

    def apply(self, s: CBState, move: ShuffleOrders) -> None:
        s.odeck = [s.t.order_index[x] for x in reversed(move.orders)]
        s.oknow = [0] * len(s.odeck)


START_DRAW, TILE_SHUFFLE, ORDER_SHUFFLE = StartDraw(), TileShuffle(), OrderShuffle()


def setup_draw(s: CBState) -> Chance[CBState] | None:
    """What chance still has to do at setup: the start player, then the tiles' shuffle, then the orders'."""
    if s.start < 0:
        return START_DRAW
    if not s.tknow:
        return TILE_SHUFFLE
    if not s.oknow:
        return ORDER_SHUFFLE
    return None
