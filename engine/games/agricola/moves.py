"""Agricola's moves (a seat's decisions) and chance outcomes, each with its JSON `kind`.

Moves name things as the notation does (docs/notation/agricola.md): spaces and majors by id, cells as
`r2c3`, goods by name. The moves the rules hand out are prebuilt singletons (the tables at the bottom),
so the hot loop never constructs one.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from engine.games.agricola import farm
from engine.games.agricola.data import GOODS, load_tables

Crop = Literal["grain", "vegetable"]


# --- chance outcomes -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StartPlayer:
    """The first round's start player."""
    seat: int
    kind: Literal["start_player"] = "start_player"


@dataclass(frozen=True, slots=True)
class RevealRound:
    """This round's card: one of its stage's cards not yet revealed."""
    card: str
    kind: Literal["reveal_round"] = "reveal_round"


# --- a seat's decisions ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Place:
    """Put a person on a free action space and take its action."""
    space: str
    kind: Literal["place"] = "place"


@dataclass(frozen=True, slots=True)
class DoPart:
    """Of a space with several actions, do this one next (0-based, as the space lists them)."""
    part: int
    kind: Literal["do_part"] = "do_part"


@dataclass(frozen=True, slots=True)
class Finish:
    """Leave the rest of the space's actions (once it allows)."""
    kind: Literal["finish"] = "finish"


@dataclass(frozen=True, slots=True)
class Stop:
    """Stop building, sowing, baking or fencing (after the first)."""
    kind: Literal["stop"] = "stop"


@dataclass(frozen=True, slots=True)
class BuildRoom:
    """Build a room on `cell`; `cost`: which of the room's costs is paid (0-based; a card may offer another)."""
    cell: str
    cost: int = 0
    kind: Literal["build_room"] = "build_room"


@dataclass(frozen=True, slots=True)
class BuildStable:
    cell: str
    kind: Literal["build_stable"] = "build_stable"


@dataclass(frozen=True, slots=True)
class PlowField:
    cell: str
    kind: Literal["plow_field"] = "plow_field"


@dataclass(frozen=True, slots=True)
class SowField:
    cell: str
    crop: Crop
    kind: Literal["sow_field"] = "sow_field"


@dataclass(frozen=True, slots=True)
class BakeGrain:
    """Bake one grain with this improvement."""
    major: str
    kind: Literal["bake_grain"] = "bake_grain"


@dataclass(frozen=True, slots=True)
class Fence:
    """Enclose these cells as one pasture (a new one, or part of an existing one: a subdivision)."""
    cells: tuple[str, ...]
    kind: Literal["fence"] = "fence"


@dataclass(frozen=True, slots=True)
class BuyMajor:
    """Buy a major improvement, paying its cost or returning the named major (a Fireplace for a Hearth); `cost`:
    which of its costs is paid (0-based; a card may offer several)."""
    major: str
    returning: str = ""
    cost: int = 0
    kind: Literal["buy_major"] = "buy_major"


@dataclass(frozen=True, slots=True)
class ChooseGoods:
    goods: tuple[str, ...]
    kind: Literal["choose_goods"] = "choose_goods"


@dataclass(frozen=True, slots=True)
class Keep:
    """Animals to keep when they do not all fit: the rest are cooked (with a cooking improvement) or leave."""
    sheep: int
    boar: int
    cattle: int
    kind: Literal["keep"] = "keep"


@dataclass(frozen=True, slots=True)
class Convert:
    """One good to food: raw (`major` empty) or with an improvement."""
    good: str
    major: str = ""
    kind: Literal["convert"] = "convert"


@dataclass(frozen=True, slots=True)
class Feed:
    """Pay the food due; a begging card for each food missing."""
    kind: Literal["feed"] = "feed"


@dataclass(frozen=True, slots=True)
class Breed:
    """The species that get a young one, when there is not room for all of them."""
    species: tuple[str, ...]
    kind: Literal["breed"] = "breed"


CHANCE_MOVES = (StartPlayer, RevealRound)
MOVE_TYPES = (StartPlayer, RevealRound, Place, DoPart, Finish, Stop, BuildRoom, BuildStable, PlowField, SowField,
              BakeGrain, Fence, BuyMajor, ChooseGoods, Keep, Convert, Feed, Breed)

# --- prebuilt singletons ---------------------------------------------------------------------------------------
_T = load_tables()
START = tuple(StartPlayer(i) for i in range(5))
REVEAL = tuple(RevealRound(name) for name in _T.space_ids)
PLACE = tuple(Place(name) for name in _T.space_ids)
PART = tuple(DoPart(i) for i in range(4))
FINISH = Finish()
STOP = Stop()
FEED = Feed()
ROOM = tuple(BuildRoom(name) for name in farm.CELL_NAMES)
STABLE = tuple(BuildStable(name) for name in farm.CELL_NAMES)
PLOW = tuple(PlowField(name) for name in farm.CELL_NAMES)
SOW = {(c, g): SowField(farm.CELL_NAMES[c], GOODS[g]) for c in range(farm.CELLS) for g in (4, 5)}  # type: ignore
BAKE = tuple(BakeGrain(m.id) for m in _T.majors)


@cache
def fence_moves() -> dict[int, Fence]:
    """Every pasture shape's move, by its cells' mask (the table builds its Fence moves from here: cells in
    board order). Built on first use, with `farm.shapes()`."""
    return {mask: Fence(tuple(farm.CELL_NAMES[c] for c in farm.bits(mask))) for mask, _ in farm.shapes()}


BUY = tuple(BuyMajor(m.id) for m in _T.majors)
BUY_RETURNING = {(i, j): BuyMajor(m.id, _T.majors[j].id) for i, m in enumerate(_T.majors) for j in m.upgrade}
CONVERT_RAW = tuple(Convert(g) for g in GOODS)
CONVERT_WITH = {(g, i): Convert(GOODS[g], m.id) for g in range(len(GOODS)) for i, m in enumerate(_T.majors)}
_KEEPS: dict[tuple[int, int, int], Keep] = {}


def keep_move(v: tuple[int, int, int]) -> Keep:
    move = _KEEPS.get(v)
    if move is None:
        move = _KEEPS[v] = Keep(*v)
    return move


def cells_mask(cells: tuple[str, ...]) -> int:
    """A Fence move's cells as a mask (-1 if a name is not a cell)."""
    out = 0
    for name in cells:
        c = farm.CELL_INDEX.get(name)
        if c is None:
            return -1
        out |= 1 << c
    return out
