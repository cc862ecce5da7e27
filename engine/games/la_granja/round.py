"""The La Granja round, as the rulebook tells it: named steps (engine.core.flow) run by one `advance`.

Setup: the start player, the building-order markers, the deal (or the draft). Then six rounds of
A. the farm phase — roofs shown, cards played, income, harvest and breeding, roofs bought;
B. the revenue phase — the Village elder's reservation, the roll, two rounds of picks, the leftover die;
C. the transport phase — secret donkeys, the siesta track, (solo) the neutral card, deliveries, extras;
D. the scoring phase — and after the sixth, the end conversion.
Free actions are open at a seat's main decisions and, for every seat in turn, in a window after the
income (before the harvest refills the fields) and before the end conversion.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.core.events import emit
from engine.core.flow import Flow, Step
from engine.games.la_granja import farm, pending, revenue, scoring, transport
from engine.games.la_granja import holdings as h
from engine.games.la_granja.deliveries import ORDER_MARKERS
from engine.games.la_granja.moves import BlockBuilding, RevealRoof, RollDie, SoloStart, StartPlayer
from engine.games.la_granja.pending.base import LGChance
from engine.games.la_granja.state import EMPTY, NEUTRAL, LGState
from engine.games.la_granja.steps import STEPS

HAND = 4  # cards each seat starts with


# --- setup ------------------------------------------------------------------------------------------
def setup_start(s: LGState, first: int, solo_value: int = 0) -> None:
    """Turn order clockwise from the start player; market start spaces; siesta discs; 1 VP each."""
    n = s.num_players
    s.order = [(first + i) % n for i in range(n)]
    if s.solo:
        s.market[s.t.start_space[solo_value]] = 0
        s.market[s.t.start_space[5 - solo_value]] = NEUTRAL  # the neutral player takes the other of 2/3
    else:
        for i, p in enumerate(s.order):
            s.market[s.t.start_space[2 + i]] = p
    scoring.restack(s)
    for p in range(n):
        h.gain_vp(s, p, 1, "start")


def deal(s: LGState) -> str | None:
    """Four cards each (drawn in turn order), or with the draft option four packs drafted."""
    push = s.pending.append
    if s.opts.get("draft") and not s.solo:
        # 4 times each seat keeps one card of its pack (in turn order) and the packs pass on
        # (ruling: seat p's pack goes to seat p+1, the clockwise neighbour)
        for r in range(HAND):
            if r:
                push(pending.PassPacks())
            for p in reversed(s.order):
                push(pending.DraftPick(p))
        for p in reversed(s.order):
            push(pending.DrawCards(p, HAND, pack=True))
    else:
        for p in reversed(s.order):
            push(pending.DrawCards(p, HAND))
    return None


# --- A. farm phase ----------------------------------------------------------------------------------
def in_turn_order(s: LGState) -> list[int]:
    return s.order[:]


def play_cards(s: LGState, p: int) -> None:
    """Play a card (round 1: two), then refill the hand (the refill waits under the play)."""
    s.pending.append(pending.Refill(p))
    s.pending.append(pending.PlayCards(p, 2 if s.round == 1 else 1))


def income(s: LGState) -> str | None:
    farm.income(s)
    return None


def harvest(s: LGState) -> str | None:
    farm.harvest_and_breed(s)
    return None


def roof_order(s: LGState) -> list[int]:
    return s.order[::-1] if s.round == 1 else s.order[:]  # round 1: reversed, the start player last


def offer_roof(s: LGState, p: int) -> None:
    if s.display and len(s.roofs[p]) + len(s.roofs_used[p]) < farm.MAX_ROOFS:
        s.pending.append(pending.RoofPurchase(p))


# --- B. revenue phase -------------------------------------------------------------------------------
def offer_reservation(s: LGState, p: int) -> None:
    s.pending.append(pending.ReserveChoice(p))


def show_dice(s: LGState) -> str | None:
    s.dice.sort()
    emit(s.ev, "dice_rolled", faces=list(s.dice))
    return None


def twice_round(s: LGState) -> list[int]:
    return s.order * 2


def pick_die(s: LGState, p: int) -> None:
    if s.dice and (len(s.dice) > 1 or s.solo):  # the last die is the leftover (solo: picked too)
        s.pending.append(pending.PickDie(p))


def return_dice(s: LGState) -> str | None:
    s.dice.clear()
    return None


# --- C. transport phase -----------------------------------------------------------------------------
def pick_donkey(s: LGState, p: int) -> None:
    s.pending.append(pending.DonkeyChoice(p))


def siesta(s: LGState) -> str | None:
    transport.reveal_and_siesta(s)
    return None


def neutral_card(s: LGState) -> str | None:
    if s.solo:
        s.pending.append(pending.NeutralDraw())
    return None


def deliver_by_donkey(s: LGState, p: int) -> None:
    if s.deliveries[p] > 0:
        s.pending.append(pending.DonkeyDeliveries(p))


def extra_deliveries(s: LGState, p: int) -> None:
    transport.start_extra(s, p)
    s.pending.append(pending.ExtraDeliveries(p))


# --- D. scoring phase -------------------------------------------------------------------------------
def score_round(s: LGState) -> str | None:
    """Score; after rounds 1–5 the next round starts with its roofs (round 4: all donkeys come back)."""
    scoring.scoring_phase(s)
    if s.round == 6:
        return None
    s.round += 1
    if s.round == 4:
        s.donkeys_used = [0] * s.num_players
    emit(s.ev, "round_started", round=s.round)
    return "reveal"


def convert(s: LGState) -> str | None:
    scoring.final_conversion(s)
    return None


def open_window(s: LGState, seat: int) -> None:
    s.pending.append(pending.FreeWindow(seat))




# --- the steps' chance (draws from the deck are decisions on the stack: pending.DrawCards, NeutralDraw) -----
@dataclass(frozen=True, slots=True)
class StartDraw(LGChance):
    """The start player (solo: the start space, 2 or 3)."""

    source = "start"

    def outcomes(self, s: LGState) -> list[tuple[Any, float]]:
        if s.solo:
            return [(SoloStart(2), 0.5), (SoloStart(3), 0.5)]
        return [(StartPlayer(i), 1 / s.num_players) for i in range(s.num_players)]

    def apply(self, s: LGState, m: Any) -> None:
        if isinstance(m, SoloStart):
            setup_start(s, 0, m.value)
        else:
            setup_start(s, m.seat)


@dataclass(frozen=True, slots=True)
class BlockDraw(LGChance):
    """A building-order marker on a building not yet blocked (data order: 1 to 6)."""

    source = "block"

    def outcomes(self, s: LGState) -> list[tuple[Any, float]]:
        free_b = [b for b in range(1, 7) if b not in s.blocked]
        return [(BlockBuilding(b), 1 / len(free_b)) for b in free_b]

    def apply(self, s: LGState, m: BlockBuilding) -> None:
        s.blocked.append(m.building)
        emit(s.ev, "building_blocked", building=m.building, marker=len(s.blocked))


@dataclass(frozen=True, slots=True)
class RoofDraw(LGChance):
    """A roof tile shown from this round's stack (each round's stack a source of its own, in data order)."""

    def chance_source(self, s: LGState) -> str:
        return f"roofs{s.round}"

    def outcomes(self, s: LGState) -> list[tuple[Any, float]]:
        left = [t for t in s.t.roofs_by_round[s.round] if t not in s.display]
        return [(RevealRoof(t), 1 / len(left)) for t in left]

    def apply(self, s: LGState, m: RevealRoof) -> None:
        s.display.append(m.tile)
        emit(s.ev, "roof_revealed", tile=m.tile)


@dataclass(frozen=True, slots=True)
class DieRoll(LGChance):
    """One revenue die thrown."""

    source = "dice"

    def outcomes(self, s: LGState) -> list[tuple[Any, float]]:
        return [(RollDie(f), 1 / 6) for f in range(1, 7)]

    def sample(self, s: LGState, rng: random.Random) -> Any:
        return RollDie(1 + int(rng.random() * 6))

    def apply(self, s: LGState, m: RollDie) -> None:
        if not s.dice:  # a new roll: last round's taken dice go back
            for taken in s.taken:
                taken.clear()
        s.dice.append(m.face)


START_DRAW, BLOCK_DRAW, ROOF_DRAW, DIE_ROLL = StartDraw(), BlockDraw(), RoofDraw(), DieRoll()


def start_not_drawn(s: LGState) -> StartDraw | None:
    """The market's start spaces are empty until the start player (solo: the start space) is drawn."""
    return START_DRAW if s.market[s.t.start_space[2]] == EMPTY else None


