"""Ra behind the shared table interface: layout, view, controls and animator of client/games/ra/."""
from __future__ import annotations

from typing import Any

import pygame

from client.anim.tween import Tweener
from client.games.base import Box, GameTable, Move, Piece
from client.games.common.hotspots import drop_at, hit, move_spots
from client.games.common.log import below_heading, heading_box
from client.games.ra.anim import RaAnimator
from client.games.ra.controls import BUTTON_MOVES, RaControls
from client.games.ra.layout import RaLayout
from client.games.ra.view import RaView
from client.i18n import lang, t
from engine.core.decisions import top
from engine.games.ra.auction import BidOrPass
from engine.games.ra.disasters import DisasterDiscard
from engine.games.ra.help import tile_help
from engine.games.ra.moves import Bid, Discard, tile_label
from engine.games.ra.tiles import AUCTION_TRACK_SPACES, TILE_NAMES

ICONS = {"invoke": "invoke", "pass": "pass", "end_turn": "end_turn"}


class RaTable(GameTable):
    def __init__(self, app: Any, session: Any, tweener: Tweener, demo: bool = False) -> None:
        super().__init__(app, session, tweener, demo)
        self.layout = RaLayout(session.match.num_players)
        self.anim = RaAnimator(tweener, layout=self.layout)
        self.anim.sync_scores(session.state.scores())
        self.events.collect(self.anim)
        self.view = RaView(app, self.layout, self.anim, demo)
        self.controls = RaControls(self.layout)

    def seat(self) -> int:
        return self.session.to_move()

    def banner_box(self) -> Box:
        """Over the log's older lines, below its heading (the banner says what its newest lines say): the
        board's every place (the status, the highest bid, the suns) stays in view."""
        return below_heading(self.view, self.layout.box("log"), self.view.log.style)

    def keep_clear(self) -> list[Box]:
        lay = self.layout
        return [lay.box("status"), lay.box("board"), heading_box(self.view, lay.box("log"), self.view.log.style),
                *(lay.box(f"p{i}_header") for i in range(self.session.match.num_players))]

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: dict[str, Any]) -> None:
        self.view.draw(surface, self.session, ui, self.status_lines)

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
                                if discarding and s.state.why_illegal(Discard(name)) is None}  # type: ignore[arg-type]
        return ui

    # --- status -----------------------------------------------------------------------------------
    def status_head(self) -> list[str]:
        sess, s = self.session, self.session.state
        lines = [t("ra.epoch", epoch=s.epoch) + "   " + t("ra.ra_track", n=s.ra_count, limit=s.ra_limit)]
        decision = top(s.pending)
        if isinstance(decision, BidOrPass) and not sess.over():
            lines.append(t("ra.auction", holder=sess.seats[decision.holder].name))
        return lines  # the high bid has a place of its own (RaView.draw_bid), not a line here

    def tooltip(self, pos: tuple[float, float]) -> str | None:
        """What is under the pointer: a tile by name with what it scores and what takes it (the engine's
        words), how many a seat holds, a sun and what it is for, the bag, the Ra track, the centre sun."""
        return hit(self.tips(), pos)

    def tips(self) -> list[tuple[str, Box]]:
        s, lay = self.session.state, self.layout
        spots: list[tuple[str, Box]] = [(t("ra.tip.bag", n=s.bag_total), lay.box("bag")),
                                        (t("ra.tip.figure"), lay.box("ra_figure")),
                                        (t("ra.tip.centre", value=s.center_sun), lay.box("centre"))]
        bidding = top(s.pending)
        if isinstance(bidding, BidOrPass) and bidding.high_bid:
            spots.append((t("ra.high_bid", sun=bidding.high_bid, name=self.session.seats[bidding.high_bidder].name),
                          lay.bid_box()))
        spots += [(self.tile_tip(TILE_NAMES[k]) + "\n" + t("ra.tip.on_track"), lay.auction_slot(i))
                  for i, k in enumerate(s.auction[:AUCTION_TRACK_SPACES])]
        spots += [(self.tile_tip("ra") + "\n" + t("ra.tip.ra_count", n=s.ra_count, limit=s.ra_limit), lay.ra_slot(i))
                  for i in range(s.ra_limit)]
        for seat in range(s.num_players):
            name = self.session.seats[seat].name
            you = "_you" if name == t("seat.you") else ""  # "You hold", not "You holds"
            spots += [(self.tile_tip(TILE_NAMES[k]) + "\n"
                       + t(("ra.tip.held" if s.held[seat][k] else "ra.tip.held_none") + you, name=name,
                           n=s.held[seat][k]), box)
                      for k, box in lay.held_cells(seat).items()]
            spots += [(t("ra.tip.sun" if up else "ra.tip.sun_down", value=v), box)
                      for v, up, box in lay.sun_boxes(seat, s.up[seat], s.down[seat])]
        return spots

    @staticmethod
    def tile_tip(tile: str) -> str:
        return tile_label(tile, lang()) + "\n" + tile_help(tile).text(lang())

    def invalidate_static(self) -> None:
        self.view.invalidate_static()

    # --- buttons --------------------------------------------------------------------------------
    def actions_box(self) -> Box:
        return self.layout.box("actions")

    def game_buttons(self) -> list:
        return [(name, (lambda n=name: t("ra.button." + n)), (lambda m=move: [m]), f"ui/icons/{ICONS[name]}")
                for name, move in BUTTON_MOVES]

    # --- pieces and moves -----------------------------------------------------------------------
    def pieces(self) -> list[tuple[Piece, Box]]:
        return self.controls.pieces(self.session.state, self.seat())

    def piece_at(self, pos: tuple[float, float]) -> Piece | None:
        return self.controls.piece_at(self.session.state, self.seat(), pos)

    def piece_box(self, piece: Piece) -> Box | None:
        return self.controls.piece_box(self.session.state, self.seat(), piece)

    def piece_image(self, piece: Piece) -> str | None:
        return self.controls.piece_image(piece)

    def click_moves(self, piece: Piece) -> list[Move]:
        move = self.controls.click_move(piece)
        return [] if move is None else [move]

    def move_spots(self, move: Move) -> list[Box]:
        s, c = self.session.state, self.controls
        return move_spots(move, c.pieces(s, self.seat()), self.click_moves, lambda p: c.targets(s, p), c.drop_moves)

    def drop_moves(self, piece: Piece, pos: tuple[float, float]) -> list[Move] | None:
        found = drop_at(self.controls.targets(self.session.state, piece), pos,
                        lambda target: self.controls.drop_moves(piece, target))
        return None if found is None else found[1]

    # --- animation (the animator's handlers are registered with `self.events`) ------------------
    def reset(self) -> None:
        self.anim.clear(self.session.state.scores())

    def settle(self) -> None:
        self.anim.sync_scores(self.session.state.scores())
