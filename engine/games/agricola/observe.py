"""Hidden information in the full game: what one seat sees (`observation`) and a full position consistent
with it (`determinize`).

Other seats' hands and packs are absent from an observation (their sizes by type stay, in `k.hidden`; a
passing minor handed on in the open stays in view), and so is what they passed in the draft; the undealt
cards and the hidden ones form one unknown pool (`k.deck`). A seat knows the cards it passed on: those not
back in its view and not played are in other seats' hands or packs, so `determinize` places them there
first and draws only the rest from the pool.
"""
from __future__ import annotations

import random

from engine.games.agricola.state import AgState


def _counts(s: AgState, cards: list[int]) -> tuple[int, int]:
    occ = sum(1 for c in cards if s.k.ct.cards[c].occupation)
    return occ, len(cards) - occ


def observation(s: AgState, player: int) -> AgState:
    o = s.clone()
    k = o.k
    if k is None:
        return o
    unseen = list(k.deck)
    hidden = []
    for q in range(s.num_players):
        secret = [c for c in k.hand[q] if c not in k.shown]  # a minor passed in the open stays seen
        hidden.append((*_counts(s, secret), *_counts(s, k.packs[q])))
        if q == player:
            continue
        unseen.extend(secret)
        unseen.extend(k.packs[q])
        k.hand[q] = [c for c in k.hand[q] if c in k.shown]
        k.packs[q] = []
        k.passed[q] = frozenset()
    k.deck = sorted(unseen)
    k.hidden = tuple(hidden)
    return o


def determinize(o: AgState, player: int, rng: random.Random) -> AgState:
    s = o.clone()
    k = s.k
    if k is None or k.hidden is None:
        return s
    hidden = k.hidden
    k.hidden = None
    mine = set(k.hand[player]) | set(k.packs[player]) | k.shown
    played = {c for cs in k.played for c in cs} | k.gone  # seen by all: not in any hand
    known = [c for c in sorted(k.passed[player]) if c not in mine and c not in played]
    rng.shuffle(known)
    pool = [c for c in k.deck if c not in set(known)]
    rng.shuffle(pool)
    cards = k.ct.cards
    by_type = {True: [c for c in known if cards[c].occupation] + [c for c in pool if cards[c].occupation],
               False: [c for c in known if not cards[c].occupation] + [c for c in pool if not cards[c].occupation]}
    for q in range(o.num_players):
        if q == player:
            continue
        ho, hm, po, pm = hidden[q]
        k.hand[q] = (k.hand[q] + [by_type[True].pop(0) for _ in range(ho)]
                     + [by_type[False].pop(0) for _ in range(hm)])
        k.packs[q] = [by_type[True].pop(0) for _ in range(po)] + [by_type[False].pop(0) for _ in range(pm)]
    k.deck = sorted(by_type[True] + by_type[False])
    return s
