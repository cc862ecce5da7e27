"""A Ra turn (手番): exactly one of ① draw a tile, ② use God tiles, ③ invoke Ra.

`Turn` is the start of a seat's turn. Drawing hands the tile to chance (`TileDraw`); invoking Ra starts
an auction; a God tile takes one auction tile and turns the rest of the turn into `UseGods`: more God
tiles, or the end of the turn.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.decisions import Decision
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.ra.auction import start_auction
from engine.games.ra.chance import DRAWS
from engine.games.ra.disasters import strike
from engine.games.ra.moves import DRAW, END_TURN, GOD_TAKES, INVOKE_RA, Draw, EndTurn, InvokeRa, TakeWithGod
from engine.games.ra.reasons import (
    BAG_EMPTY,
    GOD_ON_DISASTER,
    GOD_ON_GOD,
    NO_GOD,
    NO_TILE_THERE,
    TRACK_FULL,
    not_now,
)
from engine.games.ra.tiles import AUCTION_TRACK_SPACES, DISASTERS, GOD, TILE_NAMES

if TYPE_CHECKING:
    from engine.games.ra.state import RaState

DISASTER_SET = frozenset(DISASTERS)


# --- drawing ---------------------------------------------------------------------------------------
def can_draw(state: RaState) -> bool:
    """A full auction track or an empty bag forbids drawing (the player invokes Ra or uses God tiles)."""
    return len(state.auction) < AUCTION_TRACK_SPACES and state.bag_total > 0


def draw_reason(state: RaState) -> Reason:
    return TRACK_FULL if len(state.auction) >= AUCTION_TRACK_SPACES else BAG_EMPTY


# --- God tiles -------------------------------------------------------------------------------------
def god_takeable(state: RaState, tile: int) -> bool:
    """A God tile may not take a God tile, nor a disaster unless the option allows it."""
    return tile != GOD and (state.god_on_disaster or tile not in DISASTER_SET)


def god_moves(state: RaState) -> list[Any]:
    """A move per slot holding a takeable tile: every one is legal, wherever on the track it lies."""
    return [GOD_TAKES[i] for i, t in enumerate(state.auction) if god_takeable(state, t)]


def god_candidates(state: RaState) -> list[Any]:
    """What bots weigh: one move per distinct takeable kind (slots holding the same kind lead to the same
    position)."""
    seen: set[int] = set()
    out = []
    for i, t in enumerate(state.auction):
        if t not in seen and god_takeable(state, t):
            seen.add(t)
            out.append(GOD_TAKES[i])
    return out


def god_take_reason(state: RaState, seat: int, slot: int) -> Reason | None:
    """None when `seat` may take the tile at `slot` with a God tile (any slot of a kind will do)."""
    if not state.held[seat][GOD]:
        return NO_GOD
    if not 0 <= slot < len(state.auction):
        return NO_TILE_THERE
    tile = state.auction[slot]
    if tile == GOD:
        return GOD_ON_GOD
    return None if god_takeable(state, tile) else GOD_ON_DISASTER


def take_with_god(state: RaState, seat: int, slot: int) -> None:
    """One God tile to the box, the auction tile to `seat`; the turn goes on as `UseGods`."""
    held = state.held[seat]
    tile = state.auction.pop(slot)
    held[GOD] -= 1
    held[tile] += 1
    state.pending[-1] = USE_GODS[seat]
    if state.ev is not None:
        emit(state.ev, "god_used", seat=seat, slot=slot, tile=TILE_NAMES[tile])
    if tile in DISASTER_SET:  # only with the god-on-disaster option: it strikes at once
        strike(state, seat)


class _GodTurn(Decision["RaState"]):
    """Shared by both halves of a turn: a God tile is judged by its own check (`god_take_reason`, which
    agrees with `god_moves`); bots weigh one God move per tile kind (`god_candidates`)."""

    __slots__ = ()
    seat: int

    def why_illegal(self, state: RaState, move: Any) -> Reason | None:
        if type(move) is TakeWithGod:
            return god_take_reason(state, self.seat, move.slot)
        return Decision.why_illegal(self, state, move)


@dataclass(frozen=True, slots=True)
class Turn(_GodTurn):
    """The start of `seat`'s turn: draw, invoke Ra, or use a God tile."""

    seat: int
    PROMPT = Text("Draw a tile, invoke Ra or use a God tile", "タイルを引くか、ラーを呼ぶか、神タイルを使ってください")

    def legal_moves(self, state: RaState) -> list[Any]:
        moves: list[Any] = [DRAW, INVOKE_RA] if can_draw(state) else [INVOKE_RA]
        if state.held[self.seat][GOD]:
            moves += god_moves(state)
        return moves

    def candidate_moves(self, state: RaState) -> list[Any]:
        moves: list[Any] = [DRAW, INVOKE_RA] if can_draw(state) else [INVOKE_RA]
        if state.held[self.seat][GOD]:
            moves += god_candidates(state)
        return moves

    def explain(self, state: RaState, move: Any) -> Reason:
        return draw_reason(state) if type(move) is Draw else not_now(move)

    def apply(self, state: RaState, move: Any) -> None:
        t = type(move)
        if t is Draw:
            state.pending[-1] = DRAWS[self.seat]
        elif t is InvokeRa:
            start_auction(state, self.seat, True)
        else:
            take_with_god(state, self.seat, move.slot)


@dataclass(frozen=True, slots=True)
class UseGods(_GodTurn):
    """`seat` has used a God tile this turn: more God tiles, or end the turn."""

    seat: int
    PROMPT = Text("Use another God tile or end your turn", "さらに神タイルを使うか、手番を終えてください")

    def legal_moves(self, state: RaState) -> list[Any]:
        moves = god_moves(state) if state.held[self.seat][GOD] else []
        moves.append(END_TURN)
        return moves

    def candidate_moves(self, state: RaState) -> list[Any]:
        moves = god_candidates(state) if state.held[self.seat][GOD] else []
        moves.append(END_TURN)
        return moves

    def explain(self, state: RaState, move: Any) -> Reason:
        return not_now(move)

    def apply(self, state: RaState, move: Any) -> None:
        if type(move) is EndTurn:
            state.pending.pop()
        else:
            take_with_god(state, self.seat, move.slot)


# Prebuilt, one per seat: a turn allocates no decision.
TURNS = tuple(Turn(seat) for seat in range(5))
USE_GODS = tuple(UseGods(seat) for seat in range(5))