def markers_to_place(s: LGState) -> BlockDraw | None:
    return BLOCK_DRAW if len(s.blocked) < ORDER_MARKERS else None


def roofs_missing(s: LGState) -> RoofDraw | None:
    return ROOF_DRAW if len(s.display) < (2 if s.solo else s.num_players) else None


def dice_missing(s: LGState) -> DieRoll | None:
    return DIE_ROLL if len(s.dice) < revenue.dice_count(s) else None


ROUND = Flow([
    Step("start", chance=start_not_drawn),
    Step("block", chance=markers_to_place),
    Step("deal", run=deal),
    # A. farm phase
    Step("reveal", chance=roofs_missing),
    Step("play", order=in_turn_order, turn=play_cards),
    Step("income", run=income, window=in_turn_order),  # spend income, clear fields: then they grow
    Step("harvest", run=harvest),
    Step("roofs", order=roof_order, turn=offer_roof),
    # B. revenue phase
    Step("reserve", order=revenue.reserve_seats, turn=offer_reservation),
    Step("roll", chance=dice_missing),
    Step("pick", run=show_dice, order=twice_round, turn=pick_die),
    Step("leftover", order=in_turn_order, turn=revenue.leftover),
    Step("dice_back", run=return_dice),
    # C. transport phase
    Step("donkeys", order=in_turn_order, turn=pick_donkey),
    Step("siesta", run=siesta),
    Step("neutral", run=neutral_card),
    Step("deliveries", order=in_turn_order, turn=deliver_by_donkey),
    Step("extra", order=in_turn_order, turn=extra_deliveries),
    # D. scoring phase; after round 6 the end conversion
    Step("scoring", run=score_round, window=in_turn_order),  # round 6: last sales before the end
    Step("conversion", run=convert),
], open_window=open_window)
assert [st.name for st in ROUND.steps] == [name for name, _ in STEPS], "steps.py lists the round's steps"
