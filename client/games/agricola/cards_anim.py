"""The full game's card events as tweens (registered with the table's event dispatch beside AGAnimator):
the viewer's picks go to its kept row, the packs slide on to the next seat after each round of picks (the
old pack leaves to the right, the next one comes in from the left), a card played flies from the hand to
the cards played, a passing minor flies on to its new holder. Private events of another seat never reach
here (the table plays only the viewer's events)."""
from __future__ import annotations

from typing import Any

from client.games.agricola.anim import AGAnimator
from client.games.agricola.cards_view import BACK_ART, MINOR_ART, OCC_ART
from client.games.agricola.layout import Box
from client.games.common.animator import handles
from engine.core.events import Event


def at(box: Box, w: float = 100) -> Box:
    x, y, bw, bh = box
    h = w * 1.4
    return (x + bw / 2 - w / 2, y + bh / 2 - h / 2, w, h)


class CardAnim:
    def __init__(self, anim: AGAnimator) -> None:
        self.anim = anim

    def seat_box(self, seat: int, zone: str) -> Box:
        return self.anim.seat_box(seat, zone)

    @handles("packs_passed")
    def packs_passed(self, event: Event, state: Any) -> None:
        if not event["left"]:
            return  # the last cards were kept: no pack goes on
        lay = self.anim.lay
        x, y, w, h = lay.box("draft")
        for i, zone in enumerate(("draft_occupations", "draft_minors")):
            zx, zy, zw, zh = lay.box(zone)
            for j in range(3):
                src = (zx + zw / 2 - 60 + j * 30, zy + 10, 110, 154)
                self.anim.fly(BACK_ART, src, (x + w + 40, zy + 10, 110, 154), 0.45, delay=0.05 * j, fade=True)
                self.anim.fly(BACK_ART, (x - 150, zy + 10, 110, 154), src, 0.5, delay=0.35 + 0.05 * j + 0.05 * i,
                              fade=True)

    @handles("cards_picked")
    def cards_picked(self, event: Event, state: Any) -> None:
        """The viewer's own pick (the event is private to it): the cards go from the pack to the kept row."""
        lay = self.anim.lay
        dst = at(lay.box("draft_kept"), 60)
        cards = state.k.ct.cards if state.k is not None else ()
        for i, ident in enumerate(event["cards"]):
            occupation = ident in state.k.ct.index and cards[state.k.ct.index[ident]].occupation
            src = at(lay.box("draft_occupations" if occupation else "draft_minors"), 100)
            self.anim.fly(OCC_ART if occupation else MINOR_ART, src, dst, 0.4, delay=0.08 * i, fade=True)

    @handles("card_played")
    def card_played(self, event: Event, state: Any) -> None:
        seat = event["seat"]
        art = OCC_ART if event["occupation"] else MINOR_ART
        own = seat == self.anim.farm_seat
        src = at(self.seat_box(seat, "hand"), 70 if own else 30)
        dst = at(self.seat_box(seat, "played"), 60 if own else 24)
        self.anim.fly(art, src, dst, 0.5, fade=True)

    @handles("card_passed")
    def card_passed(self, event: Event, state: Any) -> None:
        src = at(self.seat_box(event["seat"], "played"), 40)
        dst = at(self.seat_box(event["to"], "hand"), 40)
        self.anim.fly(MINOR_ART, src, dst, 0.6, delay=0.3, fade=True)
