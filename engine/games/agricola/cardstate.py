"""The full game's cards in a position: hands, the draft's packs, cards played, and what cards hold.

- `hand[p]`: card indices in seat p's hand (occupations and minors together); secret to the others.
- `packs[p]`: during the draft, the cards in front of seat p to pick from (secret to the others).
- `passed[p]`: every card seat p has passed on in the draft (p knows they went to the next seats).
- `played[p]`: cards p has played, in order (public); `occs[p]`: how many of them are occupations.
- `store[card]`: what a played card holds or remembers (a marker stack's height, a schedule of round goods,
  the round it last acted); values are immutable, replaced when they change, so a clone copies the dict.
- `placed[p]`: the spaces p's people went to this round (cards that look back at the work phase).
- `shown`: passing minors handed to the left in the open (everyone knows whose hand they are in).
- `spaces`: action spaces a card brought into play, and the seat that owns each (space index → seat; public).
- `dealt`: whether the hands were dealt; `drafting`: picks left in the draft (0: over or no draft).
- `deck`: the cards not dealt (in an observation: those and every card hidden from the viewer).
"""
from __future__ import annotations

from typing import Any

from engine.games.agricola.cards_data import CardTables


class Cards:
    __slots__ = ("ct", "draft", "hand", "packs", "passed", "played", "occs", "store", "placed", "dealt", "drafting",
                 "deck", "penalty", "hidden", "shown", "spaces")

    def __init__(self, ct: CardTables, n: int, draft: bool) -> None:
        self.ct = ct
        self.draft = draft
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.packs: list[list[int]] = [[] for _ in range(n)]
        self.passed: list[frozenset[int]] = [frozenset()] * n
        self.played: list[list[int]] = [[] for _ in range(n)]
        self.occs = [0] * n
        self.store: dict[int, Any] = {}
        self.placed: list[list[int]] = [[] for _ in range(n)]
        self.dealt = [False] * n
        self.drafting = 0
        occ, minors = ct.deck(n)
        self.deck = sorted(occ + minors)  # cards not dealt to anyone (every card before the deal)
        self.penalty = [0] * n  # points lost to cards (a loan not given back)
        # in an observation: per seat, the sizes of what it holds unseen (hand occupations, hand minors,
        # pack occupations, pack minors); None in a full position
        self.hidden: tuple[tuple[int, int, int, int], ...] | None = None
        self.shown: frozenset[int] = frozenset()  # passing minors handed on in the open: public in any hand
        self.spaces: dict[int, int] = {}  # a card's action space → the seat owning it

    def clone(self) -> Cards:
        c = Cards.__new__(Cards)
        c.ct = self.ct
        c.draft = self.draft
        c.hand = [h[:] for h in self.hand]
        c.packs = [x[:] for x in self.packs]
        c.passed = self.passed[:]
        c.played = [x[:] for x in self.played]
        c.occs = self.occs[:]
        c.store = dict(self.store)
        c.placed = [x[:] for x in self.placed]
        c.dealt = self.dealt[:]
        c.drafting = self.drafting
        c.deck = self.deck[:]
        c.penalty = self.penalty[:]
        c.hidden = self.hidden
        c.shown = self.shown
        c.spaces = dict(self.spaces)
        return c

    def key(self) -> tuple:
        return (tuple(tuple(sorted(h)) for h in self.hand), tuple(tuple(sorted(x)) for x in self.packs),
                tuple(tuple(sorted(x)) for x in self.passed), tuple(tuple(x) for x in self.played), tuple(self.occs),
                tuple(sorted(self.store.items())), tuple(tuple(x) for x in self.placed), tuple(self.dealt),
                self.drafting, tuple(self.deck), tuple(self.penalty), self.hidden,
                tuple(sorted(self.shown)), tuple(sorted(self.spaces.items())))

    def is_occupation(self, card: int) -> bool:
        return self.ct.cards[card].occupation
