"""Agricola's card faces say what the engine's card facts say: the prerequisite (occupations played, an
improvement owned or returned, a house) and every way to pay (one cost "/" another) are on the face, not only
in the hover text, in both languages; a chip too small to read is drawn up close while the pointer is on it."""
from __future__ import annotations

import pygame
import pytest

from client import i18n
from client.games.agricola.cards_view import CardPainter, prereq_lines
from client.games.agricola.hand import hand_boxes
from client.ui.paint import Painter

from ..helpers import center, ev, screen
from .ag_helpers import game
from .agc_helpers import start_agc

NO_DRAFT = {"family": False, "draft": False}


def drawn_texts(monkeypatch) -> list[str]:
    seen: list[str] = []
    text, wrapped = Painter.text, Painter.wrapped

    def spy_text(self, surface, s, *a, **kw):
        seen.append(s)
        return text(self, surface, s, *a, **kw)

    def spy_wrapped(self, surface, s, *a, **kw):
        seen.append(s)
        return wrapped(self, surface, s, *a, **kw)

    monkeypatch.setattr(Painter, "text", spy_text)
    monkeypatch.setattr(Painter, "wrapped", spy_wrapped)
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_large_face_shows_the_prerequisite_and_each_cost_from_the_card_facts(app, monkeypatch, lang):
    tb = start_agc(app, ["human", "random"], options=NO_DRAFT)
    s = tb.session.state
    cards = s.k.ct.cards
    occs = next(i for i, c in enumerate(cards) if c.prereq[0] >= 2)
    owns = next(i for i, c in enumerate(cards) if c.owns or c.returns[0])
    alt = next(i for i, c in enumerate(cards) if len(c.costs) > 1)
    seen = drawn_texts(monkeypatch)
    painter = CardPainter(app)
    i18n.set_lang(lang)
    try:
        for c in (occs, owns, alt):
            seen.clear()
            painter.face(app.screen, s, c, (20, 20, 144, 206), large=True)
            needs = prereq_lines(cards[c], s, short=True)
            assert needs or c == alt
            if needs:
                assert " · ".join(needs) in seen, (cards[c].id, seen)
            if c == alt:
                assert seen.count("/") == len(cards[c].costs) - 1  # the costs apart, one icon row each way
        occ_need = prereq_lines(cards[occs], s, short=True)[0]
        n = cards[occs].prereq[0]
        assert occ_need == (f"Needs {n} occupations" if lang == "en" else f"職業{n}枚以上")
        # a returned or owned improvement is named as the game names it, never by its id
        tip = "\n".join(prereq_lines(cards[owns], s))
        for ident in cards[owns].owns or cards[owns].returns[1]:
            assert ident not in tip, tip
    finally:
        i18n.set_lang("en")


def test_a_hand_chip_is_drawn_up_close_while_hovered(app, monkeypatch):
    tb = start_agc(app, ["human", "random"], options=NO_DRAFT)
    g = game(app)
    s = g.session.state
    c, box = hand_boxes(s, 0, g.layout.main_farm())[-1]
    seen = drawn_texts(monkeypatch)
    p = screen(app, center(box))
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))])
    assert g.zoomed is not None and g.zoomed[0] == c
    assert s.k.ct.cards[c].about_en in seen  # the description, which a chip has no room for
    far = screen(app, (300, 300))
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(0, 0, 0))])
    assert g.zoomed is None
    assert tb.session.state.k.hand[0]  # nothing was played by hovering


def test_the_draft_panel_hides_the_boards_tooltips_under_it(app):
    start_agc(app, ["human", "random"])
    g = game(app)
    obs = g.observation()
    from client.games.agricola.draft_view import drafting
    assert drafting(obs)
    x, y, w, h = g.layout.box("draft")
    board_tips = 0
    for px in range(int(x) + 4, int(x + w), 24):  # over the whole panel: its cards, its gaps, its kept row
        for py in range(int(y) + 4, int(y + h), 24):
            pos = (px, py)
            beneath = g.tips.at(obs, g.session.match.game, g.names(), g.farm_seat(), g.others(), pos)
            board_tips += beneath is not None
            tip = g.tooltip(pos)
            assert tip == g.card_tip(pos), pos  # a card of the pack or kept, or nothing: never the board's
    assert board_tips  # the board under the panel has tips, which the panel hides


def test_gains_said_at_one_place_do_not_overlap(app):
    start_agc(app, ["human", "random"], options=NO_DRAFT)
    g = game(app)
    box = g.layout.main_farm().box("supply")
    for word in ("+8 food", "−12 food", "+1 grain"):
        g.anim.say(word, box)
    labels = g.float_labels()
    assert len(labels) == 3
    rects = [r for _img, r in labels]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_a_kept_draft_chip_is_drawn_up_close_while_hovered(app):
    from ..helpers import drag
    from .ag_helpers import piece_center
    from .agc_helpers import kept_center
    start_agc(app, ["human", "random"])
    g = game(app)
    s = g.session
    pack = [p for p, _b in g.pieces() if p[0] == "pack"]
    n = len(s.match.moves)
    for piece in pack:
        if len(s.match.moves) > n:
            break
        drag(app, piece_center(app, piece), kept_center(app))
    kept = g.draft.kept_boxes(g.observation(), g.viewer())
    assert kept
    c, box = kept[0]
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, center(box)), rel=(0, 0), buttons=(0, 0, 0))])
    assert g.zoomed == (c, box)
