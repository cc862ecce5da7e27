"""Every dialog's text inside its box, in both languages, at 1280x720 and at the
smallest window (800x600): long questions, a damaged save's long message, the rules page, the pause
menu. Each overlay scene of the registry must be listed here, so a new dialog is checked too."""
from __future__ import annotations

import pygame
import pytest

from client import i18n
from client.scenes.stack import SCENES
from client.session.game_session import BotError
from client.ui.menu import MenuScene

from .helpers import start_table

LONG = ("The file is not valid JSON (damaged or truncated?): Expecting property name enclosed in double quotes: "
        "line 1 column 2 (char 1) — and then a good deal more text than fits on one line of any dialog, "
        "so that it has to wrap onto several lines inside the box.")


def makers(app, tb):
    s = tb.session
    s.bot_error = BotError(1, "hard", LONG)
    moves = s.state.legal_moves()
    return {
        "confirm": lambda: ("confirm", (i18n.t("unfinished.leave_for", name="a-long-save-name-2026.json"), lambda: None,
                                        i18n.t("unfinished.kept"))),
        "message": lambda: ("message", (i18n.t("load.damaged"), LONG)),
        "bot_failed": lambda: ("bot_failed", (s,)),
        "pause": lambda: ("pause", (tb,)),
        "settings": lambda: ("settings", ()),
        "rules": lambda: ("rules", ("ra",)),
        "rules_picker": lambda: ("rules_picker", ()),
        "all_moves": lambda: ("all_moves", (tb,)),
        "choice": lambda: ("choice", (tb, moves[:12])),
        "online": lambda: ("online", ()),
    }


def overlay_names(app):
    out = []
    for name, cls in SCENES.classes().items():
        if issubclass(cls, MenuScene) and name not in ("title",):
            out.append(name)
    return out


def inside(outer: pygame.Rect, inner: pygame.Rect) -> bool:
    return outer.contains(inner)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((800, 600), 1.0), ((1280, 720), 1.5)])
def test_every_dialog_text_is_inside_its_box(app, lang, size, scale):
    app.fonts.set_scale(scale)  # the text-size setting's largest step too
    app.screen = pygame.display.set_mode(size)
    app.on_resize(size)
    tb = start_table(app, ["human", "easy", "easy"], seed=4)
    i18n.set_lang(lang)
    try:
        table = makers(app, tb)
        missing = sorted(set(overlay_names(app)) - set(table))
        assert not missing, f"dialogs not checked for text fit: {missing}"
        for name, make in table.items():
            scene_name, args = make()
            scene = app.scenes.push(scene_name, *args)
            app.stack.draw(app.screen)
            box = scene.panel_box()
            assert box is not None, name
            panel = app.viewport.rect(*box)
            assert app.screen.get_rect().contains(panel), name
            blits = scene.text_blits()
            assert blits, name
            for _img, rect in blits:
                assert inside(panel, rect), (name, lang, size, rect, panel)
            for b in scene.buttons.buttons:
                assert inside(panel, b.rect(app)), (name, b.name)
            for (_, a), (_, b) in zip(blits, blits[1:], strict=False):
                assert not a.colliderect(b), (name, "overlapping lines")
            app.stack.remove(scene)
    finally:
        i18n.set_lang("en")
