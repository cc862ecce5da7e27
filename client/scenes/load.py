"""Load: every save, newest first, as game · round · players · date, in a list that scrolls (wheel,
arrow keys, Page Up/Down, a scroll bar) with Delete on each row (asked first). Enter opens the chosen
save; a damaged one says why in a dialog, never a traceback. Continue is the same list of the unfinished
games' autosaves alone, and Replays the finished games and every save, opened in the replay viewer."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from client.i18n import t
from client.scenes.stack import Scene
from client.session import replay as replays
from client.session import unfinished
from client.session.launch import open_save, save_files
from client.session.save_info import line, save_info
from client.ui import theme
from client.ui.paint import Painter
from client.ui.widgets import Button, ButtonSet

LIST = (200, 190, 1520, 712)  # the list's box (design px)
ROW = 89  # row step; 8 rows fill the box
BAR_W = 22
DELETE_W = 170
KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 8, pygame.K_PAGEUP: -8, pygame.K_TAB: 1}


class LoadScene(Scene):
    name = "load"
    transparent = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.p = Painter(app)
        self.files: list[Path] = []
        self.offset = 0  # the first row shown
        self.focus = 0  # the chosen row (keyboard), -1 for none
        self.hover = -1
        self.buttons = ButtonSet([])
        self.refresh()

    # --- the list -------------------------------------------------------------------------------
    def list_files(self) -> list[Path]:
        return save_files()

    def heading(self) -> str:
        return t("load.heading")

    def subheading(self) -> str:
        return t("load.drop") if self.files else t("load.none") + " " + t("load.drop")

    def refresh(self) -> None:
        self.files = self.list_files()
        self.focus = max(0, min(self.focus, len(self.files) - 1))
        self.scroll(0)

    def per_page(self) -> int:
        return int(LIST[3] // ROW)

    def row_box(self, i: int) -> tuple[float, float, float, float]:
        """Row `i` of the list (an index into `files`) where it is drawn now."""
        x, y, w, _h = LIST
        return (x, y + (i - self.offset) * ROW, w - BAR_W - 14, ROW - 10)

    def visible(self) -> range:
        return range(self.offset, min(len(self.files), self.offset + self.per_page()))

    def scroll(self, rows: int) -> None:
        top = max(0, len(self.files) - self.per_page())
        self.offset = max(0, min(top, self.offset + rows))
        self.rebuild()

    def show(self, i: int) -> None:
        """Scroll so that row `i` is on screen."""
        if i < self.offset:
            self.scroll(i - self.offset)
        elif i >= self.offset + self.per_page():
            self.scroll(i - self.offset - self.per_page() + 1)

    def rebuild(self) -> None:
        out = []
        for i in self.visible():
            x, y, w, h = self.row_box(i)
            out.append(Button(x + w - DELETE_W - 10, y + 12, DELETE_W, h - 24, lambda: t("load.delete"),
                              self.deleter(i), name=f"delete{i - self.offset}"))
        out.append(Button(760, 950, 400, 76, lambda: t("newgame.back"), self.back, name="back"))
        self.buttons = ButtonSet(out)
        self.app.invalidate()

    # --- actions --------------------------------------------------------------------------------
    def back(self) -> None:
        self.app.scenes.pop()

    def open(self, i: int) -> None:
        if 0 <= i < len(self.files):
            open_save(self.app, self.files[i])

    def deleter(self, i: int) -> Callable[[], None]:
        return lambda: self.ask_delete(i)

    def ask_delete(self, i: int) -> None:
        if 0 <= i < len(self.files):
            path = self.files[i]
            self.app.scenes.push("confirm", t("load.delete_confirm", name=self.label(path)), lambda: self.delete(path))

    def delete(self, path: Path) -> None:
        path.unlink(missing_ok=True)
        self.refresh()

    def label(self, path: Path) -> str:
        return t("load.autosave") if unfinished.is_autosave(path) else path.name

    def resume(self) -> None:
        self.refresh()  # a save may have gone (deleted) or come (the game left to the title)

    def resize(self) -> None:
        self.rebuild()

    # --- input ----------------------------------------------------------------------------------
    def row_at(self, pos: tuple[float, float]) -> int:
        for i in self.visible():
            x, y, w, h = self.row_box(i)
            if x <= pos[0] < x + w - DELETE_W - 20 and y <= pos[1] < y + h:
                return i
        return -1

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * 2)
        elif not self.buttons.handle(event, self.app):
            self.mouse(event)
        return True  # modal

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open(self.focus)
        elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.ask_delete(self.focus)
        elif event.key in KEYS and self.files:
            step = -1 if (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT) else KEYS[event.key]
            self.focus = max(0, min(len(self.files) - 1, self.focus + step))
            self.show(self.focus)
            self.app.invalidate()

    def mouse(self, event: pygame.event.Event) -> None:
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return
        pos = self.app.viewport.to_design(event.pos)
        if event.type == pygame.MOUSEMOTION:
            row = self.row_at(pos)
            if row != self.hover:
                self.hover = row
                self.app.invalidate()
        elif event.button == 1:
            row = self.row_at(pos)
            if row >= 0:
                self.open(row)
            elif self.in_bar(pos):
                thumb_y, thumb_h = self.thumb()
                self.scroll(-self.per_page() if pos[1] < thumb_y else self.per_page() if pos[1] > thumb_y + thumb_h
                            else 0)

    # --- scroll bar -----------------------------------------------------------------------------
    def bar(self) -> tuple[float, float, float, float]:
        x, y, w, h = LIST
        return (x + w - BAR_W, y, BAR_W, h - 10)

    def in_bar(self, pos: tuple[float, float]) -> bool:
        x, y, w, h = self.bar()
        return x <= pos[0] < x + w and y <= pos[1] < y + h

    def thumb(self) -> tuple[float, float]:
        """The thumb's top and height (design px): the share of the list on screen, where it is."""
        _x, y, _w, h = self.bar()
        n = max(1, len(self.files))
        share = min(1.0, self.per_page() / n)
        return (y + h * self.offset / n, max(40.0, h * share))

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        p = self.p
        p.text(surface, self.heading(), p.size_for(52, 76), (960, 50), theme.GOLD, True, "midtop", 1700)
        p.text(surface, self.subheading(), p.size_for(24, 56), (960, 128), theme.PAPYRUS, anchor="midtop", max_w=1700)
        for i in self.visible():
            self.draw_row(surface, i)
        if len(self.files) > self.per_page():
            bx, by, bw, bh = self.bar()
            p.panel(surface, self.bar(), fill=theme.BG_DARK, border=theme.SAND, radius=10, width=2)
            ty, th = self.thumb()
            p.panel(surface, (bx + 3, ty + 3, bw - 6, th - 6), fill=theme.GOLD, border=theme.GOLD, radius=8, width=0)
        self.buttons.draw(surface, self.app)
        p.text(surface, t("load.keys"), p.size_for(20, 38), (960, 1040), theme.SAND, anchor="midtop", max_w=1700)

    def draw_row(self, surface: pygame.Surface, i: int) -> None:
        p = self.p
        x, y, w, h = self.row_box(i)
        info = save_info(self.files[i])
        fill = theme.HILITE if i in (self.focus, self.hover) else theme.PAPYRUS
        p.panel(surface, (x, y, w, h), fill=fill, border=theme.GOLD if i == self.focus else theme.SAND, radius=12,
                width=4 if i == self.focus else 2)
        text_w = w - DELETE_W - 60
        p.text(surface, line(info), p.size_for(27, (h - 12) * 0.57), (x + 24, y + 6), theme.INK, True, max_w=text_w)
        p.text(surface, f"{info.date}   {self.label(info.path)}", p.size_for(20, (h - 12) * 0.43), (x + 24, y + h - 6),
               theme.MUTED, anchor="bottomleft", max_w=text_w)


class ContinueScene(LoadScene):
    """Continue: the games not finished, newest first, each in its own autosave (client/session/unfinished.py)."""

    name = "continue"

    def list_files(self) -> list[Path]:
        return unfinished.unfinished()

    def heading(self) -> str:
        return t("unfinished.heading")

    def subheading(self) -> str:
        return t("unfinished.sub", n=unfinished.KEEP) if self.files else t("unfinished.none")


class ReplaysScene(LoadScene):
    """Replays: the finished games kept (client/session/replay.py), then every save and autosave; Enter opens
    the replay viewer (client/scenes/replay.py)."""

    name = "replays"

    def list_files(self) -> list[Path]:
        return [*replays.finished_games(), *save_files()]

    def heading(self) -> str:
        return t("replay.heading")

    def subheading(self) -> str:
        return t("replay.sub", n=replays.KEEP) if self.files else t("replay.none")

    def label(self, path: Path) -> str:
        if path.parent.resolve() == replays.finished_dir().resolve():
            return t("replay.finished")
        return super().label(path)

    def open(self, i: int) -> None:
        if 0 <= i < len(self.files):
            replays.open_replay(self.app, self.files[i])
