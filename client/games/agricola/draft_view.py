"""The full game's draft, over the whole board while it lasts: the pack in front of the viewer (its
occupations in one row, its minor improvements in the next, each card large with its description), and
the row of the cards kept so far, where a pick is dropped.

A pick keeps one occupation and one minor at once (the engine's PickCards). By mouse: drag a card of the
pack onto the kept row; the first drag marks it chosen (`Draft.chosen`, drawn in the kept row with a
glow), the drag of a card of the other kind makes the move. A click on a pack card is the click
alternative: with a card of the other kind chosen it picks the pair, else a popup lists the pairs it can
make (so the keyboard's Enter reaches every pick). A pack with no card of one kind left picks the other
alone.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.cards_view import CardPainter, card_tip
from client.games.agricola.hand import rows
from client.games.agricola.layout import AGLayout, Box
from client.i18n import t
from client.ui import theme
from engine.games.agricola.card_moves import PickCards

FILL = (52, 70, 48)


def drafting(s: Any) -> bool:
    """The draft is on (the overlay shows) from the deal until the last packs are passed."""
    k = s.k
    return k is not None and k.draft and (k.drafting > 0 or not all(k.dealt))


def picking(s: Any, seat: int) -> bool:
    d: Any = s.pending[-1] if s.pending else None
    return seat >= 0 and type(d).__name__ == "DraftPick" and d.seat == seat


def pack(s: Any, seat: int | None) -> tuple[list[int], list[int]]:
    """The pack in front of the seat (occupations, minors), as the observation holds it."""
    if seat is None or s.k is None or not 0 <= seat < s.num_players:
        return [], []
    cards = s.k.ct.cards
    cs = sorted(s.k.packs[seat], key=lambda c: cards[c].id)
    return [c for c in cs if cards[c].occupation], [c for c in cs if not cards[c].occupation]


class Draft:
    def __init__(self, app: Any, layout: AGLayout) -> None:
        self.app = app
        self.lay = layout
        self.cards = CardPainter(app)
        self.p = self.cards.p
        self.chosen: dict[bool, str] = {}  # occupation? -> the id chosen by a first drag

    # --- where things are ---------------------------------------------------------------------------
    def pack_boxes(self, s: Any, seat: int | None) -> list[tuple[int, Box]]:
        occ, minors = pack(s, seat)
        out: list[tuple[int, Box]] = []
        for zone, cards in (("draft_occupations", occ), ("draft_minors", minors)):
            x, y, w, h = self.lay.box(zone)
            out += list(zip(cards, rows((x, y, w, h), (len(cards),), gap=8, most=144), strict=True))
        return out

    def kept_boxes(self, s: Any, seat: int | None) -> list[tuple[int, Box]]:
        if seat is None or s.k is None or not 0 <= seat < s.num_players:
            return []
        cards = s.k.ct.cards
        kept = sorted(s.k.hand[seat], key=lambda c: (not cards[c].occupation, cards[c].id))
        chosen = [s.k.ct.index[i] for i in self.chosen.values() if i in s.k.ct.index]
        kept += [c for c in chosen if c not in kept]
        occ = sum(1 for c in kept if cards[c].occupation)
        x, y, w, h = self.lay.box("draft_kept")
        boxes = rows((x + 110, y + 4, w - 114, h - 8), (occ, len(kept) - occ), most=110)
        return list(zip(kept, boxes, strict=True))

    # --- moves ------------------------------------------------------------------------------------------
    def pieces(self, s: Any, seat: int) -> list[tuple[tuple, Box]]:
        if not picking(s, seat):
            return []
        ids = s.k.ct.cards
        return [(("pack", ids[c].id), box) for c, box in self.pack_boxes(s, seat)]

    def targets(self) -> list[tuple[tuple, Box]]:
        return [(("kept",), self.lay.box("draft_kept"))]

    @staticmethod
    def pairs(s: Any, seat: int, ident: str, other: str | None = None) -> list[PickCards]:
        """The picks that keep this card (with `other`, only that pair)."""
        k = s.k
        occupation = k.ct.cards[k.ct.index[ident]].occupation
        occ, minors = pack(s, seat)
        partners = [k.ct.cards[c].id for c in (minors if occupation else occ)] or [""]
        if other is not None and other in partners:
            partners = [other]
        return [PickCards(ident, x) if occupation else PickCards(x, ident) for x in partners]

    def click_moves(self, s: Any, seat: int, ident: str) -> list[PickCards]:
        occupation = s.k.ct.cards[s.k.ct.index[ident]].occupation
        return self.pairs(s, seat, ident, self.chosen.get(not occupation))

    def drop_moves(self, s: Any, seat: int, ident: str) -> list[PickCards]:
        """A card dropped on the kept row: the pick, once a card of the other kind is chosen (or none is
        left); else the card is marked chosen and nothing is played yet."""
        occupation = s.k.ct.cards[s.k.ct.index[ident]].occupation
        moves = self.pairs(s, seat, ident, self.chosen.get(not occupation))
        if len(moves) == 1:
            self.chosen.clear()
            return moves
        self.chosen[occupation] = ident
        self.app.invalidate()
        return []

    def forget(self, s: Any, seat: int) -> None:
        """A chosen card no longer in the pack in front of the seat (the pick was made, or undone) is let go."""
        ids = {s.k.ct.cards[c].id for c in s.k.packs[seat]} if s.k is not None and 0 <= seat < s.num_players else set()
        for kind, ident in list(self.chosen.items()):
            if ident not in ids:
                del self.chosen[kind]

    # --- drawing ------------------------------------------------------------------------------------------
    def key(self, s: Any, seat: int | None, private: bool, names: list[str]) -> tuple:
        k = s.k
        return (seat, private, tuple(k.packs[seat]) if private and seat is not None and 0 <= seat < s.num_players
                else (), tuple(k.hand[seat]) if private and seat is not None and 0 <= seat < s.num_players else (),
                tuple(sorted(self.chosen.items())), k.drafting, tuple(k.dealt), tuple(names), k.hidden,
                tuple(len(x) for x in k.hand), tuple(len(x) for x in k.packs))

    def draw(self, surface: pygame.Surface, s: Any, seat: int | None, private: bool, names: list[str]) -> None:
        p = self.p
        box = self.lay.box("draft")
        p.panel(surface, box, fill=FILL, border=theme.GOLD, radius=14, width=3)
        x, y, w, h = box
        k = s.k
        mine = seat is not None and 0 <= seat < s.num_players
        total = (len(k.hand[seat]) + len(k.packs[seat])) // 2 if mine else 0
        done = len(k.hand[seat]) // 2 if mine else 0
        head = t("ag.card.draft_title", n=min(done + 1, total), total=total) if private and total \
            else t("ag.card.draft_others")
        p.text(surface, head, 22, (x + 16, y + 10), theme.GOLD, True, max_w=w - 32)
        if not private:
            self.progress(surface, s, seat, names)
            return
        for c, cbox in self.pack_boxes(s, seat):
            self.cards.face(surface, s, c, cbox, large=True)
        kx, ky, kw, kh = self.lay.box("draft_kept")
        p.panel(surface, (kx, ky, kw, kh), fill=(38, 52, 36), border=(90, 110, 80), radius=10, width=2)
        p.wrapped(surface, t("ag.card.kept"), 15, (kx + 8, ky + 6, 96, kh - 12), theme.PAPYRUS, max_lines=4)
        chosen = set(self.chosen.values())
        for c, cbox in self.kept_boxes(s, seat):
            self.cards.face(surface, s, c, cbox)
            if k.ct.cards[c].id in chosen:
                p.glow(surface, cbox, theme.GOOD, 4, 8)

    def progress(self, surface: pygame.Surface, s: Any, viewer: int | None, names: list[str]) -> None:
        """Without a pack to show (a spectator, or behind the hot-seat curtain): each seat's cards kept and
        the pack in front of it, face down, with their counts."""
        from client.games.agricola.hand import hand_size
        from client.games.common.seats import draw_seat_marker
        p, vp = self.p, self.app.viewport
        x, y, w, h = self.lay.box("draft_occupations")
        k = s.k
        row = min(96.0, (self.lay.box("draft")[3] - 70) / max(1, s.num_players))
        for q in range(s.num_players):
            ry = y + q * row
            kept = hand_size(s, q, viewer)
            in_pack = len(k.packs[q]) if k.hidden is None or q == viewer else k.hidden[q][2] + k.hidden[q][3]
            draw_seat_marker(surface, q, vp.point(x + 18, ry + row / 2), vp.px(13))
            p.text(surface, names[q] if q < len(names) else "?", 18, (x + 40, ry + row / 2), theme.PAPYRUS, True,
                   "midleft", 220)
            for i, (n, key) in enumerate(((kept, "ag.card.kept_n"), (in_pack, "ag.card.pack_n"))):
                bx = x + 280 + i * 390
                ch = row - 16
                for j in range(n):
                    self.cards.back(surface, (bx + j * 16, ry + 8, ch * 100 / 140, ch))
                p.text(surface, t(key, n=n), 16, (bx + max(0, n - 1) * 16 + ch * 100 / 140 + 10, ry + row / 2),
                       theme.PAPYRUS, True, "midleft")

    def tips(self, s: Any, seat: int | None, private: bool) -> list[tuple[str, Box]]:
        if not private:
            return []
        return [(card_tip(s, c), b) for c, b in self.pack_boxes(s, seat) + self.kept_boxes(s, seat)]
