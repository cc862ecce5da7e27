"""La Granja behind the shared table interface: one seat's observation drawn, every move by mouse.

The view is rendered only from `state.observation(viewer)`; the hand, the VP total and the donkey
pick of that seat are drawn only when the table allows it (`ui["private"]`: the curtain is lifted in
hot seat, or the seat is the one human against bots). `view_model` records what was last drawn.
Status, log and seat headers are the common layer's (client/games/common/).
"""
from __future__ import annotations

from typing import Any

import pygame

from client.anim.tween import Tweener
from client.games.base import Box, GameTable, Move, Piece
from client.games.common.bot_banner import panels_and_heading, spare_panel_or_log
from client.games.common.hotspots import glow, hit, move_spots
from client.games.common.layers import ZoneCache
from client.games.common.log import LogPanel, LogStyle
from client.games.common.status import StatusPanel, StatusStyle
from client.games.la_granja.anim import LGAnimator
from client.games.la_granja.controls import LGControls
from client.games.la_granja.hex_glow import hex_outline, is_hex
from client.games.la_granja.layout import LGLayout, inside
from client.games.la_granja.mat import MatPainter, others_order
from client.games.la_granja.tips import LGTips
from client.games.la_granja.view import PHASE_NAMES, BoardPainter
from client.i18n import lang, t
from client.ui import theme
from engine.games.la_granja.holdings import phase
from engine.games.la_granja.moves import PASS

FREE = frozenset({"buy", "sell", "upgrade", "use_roof", "use_trade_good", "use_helper"})
LOG = LogStyle(size=15, row=22, heading=False, top=6, bottom=6, pad=10, wrap=False)
STATUS = StatusStyle(head_size=21, head_color=theme.GOLD, head_bold=True, body_size=17, body_color=theme.PAPYRUS,
                     wrap_body=True, body_lines=3, pad=12, top=4, body_top=32)


