"""The client's palette (matches the art) and a few drawing helpers."""
from __future__ import annotations

import pygame

INK = (34, 49, 63)
PAPYRUS = (244, 234, 210)
SAND = (227, 201, 143)
BG = (40, 54, 66)
BG_DARK = (28, 38, 48)
LAPIS = (39, 64, 139)
GOLD = (233, 185, 73)
TERRA = (209, 96, 61)
TURQ = (42, 157, 143)
WHITE = (255, 250, 240)
MUTED = (150, 140, 120)
HILITE = (255, 214, 90)
GOOD = (90, 200, 120)
BAD = (220, 80, 70)
SEAT_USUAL = ((209, 96, 61), (58, 134, 200), (60, 141, 79), (106, 61, 154), (200, 150, 40))
# The colour-blind setting's seats (after Okabe and Ito's palette): hues that stay apart with any common colour
# vision deficiency; each seat keeps its symbol too (client/games/common/seats.py).
SEAT_SAFE = ((213, 94, 0), (0, 114, 178), (0, 158, 115), (204, 121, 167), (230, 159, 0))
SEAT_COLORS = list(SEAT_USUAL)  # the seats' colours now (the setting swaps them in place)


def set_colour_blind(on: bool) -> None:
    SEAT_COLORS[:] = SEAT_SAFE if on else SEAT_USUAL


def colour_blind() -> bool:
    return tuple(SEAT_COLORS) == SEAT_SAFE


def seat_recolour() -> dict[bytes, bytes]:
    """The seat pieces' art colours to paint over (hex in the SVG's text), empty with the usual palette."""
    if not colour_blind():
        return {}
    return {b"#%02x%02x%02x" % a: b"#%02x%02x%02x" % b for a, b in zip(SEAT_USUAL, SEAT_SAFE, strict=True)}


def panel(surface: pygame.Surface, rect: pygame.Rect, fill=PAPYRUS, border=SAND, radius: int = 12,
          width: int = 3) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width > 0:
        pygame.draw.rect(surface, border, rect, width=max(1, width), border_radius=radius)


def glow(surface: pygame.Surface, rect: pygame.Rect, color=HILITE, width: int = 4, radius: int = 12) -> None:
    pygame.draw.rect(surface, color, rect.inflate(width * 2, width * 2), width=max(1, width),
                     border_radius=radius)
