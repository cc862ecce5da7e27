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


def move_spots(move: Any, pieces: Iterable[tuple[Piece, Box]], click_moves: Callable[[Piece], list[Any]],
               targets: Callable[[Piece], Iterable[tuple[Target, Box]]],
               drop_moves: Callable[[Piece, Target], list[Any]]) -> list[Box]:
    """Where `move` is made on the board: the pieces a click on which means it, and the piece and the
    first target of a drag that means it (a hint lights these). Asks the table's own gestures, never a rule."""
    out: list[Box] = []
    for piece, box in pieces:
        if move in click_moves(piece):
            out.append(box)
        tbox = next((tb for target, tb in targets(piece) if move in drop_moves(piece, target)), None)
        if tbox is not None:
            out += [box, tbox]
    return list(dict.fromkeys(out))


def point_at(painter: Painter, surface: pygame.Surface, boxes: Iterable[Box]) -> None:
    """The hinted move's places: a thick green outline with a second ring outside, so it reads as a
    pointer rather than as the yellow legal-target glow of a drag (and costs no redraws: it stands still)."""
    for box in boxes:
        painter.glow(surface, box, theme.GOOD, 6, 14)
        x, y, w, h = box
        painter.glow(surface, (x - 8, y - 8, w + 16, h + 16), theme.WHITE, 2, 18)