class LaGranjaTable(GameTable):
    quick_events = frozenset({"card_drawn", "roof_revealed", "building_blocked", "deck_reshuffled", "vp_scored",
                              "donkey_chosen", "good_paid", "good_bought", "good_sold", "good_upgraded"})
    log_chance = False  # a deal or a shuffle is no news in the log (and would name hidden cards)

    def __init__(self, app: Any, session: Any, tweener: Tweener, demo: bool = False) -> None:
        super().__init__(app, session, tweener, demo)
        tb = session.state.t
        self.layout = LGLayout(tb.market_hexes, tb.building_hexes)
        self.controls = LGControls(self.layout)
        self.board = BoardPainter(app, self.layout)
        self.mats = MatPainter(app, self.layout)
        self.anim = LGAnimator(tweener, layout=self.layout)
        self.events.collect(self.anim)
        self.log = LogPanel(self.board.p, LOG)
        self.status = StatusPanel(self.board.p, STATUS)
        self.tips = LGTips(self.layout, session)
        self.mat_override: int | None = None
        self._settled_ply = -1  # the move count at which `settle` last looked
        self.hover_pos: tuple[float, float] | None = None
        self._drawn: dict[str, Any] = {}  # what the last draw showed (tests read it as `view_model`)
        self._static: pygame.Surface | None = None
        self._layer: tuple[tuple, pygame.Surface] | None = None
        self._texts = ZoneCache(app)
        self._clickable: tuple[int, frozenset] = (-1, frozenset())
        self._targets: tuple[Any, list[Box]] = (None, [])

    # --- who sees what --------------------------------------------------------------------------
    def has_private_view(self) -> bool:
        return True

    @property
    def view_model(self) -> dict[str, Any]:
        return self._drawn

    def mat_seat(self) -> int:
        s = self.session.state
        seat = self.mat_override if self.mat_override is not None else self.viewer()
        return seat if seat is not None and 0 <= seat < s.num_players else 0

    def update(self, dt: float, reader: int | None) -> None:
        super().update(dt, reader)
        mat_seat = self.mat_seat()
        self.anim.mat_seat, self.anim.viewer = mat_seat, reader
        order = others_order(self.session.state.num_players, mat_seat, self.viewer())
        self.anim.panel_of = {q: i for i, q in enumerate(order)}


    # --- drawing --------------------------------------------------------------------------------
    def invalidate_static(self) -> None:
        self._static = None
        self._layer = None
        self._texts.clear()

    def ui_state(self, drag: dict[str, Any] | None) -> dict[str, Any]:
        ui: dict[str, Any] = {"viewer": self.viewer()}
        seat = self.acting()
        s = self.session.state
        if seat >= 0 and not self.tweener.blocking():
            gen = self.session.generation
            if self._clickable[0] != gen:
                click = frozenset(p for p, _b in self.controls.pieces(s, seat)
                                  if p[0] in ("card", "die", "roof_display", "space", "donkey", "helper", "good")
                                  and any(s.why_illegal(m) is None for m in self.controls.click_moves(s, seat, p)))
                self._clickable = (gen, click)
            ui["clickable"] = self._clickable[1]
        if drag and drag["moved"] and seat >= 0:
            ui["dragging"] = drag["piece"]
            if self._targets[0] is not drag:
                self._targets = (drag, self.controls.legal_targets(s, seat, drag["piece"]))
            ui["targets"] = self._targets[1]
            ui["drag_pos"] = drag["pos"]
        return ui

    def draw(self, surface: pygame.Surface, ui: dict[str, Any]) -> None:
        obs = self.observation()
        size = surface.get_size()
        if self._static is None or self._static.get_size() != size:
            self._static = pygame.Surface(size).convert()
            self.board.static(self._static)
            self._layer = None
        mat_seat = self.mat_seat()
        key = (self.session.generation, len(self.session.match.moves), ui.get("private"), mat_seat, lang(), size,
               frozenset(self.anim.hidden), ui.get("clickable"), ui.get("dragging"), self.app.landing.key())
        if self._layer is None or self._layer[0] != key:
            layer = self._static.copy()
            self.paint_state(layer, obs, ui, mat_seat)
            self._layer = (key, layer)
        surface.blit(self._layer[1], (0, 0))
        self.paint_texts(surface, ui.get("reader"))
        self.paint_overlay(surface, obs, ui)

    def paint_texts(self, surface: pygame.Surface, reader: int | None) -> None:
        """Status and log in their own cached surfaces: a bot starting to think repaints only these."""
        sess, lay = self.session, self.layout
        key = (len(sess.match.moves), sess.thinking(), lang(), surface.get_size(), self.demo, sess.bot_error, reader)
        for zone, paint in (("status", lambda surf: self.status.draw(surf, lay.box("status"), self.status_lines())),
                            ("log", lambda surf: self.log.draw(surf, lay.box("log"), sess, reader, False))):
            self._texts.blit(surface, zone, self.layout.box(zone), key, self._static, paint)

    def paint_state(self, surface: pygame.Surface, obs: Any, ui: dict[str, Any], mat_seat: int) -> None:
        private = ui.get("private")
        self.board.draw(surface, obs, self.session, self.anim.hidden, mat_seat)
        seen = self.mats.mat(surface, obs, self.session, mat_seat, private == mat_seat, ui)
        viewer = self.viewer()
        hand_seat = private if private is not None else (viewer if viewer is not None else mat_seat)
        hand = self.mats.hand(surface, obs, hand_seat, private == hand_seat, ui)
        self.mats.others(surface, obs, self.session, mat_seat, ui)
        for piece in ui.get("clickable", ()):
            if piece[0] in ("die", "roof_display", "space", "donkey", "helper"):
                box = self.controls.piece_box(self.session.state, self.acting(), piece)
                if box is not None and is_hex(box, self.layout.hex_size):
                    hex_outline(self.board.p, surface, box, theme.HILITE, 7)
                elif box is not None:
                    self.board.p.glow(surface, box, theme.HILITE, 3, 8)
        self._drawn = {"viewer": viewer, "private": private, "mat_seat": mat_seat,
                           "hand_seat": hand_seat, "hand": hand, "vp": seen["vp"], "donkey": seen["donkey"],
                           "taken": seen["taken"]}

    def paint_overlay(self, surface: pygame.Surface, obs: Any, ui: dict[str, Any]) -> None:
        p = self.board.p
        targets = ui.get("targets", [])
        hexes = [b for b in targets if is_hex(b, self.layout.hex_size)]
        glow(p, surface, [b for b in targets if b not in hexes], theme.GOOD, 5, 12)
        for box in hexes:
            hex_outline(p, surface, box, theme.GOOD, 7)
        piece = ui.get("dragging")
        pos = ui.get("drag_pos") or self.hover_pos
        if piece and piece[0] == "card":
            side = next((sd for sd in ("fields", "barrows", "helpers", "extensions")
                         if pos and inside(self.layout.mat_box(sd), pos)), None)
            self.preview(surface, piece[1], {"fields": "field", "barrows": "barrow", "helpers": "helper",
                                             "extensions": "extension"}.get(side or ""))
            if side == "extensions":
                x, y, w, h = self.layout.mat_box("extensions")
                p.text(surface, t("lg.next_ext", k=len(obs.exts[self.acting()]) + 1), 18, (x + w / 2, y - 6),
                       theme.BAD, True, "midbottom", 420)
        elif not piece and pos and ui.get("private") is not None and inside(self.layout.box("hand"), pos):
            seat = ui["private"]
            for cid, box in zip(obs.hand[seat], self.layout.hand_boxes(len(obs.hand[seat])), strict=False):
                if inside(box, pos):
                    self.preview(surface, cid, None)
        for sp in self.anim.sprites:
            p.art(surface, sp.image, (sp.x, sp.y, sp.w, sp.h), int(max(0, min(255, sp.alpha))))
        for sp, _c in self.anim.floats:
            img = self.app.fonts.render(sp.label, self.app.viewport.px(30), theme.TERRA, True).copy()
            img.set_alpha(int(max(0, min(255, sp.alpha))))
            surface.blit(img, img.get_rect(midtop=self.app.viewport.point(sp.x, sp.y)))

    def preview(self, surface: pygame.Surface, cid: int, use: str | None) -> None:
        x, y, w, h = self.layout.box("other_0")
        box = (x + 40, y, 280, 400)
        self.mats.cards.card(surface, self.session.state.t.cards[cid], box, use)

    def hover(self, pos: tuple[float, float]) -> None:
        was = self.hover_pos is not None and inside(self.layout.box("hand"), self.hover_pos)
        self.hover_pos = pos
        if was or inside(self.layout.box("hand"), pos):
            self.app.invalidate()

    def banner_box(self) -> Box:
        return spare_panel_or_log(self, 3, self.board.p)

    def keep_clear(self) -> list[Box]:
        return panels_and_heading(self, self.board.p, "mat")

    # --- status and hover text -----------------------------------------------------------------
    def status_head(self) -> list[str]:
        s = self.observation()
        return [t("lg.round", round=s.round) + "  ·  " + t("lg.phase." + PHASE_NAMES.get(phase(s), "farm"))]

    def tooltip(self, pos: tuple[float, float]) -> str | None:
        """What is under the pointer, from the drawn observation: a hand card's four uses, the farm's
        cards, goods (fields included), roofs and sides, price-chart rows, revenue dice and spaces,
        buildings, market hexes, the other seats' panels. Secrets only of the seat allowed to see them."""
        return hit(self.tips_at(), pos)

    def tips_at(self) -> list[tuple[str, Box]]:
        s = self.observation()
        seat, private, tips = self.mat_seat(), self._drawn.get("private"), self.tips
        own = tips.hand(s, private) + tips.farm(s, seat, private == seat)
        pieces = [(text, box) for piece, box in self.controls.board_pieces(s) + self.controls.seat_pieces(s, seat)
                  if piece[0] not in ("good", "trade", "card") and (text := self.tip(piece)) is not None]
        return own + pieces + tips.board(s) + tips.others(s, seat, self.viewer())

    def tip(self, piece: Piece) -> str | None:
        kind, arg = piece[0], piece[1] if len(piece) > 1 else None
        if kind in ("good", "buy", "sell", "upgrade"):
            good = t(f"lg.good.{arg}")
            if kind == "good":
                return good
            price = self.observation().facts()["prices"][self.mat_seat()][kind][arg]  # this seat's, helpers in
            return t(f"lg.chart_{kind}") + ": " + good + "\n" + t(f"lg.tip.price_{kind}", good=good, n=price)
        if kind in ("die", "revenue"):
            return t("lg.tip.revenue", face=arg) + "\n" + self.board.option_text(int(arg))  # type: ignore[arg-type]
        if kind == "donkey":
            return t("lg.tip.donkey", n=arg)
        return t("lg.good.trade") if kind == "trade" else None

    # --- buttons, pieces and moves -------------------------------------------------------------
    def actions_box(self) -> Box:
        return self.layout.box("actions")

    def game_buttons(self) -> list:
        return [("pass", lambda: t("lg.button.pass"), lambda: [PASS], "ui/icons/pass"),
                ("moves", lambda: t("lg.button.moves"), self.all_moves, "ui/icons/menu")]

    def all_moves(self) -> list[Move]:
        s = self.session.state
        legal = s.legal_moves() if self.session.human_to_move() else []
        return sorted(legal, key=lambda m: m.kind in FREE)

    def view_click(self, pos: tuple[float, float]) -> bool:
        """Clicking another player's panel shows their farm (public parts); clicking it again returns."""
        lay = self.layout
        for q, i in self.anim.panel_of.items():
            if inside(lay.box(f"other_{i}"), pos):
                self.mat_override = None if q == self.viewer() else q
                self._layer = None
                self.app.invalidate()
                return True
        return False

    def pieces(self) -> list[tuple[Piece, Box]]:
        seat = self.acting()
        if seat < 0 or self.mat_seat() != seat:
            return []
        return self.controls.pieces(self.session.state, seat)

    def piece_at(self, pos: tuple[float, float]) -> Piece | None:
        seat = self.acting()
        if seat < 0 or self.mat_seat() != seat:
            return None
        return self.controls.piece_at(self.session.state, seat, pos)

    def piece_box(self, piece: Piece) -> Box | None:
        return self.controls.piece_box(self.session.state, self.acting(), piece)

    def piece_image(self, piece: Piece) -> str | None:
        return self.controls.piece_image(piece)

    def paint_piece(self, surface: pygame.Surface, piece: Piece, box: Box) -> bool:
        if piece[0] != "card":
            return False
        x, y, w, h = box
        cw = min(w, h * 0.74)  # the tall card, at the hand card's height
        self.mats.cards.card(surface, self.session.state.t.cards[piece[1]], (x + (w - cw) / 2, y, cw, h))
        return True

    def click_moves(self, piece: Piece) -> list[Move]:
        return self.controls.click_moves(self.session.state, self.acting(), piece)

    def move_spots(self, move: Move) -> list[Box]:
        s, c, seat = self.session.state, self.controls, self.acting()
        if seat < 0:
            return []
        return move_spots(move, c.pieces(s, seat), lambda p: c.click_moves(s, seat, p),
                          lambda p: c.targets(s, seat, p), lambda p, tg: c.drop_moves(s, seat, p, tg))

    def drop_moves(self, piece: Piece, pos: tuple[float, float]) -> list[Move] | None:
        hit = self.controls.drop_at(self.session.state, self.acting(), piece, pos)
        return None if hit is None else hit[1]

    def auto_choice(self) -> list[Move]:
        s = self.session.state
        if not s.pending or not s.pending[-1].ask_as_list:  # options with no piece to point at
            return []
        return [m for m in s.legal_moves() if m.kind not in FREE]

    # --- animation ------------------------------------------------------------------------------
    def reset(self) -> None:
        self.anim.clear_sprites()
        self._layer = None

    def settle(self) -> None:
        """When the viewer's turn comes, their own farm comes back once; a panel clicked during the turn then
        keeps its farm shown until clicked again."""
        ply = len(self.session.match.moves)
        if ply == self._settled_ply:
            return
        self._settled_ply = ply
        if self.mat_override is not None and self.session.human_to_move() and self.acting() == self.viewer():
            self.mat_override = None
