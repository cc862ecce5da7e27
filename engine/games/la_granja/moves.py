"""La Granja moves: chance outcomes and seat decisions. Goods are named by `goods.GOOD_NAMES`.

Each move is atomic; multi-step actions (paying an extension, making room for a helper, placing a
market marker) are pending decisions answered by further moves. See docs/notation/la-granja.md.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# --- chance outcomes -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartPlayer:
    """Chance: the start player (スタートプレイヤー)."""
    seat: int
    kind: Literal["start_player"] = "start_player"


@dataclass(frozen=True, slots=True)
class SoloStart:
    """Chance (solo): the market start space of the player (2 or 3); the neutral takes the other."""
    value: int
    kind: Literal["solo_start"] = "solo_start"


@dataclass(frozen=True, slots=True)
class BlockBuilding:
    """Chance: the die roll that puts the next building-order marker (建設順マーカー) on a building."""
    building: int
    kind: Literal["block_building"] = "block_building"


@dataclass(frozen=True, slots=True)
class DrawCard:
    """Chance: the card drawn from the deck (for the seat named by the pending draw)."""
    card: int
    kind: Literal["draw_card"] = "draw_card"


@dataclass(frozen=True, slots=True)
class RevealRoof:
    """Chance: one of this round's roof tiles is drawn and shown."""
    tile: int
    kind: Literal["reveal_roof"] = "reveal_roof"


@dataclass(frozen=True, slots=True)
class RollDie:
    """Chance: one revenue die shows `face`."""
    face: int
    kind: Literal["roll_die"] = "roll_die"


# --- seat decisions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card from the hand as helper, barrow, field or extension."""
    card: int
    use: Literal["helper", "barrow", "field", "extension"]
    kind: Literal["play_card"] = "play_card"


@dataclass(frozen=True, slots=True)
class ReplaceCard:
    """Discard this installed helper or barrow to make room for the new one."""
    card: int
    kind: Literal["replace_card"] = "replace_card"


@dataclass(frozen=True, slots=True)
class PayGood:
    """Pay one good of an extension's cost (each good of a different kind)."""
    good: str
    kind: Literal["pay_good"] = "pay_good"


@dataclass(frozen=True, slots=True)
class DiscardCard:
    """Discard a hand card down to the hand limit."""
    card: int
    kind: Literal["discard_card"] = "discard_card"


@dataclass(frozen=True, slots=True)
class BuyRoof:
    """Buy a shown roof tile for silver equal to the round."""
    tile: int
    kind: Literal["buy_roof"] = "buy_roof"


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline: no roof, no (more) deliveries, skip a free upgrade or an optional reward."""
    kind: Literal["pass"] = "pass"


@dataclass(frozen=True, slots=True)
class ReserveSpace:
    """Village elder: reserve a revenue space before the roll."""
    face: int
    kind: Literal["reserve_space"] = "reserve_space"


@dataclass(frozen=True, slots=True)
class TakeDie:
    """Take a revenue die of this face and its revenue (option word per face)."""
    face: int
    option: str
    kind: Literal["take_die"] = "take_die"


@dataclass(frozen=True, slots=True)
class ChooseRevenue:
    """Choose the option of a revenue (the leftover die, the Merchant, the Porter's second option)."""
    option: str
    kind: Literal["choose_revenue"] = "choose_revenue"


@dataclass(frozen=True, slots=True)
class ChooseDonkey:
    """Secretly pick a donkey marker (1–4 donkeys)."""
    donkeys: int
    kind: Literal["choose_donkey"] = "choose_donkey"


@dataclass(frozen=True, slots=True)
class Deliver:
    """Deliver one good to a building row (index = building number) or a barrow (index = slot 0–2)."""
    target: Literal["building", "barrow"]
    index: int
    good: str
    kind: Literal["deliver"] = "deliver"


@dataclass(frozen=True, slots=True)
class PlaceMarker:
    """Put the completed barrow's marker on this market space (index into the market map)."""
    space: int
    kind: Literal["place_marker"] = "place_marker"


@dataclass(frozen=True, slots=True)
class ChooseGood:
    """Greengrocer: take one olive, grain, grape or pig."""
    good: str
    kind: Literal["choose_good"] = "choose_good"


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Upgrade one good (olive/grain → food, grape → wine, pig → salted meat): paid, or free when one is due."""
    good: str
    kind: Literal["upgrade"] = "upgrade"


@dataclass(frozen=True, slots=True)
class Buy:
    """Free action: buy one olive, grain, grape or pig at the tableau price."""
    good: str
    kind: Literal["buy"] = "buy"


@dataclass(frozen=True, slots=True)
class Sell:
    """Free action: sell one olive, grain, grape or pig at the tableau price."""
    good: str
    kind: Literal["sell"] = "sell"


@dataclass(frozen=True, slots=True)
class UseRoof:
    """Free action: use a face-up roof tile (option per function, '' if none)."""
    tile: int
    option: str = ""
    kind: Literal["use_roof"] = "use_roof"


@dataclass(frozen=True, slots=True)
class UseTradeGood:
    """Free action: spend a trade good for one of its options."""
    option: str
    kind: Literal["use_trade_good"] = "use_trade_good"


@dataclass(frozen=True, slots=True)
class UseHelper:
    """Use a helper's ability (1x helpers are marked until the round ends)."""
    card: int
    kind: Literal["use_helper"] = "use_helper"


@dataclass(frozen=True, slots=True)
class DraftCard:
    """Draft option: keep this card of the pack in front of you; the rest go on to the next seat."""
    card: int
    kind: Literal["draft_card"] = "draft_card"


_MEMO: dict[tuple, object] = {}


def made(cls: type, *args: object):  # noqa: ANN201
    """The one instance of an immutable move (building a frozen dataclass costs more than a dict lookup)."""
    key = (cls, args)
    m = _MEMO.get(key)
    if m is None:
        m = _MEMO[key] = cls(*args)
    return m


CHANCE_MOVES = (StartPlayer, SoloStart, BlockBuilding, DrawCard, RevealRoof, RollDie)
SEAT_MOVES = (PlayCard, ReplaceCard, PayGood, DiscardCard, BuyRoof, Pass, ReserveSpace, TakeDie, ChooseRevenue,
              ChooseDonkey, Deliver, PlaceMarker, ChooseGood, Upgrade, Buy, Sell, UseRoof, UseTradeGood, UseHelper,
              DraftCard)
MOVE_TYPES = CHANCE_MOVES + SEAT_MOVES
PASS = Pass()
