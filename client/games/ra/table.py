"""Ra behind the shared table interface: layout, view, controls and animator of client/games/ra/."""
from __future__ import annotations

from typing import Any

import pygame

from client.anim.tween import Tweener
from client.games.base import Box, GameTable, Move, Piece
from client.games.ra.anim import RaAnimator
from client.games.ra.controls import BUTTON_MOVES, RaControls
from client.games.ra.layout import RaLayout
from client.games.ra.view import RaView
from client.i18n import t
from engine.core.decisions import top
from engine.games.ra.disasters import DisasterDiscard
from engine.games.ra.moves import Bid, Discard
from engine.games.ra.tiles import TILE_NAMES

ICONS = {"invoke": "invoke", "pass": "pass", "end_turn": "end_turn"}


class RaTable(GameTable):
    def __init__(self, app: Any, session: Any, tweener: Tweener, demo: bool = False) -> None:
        super().__init__(app, session, tweener, demo)
        self.layout = RaLayout(session.match.num_players)
        self.anim = RaAnimator(tweener, layout=self.layout)
        self.anim.sync_scores(session.state.scores())
        self.view = RaView(app, self.layout, self.anim, demo)
        self.controls = RaControls(self.layout)

    def seat(self) -> int:
        return self.session.to_move()

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: dict[str, Any]) -> None:
        self.view.draw(surface, self.session, ui)

    def ui_state(self, drag: dict[str, Any] | None) -> dict[str, Any]:
        s = self.session
        ui: dict[str, Any] = {}
        if drag and drag["moved"]:
            ui["dragging"] = drag["piece"]
            ui["targets"] = self.controls.legal_drop_targets(s.state, drag["piece"])
        elif s.human_to_move() and not self.demo:
            seat = s.to_move()
            ui["legal_suns"] = {v for v in s.state.up[seat] if s.state.why_illegal(Bid(v)) is None}
            discarding = isinstance(top(s.state.pending), DisasterDiscard)
            ui["legal_held"] = {k for k, name in enumerate(TILE_NAMES)
                                if discarding and s.state.why_illegal(Discard(name)) is None}
        return ui

    def status_line(self) -> str:
        return "  ".join(self.view.status_lines(self.session))

    def invalidate_static(self) -> None:
        self.view.invalidate_static()

    # --- buttons --------------------------------------------------------------------------------
    def actions_box(self) -> Box:
        return self.layout.box("actions")

    def game_buttons(self) -> list:
        return [(name, (lambda n=name: t("ra.button." + n)), (lambda m=move: [m]), f"ra/icons/{ICONS[name]}")
                for name, move in BUTTON_MOVES]

    # --- pieces and moves -----------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Piece | None:
        return self.controls.piece_at(self.session.state, self.seat(), pos)

    def piece_box(self, piece: Piece) -> Box | None:
        return self.controls.piece_box(self.session.state, self.seat(), piece)

    def piece_image(self, piece: Piece) -> str | None:
        return self.controls.piece_image(piece)

    def click_moves(self, piece: Piece) -> list[Move]:
        move = self.controls.click_move(piece)
        return [] if move is None else [move]

    def drop_moves(self, piece: Piece, pos: tuple[float, float]) -> list[Move] | None:
        for target, (x, y, w, h) in self.controls.targets(self.session.state, piece):
            if x <= pos[0] < x + w and y <= pos[1] < y + h:
                move = self.controls.drop_move(piece, target)
                return [] if move is None else [move]
        return None

    # --- animation ------------------------------------------------------------------------------
    def animate(self, event: Any) -> None:
        self.anim.play(event, self.session.state, {"pass": t("ra.button.pass")})

    def reset(self) -> None:
        self.anim.clear(self.session.state.scores())

    def settle(self) -> None:
        self.anim.sync_scores(self.session.state.scores())
