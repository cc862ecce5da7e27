"""Ra's auction (競り): once round the table from the Ra holder's left, the holder bidding last.

Each bidder's bid-or-pass is a pending `BidOrPass` carrying the auction so far (the holder, whether
the holder must bid, the high bid and its bidder). A seat that cannot beat the high bid is passed
for it (an event, not a move); a seat without face-up suns is not asked at all. After the holder,
the lot goes to the high bidder — or, if all passed, to the box.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.decisions import Decision
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.ra.disasters import strike
from engine.games.ra.moves import BIDS, PASS, Bid, Pass
from engine.games.ra.reasons import MUST_BID, bid_too_low, no_such_sun, not_now
from engine.games.ra.tally import CALLED_ASKED, CALLED_PASSED, tally
from engine.games.ra.tiles import AUCTION_TRACK_SPACES, TILE_NAMES

if TYPE_CHECKING:
    from engine.games.ra.state import RaState

NO_BID = 0  # sun disks are numbered from 1


@dataclass(frozen=True, slots=True)
class BidOrPass(Decision["RaState"]):
    """`seat` bids one face-up sun higher than `high_bid`, or passes. Only a seat that can beat the high
    bid is asked (`ask` passes the others for them).

    `must_bid`: Ra was invoked voluntarily with room on the auction track, so the holder may not pass
    when nobody has bid."""

    seat: int
    holder: int
    must_bid: bool
    high_bid: int = NO_BID
    high_bidder: int = -1
    may_pass: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The rule, once: the holder of a voluntary auction may not pass when nobody has bid. Worked out
        # when the decision is made, which is once: bidders are shared (see `ask`).
        object.__setattr__(self, "may_pass", not (self.must_bid and self.seat == self.holder and self.high_bidder < 0))

    def legal_moves(self, state: RaState) -> list[Any]:
        high = self.high_bid
        moves: list[Any] = []
        for x in state.up[self.seat]:  # a loop, not a comprehension: half the cost for a few suns
            if x > high:
                moves.append(BIDS[x])
        if self.may_pass:
            moves.append(PASS)
        return moves

    def explain(self, state: RaState, move: Any) -> Reason:
        if type(move) is Bid:
            if move.sun not in state.up[self.seat]:
                return no_such_sun(move.sun)
            return bid_too_low(self.high_bid)
        if type(move) is Pass:
            return MUST_BID
        return not_now(move)

    def apply(self, state: RaState, move: Any) -> None:
        seat = self.seat
        if self.must_bid and seat != self.holder:  # another seat called Ra
            tally(state, seat, CALLED_ASKED)
            if type(move) is Pass:
                tally(state, seat, CALLED_PASSED)
        if type(move) is Pass:
            high, bidder = self.high_bid, self.high_bidder
            if state.ev is not None:
                emit(state.ev, "passed", seat=seat, forced=False)
        else:
            high, bidder = move.sun, seat
            if state.ev is not None:
                emit(state.ev, "bid_made", seat=seat, sun=high)
        if seat == self.holder:  # the holder bids last
            close(state, high, bidder)
        else:
            ask(state, (seat + 1) % state.num_players, self.holder, self.must_bid, high, bidder)

    def prompt(self, state: RaState) -> Text:
        if not self.may_pass:
            return Text("Everyone passed: bid one of your suns", "全員がパスしました。太陽駒を1枚出してください")
        if self.high_bidder < 0:
            return Text("Bid a sun or pass", "太陽駒で競るか、パスしてください")
        return Text(f"Beat sun {self.high_bid} or pass", f"太陽駒{self.high_bid}より高く競るか、パスしてください")


def start_auction(state: RaState, holder: int, voluntary: bool) -> None:
    """`holder` takes the Ra figure; the auction replaces the turn's decision on top of the stack.
    A voluntary invoker must bid if all others pass, unless the auction track was full."""
    must_bid = voluntary and len(state.auction) < AUCTION_TRACK_SPACES
    if state.ev is not None:
        emit(state.ev, "auction_started", holder=holder, voluntary=voluntary, must_bid=must_bid)
    ask(state, (holder + 1) % state.num_players, holder, must_bid, NO_BID, -1)


# Every bidder asked is one of few decisions (seat, holder, bids so far): equal ones are shared, as
# building a frozen dataclass costs ten times looking one up, and bids are most of Ra's decisions.
_ASKED: dict[tuple[int, int, bool, int, int], BidOrPass] = {}


def ask(state: RaState, seat: int, holder: int, must_bid: bool, high: int, bidder: int) -> None:
    """Ask `seat`, or the first seat after it up to the holder that can beat `high`, to bid or pass.
    A seat whose suns cannot beat it passes without being asked; a seat without face-up suns is left out."""
    up = state.up
    while True:
        suns = up[seat]
        if suns and suns[-1] > high:
            key = (seat, holder, must_bid, high, bidder)
            asked = _ASKED.get(key)
            if asked is None:
                asked = _ASKED[key] = BidOrPass(*key)
            state.pending[-1] = asked
            return
        if suns and state.ev is not None:
            emit(state.ev, "passed", seat=seat, forced=True)
        if seat == holder:
            close(state, high, bidder)
            return
        seat = (seat + 1) % state.num_players


def close(state: RaState, high: int, winner: int) -> None:
    """The auction (and with it the turn) is over: the lot goes to `winner`, or to the box if all passed."""
    state.pending.pop()
    tiles = state.auction
    state.auction = []
    if winner < 0:
        emit(state.ev, "auction_discarded", tiles=[TILE_NAMES[t] for t in tiles])
        return
    award(state, winner, high, tiles)
    strike(state, winner)


def award(state: RaState, winner: int, sun: int, tiles: list[int]) -> None:
    """The winner takes every tile of the lot (face up) and the centre sun (face down, for the next
    epoch); the winning sun goes face up into the centre."""
    held = state.held[winner]
    for t in tiles:
        held[t] += 1
    old_centre = state.center_sun
    state.up[winner].remove(sun)
    state.down[winner].append(old_centre)
    state.center_sun = sun
    if state.ev is not None:
        emit(state.ev, "auction_won", seat=winner, tiles=[TILE_NAMES[t] for t in tiles], sun_paid=sun,
             sun_taken=old_centre)
