"""Setting up the full game's cards: the deal (a chance outcome per seat, secret to it) and the seed's draft
[S]: each seat is dealt 7 occupations and 7 minor improvements; each keeps one of each from the pack in
front of it and passes the rest to the next seat (clockwise, p → p + 1); seven times. Without the draft
(`draft=false`) the dealt cards are the hand.

A smaller deck deals fewer cards: `hand_size` is 7, or what the deck allows for every seat alike.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.decisions import Chance, Decision
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola.card_moves import DealCards, PickCards
from engine.games.agricola.state import AgState

HAND = 7
PICK = Reason("pick one occupation and one minor improvement of the pack in front of you",
              "目の前の束から職業と小さい進歩を1枚ずつ選んでください")


def hand_size(s: AgState) -> int:
    occ, minors = s.k.ct.deck(s.num_players)
    return min(HAND, len(occ) // s.num_players, len(minors) // s.num_players)


def undealt(s: AgState) -> bool:
    return s.k is not None and not all(s.k.dealt)


@dataclass(frozen=True, slots=True)
class Deal(Chance[AgState]):
    """The next seat's cards, dealt from the undealt deck (kept sorted: the draw reads no order play made)."""

    source = "deal"
    listed = False
    PROMPT = Text("The cards are dealt", "カードを配ります")

    def sample(self, s: AgState, rng: random.Random) -> Any:
        return sample_deal(s, rng)

    def possible(self, s: AgState, move: Any) -> bool:
        return isinstance(move, DealCards) and deal_ok(s, move)

    def apply(self, s: AgState, move: DealCards) -> None:
        apply_deal(s, move)


DEAL = Deal()


def deal_draw(s: AgState) -> Deal | None:
    """The deal, while a seat has no cards yet (the full game)."""
    return DEAL if undealt(s) else None


def next_deal_seat(s: AgState) -> int:
    return s.k.dealt.index(False)


def deal_ok(s: AgState, move: DealCards) -> bool:
    """A scripted deal: to the next seat, `hand_size` occupations and as many minors, all still undealt."""
    k = s.k
    if move.seat != next_deal_seat(s) or len(set(move.cards)) != len(move.cards):
        return False
    idx = [k.ct.index.get(c, -1) for c in move.cards]
    if any(i < 0 or i not in k.deck for i in idx):
        return False
    occs = sum(1 for i in idx if k.ct.cards[i].occupation)
    return occs == hand_size(s) and len(idx) - occs == hand_size(s)


def sample_deal(s: AgState, rng: random.Random) -> DealCards:
    k = s.k
    n = hand_size(s)
    occ = [c for c in k.deck if k.ct.cards[c].occupation]
    minors = [c for c in k.deck if not k.ct.cards[c].occupation]
    cards = rng.sample(occ, n) + rng.sample(minors, n)
    return DealCards(next_deal_seat(s), tuple(k.ct.cards[c].id for c in sorted(cards)))


def apply_deal(s: AgState, move: DealCards) -> None:
    k = s.k
    cards = [k.ct.index[c] for c in move.cards]
    taken = set(cards)
    k.deck = [c for c in k.deck if c not in taken]
    (k.packs if k.draft else k.hand)[move.seat] = sorted(cards)
    k.dealt[move.seat] = True
    if all(k.dealt) and k.draft:
        k.drafting = hand_size(s)
    emit(s.ev, "cards_dealt", private_to=move.seat, seat=move.seat, cards=list(move.cards))
    emit(s.ev, "cards_dealt_count", seat=move.seat, count=len(cards))


def draft_order(s: AgState) -> list[int]:
    return list(range(s.num_players)) if s.k is not None and s.k.drafting else []


def draft_again(s: AgState) -> bool:
    return s.k is not None and s.k.drafting > 0


def draft_turn(s: AgState, seat: int) -> None:
    s.pending.append(DraftPick(seat))


def pass_packs(s: AgState) -> None:
    """Every pack moves on to the next seat; the seat passing it remembers its cards."""
    k = s.k
    n = s.num_players
    for p in range(n):
        k.passed[p] = k.passed[p] | frozenset(k.packs[p])
    k.packs = [k.packs[s.seat_after(p, -1)] for p in range(n)]
    k.drafting -= 1
    emit(s.ev, "packs_passed", left=k.drafting)


@dataclass(frozen=True, slots=True)
class DraftPick(Decision[AgState]):
    seat: int
    PROMPT: ClassVar[Text] = Text("Draft: keep one occupation and one minor improvement",
                                  "ドラフト：職業と小さい進歩を1枚ずつ選んでください")

    def legal_moves(self, state: AgState) -> list[PickCards]:
        k = state.k
        pack = k.packs[self.seat]
        cards = k.ct.cards
        occ = [cards[c].id for c in pack if cards[c].occupation] or [""]
        minors = [cards[c].id for c in pack if not cards[c].occupation] or [""]
        return [PickCards(o, m) for o in occ for m in minors]

    def explain(self, state: AgState, move: object) -> Reason:
        return PICK

    def apply(self, state: AgState, move: PickCards) -> None:
        state.pending.pop()
        k = state.k
        pack = k.packs[self.seat][:]
        for ident in (move.occupation, move.minor):
            if ident:
                c = k.ct.index[ident]
                pack.remove(c)
                k.hand[self.seat].append(c)
        k.packs[self.seat] = pack
        emit(state.ev, "cards_picked", private_to=self.seat, seat=self.seat,
             cards=[x for x in (move.occupation, move.minor) if x])
        if self.seat == state.num_players - 1:  # everyone has picked: the packs move on
            pass_packs(state)
