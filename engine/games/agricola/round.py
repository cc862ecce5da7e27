"""The game as the rulebook tells it, on the shared `Flow`: the start player, then 14 rounds. A round
[S]: reveal the round card, give out the goods lying on it for players (the Well's food), refill the
accumulating spaces, start-of-round abilities; the work phase (in turn order from the start player, one
person at a time, until everyone's people are placed); return home; and after rounds 4, 7, 9, 11, 13 and 14
the harvest: field phase, feeding, breeding. The game ends after the last harvest.

Seats are numbered clockwise: the seat after p is p + 1.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations, product
from typing import Any

from engine.core.decisions import Chance
from engine.core.effects import FEEDING, HARVEST_FIELD, PHASE_START, RETURN_HOME, modify, trigger
from engine.core.events import emit
from engine.core.flow import END, Flow, Step
from engine.core.text import Text
from engine.games.agricola import farm
from engine.games.agricola.animals import breeding_turn
from engine.games.agricola.card_decisions import end_effects
from engine.games.agricola.card_effects import AFTER_WORK, FOOD_DUE
from engine.games.agricola.card_moves import DrawLots, RollDice
from engine.games.agricola.data import FOOD, GOODS, NG
from engine.games.agricola.draft import deal_draw, draft_again, draft_order, draft_turn
from engine.games.agricola.food import RaiseFood
from engine.games.agricola.moves import REVEAL, START, RevealRound, StartPlayer
from engine.games.agricola.state import AgState
from engine.games.agricola.turn import PlaceWorker


# --- setup -------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StartDraw(Chance[Any]):
    """The first round's start player, as the `start` option draws it: one seat at random, the lots (the
    order of every seat) or the dice (seats tied for the highest roll throw again: the next draw)."""

    PROMPT = Text("A start player is chosen", "スタートプレイヤーを決めます")

    def chance_source(self, s: Any) -> str:
        return "start" if s.draw == "random" else str(s.draw)  # "lots", "dice"

    def outcomes(self, s: Any) -> list[tuple[Any, float]]:
        n = s.num_players
        if s.draw == "lots":
            orders = list(permutations(range(n)))
            return [(DrawLots(o), 1 / len(orders)) for o in orders]
        if s.draw == "dice":
            k = len(s.rolling)
            return [(RollDice(s.rolling, f), 1 / 6 ** k) for f in product(range(1, 7), repeat=k)]
        return [(START[i], 1 / n) for i in range(n)]

    def sample(self, s: Any, rng: random.Random) -> Any:
        if s.draw == "dice":  # 6^k faces: thrown, not listed
            return RollDice(s.rolling, tuple(1 + int(rng.random() * 6) for _ in s.rolling))
        outcomes = self.outcomes(s)
        return outcomes[int(rng.random() * len(outcomes))][0]

    def apply(self, s: Any, move: Any) -> None:
        if isinstance(move, StartPlayer):
            s.start = move.seat
        elif isinstance(move, DrawLots):
            emit(s.ev, "lots_drawn", order=list(move.order))
            s.seat_in_order(move.order)
        else:
            emit(s.ev, "dice_rolled", seats=list(move.seats), faces=list(move.faces))
            s._rank_by_dice(move)


START_DRAW = StartDraw()


def start_draw(s: AgState) -> StartDraw | None:
    return START_DRAW if s.start < 0 else None


def setup(s: AgState) -> None:
    """Starting food: the start player less than the others [V]; the solo game its own amount."""
    g = s.t.g
    n = s.num_players
    for p in range(n):
        food = s.t.solo.food_start if n == 1 else g.food_start_player if p == s.start else g.food_others
        s.goods[NG * p + FOOD] = food
    s.round = 1


# --- a round -----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RoundCard(Chance[AgState]):
    """This round's card, drawn from its stage's cards not yet revealed (each stage a source of its own)."""

    PROMPT = Text("The round card is revealed", "ラウンドカードをめくります")

    def chance_source(self, s: AgState) -> str:
        return f"stage{s.t.stage_of_round[s.round]}"

    def outcomes(self, s: AgState) -> list[tuple[Any, float]]:
        cards = unrevealed(s)
        return [(REVEAL[c], 1 / len(cards)) for c in cards]

    def sample(self, s: AgState, rng: random.Random) -> Any:
        cards = unrevealed(s)
        return REVEAL[cards[int(rng.random() * len(cards))]]

    def apply(self, s: AgState, move: RevealRound) -> None:
        card = s.t.space_index[move.card]
        s.cards.append(card)
        s.board.append(card)
        emit(s.ev, "round_card_revealed", round=s.round, card=move.card)


ROUND_CARD = RoundCard()


def card_due(s: AgState) -> RoundCard | None:
    return ROUND_CARD if len(s.cards) < s.round else None


def unrevealed(s: AgState) -> list[int]:
    """This round's stage's cards not yet revealed."""
    t = s.t
    return [c for c in t.stage_deck(t.stage_of_round[s.round], s.k is not None) if c not in s.cards]


def round_start(s: AgState) -> None:
    n = s.num_players
    r = s.round
    for p in range(n):  # goods lying on the round space for a seat
        food = s.round_food[r * n + p]
        if food:
            s.round_food[r * n + p] = 0
            s.goods[NG * p + FOOD] += food
            emit(s.ev, "round_food_taken", seat=p, food=food)
    stock = s.stock
    for sp in s.board:  # refill
        add = s.acc[sp]
        if any(add):
            b = NG * sp
            for g in range(NG):
                stock[b + g] += add[g]
    if s.start_next >= 0:
        s.start = s.start_next
        s.start_next = -1
    s.frozen = [0] * (3 * n)  # animals that bred may be converted again [S]
    s.newborn = [0] * n
    s.avail = s.people[:]
    emit(s.ev, "round_started", round=r, start_player=s.start)
    if s.k is not None:
        s.k.placed = [[] for _ in range(n)]
    for p in reversed(in_turn_order(s)):  # start-of-round abilities: what asks a seat, the first seat's on top
        trigger(s.fx, p, PHASE_START, s, phase="round_start")



def work_start(s: AgState) -> None:
    """Abilities at the start of the work phase (after the start-of-round ones are answered)."""
    for p in reversed(in_turn_order(s)):  # what asks a seat: the first seat's on top
        trigger(s.fx, p, PHASE_START, s, phase="work_start")


def next_worker(s: AgState, last: int | None) -> int | None:
    """From the start player in play order, the next seat with a person still to place."""
    n = s.num_players
    first, skip = (s.start, 0) if last is None else (last, 1)
    for k in range(skip, n + skip):
        p = s.seat_after(first, k)
        if s.avail[p] > 0:
            return p
    return None


def place_person(s: AgState, seat: int) -> None:
    s.pending.append(PlaceWorker(seat))


def return_home(s: AgState) -> str | None:
    s.occ = [-1] * len(s.occ)
    for p in range(s.num_players):
        trigger(s.fx, p, RETURN_HOME, s)
    return None if s.round in s.t.harvests else "next_round"


# --- the harvest -------------------------------------------------------------------------------------------
def field_phase(s: AgState) -> None:
    for p in range(s.num_players):
        base = farm.CELLS * p
        got = [0] * NG
        cells: list[tuple[str, str]] = []  # (field, crop) that gave: for a table to animate, when someone listens
        for c in farm.bits(s.fields[p]):
            if s.crop_n[base + c] > 0:
                g = s.crop[base + c]
                s.crop_n[base + c] -= 1
                got[g] += 1
                if s.ev is not None:
                    cells.append((farm.CELL_NAMES[c], GOODS[g]))
                if s.crop_n[base + c] == 0:
                    s.crop[base + c] = -1
        for g, k in enumerate(got):
            s.goods[NG * p + g] += k
        s.used_harvest[p] = 0
        emit(s.ev, "fields_harvested", seat=p, grain=got[4], vegetable=got[5], cells=cells)
        trigger(s.fx, p, HARVEST_FIELD, s)


def in_turn_order(s: AgState) -> list[int]:
    return [s.seat_after(s.start, k) for k in range(s.num_players)]


def food_due(s: AgState, p: int) -> int:
    g = s.t.g
    per = s.t.solo.food_per_person if s.num_players == 1 else g.food_per_person
    due = per * (s.people[p] - s.newborn[p]) + g.food_per_newborn * s.newborn[p]
    return int(modify(s.fx, p, FOOD_DUE, due, s))


def feed(s: AgState, seat: int) -> None:
    s.pending.append(RaiseFood(seat, food_due(s, seat), True))
    trigger(s.fx, seat, FEEDING, s)  # abilities at the start of feeding (the full game's cards)


def next_round(s: AgState) -> str:
    if s.round >= s.t.g.rounds:
        return "end_effects"
    s.round += 1
    return "reveal"


def after_work(s: AgState, seat: int) -> None:
    trigger(s.fx, seat, AFTER_WORK, s)


def final_scoring(s: AgState) -> str:
    emit(s.ev, "game_scored", scores=s.scores())
    return END


FLOW = Flow([
    Step("start_player", chance=start_draw),
    Step("setup", run=setup),
    Step("deal", chance=deal_draw),
    Step("draft", order=draft_order, turn=draft_turn, again=draft_again),
    Step("reveal", chance=card_due),
    Step("round_start", run=round_start),
    Step("work_start", run=work_start),
    Step("work", next_seat=next_worker, turn=place_person),
    Step("after_work", order=in_turn_order, turn=after_work),
    Step("return_home", run=return_home),
    Step("field_phase", run=field_phase),
    Step("feeding", order=in_turn_order, turn=feed),
    Step("breeding", order=in_turn_order, turn=breeding_turn),
    Step("next_round", run=next_round),
    Step("end_effects", order=in_turn_order, turn=end_effects),  # before scoring (the full game's cards)
    Step("scoring", run=final_scoring),
])
