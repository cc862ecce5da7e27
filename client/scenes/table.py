"""The table: a Ra game in play. Mouse drags and clicks become engine moves; events become tweens.

Input waits while a blocking animation runs; bots and chance move only when the table is idle,
at a readable pace. Keys: Esc menu, Ctrl+Z undo, Ctrl+Y redo, H hint, Space skip animation.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.anim.tween import Sprite, Tween, Tweener, ease_out_cubic
from client.games.ra.anim import RaAnimator
from client.games.ra.controls import BUTTON_MOVES, RaControls
from client.games.ra.layout import RaLayout
from client.games.ra.view import RaView
from client.i18n import lang, t
from client.scenes.stack import Scene
from client.ui import theme
from client.ui.widgets import Button, ButtonSet
from engine.core.errors import reason_text
from engine.games.ra.moves import Bid, Discard
from engine.games.ra.state import DISASTER
from engine.games.ra.tiles import TILE_NAMES

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag
ICONS = {"invoke": "invoke", "pass": "pass", "end_turn": "end_turn"}


class TableScene(Scene):
    def __init__(self, app: Any, session: Any, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        n = session.match.num_players
        self.layout = RaLayout(n)
        self.tweener = Tweener()
        self.anim = RaAnimator(self.layout, self.tweener)
        self.anim.sync_scores(session.state.scores())
        self.view = RaView(app, self.layout, self.anim)
        self.controls = RaControls(self.layout)
        self.drag: dict[str, Any] | None = None
        self.slide: Sprite | None = None
        self.toast = ""
        self.toast_time = 0.0
        self.wait = 0.0
        self.end_timer = 0.0
        self._was_thinking = False
        self.pace = 0.9 if demo else 0.25
        self.buttons = ButtonSet(self._buttons())

    # --- buttons ------------------------------------------------------------------------------
    def _buttons(self) -> list[Button]:
        z = self.layout.zone("actions")
        x, w, h, gap = z.x + 20, z.w - 40, 62, 12
        out: list[Button] = []
        y = z.y + 20
        for name, move in BUTTON_MOVES:
            out.append(Button(x, y, w, h, (lambda n=name: t("ra.button." + n)),
                              (lambda m=move: self.play(m)), (lambda m=move: self.can_play(m)),
                              f"ra/icons/{ICONS[name]}", primary=True, name=name))
            y += h + gap
        y += 10
        for name, action, enabled in (("undo", self.undo, self.session.can_undo),
                                      ("redo", self.redo, self.session.can_redo),
                                      ("hint", self.hint, self.session.human_to_move),
                                      ("menu", self.open_menu, lambda: True)):
            key = "table.hint_button" if name == "hint" else "table." + name
            out.append(Button(x, y, w, h - 8, (lambda k=key: t(k)), action,
                              (lambda e=enabled: not self.demo and e()), f"ra/icons/{name}", name=name))
            y += h - 8 + gap
        return out

    def can_play(self, move: Any) -> bool:
        s = self.session
        return (not self.demo and s.human_to_move() and not self.tweener.blocking()
                and s.state.why_illegal(move) is None)

    # --- actions ------------------------------------------------------------------------------
    def play(self, move: Any) -> str | None:
        """A human's move from any input; shows the engine's reason when it is illegal."""
        if self.demo or not self.session.human_to_move() or self.tweener.blocking():
            return "not your turn"
        reason = self.session.try_play(move)
        if reason:
            self.show_toast(t("table.illegal", reason=reason_text(reason, lang())))
        self.app.invalidate()
        return reason

    def undo(self) -> None:
        if not self.demo and self.session.undo():
            self.anim.clear(self.session.state.scores())
            self.session.events.clear()
            self.show_toast(t("table.undone"))

    def redo(self) -> None:
        if not self.demo and self.session.redo():
            self.show_toast(t("table.redone"))

    def hint(self) -> None:
        if not self.demo and self.session.human_to_move():
            self.session.request_hint()
            self.show_toast(t("table.hint_wait"))

    def open_menu(self) -> None:
        from client.scenes.overlays import PauseMenu
        self.app.stack.push(PauseMenu(self.app, self))

    def show_toast(self, text: str, seconds: float = 3.5) -> None:
        self.toast = text
        self.toast_time = seconds
        self.app.invalidate()

    # --- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s = self.session
        self.tweener.speed = self.app.settings.anim_speed * (0.8 if self.demo else 1.0)
        self.tweener.update(dt)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast = ""
                self.app.invalidate()
        s.poll()
        if s.thinking() != self._was_thinking:
            self._was_thinking = s.thinking()
            self.app.invalidate()
        if s.hint is not None and self.toast == t("table.hint_wait"):
            self.show_toast(t("table.hint", move=s.match.game.describe(s.hint, lang())), 6)
        if self.tweener.blocking():
            return
        if s.events:
            events, s.events[:] = list(s.events), []
            for ev in events:
                self.anim.play(ev, s.state, {"pass": t("ra.button.pass")})
            self.wait = self.pace
            self.app.invalidate()
            return
        if not self.tweener.active():
            self.anim.sync_scores(s.state.scores())
        if self.wait > 0:
            self.wait -= dt
            return
        if s.over():
            self.end_timer += dt
            if self.end_timer > (3.0 if self.demo else 1.0):
                self.finish()
            return
        if s.advance():
            self.app.invalidate()

    def finish(self) -> None:
        if self.demo:
            from client.scenes.demo import next_demo_game
            next_demo_game(self.app, self)
            return
        from client.scenes.results import ResultsScene
        self.session.close()
        self.app.stack.replace(ResultsScene(self.app, self.session))

    def busy(self) -> bool:
        """Frames are redrawn only while something moves; a thinking bot alone redraws nothing."""
        return self.tweener.active() or self.slide is not None or bool(self.drag and self.drag["moved"])

    def resize(self) -> None:
        self.view.invalidate_static()

    def leave(self) -> None:
        self.session.close()

    # --- drawing ------------------------------------------------------------------------------
    def ui_state(self) -> dict[str, Any]:
        s = self.session
        ui: dict[str, Any] = {}
        if self.drag and self.drag["moved"]:
            ui["dragging"] = self.drag["piece"]
            ui["targets"] = self.controls.legal_drop_targets(s.state, self.drag["piece"])
        elif s.human_to_move() and not self.demo:
            seat = s.to_move()
            ui["legal_suns"] = {v for v in s.state.up[seat] if s.state.why_illegal(Bid(v)) is None}
            ui["legal_held"] = {k for k, name in enumerate(TILE_NAMES)
                                if s.state.phase == DISASTER and s.state.why_illegal(Discard(name)) is None}
        return ui

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.session, self.ui_state())
        self.buttons.draw(surface, self.app)
        vp = self.app.viewport
        if self.drag and self.drag["moved"]:
            img_name = self.controls.piece_image(self.drag["piece"])
            if img_name:
                x, y, w, h = self.drag["box"]
                px, py = self.drag["pos"]
                self.view.blit_art(surface, img_name, (px - w / 2, py - h / 2, w, h))
        if self.slide is not None:
            sp = self.slide
            self.view.blit_art(surface, sp.image, (sp.x, sp.y, sp.w, sp.h))
        if self.toast:
            img = self.app.fonts.fit(self.toast, vp.px(28), vp.px(1100), theme.WHITE, True)
            r = img.get_rect(center=vp.point(960, 560))
            theme.panel(surface, r.inflate(vp.px(40), vp.px(20)), fill=theme.INK, border=theme.GOLD,
                        radius=vp.px(12), width=vp.px(3))
            surface.blit(img, r)
        if self.demo:
            self.view.text(surface, t("demo.banner"), 30, (960, 1074), theme.GOLD, True, "midbottom")

    # --- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.demo:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                from client.scenes.title import TitleScene
                self.app.stack.reset(TitleScene(self.app))
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if self.buttons.handle(event, self.app):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEMOTION and self.drag:
            d = self.drag
            if abs(event.pos[0] - d["start"][0]) + abs(event.pos[1] - d["start"][1]) > DRAG_THRESHOLD:
                d["moved"] = True
            d["pos"] = self.app.viewport.to_design(event.pos)
            self.app.invalidate()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            return self.release(event.pos)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_ESCAPE:
            if self.drag:
                self.drag = None
            else:
                self.open_menu()
        elif event.key == pygame.K_z and ctrl:
            self.undo()
        elif event.key == pygame.K_y and ctrl:
            self.redo()
        elif event.key == pygame.K_h:
            self.hint()
        elif event.key == pygame.K_SPACE:
            self.tweener.skip()
            self.wait = 0
        else:
            return False
        self.app.invalidate()
        return True

    def press(self, pos: tuple[int, int]) -> bool:
        s = self.session
        if not s.human_to_move() or self.tweener.blocking():
            return False
        dpos = self.app.viewport.to_design(pos)
        seat = s.to_move()
        piece = self.controls.piece_at(s.state, seat, dpos)
        if piece is None:
            return False
        box = self.controls.piece_box(s.state, seat, piece) or (dpos[0] - 40, dpos[1] - 40, 80, 80)
        self.drag = {"piece": piece, "start": pos, "pos": dpos, "box": box, "moved": False}
        return True

    def release(self, pos: tuple[int, int]) -> bool:
        d, self.drag = self.drag, None
        assert d is not None
        s = self.session
        self.app.invalidate()
        if not d["moved"]:
            move = self.controls.click_move(d["piece"])
            if move is not None:
                self.play(move)
            return True
        dpos = self.app.viewport.to_design(pos)
        for target, box in self.controls.targets(s.state, d["piece"]):
            x, y, w, h = box
            if x <= dpos[0] < x + w and y <= dpos[1] < y + h:
                move = self.controls.drop_move(d["piece"], target)
                if move is not None and self.play(move) is None:
                    return True
                break
        self.slide_back(d)
        return True

    def slide_back(self, d: dict[str, Any]) -> None:
        img = self.controls.piece_image(d["piece"])
        if not img:
            return
        x, y, w, h = d["box"]
        sp = Sprite(img, d["pos"][0] - w / 2, d["pos"][1] - h / 2, w, h)
        self.slide = sp

        def done() -> None:
            self.slide = None
        self.tweener.add(Tween(sp, "x", x, 0.25, ease_out_cubic, blocking=False))
        self.tweener.add(Tween(sp, "y", y, 0.25, ease_out_cubic, on_finish=done, blocking=False))
