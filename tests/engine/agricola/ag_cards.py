"""Scenario helpers for the full game: a match without the draft whose hands are dealt by script, then cards
handed to a seat and played through the rules' own `cards.play` (scenario set-up: the card's effects are
installed and its on-play effects run, as when it is played from a space)."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import CHANCE
from engine.games.agricola import cards
from engine.games.agricola.card_moves import DealCards
from engine.games.agricola.moves import RevealRound, StartPlayer
from tests.engine.agricola.ag_scenario import Scenario

FULL_CARDS = ("sow_bake", "fences", "improvement", "sheep", "growth_minor", "stone_stage2", "renovate_improvement",
              "vegetable", "boar", "stone_stage4", "cattle", "urgent_growth", "plow_sow", "renovate_fences")


class FullScenario(Scenario):
    def __init__(self, n: int = 2, start: int = 0, cards: Sequence[str] = FULL_CARDS, draft: bool = False,
                 deal: bool = True, empty_hands: bool = True) -> None:
        """`empty_hands`: the dealt cards go back to the deck (a scenario hands out the cards it needs)."""
        from engine.core.match import Match
        from engine.games.agricola import GAME
        self.m = Match(GAME, n, seed=1, options={"family": False, "draft": draft})
        self.cards = list(cards)
        self.events: list = []
        if n > 1:
            self.m.play(StartPlayer(start))
        if deal:
            self.deal_first()
            if empty_hands:
                k = self.s.k
                for h in k.hand:
                    k.deck.extend(h)
                    h.clear()
                k.deck.sort()
            self.chance()

    def deal_first(self) -> None:
        """Each seat gets the first undealt cards of each type (a scripted deal)."""
        from engine.games.agricola.draft import hand_size
        while self.s.current_player() == CHANCE and not all(self.s.k.dealt):
            k = self.s.k
            size = hand_size(self.s)
            occ = [c for c in k.deck if k.ct.cards[c].occupation][:size]
            mi = [c for c in k.deck if not k.ct.cards[c].occupation][:size]
            seat = k.dealt.index(False)
            self.m.play(DealCards(seat, tuple(k.ct.cards[c].id for c in sorted(occ + mi))), self.events)

    def chance(self) -> None:
        while self.s.current_player() == CHANCE and all(self.s.k.dealt):
            i = len(self.s.cards)
            move = RevealRound(self.cards[i]) if i < len(self.cards) else self.s.chance_outcomes()[0][0]
            self.m.play(move, self.events)

    def grant(self, seat: int, *ids: str) -> None:
        """Play these cards for the seat (from wherever they are)."""
        k = self.s.k
        for ident in ids:
            c = k.ct.index[ident]
            for h in k.hand:
                if c in h:
                    h.remove(c)
            if c in k.deck:
                k.deck.remove(c)
            cards.play(self.s, seat, c)
        self.s.game.__class__  # noqa: B018 - the state stays the match's
        from engine.games.agricola.round import FLOW
        FLOW.advance(self.s)

    def to_hand(self, seat: int, *ids: str) -> None:
        k = self.s.k
        for ident in ids:
            c = k.ct.index[ident]
            for h in k.hand:
                if c in h:
                    h.remove(c)
            if c in k.deck:
                k.deck.remove(c)
            k.hand[seat].append(c)

    def stock(self, space: str, good: str) -> int:
        from engine.games.agricola.data import NG, G
        return self.s.stock[NG * self.s.t.space_index[space] + G[good]]
