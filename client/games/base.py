"""The one small interface between the shared table scene and a game's own view and controls.

The table scene (client/scenes/table.py) owns what every game shares: the session, undo/redo, hints,
bots, saves, the tweener, toasts, tooltips, drag mechanics, choice popups and the hot-seat curtain. A
game package under client/games/<id>/ supplies a `GameTable`: what is drawn, which piece is under the
pointer, which engine moves a click or a drop means, and how engine events animate; and a `TableInfo`
in its `__init__` (the registry, client/games/__init__.py, finds it). The middle layer every table
draws with — log, status, seat headers, hotspots, tooltips, layer cache, event dispatch — is
client/games/common/.

Moves are always *candidates*: the scene asks the engine which of them are legal — one plays, several
open a choice popup, none slides the piece back with the engine's reason.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from client.anim.tween import Tweener
from client.games.common import status
from client.games.common.animator import EventDispatch
from client.games.common.hotspots import inside
from client.i18n import lang
from client.session.log import describe_for

Box = tuple[float, float, float, float]
Piece = tuple
Move = Any


@dataclass(frozen=True, slots=True)
class TableInfo:
    """What a game's client package tells the shared screens (its `__init__` defines `INFO`)."""

    table: Callable[[], type[GameTable]]  # imports and returns the table class, on demand
    rules: str  # i18n key of the rules summary
    title_art: tuple[str, ...] = ()  # art names the title screen may show around its menu
    # where the game stands in the menus (New game opens on the first for a newcomer): the lightest first
    menu_order: int = 100
    # options the table can only play at their default, so New game does not offer them (Agricola's full
    # game, whose cards this table cannot show yet)
    fixed_options: tuple[str, ...] = ()


