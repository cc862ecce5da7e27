"""The full game's cards on the farms: the hand (the viewer's occupations above its minors, as chips in
the farm's `hand` zone; another seat's hand as face-down backs with a count), the cards played (the
farm's `played` zone, each with the goods it still holds), and in each compact panel a strip with the
hand's size and the played cards as small chips (hover any of them to read the card).

Secrets: a hand's faces are drawn only for the viewer while its secrets may be shown (`private`); the
observation holds no other hand anyway (a passing minor handed on in the open is the exception, and
public). Pieces: each card of the acting seat's hand (`("card", id)`), dropped onto the farm or the
played cards (`("play",)`) means PlayCard with each of its costs (the engine says which are legal).
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.cards_view import CardPainter, card_tip
from client.games.agricola.layout import Box, FarmPlace
from client.i18n import t
from client.ui import theme
from engine.games.agricola.cards import costs_of, play_move

ZOOM = (220.0, 300.0)  # a card read up close (design px)


def hand_cards(s: Any, p: int) -> list[int]:
    """The seat's hand as the observation holds it: occupations first, then minors, by id."""
    cards = s.k.ct.cards
    return sorted(s.k.hand[p], key=lambda c: (not cards[c].occupation, cards[c].id))


def hand_size(s: Any, p: int, viewer: int | None) -> int:
    """How many cards the seat holds: its hand in a full position or the viewer's own; else the secret
    cards the observation counts (`k.hidden`) and the public ones it still holds."""
    k = s.k
    if k.hidden is None or p == viewer:
        return len(k.hand[p])
    return k.hidden[p][0] + k.hidden[p][1] + len(k.hand[p])


def rows(box: Box, counts: tuple[int, ...], gap: float = 4, most: float = 120) -> list[Box]:
    """Chips in rows (one row per count) filling `box`, each row as wide as it needs."""
    x, y, w, h = box
    n = len([c for c in counts if c]) or 1
    rh = (h - gap * (n - 1)) / n
    out: list[Box] = []
    row = 0
    for count in counts:
        if not count:
            continue
        cw = min(most, (w - gap * (count - 1)) / count)
        out += [(x + i * (cw + gap), y + row * (rh + gap), cw, rh) for i in range(count)]
        row += 1
    return out


def hand_boxes(s: Any, p: int, place: FarmPlace) -> list[tuple[int, Box]]:
    cards = hand_cards(s, p)
    occ = sum(1 for c in cards if s.k.ct.cards[c].occupation)
    x, y, w, h = place.box("hand")
    boxes = rows((x + 6, y + 6, w - 12, h - 12), (occ, len(cards) - occ))
    return list(zip(cards, boxes, strict=True))


