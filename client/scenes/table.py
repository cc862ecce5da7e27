"""The table: any game in play. Mouse drags and clicks become engine moves; events become tweens.

What is shared lives here — session, undo/redo, hints, bots, the tweener, toasts, drag mechanics,
choice popups and the hot-seat curtain. What a game draws and which moves a gesture means comes from
its `GameTable` (client/games/<id>/, see client/games/base.py).

Input waits while a blocking animation runs; bots and chance move only when the table is idle,
at a readable pace. Keys: Esc menu, Ctrl+Z undo, Ctrl+Y redo, H hint, Space skip animation.

Secrets: `reader()` is the seat whose secrets may be shown now (None while the hot-seat curtain is
down, or in the demo); events private to another seat are not animated, and hints, choices and the
log read through it. A bot that fails opens a dialog with its reason and Retry; the game waits.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from client.anim.tween import Sprite, Tween, Tweener, ease_out_cubic
from client.games import table_for
from client.games.common.bot_banner import BotBanner, pace_of
from client.games.common.demo_caption import draw_demo_panel
from client.games.common.hotspots import point_at
from client.games.common.seats import draw_seat_marker
from client.games.common.tooltips import Tooltips
from client.i18n import lang, t
from client.scenes.stack import Scene
from client.session.log import describe_for, log_lines
from client.sound.mapping import event_sounds
from client.ui import theme
from client.ui.paint import Painter
from client.ui.widgets import Button, ButtonSet, enter_chip, focus_ring
from engine.core.errors import reason_text
from engine.core.game import CHANCE

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag
LONG_PRESS = 0.6  # seconds a still press takes to show the hover text (touch screens have no hover)
FOLLOW_UP = 0.8  # a bot's later moves in one turn pause this share of the pace: each step is still seen
# What a bot's whole turn may take on screen, pauses and animations, at the normal pace (its thinking, about
# 1 s a turn in the worker, overlaps the pauses). A turn is played step by step, each move held about 0.6-0.75 s
# so a person follows it; only a long run of small decisions (La Granja's free actions) gets quicker as the
# turn goes on: past half of this, short pauses and triple-speed animations; past all of it, none (each move
# still gets its banner line and its mark on the board, and the board its end state).
TURN_SHOWN = 8.0
MARKS = 6  # the bots' moves since a person last acted that stay marked on the board (the newest ones)


class TableScene(Scene):
    name = "table"

    def __init__(self, app: Any, session: Any, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.painter = Painter(app)
        app.landing.clear()
        self.tweener = Tweener(app.landing)
        self.game = table_for(app, session, self.tweener, demo)
        self.layout = self.game.layout
        self.drag: dict[str, Any] | None = None
        self.slide: tuple[Sprite, Any] | None = None  # a dropped piece sliding home, and the piece
        self.toast = ""
        self.toast_time = 0.0
        self.wait = 0.0
        self.end_timer = 0.0
        self.shown: list[Any] = [None, 0, 0.0]  # the bot turn on screen: [seat, decisions seen, seconds shown]
        self.turn_clock: list[Any] = [None, 0.0]  # the seat to move and how long it has been (`clock_turn`)
        self.unlocked: int | None = None  # hot seat: the seat that lifted the curtain last
        self._auto_gen = -1
        self._was_thinking = False
        self._shown_error: Any = None  # the bot error whose dialog was opened
        self._restarts_told = session.worker_restarts  # bots' process restarts already said
        self._save_told = False  # a failing autosave already said (once, until it works again)
        self.tips = Tooltips(app)
        self._tip_gen = session.generation
        self._scored = len(session.scoring.marks)  # scorings already summarized (a loaded game's are)
        self.hint_spots: tuple[int, list[Any]] = (-1, [])  # (generation, boxes) of the hinted move
        self.pressing: list[Any] | None = None  # [design pos, seconds held] of a press that has not moved
        self.banner = BotBanner()
        self.banner_rects: list[pygame.Rect] = []  # where the banner was drawn last (tests read it)
        self.marks: list[tuple[int, list[Any]]] = []  # the bots' last moves: (seat, boxes), until a person acts
        self.focus: tuple[int, Any, Any] | None = None  # (generation, piece, box) Tab put the keyboard on
        self.sounds = event_sounds(session.match.game.id)
        self._human_turn = False  # for the chime when it becomes a person's turn
        self.pace = 0.25
        self.apply_pace()
        self.buttons = ButtonSet(self._buttons())
        extra = getattr(session, "table_extra", None)  # an online game's badge (client/scenes/online_panel.py)
        self.extra: Any = extra(self) if extra is not None else None

    def apply_pace(self) -> None:
        """The pace setting: how long each bot move stays before the next (slower in the demo)."""
        pause, life = pace_of(self.app.settings.bot_pace)
        scale = 1.4 if self.demo else 1.0  # the demo a little slower: read from across a room, yet lively
        self.pace, self.banner.life = pause * scale, life * scale

    # --- buttons ------------------------------------------------------------------------------
    def _buttons(self) -> list[Button]:
        if self.demo:
            return []  # the demo shows no buttons a person could not press; its caption has their place
        zx, zy, zw, _zh = self.game.actions_box()
        x, w, h, gap = zx + 20, zw - 40, 62, 12
        out: list[Button] = []
        y = zy + 20
        for name, label, moves, icon in self.game.game_buttons():
            out.append(self.move_button((x, y, w, h), name, label, moves, icon))
            y += h + gap
        y += 10
        for name, action, enabled in (("undo", self.undo, self.session.can_undo),
                                      ("redo", self.redo, self.session.can_redo),
                                      ("hint", self.hint, self.session.human_to_move),
                                      ("menu", self.open_menu, lambda: True)):
            out.append(self.shared_button((x, y, w, h - 8), name, action, enabled))
            y += h - 8 + gap
        return out

    def move_button(self, box: tuple[float, float, float, float], name: str, label: Any,
                    moves: Callable[[], list[Any]], icon: str | None) -> Button:
        """A game's own button: it plays (or offers) its candidate moves, enabled when one is legal."""
        return Button(*box, label, lambda: self.resolve(moves()), lambda: self.can_play_any(moves()), icon,
                      primary=True, name=name)

    def shared_button(self, box: tuple[float, float, float, float], name: str, action: Callable[[], Any],
                      enabled: Callable[[], bool]) -> Button:
        key = "table.hint_button" if name == "hint" else "table." + name
        return Button(*box, lambda: t(key), action, lambda: not self.demo and enabled(), f"ui/icons/{name}",
                      name=name)

    def can_play_any(self, moves: list[Any]) -> bool:
        s = self.session
        return (not self.demo and s.human_to_move() and not self.tweener.blocking()
                and any(s.state.why_illegal(m) is None for m in moves))

    # --- actions ------------------------------------------------------------------------------
    def play(self, move: Any) -> str | None:
        """A human's move from any input; shows the engine's reason when it is illegal."""
        if self.demo or not self.session.human_to_move() or self.tweener.blocking():
            return "not your turn"
        reason = self.session.try_play(move)
        if reason:
            self.show_toast(t("table.illegal", reason=reason_text(reason, lang())))
        else:
            self.marks.clear()  # a person acted: the bots' moves before it are no longer news
        self.app.invalidate()
        return reason

    def resolve(self, moves: list[Any], drag: dict[str, Any] | None = None) -> None:
        """One legal candidate plays; several open a choice; none shows the engine's reason."""
        state = self.session.state
        unique = list(dict.fromkeys(moves))
        legal = [m for m in unique if state.why_illegal(m) is None]
        if len(legal) == 1:
            self.play(legal[0])
            return
        if drag is not None:
            self.slide_back(drag)
        if legal:
            self.app.scenes.push("choice", self, legal)
        elif unique:
            reason = state.why_illegal(unique[0])
            self.show_toast(t("table.illegal", reason=reason_text(reason or "", lang())))

    def undo(self) -> None:
        if not self.demo and self.session.undo():
            self.marks.clear()
            self.game.reset()
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
        self.app.scenes.push("pause", self)

    def show_toast(self, text: str, seconds: float = 3.5) -> None:
        self.toast = text
        self.toast_time = seconds
        self.app.invalidate()

    # --- hot seat -----------------------------------------------------------------------------
    def private_seat(self) -> int | None:
        """The seat whose private information may be drawn now (None: public view only)."""
        if not self.game.has_private_view():
            return None
        return self.reader()

    def reader(self) -> int | None:
        """Whose secrets may be shown now: the table's viewer, unless the hot-seat curtain hides them."""
        v = self.game.viewer()
        hot_seat = len(self.session.humans()) >= 2 and not self.demo
        return v if (not hot_seat or self.unlocked == v) else None

    def check_curtain(self) -> None:
        s = self.session
        if (self.demo or len(s.humans()) < 2 or not self.game.has_private_view() or not s.human_to_move()
                or self.app.stack.top is not self):
            return
        seat = s.to_move()
        if self.unlocked != seat:
            self.drag = None
            self.app.scenes.push("curtain", self, seat)

    # --- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s = self.session
        # a bot's long run of small decisions (La Granja's free actions) animates quicker after its second
        long_run = not s.human_to_move() and s.turn.decisions >= 2
        late = self.turn_late(dt)
        self.clock_turn(dt)
        self.tweener.speed = (self.app.settings.anim_speed * (0.8 if self.demo else 1.0) * (1.5 if long_run else 1.0)
                              * (3.0 if late else 1.0))
        if late == 2:
            self.tweener.skip()
        self.tweener.update(dt)
        self.long_press(dt)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast = ""
                self.app.invalidate()
        s.poll()
        self.apply_pace()
        self.banner.hold = s.human_to_move() and not self.demo  # what the bots just did stays while a person decides
        if self.banner.update(dt):
            self.app.invalidate()
        s.prefetch()  # a bot thinks while the last move is still shown
        self.game.update(dt, self.reader())
        if self.tips.text and self.tips.pos is not None and self._tip_gen != s.generation:
            self._tip_gen = s.generation  # a move changed what is under a still pointer: its hover text anew
            self.tips.hover(self.tips.pos, self.game.tooltip(self.tips.pos))
        if s.thinking() != self._was_thinking:
            self._was_thinking = s.thinking()
            self.app.invalidate()
        self.report_bots()
        if self.tweener.blocking():
            return
        if s.events:
            self.play_events()
            return
        if not self.tweener.active():
            self.game.settle()
        if self.wait > 0:
            self.wait -= dt
            return
        if self.show_scoring() or self.app.stack.find("scoring") is not None:
            return  # the table waits while a scoring summary is read
        if s.over():
            self.end_timer += dt
            if self.end_timer > (3.0 if self.demo else 1.0):
                self.finish()
            return
        self.check_curtain()
        self.offer_choice()
        self.chime()
        before = len(s.log)
        follow_up = s.turn.follow_up(s.to_move())
        spots = self.bot_move_spots()
        if s.advance():
            self.moved(before, follow_up, spots)
            self.app.invalidate()

    def bot_move_spots(self) -> list[Any]:
        """Where the bot's move about to be played is made on the board (asked before it is played, as a hint
        is): its piece and its place, to mark until a person acts."""
        s = self.session
        who = s.to_move()
        if s.ready is None or who < 0 or s.is_human(who) or s.ready[0] != s._key(who):
            return []
        try:
            return list(self.game.move_spots(s.ready[1]))
        except (KeyError, IndexError, ValueError):  # a table that cannot place this move marks nothing
            return []

    def turn_allowance(self) -> float:
        """TURN_SHOWN at the normal pace, in proportion at the others (slow means slow)."""
        return TURN_SHOWN * self.pace / pace_of("normal")[0]

    def turn_late(self, dt: float) -> int:
        """Count the bot turn's time on screen: 0 within half its allowance, 1 past half, 2 past all of it."""
        s, shown = self.session, self.shown
        seat = s.turn.seat
        if seat is None or s.is_human(seat):
            self.shown = [None, 0, 0.0]
            return 0
        if shown[0] != seat or s.turn.decisions < shown[1]:  # another seat's turn began
            self.shown = shown = [seat, 0, 0.0]
        shown[1] = s.turn.decisions
        shown[2] += dt
        allow = self.turn_allowance()
        return 2 if shown[2] >= allow else 1 if shown[2] >= allow / 2 else 0

    def clock_turn(self, dt: float) -> None:
        """Time each bot turn as a person waits for it: from the seat coming to move to another seat coming to
        move (its thinking, its moves and their pauses); the lengths go into `--stats` (`max_bot_turn_s`)."""
        who = self.session.to_move()
        if who == CHANCE:
            return
        owner = self.turn_clock[0]
        if who != owner:
            if owner is not None and owner >= 0 and not self.session.is_human(owner):
                self.app.bot_turn_s.append(self.turn_clock[1])
            self.turn_clock = [who, 0.0]
        else:
            self.turn_clock[1] += dt

    def chime(self) -> None:
        """A person's turn begins (after a bot's or another person's): a chime, once."""
        now = self.session.human_to_move() and not self.demo
        if now and not self._human_turn and self.session.log:
            self.app.sound.play("chime")
        self._human_turn = now

    def moved(self, before: int, follow_up: bool, spots: list[Any] | None = None) -> None:
        """A bot's move gets a banner line, a mark where it was made (when the reader may know the move) and a
        pause (a little shorter for a follow-up of the same turn); a chance outcome passes quietly."""
        s = self.session
        if len(s.log) <= before:
            return
        entry = s.log[-1]
        if entry.actor < 0 or s.is_human(entry.actor):
            return
        if spots and (entry.private_to is None or entry.private_to == self.reader()):
            self.marks.append((entry.actor, spots))
            del self.marks[:-MARKS]
        names = [seat.name for seat in s.seats]
        lines = log_lines([entry], names, self.reader(), lang(), True)
        if lines:
            self.banner.add(lines[0], entry.actor)
        self.wait = max(self.wait, self.pace * (FOLLOW_UP if follow_up else 1.0) * self.pause_share())

    def pause_share(self) -> float:
        """Late in a long bot turn the pauses shrink (TURN_SHOWN)."""
        seat, _n, seconds = self.shown
        if seat is None:
            return 1.0
        allow = self.turn_allowance()
        return 0.0 if seconds >= allow else 0.25 if seconds >= allow / 2 else 1.0
    def play_events(self) -> None:
        """Animate what the last moves did, as far as the reader may see it."""
        s = self.session
        events, s.events[:] = list(s.events), []
        reader = self.reader()
        shown = [ev for ev in events if ev.visible_to(reader)]
        for ev in shown:
            self.game.animate(ev)
        for name in dict.fromkeys(filter(None, (self.sounds.get(ev.kind) for ev in shown))):
            self.app.sound.play(name)  # each sound once per batch: a deal is one sound, not twelve
        if any(ev.kind not in self.game.quick_events for ev in shown):
            self.wait = max(self.wait, self.pace * 0.5 * self.pause_share())  # a bot's move has its own (`moved`)
        self.app.invalidate()

    def long_press(self, dt: float) -> None:
        """A press held still shows what is under it, as hovering does with a mouse."""
        if self.pressing is None:
            return
        self.pressing[1] += dt
        if self.pressing[1] >= LONG_PRESS:
            pos = self.pressing[0]
            self.tips.hover(pos, self.game.tooltip(pos))
            self.pressing = None

    def show_scoring(self) -> bool:
        """A scoring the session summarized since the last look opens its overlay, as the reader may read
        it (the demo only logs it). True when one opened."""
        marks = self.session.scoring.marks
        self._scored = min(self._scored, len(marks))  # undo forgets scorings
        if self._scored == len(marks) or self.app.stack.top is not self:
            return False
        mark = marks[self._scored]
        self._scored += 1
        if self.demo:
            return False
        names = [seat.name for seat in self.session.seats]
        self.app.scenes.push("scoring", mark.summaries[self.reader()], names, self.session.match.game)
        return True

    def report_bots(self) -> None:
        """A hint that arrived, a hint that failed, a bot that failed: said on screen."""
        s = self.session
        if self.toast == t("table.hint_wait"):
            if s.hint is not None:
                self.hint_spots = (s.generation, self.spots_of(s.hint))
                self.show_toast(t("table.hint", move=describe_for(s.state, s.hint, self.reader(), lang(),
                                                                [x.name for x in s.seats])), 6)
            elif s.hint_error is not None:
                self.show_toast(t("table.hint_failed", reason=s.hint_error), 6)
        self.report_process()
        if s.bot_error is not None and s.bot_error is not self._shown_error and self.app.stack.top is self:
            self._shown_error = s.bot_error
            self.app.scenes.push("bot_failed", s)

    def report_process(self) -> None:
        """A restarted bots' process, an autosave that failed (once) or works again: said in a toast (and an
        online game's news by its badge)."""
        s = self.session
        if self.extra is not None:
            self.extra.update()
        if s.worker_restarts != self._restarts_told:
            self._restarts_told = s.worker_restarts
            self.show_toast(t("worker.restarted"), 6)
        if (s.save_failed is not None) != self._save_told:
            self._save_told = s.save_failed is not None
            self.show_toast(t("autosave.failed", reason=s.save_failed) if s.save_failed else t("autosave.works"), 6)

    def spots_of(self, move: Any) -> list[Any]:
        """Where the hinted move is made: the table's pieces and targets, else a button that plays it."""
        spots = list(self.game.move_spots(move))
        for name, _label, moves, _icon in () if spots else self.game.game_buttons():
            if move in moves():
                button = self.buttons.by_name(name)
                spots.append((button.x, button.y, button.w, button.h))
        return spots

    def hinted(self) -> list[Any]:
        """The boxes to point at now: the hint's, while its position stands."""
        gen, spots = self.hint_spots
        return spots if gen == self.session.generation and self.session.hint is not None else []

    def offer_choice(self) -> None:
        """A decision with nothing to drag (a revenue option, say) opens its popup once by itself."""
        s = self.session
        if self.demo or not s.human_to_move() or self.app.stack.top is not self or self._auto_gen == s.generation:
            return
        self._auto_gen = s.generation
        moves = [m for m in self.game.auto_choice() if s.state.why_illegal(m) is None]
        if moves:
            self.app.scenes.push("choice", self, moves)

    def finish(self) -> None:
        if self.demo:
            from client.session.demo import next_demo_game
            next_demo_game(self.app, self)
            return
        self.session.close()
        self.app.scenes.replace("results", self.session)

    def busy(self) -> bool:
        """Frames are redrawn only while something moves; a thinking bot alone redraws nothing."""
        return (self.tweener.active() or self.slide is not None or bool(self.drag and self.drag["moved"])
                or self.banner.busy())

    def resize(self) -> None:
        self.game.invalidate_static()

    def leave(self) -> None:
        self.session.close()

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.game.ui_state(self.drag)
        ui["private"] = self.private_seat()
        ui["reader"] = self.reader()
        self.game.draw(surface, ui)
        self.buttons.draw(surface, self.app)
        self.draw_marks(surface)
        point_at(self.painter, surface, self.hinted())
        if self.focused() is not None and self.focus is not None:  # the keyboard's piece: a ring, and Enter's hint
            r = self.painter.rect(self.focus[2])
            focus_ring(surface, r, self.app.viewport.px(4), self.app.viewport.px(8))
            chip = enter_chip(self.app, self.app.viewport.px(64))
            surface.blit(chip, chip.get_rect(midtop=(r.centerx, r.bottom + self.app.viewport.px(10))))
        vp = self.app.viewport
        if self.drag and self.drag["moved"]:
            x, y, w, h = self.drag["box"]
            px, py = self.drag["pos"]
            self.paint_piece(surface, self.drag["piece"], (px - w / 2, py - h / 2, w, h))
        if self.slide is not None:
            sp, piece = self.slide
            self.paint_piece(surface, piece, (sp.x, sp.y, sp.w, sp.h))
        self.banner_rects = self.banner.draw(surface, self.painter, self.game.banner_box(), draw_seat_marker)
        if self.app.stack.top is self and not (self.drag and self.drag["moved"]):
            self.tips.draw(surface)  # not under a menu or a popup, nor beside a piece in the hand
        if self.toast:
            img = self.app.fonts.fit(self.toast, vp.px(28), vp.px(1100), theme.WHITE, True)
            r = img.get_rect(center=vp.point(960, 560))
            theme.panel(surface, r.inflate(vp.px(40), vp.px(20)), fill=theme.INK, border=theme.GOLD,
                        radius=vp.px(12), width=vp.px(3))
            surface.blit(img, r)
        if self.demo:
            draw_demo_panel(self.painter, surface, self.game.actions_box(), self.game.demo_caption(),
                            self.game.demo_story())
        if self.extra is not None:
            self.extra.draw(surface)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """The bots' moves since a person last acted: a thin gold ring where each was made, with the mover's
        marker at its corner (the newest ring brighter), so a turn that ran while you looked away can be read
        off the board."""
        vp = self.app.viewport
        for i, (seat, boxes) in enumerate(self.marks):
            newest = i == len(self.marks) - 1
            for box in boxes:
                self.painter.glow(surface, box, theme.GOLD if newest else theme.SAND, 4 if newest else 2, 10)
                draw_seat_marker(surface, seat, vp.point(box[0] + 4, box[1] + 4), vp.px(13))

    # --- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.demo:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.app.scenes.reset("title")
                return True
            return False
        if self.extra is not None and self.extra.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if self.buttons.handle(event, self.app):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:  # right-click: the hover text
            pos = self.app.viewport.to_design(event.pos)
            self.tips.hover(pos, self.game.tooltip(pos))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressing = [self.app.viewport.to_design(event.pos), 0.0]
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP:
            self.pressing = None
        if event.type == pygame.MOUSEMOTION:
            pos = self.app.viewport.to_design(event.pos)
            if self.pressing is not None and abs(pos[0] - self.pressing[0][0]) + abs(pos[1] - self.pressing[0][1]) > 12:
                self.pressing = None
            self.game.hover(pos)
            self.tips.hover(pos, self.game.tooltip(pos))
            if self.drag:
                d = self.drag
                if abs(event.pos[0] - d["start"][0]) + abs(event.pos[1] - d["start"][1]) > DRAG_THRESHOLD:
                    d["moved"] = True
                d["pos"] = pos
                self.app.invalidate()
                return True
            return False
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
        elif event.key == pygame.K_TAB:
            if not self.step_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1):
                return False
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focused() is not None:
            piece = self.focused()
            self.focus = None
            self.resolve(self.game.click_moves(piece))
        else:
            return False
        self.app.invalidate()
        return True

    # --- the keyboard's pieces: Tab steps through what can be clicked now, Enter clicks it ----------
    def focusable(self) -> list[tuple[Any, Any]]:
        if not self.session.human_to_move() or self.tweener.blocking():
            return []
        state = self.session.state
        return [(piece, box) for piece, box in self.game.pieces()
                if any(state.why_illegal(m) is None for m in self.game.click_moves(piece))]

    def focused(self) -> Any:
        f = self.focus
        return f[1] if f is not None and f[0] == self.session.generation else None

    def step_focus(self, step: int) -> bool:
        spots = self.focusable()
        if not spots:
            self.focus = None
            return False
        at = next((i for i, (piece, _b) in enumerate(spots) if piece == self.focused()), -1 if step > 0 else 0)
        piece, box = spots[(at + step) % len(spots)]
        self.focus = (self.session.generation, piece, box)
        return True

    def press(self, pos: tuple[int, int]) -> bool:
        s = self.session
        dpos = self.app.viewport.to_design(pos)
        if self.game.view_click(dpos):
            return True
        if not s.human_to_move() or self.tweener.blocking():
            return False
        piece = self.game.piece_at(dpos)
        if piece is None:
            return False
        box = self.game.piece_box(piece) or (dpos[0] - 40, dpos[1] - 40, 80, 80)
        self.drag = {"piece": piece, "start": pos, "pos": dpos, "box": box, "moved": False}
        return True

    def release(self, pos: tuple[int, int]) -> bool:
        d, self.drag = self.drag, None
        assert d is not None
        self.app.invalidate()
        if not d["moved"]:
            self.resolve(self.game.click_moves(d["piece"]))
            return True
        moves = self.game.drop_moves(d["piece"], self.app.viewport.to_design(pos))
        if moves is None:
            self.slide_back(d)
        else:
            self.resolve(moves, d)
        return True

    def paint_piece(self, surface: pygame.Surface, piece: Any, box: tuple[float, float, float, float]) -> None:
        """A piece in the hand (dragged, or sliding back): the game's own drawing, else its image."""
        if not self.game.paint_piece(surface, piece, box):
            img = self.game.piece_image(piece)
            if img:
                self.painter.art(surface, img, box)

    def slide_back(self, d: dict[str, Any]) -> None:
        x, y, w, h = d["box"]
        sp = Sprite("", d["pos"][0] - w / 2, d["pos"][1] - h / 2, w, h)
        self.slide = (sp, d["piece"])

        def done() -> None:
            self.slide = None
        self.tweener.add(Tween(sp, "x", x, 0.25, ease_out_cubic, blocking=False))
        self.tweener.add(Tween(sp, "y", y, 0.25, ease_out_cubic, on_finish=done, blocking=False))