class GameTable:
    """Base class of a game's table: override what the game needs; the defaults do nothing."""

    layout: Any = None
    quick_events: frozenset[str] = frozenset()  # events that need no pause after them (a card dealt)
    log_chance = True  # whether the move log lists chance outcomes (a drawn tile) as well as decisions
    banner_at: tuple[float, float, float] = (960, 300, 1000)  # bot-move banners: midtop and width (design px)

    def __init__(self, app: Any, session: Any, tweener: Tweener, demo: bool = False) -> None:
        self.app = app
        self.session = session
        self.tweener = tweener
        self.demo = demo
        self.events = EventDispatch()  # engine event kind -> the animation of it (tables register)
        self._last_viewer: int | None = None
        self._obs: tuple[tuple, Any] | None = None

    # --- who sees what --------------------------------------------------------------------------
    # --- whose board is shown, and whose pieces answer the mouse ---------------------------------------
    # A table that shows one seat's board large (a pit, a farm) may let the pointer peek at another seat's
    # (`peek`, while it rests on that seat's panel) or a click keep one in view (`pinned`).
    peek: int | None = None
    pinned: int | None = None
    _pinned_at = 0  # the move count when a seat was pinned (a later turn of one's own unpins it)

    def panels(self) -> list[tuple[int, Box]]:
        """The other seats' panels: (seat, box). A table that has them lets the pointer peek and click pin."""
        return []

    def pin_panel(self, pos: tuple[float, float]) -> bool:
        """A click on another seat's panel keeps its board in view; on it again (or one's own) returns."""
        for q, box in self.panels():
            if inside(box, pos):
                self.pinned = None if (q == self.viewer() or q == self.pinned) else q
                self._pinned_at = len(self.session.match.moves)
                self.peek = None
                self.app.invalidate()
                return True
        return False

    def peek_panel(self, pos: tuple[float, float]) -> None:
        """The pointer on another seat's panel shows that seat's board until it leaves."""
        panels = self.panels()
        peek = self.peek
        if peek is not None and not any(inside(box, pos) for _q, box in panels):
            peek = None
        elif peek is None:
            peek = next((q for q, box in panels if inside(box, pos)), None)
        if peek != self.peek:
            self.peek = peek
            self.app.invalidate()

    def unpin_on_own_turn(self) -> None:
        """A new turn of one's own shows one's own board again."""
        if (self.pinned is not None and self.session.human_to_move() and self.acting() == self.viewer()
                and len(self.session.match.moves) != self._pinned_at):
            self.pinned = None

    def all_moves(self) -> list[Move]:
        """What the "All moves" button lists: every legal move, when a person is to move."""
        return self.session.state.legal_moves() if self.session.human_to_move() else []

    def shown_seat(self) -> int:
        """The seat whose board is drawn large: the one peeked at, else `base_seat`."""
        return self.peek if self.peek is not None else self.base_seat()

    def base_seat(self) -> int:
        """The board shown when the pointer peeks at none: a pinned seat's, else the viewer's, else the seat
        to move's."""
        n = self.session.state.num_players
        for seat in (self.pinned, self.viewer()):
            if seat is not None and 0 <= seat < n:
                return seat
        return self.session.to_move() if 0 <= self.session.to_move() < n else 0

    def acting(self) -> int:
        """The seat whose pieces respond to the mouse (a human to move), or -1."""
        s = self.session
        return s.to_move() if (s.human_to_move() and not self.demo) else -1

    def viewer(self) -> int | None:
        """Whose eyes the table is drawn for: the one human against bots, the seat behind the curtain
        in hot seat (the last human to move), None for a spectator (the demo)."""
        s = self.session
        humans = s.humans()
        if not humans or self.demo:
            return None
        if len(humans) == 1:
            return int(humans[0])
        if s.human_to_move():
            return int(s.to_move())
        return self._last_viewer if self._last_viewer is not None else int(humans[0])

    def update(self, dt: float, reader: int | None) -> None:
        """Once a frame, before drawing: what the table remembers between frames (never in `draw`).
        `reader` is the seat whose secrets may be shown now (see TableScene.reader)."""
        s = self.session
        if len(s.humans()) >= 2 and s.human_to_move() and not self.demo:
            self._last_viewer = s.to_move()

    def has_private_view(self) -> bool:
        """True when the game hides something per seat (hot seat then needs a curtain)."""
        return bool(self.session.state.has_secrets())

    def observation(self) -> Any:
        """What the viewer may see of the position (cached per position and viewer)."""
        key = (self.session.generation, len(self.session.match.moves), self.viewer())
        if self._obs is None or self._obs[0] != key:
            v = self.viewer()
            self._obs = (key, self.session.state.observation(v) if v is not None else self.spectator_view())
        return self._obs[1]

    def spectator_view(self) -> Any:
        """A spectator's observation: the view of a seat index nobody holds, so every seat's secrets
        are absent (`observation` takes a seat; a spectator is no seat)."""
        return self.session.state.observation(-1)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: dict[str, Any]) -> None: ...

    def ui_state(self, drag: dict[str, Any] | None) -> dict[str, Any]:
        return {}

    def invalidate_static(self) -> None: ...

    def status_head(self) -> list[str]:
        """The table's own facts above the prompt (round, phase, auction) for the status panel."""
        return []

    def own_prompt(self, seat: int) -> str | None:
        """What the person to move is asked, when the engine's decision has no prompt of its own."""
        return None

    def status_lines(self) -> list[str]:
        return status.status_lines(self)

    def status_line(self) -> str:
        return "  ".join(self.status_lines())

    def banner_box(self) -> Box:
        """Where the bot-move banner stack may be drawn (design px): a place of the layout where nothing a
        player needs now is drawn, clear of `keep_clear()` (client/games/common/bot_banner.py). The default
        hangs `banner_at`'s width below its midtop."""
        x, y, w = self.banner_at
        return (x - w / 2, y, w, 180)

    def keep_clear(self) -> list[Box]:
        """What a bot banner must never cover (design px): the status, the seats' headers, the log's heading,
        the viewer's own board. Tests check `banner_box` against it."""
        return []

    def demo_caption(self) -> str:
        """The demo's one line about what is happening now (client/games/common/demo_caption.py)."""
        from client.games.common.demo_caption import caption
        return caption(self)

    def demo_story(self) -> tuple[str, str]:
        """The demo's pitch of the game and its line on what just happened."""
        from client.games.common.demo_caption import just_now, pitch
        return pitch(self), just_now(self)

    def tooltip(self, pos: tuple[float, float]) -> str | None:
        """The hover text of what is under the pointer (design coordinates), or None."""
        return None

    # --- buttons --------------------------------------------------------------------------------
    def actions_box(self) -> Box:
        return (1536, 16, 368, 540)

    def game_buttons(self) -> list[tuple[str, Callable[[], str], Callable[[], list[Move]], str | None]]:
        """(name, label, candidate moves, icon) for the game's own buttons, drawn above the shared ones."""
        return []

    # --- pieces and moves -----------------------------------------------------------------------
    def hover(self, pos: tuple[float, float]) -> None:
        """The pointer moved (design coordinates): a table that previews what is under it notes it."""

    def view_click(self, pos: tuple[float, float]) -> bool:
        """A click that only changes what is shown (not a move); True when used."""
        return False

    def pieces(self) -> list[tuple[Piece, Box]]:
        """Every piece the seat to move could pick up or click now, with its box: what Tab steps through
        at the table, so every click alternative can be played from the keyboard."""
        return []

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

    def move_spots(self, move: Move) -> list[Box]:
        """Where `move` is made on the board (the hint lights them): tables answer with
        `common.hotspots.move_spots` over their pieces and targets; buttons are the scene's."""
        return []

    def drop_moves(self, piece: Piece, pos: tuple[float, float]) -> list[Move] | None:
        """Candidate moves for dropping `piece` at `pos`; None when `pos` is no target at all."""
        return None

    def auto_choice(self) -> list[Move]:
        """Moves to offer in a popup at once (a decision with nothing to drag), or []."""
        return []

    def choice_label(self, move: Move) -> str:
        return describe_for(self.session.state, move, self.viewer(), lang(), [s.name for s in self.session.seats])

    # --- animation ------------------------------------------------------------------------------
    def animate(self, event: Any) -> None:
        """An engine event as animation: the handler registered for its kind, if any."""
        self.events.play(event, self.session.state)

    def reset(self) -> None:
        """After undo: drop every sprite and show the state as it is."""

    def settle(self) -> None:
        """Nothing moves any more: counters show the true values."""