def played_boxes(s: Any, p: int, place: FarmPlace) -> list[tuple[int, Box]]:
    cards = s.k.played[p]
    x, y, w, h = place.box("played")
    half = -(-len(cards) // 2)
    boxes = rows((x + 4, y + 24, w - 8, h - 28), (half, len(cards) - half) if len(cards) > 3 else (len(cards),),
                 most=96)
    return list(zip(cards, boxes, strict=True))


def strip_box(info: Box) -> Box:
    """The cards' strip of a compact panel, under its goods (four columns of three rows there)."""
    x, y, w, h = info
    return (x, y + 88, w, 28)  # above the "people · home" line at the panel's foot


def strip_boxes(s: Any, q: int, info: Box) -> tuple[Box, list[tuple[int, Box]]]:
    """The hand's back (with its count) and a chip per played card, as many as fit."""
    x, y, w, h = strip_box(info)
    back = (x, y, 19, 26)
    step = 18.0
    room = int((w - 60) // step)
    played = s.k.played[q]
    return back, [(c, (x + 56 + i * step, y + 2, 16, 22)) for i, c in enumerate(played[:room])]


class HandPainter:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.cards = CardPainter(app)
        self.p = self.cards.p

    # --- the large farm ---------------------------------------------------------------------------------
    def full(self, surface: pygame.Surface, s: Any, p: int, place: FarmPlace, viewer: int | None, private: bool,
             playable: frozenset[str] = frozenset()) -> None:
        """The hand: faces only for the viewer's own while its secrets may be shown, else backs."""
        pt = self.p
        x, y, w, h = place.box("hand")
        pt.panel(surface, (x, y, w, h), fill=(48, 62, 44), border=(90, 110, 80), radius=10, width=2)
        n = hand_size(s, p, viewer)
        if p == viewer and private:
            for c, box in hand_boxes(s, p, place):
                self.cards.face(surface, s, c, box, dim=bool(playable) and s.k.ct.cards[c].id not in playable)
        elif n:
            self.backs(surface, (x + 8, y + 8, w - 16, h - 16), n)
        if not n:
            pt.text(surface, t("ag.card.hand_empty"), 15, (x + 12, y + 10), theme.MUTED, False)
        self.played(surface, s, p, place)

    def backs(self, surface: pygame.Surface, box: Box, n: int) -> None:
        x, y, w, h = box
        cw = h * 100 / 140
        step = min(cw * 0.45, (w - cw - 90) / max(1, n - 1)) if n > 1 else 0
        for i in range(n):
            self.cards.back(surface, (x + i * step, y, cw, h))
        self.p.text(surface, t("ag.card.in_hand", n=n), 17, (x + (n - 1) * step + cw + 10, y + h / 2),
                    theme.PAPYRUS, True, "midleft")

    def played(self, surface: pygame.Surface, s: Any, p: int, place: FarmPlace) -> None:
        pt = self.p
        x, y, w, h = place.box("played")
        pt.text(surface, t("ag.card.played"), pt.size_for(16, 20), (x + 4, y + 3), theme.PAPYRUS, True, max_w=w - 8)
        boxes = played_boxes(s, p, place)
        for c, box in boxes:
            self.cards.face(surface, s, c, box)
            self.cards.held(surface, s, c, box)
        if not boxes:
            pt.text(surface, t("ag.none_yet"), 15, (x + 4, y + 34), theme.MUTED, False)

    # --- a compact panel ----------------------------------------------------------------------------------
    def compact(self, surface: pygame.Surface, s: Any, q: int, info: Box, viewer: int | None) -> None:
        pt = self.p
        back, chips = strip_boxes(s, q, info)
        self.cards.back(surface, back)
        pt.text(surface, f"×{hand_size(s, q, viewer)}", pt.size_for(14, 20),
                (back[0] + back[2] + 3, back[1] + back[3] / 2), theme.INK, True, "midleft")
        cards = s.k.ct.cards
        for c, box in chips:
            pt.art(surface, "agricola/cards/occupation" if cards[c].occupation else "agricola/cards/minor", box)
        more = len(s.k.played[q]) - len(chips)
        if more > 0:
            x, y, w, h = strip_box(info)
            pt.text(surface, f"+{more}", 13, (x + w, y + h / 2), theme.INK, True, "midright")

    # --- a card read up close ---------------------------------------------------------------------------------
    @staticmethod
    def card_at(s: Any, viewer: int | None, farm_seat: int, place: FarmPlace, others: list[int],
                infos: list[Box], private: bool, pos: tuple[float, float]) -> tuple[int, Box] | None:
        """The card under the pointer among the chips (the viewer's hand while its secrets may be shown, the
        cards played on the large farm and in the panels), with its chip's box."""
        from client.games.common.hotspots import inside
        spots = played_boxes(s, farm_seat, place)
        if farm_seat == viewer and private:
            spots = hand_boxes(s, farm_seat, place) + spots
        for q, info in zip(others, infos, strict=False):
            spots += strip_boxes(s, q, info)[1]
        return next(((c, box) for c, box in spots if inside(box, pos)), None)

    def zoom(self, surface: pygame.Surface, s: Any, c: int, chip: Box) -> None:
        """The card as large as in the draft beside its chip (left of it, or right near the left edge), so a
        chip too small to read is read on hover; the hover text (right of the pointer) stays clear of it."""
        w, h = ZOOM
        x, y, cw, ch = chip
        left = x - w - 12
        zx = left if left >= 8 else x + cw + 12
        zy = max(8.0, min(y + ch - h, 1072 - h))
        self.p.panel(surface, (zx - 4, zy - 4, w + 8, h + 8), fill=(30, 26, 20), border=theme.GOLD, radius=10,
                     width=2)
        self.cards.face(surface, s, c, (zx, zy, w, h), large=True)

    # --- hover texts ----------------------------------------------------------------------------------------
    def tips(self, s: Any, viewer: int | None, farm_seat: int, place: FarmPlace, others: list[int],
             infos: list[Box], private: bool, prices: dict[str, tuple] | None = None) -> list[tuple[str, Box]]:
        """`prices`: card id -> what playing it costs now (the cards the viewer may play)."""
        out: list[tuple[str, Box]] = []
        prices = prices or {}
        if farm_seat == viewer and private:
            out += [(card_tip(s, c, now=prices.get(s.k.ct.cards[c].id, ())), box)
                    for c, box in hand_boxes(s, farm_seat, place)]
        out += [(card_tip(s, c, True), box) for c, box in played_boxes(s, farm_seat, place)]
        out.append((t("ag.card.tip_hand", n=hand_size(s, farm_seat, viewer)), place.box("hand")))
        for q, info in zip(others, infos, strict=False):
            _back, chips = strip_boxes(s, q, info)
            out += [(card_tip(s, c, True), box) for c, box in chips]
            names = [self.cards_line(s, c) for c in s.k.played[q]]
            lines = [t("ag.card.tip_hand", n=hand_size(s, q, viewer))]
            lines += [t("ag.card.played"), *names] if names else []
            out.append(("\n".join(lines), strip_box(info)))
        return out

    @staticmethod
    def cards_line(s: Any, c: int) -> str:
        from client.games.agricola.cards_view import name_of
        return "· " + name_of(s.k.ct.cards[c])


# --- moves -------------------------------------------------------------------------------------------------
def card_pieces(s: Any, seat: int, place: FarmPlace) -> list[tuple[tuple, Box]]:
    """The acting seat's hand cards (its own farm is the one drawn large)."""
    if s.k is None:
        return []
    return [(("card", s.k.ct.cards[c].id), box) for c, box in hand_boxes(s, seat, place)]


def ability_pieces(s: Any, seat: int, place: FarmPlace) -> list[tuple[tuple, Box]]:
    """The seat's played cards whose "any time" ability it may use now (the engine's legal moves): a click
    uses it (a choice when the card offers several)."""
    if s.k is None or not s.pending or not s.pending[-1].free_actions:
        return []
    usable = {m.card for m in s.legal_moves() if m.kind == "use_ability"}
    return [(("played", s.k.ct.cards[c].id), box) for c, box in played_boxes(s, seat, place)
            if s.k.ct.cards[c].id in usable]


def ability_moves(s: Any, ident: str) -> list[Any]:
    return [m for m in s.legal_moves() if m.kind == "use_ability" and m.card == ident]


def play_moves(s: Any, seat: int, ident: str) -> list[Any]:
    """Playing the card, with each of its costs (the engine says which are legal now)."""
    c = s.k.ct.index[ident]
    return [play_move(ident, i) for i in range(len(costs_of(s, seat, c)))]


def cards_key(s: Any, p: int, viewer: int | None, private: bool, playable: frozenset[str] = frozenset()) -> tuple:
    """What a farm's cards look like: the zones are repainted when it changes."""
    k = s.k
    if k is None:
        return ()
    own = p == viewer and private
    return (own, tuple(k.hand[p]) if own else hand_size(s, p, viewer), tuple(k.played[p]),
            tuple((c, k.store.get(c)) for c in k.played[p]), s.round, tuple(sorted(playable)))


def play_prices(s: Any, seat: int, legal: list[Any]) -> dict[str, tuple]:
    """Card id -> the prices of its legal plays now (the engine's `play_price`, the space's food included)."""
    from engine.games.agricola.cards import play_price
    d = s.pending[-1] if s.pending else None
    food = getattr(d, "space_food", 0)
    out: dict[str, tuple] = {}
    for m in legal:
        if getattr(m, "kind", "") == "play_card":
            out[m.card] = out.get(m.card, ()) + (play_price(s, seat, m, food),)
    return out


def playable_ids(s: Any, legal: list[Any]) -> frozenset[str]:
    return frozenset(m.card for m in legal if getattr(m, "kind", "") == "play_card")
