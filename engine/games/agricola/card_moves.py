"""The full game's moves and chance outcomes (cards), each with its JSON `kind` (docs/notation/agricola.md)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class DealCards:
    """Chance: the cards dealt to one seat (occupations and minors, by id). Secret to that seat."""
    seat: int
    cards: tuple[str, ...]
    kind: Literal["deal_cards"] = "deal_cards"


@dataclass(frozen=True, slots=True)
class DrawLots:
    """Chance (the start-player draw): the seats in the order their lots rank them; the first starts."""
    order: tuple[int, ...]
    kind: Literal["draw_lots"] = "draw_lots"


@dataclass(frozen=True, slots=True)
class RollDice:
    """Chance (the start-player dice): the seats rolling and the face each threw; the seats play in the order
    of their throws, highest first, and seats tied roll again among themselves."""
    seats: tuple[int, ...]
    faces: tuple[int, ...]
    kind: Literal["roll_dice"] = "roll_dice"


@dataclass(frozen=True, slots=True)
class PickCards:
    """In the draft: keep one occupation and one minor improvement of the pack in front of you (`""`: none of
    that type is left). Secret to the seat picking."""
    occupation: str
    minor: str
    kind: Literal["pick_cards"] = "pick_cards"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card from your hand (an occupation on an occupation space, a minor on an improvement space); with
    several costs, `cost` is the one paid (0-based)."""
    card: str
    cost: int = 0
    kind: Literal["play_card"] = "play_card"


@dataclass(frozen=True, slots=True)
class SpreadGoods:
    """Spread a space's goods as evenly as possible; `extra`: the spaces that get one more (the remainder)."""
    extra: tuple[str, ...]
    kind: Literal["spread_goods"] = "spread_goods"


@dataclass(frozen=True, slots=True)
class TakeCrop:
    """Take one crop from another seat's field."""
    seat: int
    cell: str
    kind: Literal["take_crop"] = "take_crop"


@dataclass(frozen=True, slots=True)
class UseCard:
    """Use a card's offer (buy from the taker, move a person: `space` names where to)."""
    space: str = ""
    kind: Literal["use_card"] = "use_card"


@dataclass(frozen=True, slots=True)
class Decline:
    """Leave a card's offer unused."""
    kind: Literal["decline"] = "decline"


@dataclass(frozen=True, slots=True)
class UseAbility:
    """Use a played card's "any time" ability (a free action): `option` picks one of the card's choices (which
    trade, 0-based)."""
    card: str
    option: int = 0
    kind: Literal["use_ability"] = "use_ability"


@dataclass(frozen=True, slots=True)
class RenovateTo:
    """Renovate the house to this material, paying cost `cost` (0-based), where cards leave a choice (wood to
    clay or to stone; another cost)."""
    material: Literal["clay", "stone"]
    cost: int = 0
    kind: Literal["renovate_to"] = "renovate_to"


@dataclass(frozen=True, slots=True)
class ReturnImprovement:
    """Return one of your improvements (a major or a minor, by id): a card's prerequisite."""
    improvement: str
    kind: Literal["return_improvement"] = "return_improvement"


CARD_CHANCE = (DealCards, DrawLots, RollDice)
CARD_MOVE_TYPES = (DealCards, DrawLots, RollDice, PickCards, PlayCard, SpreadGoods, TakeCrop, UseCard, Decline,
                   UseAbility, RenovateTo, ReturnImprovement)
DECLINE = Decline()
