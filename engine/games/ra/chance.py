"""Ra's chance: the deal of the sun sets, the first start player, and the tile that comes out of the bag.

Each is a chance decision (engine/core/decisions.py: `Chance`) with a source of its own: it lists its
outcomes (or samples one) and plays the one that happened. The deal and the start player are the chance of
the round's first steps; a tile draw is pushed by the drawing seat's turn. The bag is counted kind by kind
in the tiles' fixed order, so the n-th draw of a match reads no order that play made.
"""
from __future__ import annotations

import random
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING, Any

from engine.core.decisions import Chance
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.game import CHANCE
from engine.core.text import Text
from engine.games.ra.auction import start_auction
from engine.games.ra.moves import DEALS, PLAYER_MOVES, REVEALS, STARTS, DealSuns, PickStartPlayer, Reveal
from engine.games.ra.reasons import CHANCE_TO_MOVE, IMPOSSIBLE_OUTCOME
from engine.games.ra.tiles import RA, SUN_SETS, TILE_INDEX, TILE_NAMES

if TYPE_CHECKING:
    from engine.games.ra.state import RaState


class ChanceNode(Chance["RaState"]):
    """What chance decides now. Subclasses list `outcomes` (with their probabilities) and `apply` one."""

    __slots__ = ()

    def sample(self, state: RaState, rng: random.Random) -> Any:
        return rng.choice(self.outcomes(state))[0]

    def explain(self, state: RaState, move: Any) -> Reason:
        return CHANCE_TO_MOVE if isinstance(move, PLAYER_MOVES) else IMPOSSIBLE_OUTCOME


@dataclass(frozen=True, slots=True)
class SunDeal(ChanceNode):
    """The sun-disk sets, one per seat, dealt at random (disk 1 starts in the centre)."""

    seat: int = CHANCE
    source = "suns"
    PROMPT = Text("The sun disks are dealt", "太陽駒を配ります")

    def outcomes(self, state: RaState) -> list[tuple[Any, float]]:
        deals = DEALS[state.num_players]
        return [(d, 1 / len(deals)) for d in deals]

    def sample(self, state: RaState, rng: random.Random) -> Any:
        return rng.choice(DEALS[state.num_players])

    def apply(self, state: RaState, move: DealSuns) -> None:
        table = SUN_SETS[state.num_players]
        for seat, which in enumerate(move.sets):
            state.up[seat] = sorted(table[which])
        emit(state.ev, "suns_dealt", suns=[u[:] for u in state.up])


@dataclass(frozen=True, slots=True)
class StartPlayer(ChanceNode):
    """The first epoch's start player, at random (later epochs: the highest sun)."""

    seat: int = CHANCE
    source = "start"
    PROMPT = Text("A start player is chosen", "スタートプレイヤーを決めます")

    def outcomes(self, state: RaState) -> list[tuple[Any, float]]:
        n = state.num_players
        return [(STARTS[i], 1 / n) for i in range(n)]

    def sample(self, state: RaState, rng: random.Random) -> Any:
        return STARTS[rng.randrange(state.num_players)]

    def apply(self, state: RaState, move: PickStartPlayer) -> None:
        emit(state.ev, "start_player_chosen", seat=move.seat)
        state.start = move.seat


@dataclass(frozen=True, slots=True)
class TileDraw(ChanceNode):
    """The tile `drawer` draws from the bag, each kind as likely as its share of the bag.

    A Ra tile goes to the Ra track: on its last space the epoch ends at once, otherwise the drawer
    holds a forced auction. Any other tile goes to the next auction space, and the turn is over."""

    drawer: int
    seat: int = CHANCE
    source = "bag"
    PROMPT = Text("A tile comes out of the bag", "袋からタイルが出ます")

    def outcomes(self, state: RaState) -> list[tuple[Any, float]]:
        total = state.bag_total
        return [(REVEALS[k], c / total) for k, c in enumerate(state.bag) if c]

    def sample(self, state: RaState, rng: random.Random) -> Any:
        # The r-th tile of the bag counted kind by kind: the first kind whose running total passes r.
        r = int(rng.random() * state.bag_total)
        return REVEALS[bisect_right(list(accumulate(state.bag)), r)]

    def apply(self, state: RaState, move: Reveal) -> None:
        tile = TILE_INDEX[move.tile]
        state.bag[tile] -= 1
        state.bag_total -= 1
        drawer = self.drawer
        if tile == RA:
            state.ra_count += 1
            if state.ev is not None:
                emit(state.ev, "tile_revealed", seat=drawer, tile=TILE_NAMES[tile], to="ra_track",
                     slot=state.ra_count - 1)
            if state.ra_count >= state.ra_limit:
                state.pending.pop()  # the last Ra space: the epoch ends, no auction
            else:
                start_auction(state, drawer, False)
            return
        state.auction.append(tile)
        if state.ev is not None:
            emit(state.ev, "tile_revealed", seat=drawer, tile=TILE_NAMES[tile], to="auction",
                 slot=len(state.auction) - 1)
        state.pending.pop()


DEAL, START = SunDeal(), StartPlayer()
DRAWS = tuple(TileDraw(seat) for seat in range(5))  # prebuilt: one per drawing seat


def deal_due(state: RaState) -> SunDeal | None:
    """The deal, until the suns are dealt."""
    return None if any(state.up) else DEAL


def start_due(state: RaState) -> StartPlayer | None:
    """The first epoch's start player, until one is drawn."""
    return START if state.start < 0 else None
