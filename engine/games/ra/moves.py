"""Ra's moves (a seat's decisions) and chance outcomes, each with its JSON `kind` and ja/en text."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import Literal

from engine.core.text import seat_token
from engine.games.ra.tiles import AUCTION_TRACK_SPACES, SUN_SETS, TILE_INDEX, TILE_LABELS, TILE_NAMES

TileName = Literal[
    "ra", "god", "gold", "pharaoh", "nile", "flood", "astronomy", "agriculture", "writing", "religion", "art",
    "fortress", "obelisk", "palace", "pyramid", "temple", "statue", "step_pyramid", "sphinx",
    "funeral", "drought", "unrest", "earthquake",
]


# --- a seat's decisions ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Draw:
    """Draw a tile from the bag (its identity is the chance outcome `Reveal` that follows)."""
    kind: Literal["draw"] = "draw"


@dataclass(frozen=True, slots=True)
class InvokeRa:
    """Start an auction voluntarily (ラーを呼び求める)."""
    kind: Literal["invoke_ra"] = "invoke_ra"


@dataclass(frozen=True, slots=True)
class TakeWithGod:
    """Return one own God tile to the box and take the auction tile at `slot`."""
    slot: int
    kind: Literal["take_with_god"] = "take_with_god"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Stop using God tiles; the turn passes on."""
    kind: Literal["end_turn"] = "end_turn"


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid one face-up sun disk in the current auction."""
    sun: int
    kind: Literal["bid"] = "bid"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the current auction."""
    kind: Literal["pass"] = "pass"


@dataclass(frozen=True, slots=True)
class Discard:
    """Choose one tile of the kind a disaster hits (Unrest: a civilization, Earthquake: a monument)."""
    tile: TileName
    kind: Literal["discard"] = "discard"


# --- chance outcomes ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DealSuns:
    """Seat i receives sun-disk set `sets[i]` (indices into SUN_SETS[n])."""
    sets: tuple[int, ...]
    kind: Literal["deal_suns"] = "deal_suns"


@dataclass(frozen=True, slots=True)
class PickStartPlayer:
    """The first epoch's start player."""
    seat: int
    kind: Literal["pick_start_player"] = "pick_start_player"


@dataclass(frozen=True, slots=True)
class Reveal:
    """The tile that came out of the bag."""
    tile: TileName
    kind: Literal["reveal"] = "reveal"


MOVE_TYPES = (Draw, InvokeRa, TakeWithGod, EndTurn, Bid, Pass, Discard, DealSuns, PickStartPlayer, Reveal)

# Prebuilt move objects: the hot loop never allocates a move.
DRAW, INVOKE_RA, END_TURN, PASS = Draw(), InvokeRa(), EndTurn(), Pass()
BIDS = tuple(Bid(s) for s in range(17))
GOD_TAKES = tuple(TakeWithGod(i) for i in range(AUCTION_TRACK_SPACES))
REVEALS = tuple(Reveal(name) for name in TILE_NAMES)  # type: ignore[arg-type]
DISCARDS = tuple(Discard(name) for name in TILE_NAMES)  # type: ignore[arg-type]
DEALS = {n: tuple(DealSuns(p) for p in permutations(range(n))) for n in SUN_SETS}
STARTS = tuple(PickStartPlayer(s) for s in range(5))
# A seat's decisions, as opposed to chance outcomes (the bag's and the dealer's).
PLAYER_MOVES = (Draw, InvokeRa, TakeWithGod, EndTurn, Bid, Pass, Discard)


def tile_label(tile: str, lang: str) -> str:
    return TILE_LABELS["ja" if lang == "ja" else "en"][TILE_INDEX[tile]]


def describe(move: object, lang: str = "en") -> str:
    """A short description of `move` for the log, buttons and the hint."""
    ja = lang == "ja"
    match move:
        case Draw():
            return "袋からタイルを引く" if ja else "Draw a tile"
        case InvokeRa():
            return "ラーを呼び求める" if ja else "Invoke Ra"
        case TakeWithGod(slot=slot):
            return f"神タイルで{slot + 1}番目のタイルを取る" if ja else f"Use a God on auction tile {slot + 1}"
        case EndTurn():
            return "手番を終える" if ja else "End turn"
        case Bid(sun=sun):
            return f"太陽駒{sun}で競る" if ja else f"Bid sun {sun}"
        case Pass():
            return "パス" if ja else "Pass"
        case Discard(tile=tile):
            return f"{tile_label(tile, lang)}を捨てる" if ja else f"Discard {tile_label(tile, lang)}"
        case DealSuns(sets=sets):
            table = SUN_SETS[len(sets)]
            # the suns in brackets: "Expert 2 2·5·6·9" reads as a 22
            opens, closes = ("（", "）") if ja else (" (", ")")
            hands = " / ".join(seat_token(i) + opens + "·".join(map(str, table[k])) + closes
                               for i, k in enumerate(sets))
            return f"太陽駒を配る: {hands}" if ja else f"Suns dealt: {hands}"
        case PickStartPlayer(seat=seat):
            return f"スタートプレイヤー: {seat_token(seat)}" if ja else f"Start player: {seat_token(seat)}"
        case Reveal(tile=tile):
            return f"{tile_label(tile, lang)}が出た" if ja else f"Drew {tile_label(tile, lang)}"
    raise TypeError(f"not a Ra move: {move!r}")
