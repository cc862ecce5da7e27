"""Pieces and places as rectangles (design px): which piece is under the pointer, which drop target a
piece lands on and the candidate moves that means, and which targets glow while it is dragged.

Moves are candidates only: the engine says which are legal (`why_illegal`); a target glows when at
least one of its candidates is.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from client.ui import theme
from client.ui.paint import Painter

Box = tuple[float, float, float, float]
Piece = tuple
Target = tuple


def inside(box: Box, point: tuple[float, float]) -> bool:
    x, y, w, h = box
    return x <= point[0] < x + w and y <= point[1] < y + h


def center(box: Box) -> tuple[float, float]:
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)


def hit(spots: Iterable[tuple[Any, Box]], pos: tuple[float, float]) -> Any | None:
    """The first thing whose box holds `pos` (list the topmost first), or None."""
    return next((thing for thing, box in spots if inside(box, pos)), None)


def box_of(spots: Iterable[tuple[Any, Box]], thing: Any) -> Box | None:
    return next((box for t, box in spots if t == thing), None)


def drop_at(targets: Iterable[tuple[Target, Box]], pos: tuple[float, float],
            moves: Callable[[Target], list[Any]]) -> tuple[Target, list[Any]] | None:
    """The target under `pos` and its candidate moves; None when no target is there at all."""
    target = hit(targets, pos)
    return None if target is None else (target, moves(target))


def glow(painter: Painter, surface: pygame.Surface, boxes: Iterable[Box], color: tuple[int, int, int] = theme.HILITE,
         width: float = 5, radius: float = 14) -> None:
    """Light up the targets a dragged piece may go to (the boxes `legal_boxes` gave)."""
    for box in boxes:
        painter.glow(surface, box, color, width, radius)


def legal_boxes(state: Any, targets: Iterable[tuple[Target, Box]], moves: Callable[[Target], list[Any]]) -> list[Box]:
    """The boxes that glow while a piece is dragged: some candidate move there is legal."""
    return [box for target, box in targets if any(state.why_illegal(m) is None for m in moves(target))]
