"""Scripted Ra records for scenario tests: a game log in a few words, chance outcomes forced.

Tokens: `deal` (seat i gets sun set i), `start:S`, `draw:TILE` (Draw, then the bag reveals TILE),
`invoke`, `bid:N`, `pass`, `god:SLOT`, `end`, `discard:TILE`. Every token is applied with the
checked `apply`, so an illegal step fails the test loudly.
"""
from __future__ import annotations

from typing import cast

from engine.core.decisions import top
from engine.core.match import Match
from engine.games.ra.auction import BidOrPass
from engine.games.ra.moves import (
    Bid,
    DealSuns,
    Discard,
    Draw,
    EndTurn,
    InvokeRa,
    Pass,
    PickStartPlayer,
    Reveal,
    TakeWithGod,
    TileName,
)
from engine.games.ra.state import RaState


def moves_of(script: str, players: int) -> list:
    out: list = []
    for token in script.split():
        word, _, arg = token.partition(":")
        match word:
            case "deal":
                out.append(DealSuns(tuple(range(players))))
            case "start":
                out.append(PickStartPlayer(int(arg)))
            case "draw":
                out += [Draw(), Reveal(cast(TileName, arg))]
            case "invoke":
                out.append(InvokeRa())
            case "bid":
                out.append(Bid(int(arg)))
            case "pass":
                out.append(Pass())
            case "god":
                out.append(TakeWithGod(int(arg)))
            case "end":
                out.append(EndTurn())
            case "discard":
                out.append(Discard(cast(TileName, arg)))
            case _:
                raise ValueError(f"unknown script token {token!r}")
    return out


def play(script: str, players: int = 2, options: dict | None = None, events: list | None = None,
         setup: str = "deal start:0") -> Match:
    """A match after `setup` and then `script`."""
    match = Match("ra", players, seed=0, options=options)
    for move in moves_of(setup + " " + script, players):
        match.play(move, events)
    return match


def more(match: Match, script: str, events: list | None = None) -> Match:
    for move in moves_of(script, match.num_players):
        match.play(move, events)
    return match


def held(match: Match, seat: int, tile: str) -> int:
    from engine.games.ra.tiles import TILE_INDEX

    return cast(RaState, match.state).held[seat][TILE_INDEX[tile]]


# Five forced Ra-tile auctions where everybody passes: takes the epoch to one Ra tile from its end
# (2 players: the sixth Ra tile ends it).
def ra_rounds_passing(count: int, players: int = 2) -> str:
    return " ".join(["draw:ra " + "pass " * players] * count)


def decision(match: Match) -> object:
    """The decision on top of the stack (None at a setup chance step or at the end)."""
    return top(cast(RaState, match.state).pending)


def win_lot(match: Match, seat: int, sun: int, events: list | None = None) -> Match:
    """The player to move invokes Ra; everyone passes except `seat`, who bids `sun`."""
    match.play(InvokeRa(), events)
    while isinstance(decision(match), BidOrPass):
        match.play(Bid(sun) if match.state.current_player() == seat else Pass(), events)
    return match
