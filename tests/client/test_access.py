"""Accessibility: each seat has a symbol besides its colour; a text-size setting;
menus and dialogs by keyboard."""
from __future__ import annotations

import pygame
import pytest

from client.games.common.seats import SYMBOLS, draw_seat_marker, seat_symbol
from client.scenes.overlays import Confirm, SettingsMenu
from client.scenes.title import TitleScene
from client.ui import theme

from .helpers import ev, key, press


def test_every_seat_colour_has_its_own_symbol():
    assert len(set(SYMBOLS)) >= len(theme.SEAT_COLORS)
    assert len({seat_symbol(s) for s in range(len(theme.SEAT_COLORS))}) == len(theme.SEAT_COLORS)


def test_markers_differ_in_shape_not_only_in_colour():
    """Drawn in grey (as a colour-blind player might see them), the markers still differ."""
    shapes = []
    for seat in range(len(theme.SEAT_COLORS)):
        surf = pygame.Surface((40, 40))
        surf.fill((0, 0, 0))
        draw_seat_marker(surf, seat, (20, 20), 18)
        white = frozenset((x, y) for x in range(40) for y in range(40) if surf.get_at((x, y))[:3] == theme.WHITE)
        shapes.append(white)
    assert len(set(shapes)) == len(shapes) and all(shapes)


def test_text_size_setting_scales_text(app):
    small = app.fonts.render("Abc", 20).get_height()
    app.stack.push(SettingsMenu(app))
    press(app, "text")
    assert app.settings.text_scale > 1.0
    assert app.fonts.render("Abc", 20).get_height() > small


def test_title_menu_by_keyboard(app):
    app.stack.push(TitleScene(app))
    title = app.stack.top
    enabled = [b.name for b in title.buttons.buttons if b.enabled()]
    key(app, pygame.K_DOWN)
    assert [b.name for b in title.buttons.buttons if b.hovered] == [enabled[1]]
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert [b.name for b in title.buttons.buttons if b.hovered] == [enabled[0]]
    key(app, pygame.K_UP)
    assert [b.name for b in title.buttons.buttons if b.hovered] == [enabled[-1]]  # wraps round
    while not title.buttons.by_name("settings").hovered:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsMenu)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_a_dialog_by_keyboard(app):
    app.stack.push(TitleScene(app))
    key(app, pygame.K_ESCAPE)  # quit? — asks
    assert isinstance(app.stack.top, Confirm)
    key(app, pygame.K_RIGHT)  # Yes / No sit side by side in spirit: arrows move either way
    key(app, pygame.K_RETURN)
    assert app.running and isinstance(app.stack.top, TitleScene)  # "No" was chosen


@pytest.mark.parametrize("game", ["ra", "la-granja", "agricola"])
def test_a_move_at_the_table_by_keyboard(app, game):
    """Tab puts a white ring on a piece a click could play now; Enter plays that click's move (or opens its
    choice): the keyboard reaches every click alternative, at every table."""
    from client.scenes.choice import ChoicePopup

    from .agricola.ag_helpers import start_ag
    from .helpers import start_table
    from .la_granja.lg_helpers import start_lg
    starts = {"la-granja": start_lg, "agricola": start_ag}
    tb = starts.get(game, start_table)(app, ["human", "random"])
    s = tb.session
    assert s.human_to_move()
    app.step(0.02, [ev(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)])
    piece = tb.focused()
    assert piece is not None and piece == tb.focusable()[0][0]
    legal = [m for m in tb.game.click_moves(piece) if s.state.why_illegal(m) is None]
    moves = len(s.match.moves)
    app.step(0.02, [ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
    if len(legal) == 1:
        assert s.match.moves[moves] == legal[0]
    else:
        assert isinstance(app.stack.top, ChoicePopup) and set(app.stack.top.moves) == set(legal)


def test_think_setting_says_how_much_longer_the_expert_thinks(app):
    """The expert's budget is its game's `expert_factor` times hard's (Ra 2, the others 4): the label gives both."""
    from engine.core.game import Game
    from engine.core.registry import get_game
    app.stack.push(SettingsMenu(app))
    label = next(text() for name, text, *_ in app.stack.top.items() if name == "think")
    assert f"{get_game('ra').bot.expert_factor}–{Game.bot.expert_factor}×" in label


def test_the_keyboards_button_has_a_ring_and_the_enter_hint(app):
    """The focused button is told apart from a hovered or primary one: a white ring round it, and the key
    that presses it ("Enter") in it."""
    from client import i18n
    app.stack.push(SettingsMenu(app))
    menu = app.stack.top
    key(app, pygame.K_DOWN)
    (focused,) = [b for b in menu.buttons.buttons if b.focused]
    app.stack.draw(app.screen)
    r = focused.rect(app)
    ring = r.inflate(2 * app.viewport.px(5), 2 * app.viewport.px(5))
    assert app.screen.get_at((ring.centerx, ring.top + 1))[:3] == theme.WHITE  # the ring, above the button
    plain = next(b for b in menu.buttons.buttons if not b.focused)
    pr = plain.rect(app)
    assert app.screen.get_at((pr.centerx, pr.top - app.viewport.px(5) + 1))[:3] != theme.WHITE
    painted = []
    real = app.fonts.render
    app.fonts.render = lambda text, *a, **kw: (painted.append(text), real(text, *a, **kw))[1]
    try:
        from client.ui.widgets import _BUTTON_CACHE
        _BUTTON_CACHE.clear()
        app.stack.draw(app.screen)
    finally:
        app.fonts.render = real
    assert i18n.t("keys.enter") in painted


def test_the_colour_blind_setting_repaints_the_seats(app):
    from client.scenes.overlays import SettingsMenu as Menu
    usual = list(theme.SEAT_COLORS)
    piece = app.images.get("coal_baron/pieces/worker_1", (40, 40)).copy()
    app.stack.push(Menu(app))
    press(app, "colour_blind")
    try:
        assert app.settings.colour_blind and list(theme.SEAT_COLORS) != usual
        assert len(set(theme.SEAT_COLORS)) == len(usual)
        again = app.images.get("coal_baron/pieces/worker_1", (40, 40))
        assert pygame.image.tobytes(again, "RGBA") != pygame.image.tobytes(piece, "RGBA")  # the piece repainted
        assert app.images.get("coal_baron/cubes/cube_grey", (40, 40)) is not None  # coal keeps its own art
    finally:
        press(app, "colour_blind")
    assert list(theme.SEAT_COLORS) == usual
