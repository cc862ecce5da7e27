"""The parameters of the effect kinds in `card_actions.py` (extra and changed actions, spaces owned by a seat,
points for the table, reactions to other cards), merged into `card_params.PARAMS`.

Imported by `card_params` only (its models build on `card_params.P`).
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.games.agricola.card_params import P
from engine.games.agricola.data import Good, Goods


class PlayAgain(P):
    """After a card-playing action of a space (`ops`: occupation, minor, improvement = major or minor), the seat
    may do that action once more; its card then costs `food` more (instead of the space's cost)."""
    ops: list[Literal["occupation", "minor", "improvement"]] = Field(min_length=1)
    food: int = Field(0, ge=0)


class DoubleTake(P):
    """Using one of `spaces`: may take the `good` lying there twice over; then pays each other seat 1 of it
    for every one of the `payees` cards (ids) it has in front of it."""
    spaces: list[str] = Field(min_length=1)
    good: Good
    payees: list[str] = []


class CardSpace(P):
    """When played: the action space `space` joins the board, owned by this seat; another seat using it pays
    the owner `fee`."""
    space: str
    fee: Goods = {}


class PlayFree(P):
    """In the hand: when another seat plays the card `after` (an id), this card is played at once, free."""
    after: str


class FewerPeople(P):
    """In the listed rounds, every other seat with people born in the game places `fewer` of them less."""
    rounds: list[int] = Field(min_length=1)
    fewer: int = Field(1, ge=1)


class TakeExtra(P):
    """Taking `when` with a person's action: may take `goods` more; free, or paying `pay` from the supply when
    the take also has any of `pay_with`."""
    when: Good
    goods: Goods = Field(min_length=1)
    pay: Goods = {}
    pay_with: list[Good] = []


class GainByRoundsLeft(P):
    """When played: with at least `left[i]` rounds still to play after this one, `amounts[i]` of `good` (the
    highest reached)."""
    good: Good
    left: list[int] = Field(min_length=1)
    amounts: list[int] = Field(min_length=1)


class MostOccupations(P):
    """End: `points` for every seat (this card's owner or not) with the most occupations."""
    points: int = Field(ge=1)


class OnAcquire(P):
    """Whenever the seat acquires one of `idents` (majors or cards, by id): `goods`. When this card is played:
    `already` for each of them the seat has by then."""
    idents: list[str] = Field(min_length=1)
    goods: Goods = Field(min_length=1)
    already: Goods = {}


ACTION_PARAMS: dict[str, type[P]] = {
    "play_again": PlayAgain, "double_take": DoubleTake, "card_space": CardSpace, "play_free": PlayFree,
    "fewer_people": FewerPeople, "take_extra": TakeExtra, "gain_by_rounds_left": GainByRoundsLeft,
    "most_occupations": MostOccupations, "on_acquire": OnAcquire,
}
