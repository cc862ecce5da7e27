"""The two stacks (tunnel tiles, order cards) and the face-up slots they refill.

A stack is a list with its top card last, and a parallel list of knowledge masks (which seats know that
card and its place). Drawing from an empty stack gives -1: the slot stays empty [R].
"""
from __future__ import annotations

from engine.core.events import emit
from engine.games.coal_baron.state import CBState

TILES, ORDERS = 0, 1
DECK_NAMES = ("tiles", "orders")


def stack(s: CBState, which: int) -> tuple[list[int], list[int]]:
    return (s.tdeck, s.tknow) if which == TILES else (s.odeck, s.oknow)


def draw(s: CBState, which: int) -> int:
    deck, know = stack(s, which)
    if not deck:
        return -1
    know.pop()
    return deck.pop()


def card_name(s: CBState, which: int, card: int) -> str:
    if card < 0:
        return "?"
    return s.t.tile_names[card] if which == TILES else s.t.order_names[card]


def refill(s: CBState) -> None:
    """Every empty open face-up slot takes the top card of its stack, factory first, slot by slot."""
    for which, slots, spaces in ((TILES, s.fslots, s.fopen), (ORDERS, s.oslots, s.oopen)):
        for i in spaces:
            if slots[i] < 0:
                card = draw(s, which)
                if card < 0:
                    break
                slots[i] = card
                if s.ev is not None:
                    emit(s.ev, "card_revealed", deck=DECK_NAMES[which], slot=i + 1, card=card_name(s, which, card))


def put_back(s: CBState, which: int, seat: int, group: tuple[int, ...], top: bool) -> None:
    """Return cards seen (group[0] is drawn first) on the top or bottom; the seat knows them there."""
    deck, know = stack(s, which)
    order = list(reversed(group))
    mask = [1 << seat] * len(group)
    if top:
        deck.extend(order)
        know.extend(mask)
    else:
        deck[:0] = order
        know[:0] = mask
