"""Text in the bundled Noto Sans JP subset, with a render cache (text is drawn every frame)."""
from __future__ import annotations

import pygame

from client.paths import FONT_BOLD, FONT_REGULAR

Color = tuple[int, int, int]

# Japanese line breaking (禁則): these never begin a line (closing brackets, stops, small kana, the long vowel
# mark) and these never end one (opening brackets); a break that would do either moves a few characters on
NO_LINE_START = frozenset("、。，．・：；？！ー―…‥）」』】〕〉》］｝”’"
                          "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々),.:;!?%]}")
NO_LINE_END = frozenset("（「『【〔〈《［｛“‘([{")


def is_cjk(ch: str) -> bool:
    """A Japanese (CJK) character or mark: text made of these may break between any two."""
    return ord(ch) >= 0x2E80


class Fonts:
    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._renders: dict[tuple[str, int, bool, Color], pygame.Surface] = {}
        # wrapped lines per (text, size, width, bold): a log repaints after every move, and wrapping measures
        # the text once per character, so a panel of lines cost about 10 ms each time before this cache
        self._wraps: dict[tuple[str, int, int, bool], list[str]] = {}
        self.scale = 1.0  # the text-size setting: every size asked for is this much larger

    def set_scale(self, scale: float) -> None:
        if scale != self.scale:
            self.scale = scale
            self._fonts.clear()
            self._renders.clear()
            self._wraps.clear()

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size * self.scale))
        key = (size, bold)
        f = self._fonts.get(key)
        if f is None:
            f = pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), size)
            self._fonts[key] = f
        return f

    def render(self, text: str, size: int, color: Color = (34, 49, 63), bold: bool = False) -> pygame.Surface:
        size = max(6, int(size))
        key = (text, size, bold, color)
        surf = self._renders.get(key)
        if surf is None:
            if len(self._renders) > 3000:
                self._renders.clear()
            surf = self.font(size, bold).render(text, True, color)
            self._renders[key] = surf
        return surf

    def fit(self, text: str, size: int, max_width: int, color: Color = (34, 49, 63),
            bold: bool = False) -> pygame.Surface:
        """Render `text`, shrinking the size until it fits `max_width` (never below 6 px); a text still too wide
        there is cut short with "…" (so no text runs out of its place; a hover text says it whole)."""
        surf = self.render(text, size, color, bold)
        while surf.get_width() > max_width and size > 6:
            size = max(6, int(size * 0.88))
            surf = self.render(text, size, color, bold)
        while surf.get_width() > max_width and len(text) > 1:
            text = text[:-2].rstrip() + "…" if len(text) > 2 else text[:1]
            surf = self.render(text, size, color, bold)
        return surf

    def wrap(self, text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
        """Split into lines that fit; breaks at spaces for Latin and anywhere for Japanese."""
        key = (text, size, max_width, bold)
        done = self._wraps.get(key)
        if done is None:
            if len(self._wraps) > 3000:
                self._wraps.clear()
            done = self._wraps[key] = self._wrap(text, size, max_width, bold)
        return list(done)

    def _wrap(self, text: str, size: int, max_width: int, bold: bool) -> list[str]:
        font = self.font(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for ch in para:
                if font.size(line + ch)[0] > max_width and line:
                    cut = line.rfind(" ")
                    # Latin breaks at the last space; Japanese may break anywhere, so a space before
                    # Japanese words must neither strand a bullet on its own line nor leave the line half
                    # empty ("挿します — / ドラッグ"): only a Latin word after the space is kept whole, with
                    # the marks after it ("Ctrl+Y）、")
                    cjk = is_cjk(ch) or is_cjk(line[-1])
                    japanese_after = any(is_cjk(c) and c not in NO_LINE_START for c in line[cut + 1:])
                    if cut > 0 and ch != " " and not (cjk and (cut < 2 or japanese_after)):
                        lines.append(line[:cut])
                        line = line[cut + 1:] + ch
                    else:
                        head, tail = line, ch
                        if cjk:
                            head, tail = kinsoku(head, tail)
                        lines.append(head.rstrip())
                        line = tail.lstrip()
                else:
                    line += ch
            lines.append(line)
        return lines


def kinsoku(head: str, tail: str) -> tuple[str, str]:
    """Move the break between a line (`head`) and the start of the next (`tail`) back by up to four characters,
    so the next line does not begin with a closing mark or small kana and this one does not end with an
    opening bracket ("（緑）：" moves as one); a line is never left empty."""
    for _ in range(4):
        if len(head) > 1 and (tail[0] in NO_LINE_START or head[-1] in NO_LINE_END):
            head, tail = head[:-1], head[-1] + tail
        else:
            break
    return head, tail
