"""Where text lands on screen: every `Painter.text` call of a frame, as screen rectangles (zones painted
with a moved origin are put back in place), for tests of text that must fit and not collide."""
from __future__ import annotations

from contextlib import contextmanager

import pygame

from client.ui.paint import Painter


@contextmanager
def recorded_text(app):
    """Within: `out` collects (text, screen rect) of every text drawn through a Painter, and ("", rect) of
    every panel painted (a panel hides the texts drawn before it beneath it: a popup over the board)."""
    out: list[tuple[str, pygame.Rect]] = []
    real, real_panel = Painter.text, Painter.panel
    ox0, oy0 = app.viewport.ox, app.viewport.oy

    def text(self, surface, s, size, pos, *args, **kw):
        r = real(self, surface, s, size, pos, *args, **kw)
        vp = self.app.viewport
        if s.strip() and min(surface.get_size()) >= 16:  # not a scratch surface (art warmed off screen)
            out.append((s, r.move(ox0 - vp.ox, oy0 - vp.oy)))
        return r

    def panel(self, surface, box, *args, **kw):
        vp = self.app.viewport
        out.append(("", self.rect(box).move(ox0 - vp.ox, oy0 - vp.oy)))
        return real_panel(self, surface, box, *args, **kw)

    Painter.text, Painter.panel = text, panel
    try:
        yield out
    finally:
        Painter.text, Painter.panel = real, real_panel


def visible(rects: list[tuple[str, pygame.Rect]]) -> list[tuple[str, pygame.Rect]]:
    """The texts no later panel covers (a panel painted over a text, all of it, hides it)."""
    out = []
    for i, (s, r) in enumerate(rects):
        if s and not any(not s2 and r2.contains(r) for s2, r2 in rects[i + 1:]):
            out.append((s, r))
    return out


def collisions(rects: list[tuple[str, pygame.Rect]], share: float = 0.35) -> list[tuple[str, str]]:
    return [(a, b) for a, _ra, b, _rb in colliding(rects, share)]


Hit = tuple[str, pygame.Rect, str, pygame.Rect]


def colliding(rects: list[tuple[str, pygame.Rect]], share: float = 0.35) -> list[Hit]:
    """Pairs of different texts that overlap by more than `share` of the smaller one's height and width
    (a text's box has some air above and below its letters; lines set close are not a collision)."""
    seen = list({(s, tuple(r)): (s, r) for s, r in visible(rects)}.values())
    out = []
    for i, (a, ra) in enumerate(seen):
        for b, rb in seen[i + 1:]:
            clip = ra.clip(rb)
            if clip.w <= 0 or clip.h <= 0:
                continue
            if clip.h > share * min(ra.h, rb.h) and clip.w > share * min(ra.w, rb.w) and clip.w > 3:
                out.append((a, ra, b, rb))
    return out
