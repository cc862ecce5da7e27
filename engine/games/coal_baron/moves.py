"""Coal Baron's moves (a seat's decisions) and chance outcomes, each with its JSON `kind`.

Moves name things as the notation does (docs/notation/coal-baron.md): colours by id, tiles as
`grey_2_lit`, orders as `carriage_BB`, spaces as `mine_10`. The moves the rules hand out are prebuilt
singletons (the tables at the bottom), so the hot loop never constructs one.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.games.coal_baron.data import COLOURS, load_tables

Colour = Literal["yellow", "brown", "grey", "black"]
Source = Literal["cage", "storage"]
Side = Literal["top", "bottom"]


# --- chance outcomes ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StartPlayer:
    """The first shift's start player (親)."""
    seat: int
    kind: Literal["start_player"] = "start_player"


@dataclass(frozen=True, slots=True)
class ShuffleTiles:
    """The shuffled stack of tunnel tiles, top first."""
    tiles: tuple[str, ...]
    kind: Literal["shuffle_tiles"] = "shuffle_tiles"


@dataclass(frozen=True, slots=True)
class ShuffleOrders:
    """The shuffled stack of order cards, top first."""
    orders: tuple[str, ...]
    kind: Literal["shuffle_orders"] = "shuffle_orders"


# --- a seat's decisions --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DraftOrder:
    """Take one of the revealed orders in the setup draft."""
    order: str
    kind: Literal["draft_order"] = "draft_order"


@dataclass(frozen=True, slots=True)
class Place:
    """Put workers on a space (one more than are there) and take its action."""
    space: str
    kind: Literal["place"] = "place"


@dataclass(frozen=True, slots=True)
class CartCube:
    """The cube for a new cart whose own colour has run out."""
    colour: Colour
    kind: Literal["cart_cube"] = "cart_cube"


@dataclass(frozen=True, slots=True)
class MoveCage:
    """Work step: move the cage to a level (0 = the surface), any distance."""
    level: int
    kind: Literal["move_cage"] = "move_cage"


@dataclass(frozen=True, slots=True)
class Load:
    """Work step: one cube from a cart on the cage's level into the cage."""
    colour: Colour
    kind: Literal["load"] = "load"


@dataclass(frozen=True, slots=True)
class Fill:
    """Work step: one cube of a spot's colour onto that spot of an order (from the cage at the surface,
    or from storage)."""
    order: str
    colour: Colour
    source: Source
    kind: Literal["fill"] = "fill"


@dataclass(frozen=True, slots=True)
class FillTwo:
    """Two work steps: two cubes of any colours fill one spot (of colour `spot`) of an order."""
    order: str
    spot: Colour
    cubes: tuple[Colour, Colour]
    source: Source
    kind: Literal["fill_two"] = "fill_two"


@dataclass(frozen=True, slots=True)
class Store:
    """Work step: one cube from the cage (at the surface) into storage."""
    colour: Colour
    kind: Literal["store"] = "store"


@dataclass(frozen=True, slots=True)
class StopMining:
    """End the mining action; unused work steps are lost."""
    kind: Literal["stop_mining"] = "stop_mining"


@dataclass(frozen=True, slots=True)
class BuySeen:
    """Look at 5: buy this one of the tiles seen."""
    tile: str
    kind: Literal["buy_seen"] = "buy_seen"


@dataclass(frozen=True, slots=True)
class TakeSeen:
    """Look at 5: take this one of the orders seen."""
    order: str
    kind: Literal["take_seen"] = "take_seen"


@dataclass(frozen=True, slots=True)
class KeepNone:
    """Look at 5: take none of the cards seen."""
    kind: Literal["keep_none"] = "keep_none"


@dataclass(frozen=True, slots=True)
class ReturnSide:
    """Look at 5: the cards seen go back on the top or the bottom of their stack."""
    side: Side
    kind: Literal["return_side"] = "return_side"


@dataclass(frozen=True, slots=True)
class ReturnCard:
    """Look at 5: the next card returned, in the order they will be drawn (secret to the others)."""
    card: str
    kind: Literal["return_card"] = "return_card"


CHANCE_MOVES = (StartPlayer, ShuffleTiles, ShuffleOrders)
MOVE_TYPES = (StartPlayer, ShuffleTiles, ShuffleOrders, DraftOrder, Place, CartCube, MoveCage, Load, Fill, FillTwo,
              Store, StopMining, BuySeen, TakeSeen, KeepNone, ReturnSide, ReturnCard)

# --- prebuilt singletons -------------------------------------------------------------------------------
_T = load_tables()
_SRC = ("cage", "storage")
START = tuple(StartPlayer(i) for i in range(4))
PLACE = tuple(Place(name) for name in _T.space_names)
CART_CUBE = tuple(CartCube(c) for c in COLOURS)  # type: ignore[arg-type]
CAGE = tuple(MoveCage(level) for level in range(5))
LOAD = tuple(Load(c) for c in COLOURS)  # type: ignore[arg-type]
STORE = tuple(Store(c) for c in COLOURS)  # type: ignore[arg-type]
STOP = StopMining()
KEEP_NONE = KeepNone()
RETURN_SIDE = (ReturnSide("top"), ReturnSide("bottom"))
DRAFT = tuple(DraftOrder(name) for name in _T.order_names)
BUY_SEEN = tuple(BuySeen(name) for name in _T.tile_names)
TAKE_SEEN = tuple(TakeSeen(name) for name in _T.order_names)
RETURN_TILE = tuple(ReturnCard(name) for name in _T.tile_names)
RETURN_ORDER = tuple(ReturnCard(name) for name in _T.order_names)
# FILL[order][colour][source], FILL_TWO[order][spot][a][b][source] with a <= b
FILL = tuple(tuple(tuple(Fill(o, c, s) for s in _SRC) for c in COLOURS)  # type: ignore[arg-type]
             for o in _T.order_names)
FILL_TWO = tuple(tuple(tuple(tuple(tuple(FillTwo(o, spot, (a, b), s) for s in _SRC)  # type: ignore[arg-type]
                                   for b in COLOURS) for a in COLOURS) for spot in COLOURS)
                 for o in _T.order_names)
COLOUR = {c: i for i, c in enumerate(COLOURS)}
SOURCE = {"cage": 0, "storage": 1}
