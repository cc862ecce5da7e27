"""The one small interface between the shared table scene and a game's own view and controls.

The table scene (client/scenes/table.py) owns what every game shares: the session, undo/redo, hints,
bots, saves, the tweener, toasts, drag mechanics, choice popups and the hot-seat curtain. A game
module under client/games/<id>/ supplies a `GameTable`: what is drawn, which piece is under the
pointer, which engine moves a click or a drop means, and how engine events animate.

Moves are always *candidates*: the scene asks the engine which of them are legal — one plays, several
open a choice popup, none slides the piece back with the engine's reason.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from client.anim.tween import Tweener

Box = tuple[float, float, float, float]
Piece = tuple
Move = Any


class GameTable:
    """Base class of a game's table: override what the game needs; the defaults do nothing."""

    layout: Any = None
    quick_events: frozenset[str] = frozenset()  # events that need no pause after them (a card dealt)

    def __init__(self, app: Any, session: Any, tweener: Tweener, demo: bool = False) -> None:
        self.app = app
        self.session = session
        self.tweener = tweener
        self.demo = demo

    # --- who sees what --------------------------------------------------------------------------
    def viewer(self) -> int:
        """The seat whose view is drawn (its private information may be shown)."""
        s = self.session
        humans = s.humans()
        if not humans or self.demo:
            return 0
        if len(humans) == 1:
            return humans[0]
        return s.to_move() if s.human_to_move() else getattr(self, "_last_viewer", humans[0])

    def has_private_view(self) -> bool:
        """True when the game hides something per seat (hot seat then needs a curtain)."""
        return False

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: dict[str, Any]) -> None: ...

    def ui_state(self, drag: dict[str, Any] | None) -> dict[str, Any]:
        return {}

    def invalidate_static(self) -> None: ...

    def status_line(self) -> str:
        return ""

    # --- buttons --------------------------------------------------------------------------------
    def actions_box(self) -> Box:
        return (1536, 16, 368, 540)

    def game_buttons(self) -> list[tuple[str, Callable[[], str], Callable[[], list[Move]], str | None]]:
        """(name, label, candidate moves, icon) for the game's own buttons, drawn above the shared ones."""
        return []

    # --- pieces and moves -----------------------------------------------------------------------
    def view_click(self, pos: tuple[float, float]) -> bool:
        """A click that only changes what is shown (not a move); True when used."""
        return False

    def piece_at(self, pos: tuple[float, float]) -> Piece | None:
        return None

    def piece_box(self, piece: Piece) -> Box | None:
        return None

    def piece_image(self, piece: Piece) -> str | None:
        return None

    def paint_piece(self, surface: pygame.Surface, piece: Piece, box: Box) -> bool:
        """Draw a piece held by the mouse at `box` (design units); False to draw `piece_image` instead."""
        return False

    def click_moves(self, piece: Piece) -> list[Move]:
        return []

    def drop_moves(self, piece: Piece, pos: tuple[float, float]) -> list[Move] | None:
        """Candidate moves for dropping `piece` at `pos`; None when `pos` is no target at all."""
        return None

    def auto_choice(self) -> list[Move]:
        """Moves to offer in a popup at once (a decision with nothing to drag), or []."""
        return []

    def choice_label(self, move: Move) -> str:
        from client.i18n import lang
        return self.session.match.game.describe(move, lang())

    # --- animation ------------------------------------------------------------------------------
    def animate(self, event: Any) -> None: ...

    def reset(self) -> None:
        """After undo: drop every sprite and show the state as it is."""

    def settle(self) -> None:
        """Nothing moves any more: counters show the true values."""
