"""The full game's cards as the table draws them: a face (an occupation or a minor improvement) with its
name, cost, player tag and points, large in the draft and small as a chip in a hand or among the cards
played; a face-down back; the goods a played card still holds, as icons with counts; and each card's
hover text (name, kind, cost, prerequisite, points and the engine's own short description of it).

Everything a card says comes from the engine's card tables (`state.k.ct`): names and descriptions in
both languages are data there, never written here.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.layout import Box
from client.games.agricola.view import GOODS, count_text, good_art
from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Painter
from engine.games.agricola.card_holds import holds, rounds_left

OCC_ART, MINOR_ART, BACK_ART = "agricola/cards/occupation", "agricola/cards/minor", "agricola/cards/back"
BAND_INK = (40, 28, 16)
OCC_FILL = ((246, 236, 201), (224, 178, 90))  # body, band
MINOR_FILL = ((243, 224, 207), (201, 119, 74))
DIM, DIM_BAND = (170, 166, 150), (140, 132, 116)


def card_art(card: Any) -> str:
    return OCC_ART if card.occupation else MINOR_ART


def card_image(s: Any, ident: str) -> str:
    """The art a dragged card shows (its kind's face)."""
    k = s.k
    return card_art(k.ct.cards[k.ct.index[ident]]) if k is not None and ident in k.ct.index else BACK_ART


def source_name(s: Any, ident: str) -> str:
    """A conversion's source: a major improvement, or a card played (a minor that cooks, an occupation)."""
    from client.games.agricola.view import major_name
    if ident in s.t.major_index:
        return major_name(s.t, s.t.major_index[ident])
    k = s.k
    return name_of(k.ct.cards[k.ct.index[ident]]) if k is not None and ident in k.ct.index else ident


def name_of(card: Any) -> str:
    return str(card.ja if lang() == "ja" else card.en)


def about_of(card: Any) -> str:
    return str(card.about_ja if lang() == "ja" else card.about_en)


def cost_text(cost: tuple[int, ...]) -> str:
    parts = [count_text(k, GOODS[g]) for g, k in enumerate(cost) if k]
    return " + ".join(parts) if parts else str(t("ag.card.free"))


def prereq_lines(card: Any, s: Any = None, short: bool = False) -> list[str]:
    """The card's prerequisite, one line a condition (the engine's card facts: `prereq`, `owns`, `returns`,
    `prereq_goods`); `short` words them for a card's face, else for its hover text."""
    occs, improvements, sown, others_below, house, last_round = card.prereq
    key = "ag.card.pre_" if short else "ag.card.needs_"
    out = []
    for n, what in ((occs, "occs"), (improvements, "improvements"), (sown, "sown"), (others_below, "others_below")):
        if n:
            out.append(t(key + what, n=n))
    if house:
        out.append(t(key + "house", material=t(f"ag.material.{('wood', 'clay', 'stone')[house]}")))
    if last_round < 14:
        out.append(t(key + "round", n=last_round))
    sep = " / "
    if card.owns:
        out.append(t(key + "owns", names=sep.join(improvement_name(s, x) for x in card.owns)))
    returns, returnable = card.returns
    if returns:
        names = sep.join(improvement_name(s, x) for x in returnable)
        out.append(t(key + "returns_of", n=returns, names=names) if names else t(key + "returns", n=returns))
    if card.prereq_goods:
        out.append(t(key + "goods", goods=cost_text(card.prereq_goods)))
    return out


def improvement_name(s: Any, ident: str) -> str:
    """A major's or a card's name by id (the id itself without a position to look it up in)."""
    return source_name(s, ident) if s is not None else ident


def costs_line(card: Any) -> str:
    """Every way to pay for the card, as words ("1 wood / 1 clay")."""
    return " / ".join(cost_text(x) for x in card.costs)


def card_tip(s: Any, c: int, played: bool = False, now: tuple[tuple[int, ...], ...] = ()) -> str:
    """The full card as hover text; `now`: what playing it costs at this moment (each way it may be paid)."""
    card = s.k.ct.cards[c]
    kind = t("ag.card.occupation") if card.occupation else t("ag.card.minor")
    if card.occupation and card.players > 1:
        kind += f" ({card.players}+)"
    lines = [f"{name_of(card)}  ·  {kind}  ·  {card.id}"]
    lines.append(t("ag.card.cost_occ" if card.occupation else "ag.card.cost", cost=costs_line(card)))
    if now:
        lines.append(t("ag.card.now", cost=" / ".join(cost_text(x) for x in now)))
    lines += prereq_lines(card, s)
    if card.points:
        lines.append(t("ag.points_one" if card.points == 1 else "ag.points", n=card.points))
    if card.passing:
        lines.append(t("ag.card.passing"))
    lines.append(about_of(card))
    if played:
        held = holds(s, c)
        if held:
            goods = str(t("ag.list_sep")).join(count_text(k, g) for g, k in held.items())
            lines.append(t("ag.card.holds", goods=goods))
        rounds = rounds_left(s, c)
        if rounds:
            lines.append(t("ag.card.rounds", rounds=", ".join(str(r) for r in rounds)))
    return "\n".join(lines)


class CardPainter:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.p = Painter(app)

    def back(self, surface: pygame.Surface, box: Box) -> None:
        self.p.art(surface, BACK_ART, box)

    def face(self, surface: pygame.Surface, s: Any, c: int, box: Box, large: bool = False,
             dim: bool = False) -> None:
        """A card at any shape: its body, the coloured band with its name, its player tag, cost and points;
        `large` adds the description (the draft). A card that cannot be played now is drawn `dim`."""
        p = self.p
        card = s.k.ct.cards[c]
        x, y, w, h = box
        body, band_fill = (OCC_FILL if card.occupation else MINOR_FILL)
        if dim:
            body, band_fill = DIM, DIM_BAND
        p.panel(surface, box, fill=body, border=theme.INK, radius=6, width=1.5)
        k = min(1.3, w / 144) if large else 1.0  # a card read up close has larger type than the draft's
        band = 36.0 * k if large else min(40.0, max(18.0, h * 0.42))
        p.panel(surface, (x + 2, y + 2, w - 4, band), fill=band_fill, border=band_fill, radius=5, width=0)
        tag = f"{card.players}+" if card.occupation and card.players > 1 else ""
        tag_w = 20 if tag and large else 0  # a small card gives its name the band's width, its tag the corner below
        if large or p.app.fonts.scale <= 1.2:
            p.wrapped(surface, name_of(card), 15 * k if large else min(14.0, band * 0.6),
                      (x + 4, y + 2, w - 8 - tag_w, band), BAND_INK, max_lines=2)
        else:  # a small card under large text: its name on one line, cut short if need be (its hover text has it)
            p.text(surface, name_of(card), p.size_for(min(14.0, band * 0.6), band - 2), (x + 4, y + 2 + band / 2),
                   BAND_INK, False, "midleft", w - 8 - tag_w)
        if tag:
            if large:
                p.text(surface, tag, 12, (x + w - 4, y + 4), theme.BAD, True, "topright")
            else:
                p.text(surface, tag, min(12.0, max(9.0, (h - band) * 0.45)), (x + w - 4, y + h - 2), theme.BAD, True,
                       "bottomright")
        line = min(20.0 * k, (h - band) * (0.3 if large else 0.45))
        self.cost(surface, card.costs, (x + 5, y + band + 4, w - 10 - (28 if card.points and large else 4), line))
        if card.points and large:
            p.text(surface, f"★{card.points}", max(10.0, line * 0.8), (x + w - 4, y + band + 4), theme.TERRA, True,
                   "topright")
        elif card.points:  # a chip: its points in the lower right corner (a minor has no player tag there)
            p.text(surface, f"★{card.points}", min(12.0, max(9.0, (h - band) * 0.4)), (x + w - 4, y + h - 2),
                   theme.TERRA, True, "bottomright")
        needs = prereq_lines(card, s, short=True)
        top = y + band + line + (5 if large else 8)
        if large:
            if needs:
                size, lines = 14.0 * k, 3 if len(" · ".join(needs)) > 40 else 2
                p.wrapped(surface, " · ".join(needs), size, (x + 6, top, w - 12, lines * size * 1.25), theme.BAD,
                          max_lines=lines)
                top += lines * size * 1.25 + 2
            p.wrapped(surface, about_of(card), 13 * k, (x + 6, top, w - 12, y + h - 4 - top), theme.INK, max_lines=8)
        elif needs:  # a chip: the prerequisite on its last line if it reads there, else a mark (hover: the card)
            self.needs_mark(surface, " · ".join(needs), (x, top, w, y + h - top))

    def needs_mark(self, surface: pygame.Surface, text: str, box: Box) -> None:
        p = self.p
        x, y, w, h = box
        size = min(13.0, h - 2)
        vp = self.app.viewport
        if size >= 10 and self.app.fonts.font(vp.px(size), True).size(text)[0] <= vp.px(w - 8):
            p.text(surface, text, size, (x + 4, y + h - 2), theme.BAD, True, "bottomleft")
            return
        r = min(8.0, h / 2)  # "!": this card has a prerequisite (lower left; the points are lower right)
        cx, cy = x + r + 4, y + h - r - 2
        pygame.draw.circle(surface, theme.BAD, vp.point(cx, cy), vp.px(r))
        p.text(surface, "!", r * 1.6, (cx, cy), theme.PAPYRUS, True, "center")

    def cost(self, surface: pygame.Surface, costs: tuple[tuple[int, ...], ...], box: Box) -> None:
        """Each way to pay for the card, icons with counts, the ways apart by " / " (one wood / one clay)."""
        p = self.p
        x, y, w, h = box
        items: list[tuple[int, int]] = []  # (good, count); a good of -1 separates two costs
        for i, cost in enumerate(costs):
            if i:
                items.append((-1, 0))
            items += [(g, k) for g, k in enumerate(cost) if k]
        goods = sum(1 for g, _k in items if g >= 0)
        if not goods:
            return
        slash = h * 0.6
        step = min(h + 14, (w - slash * (len(items) - goods)) / goods)
        icon = min(h, step * 0.55)  # a narrow chip: smaller icons, so no count runs into the next icon
        gx = x
        for g, k in items:
            if g < 0:
                p.text(surface, "/", max(9.0, h * 0.8), (gx + slash / 2, y + h / 2), theme.INK, True, "center")
                gx += slash
                continue
            p.art(surface, good_art(GOODS[g]), (gx, y + (h - icon) / 2, icon, icon))
            p.text(surface, str(k), p.size_for(max(9.0, h * 0.7), h + 2), (gx + icon + 1, y + h / 2), theme.INK,
                   True, "midleft")
            gx += step

    def held(self, surface: pygame.Surface, s: Any, c: int, box: Box) -> None:
        """What a played card still holds, over its lower right: the first good and its count."""
        got = holds(s, c)
        if not got:
            return
        x, y, w, h = box
        size = min(w * 0.42, h * 0.5, 28)
        g, n = next(iter(got.items()))
        bx, by = x + w - size - 4, y + h - size - 2
        self.p.panel(surface, (bx - 2, by - 2, size + 4, size + 4), fill=theme.PAPYRUS, border=theme.INK, radius=4,
                     width=1)
        self.p.art(surface, good_art(g), (bx, by, size, size))
        self.p.text(surface, f"×{n}", max(9.0, size * 0.55), (bx - 3, by + size / 2), theme.INK, True, "midright")
