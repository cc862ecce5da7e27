"""Draws the Ra table: a cached static layer (board, tracks), then tiles, suns, panels, sprites."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.common.hotspots import glow
from client.games.common.layers import ZoneCache
from client.games.common.log import LogPanel
from client.games.common.seats import SeatHeader, header_key
from client.games.common.status import StatusPanel
from client.games.ra.anim import RaAnimator
from client.games.ra.layout import RaLayout, sun_image, tile_image
from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Painter
from engine.core.decisions import top
from engine.games.ra.auction import BidOrPass
from engine.games.ra.tiles import AUCTION_TRACK_SPACES


class RaView(Painter):
    def __init__(self, app: Any, layout: RaLayout, anim: RaAnimator, demo: bool = False) -> None:
        super().__init__(app)
        self.layout = layout
        self.anim = anim
        self.demo = demo
        self._static: pygame.Surface | None = None
        self._static_key: tuple = ()
        self._zones = ZoneCache(app)
        self.log = LogPanel(self)
        self.status = StatusPanel(self)
        self.header = SeatHeader(self)

    def invalidate_static(self) -> None:
        self._static = None
        self._zones.clear()

    # --- static layer -------------------------------------------------------------------------
    def static_layer(self, state: Any) -> pygame.Surface:
        key = (self.app.screen.get_size(), state.ra_limit)
        if self._static is None or key != self._static_key:
            surf = pygame.Surface(self.app.screen.get_size()).convert()
            surf.fill(theme.BG)
            for d in self.layout.map.decor:
                self.art(surf, d.image, (d.x, d.y, d.w, d.h))
            for i in range(10):
                name = "ra_space_end" if i == state.ra_limit - 1 else "ra_space"
                alpha = 255 if i < state.ra_limit else 70
                self.art(surf, f"ra/parts/{name}", self.layout.ra_slot(i), alpha)
            for i in range(AUCTION_TRACK_SPACES):
                self.art(surf, "ra/parts/auction_space", self.layout.auction_slot(i))
            for name in ("log", "actions"):
                theme.panel(surf, self.rect(self.layout.box(name)), fill=theme.BG_DARK, border=(70, 86, 100),
                            radius=self.app.viewport.px(16))
            self._static, self._static_key = surf, key
        return self._static

    # --- dynamic ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, session: Any, ui: dict[str, Any], status: Any) -> None:
        """The table; `status()` gives the status panel's lines (asked only when they may change)."""
        state = session.state
        surface.blit(self.static_layer(state), (0, 0))
        lay = self.layout
        hidden = self.anim.hidden
        for i in range(state.ra_count):
            if ("ra", i) not in hidden:
                self.art(surface, tile_image("ra"), lay.ra_slot(i))
        for i, kind in enumerate(state.auction[:AUCTION_TRACK_SPACES]):
            if ("auction", i) not in hidden:
                self.art(surface, tile_image(kind), lay.auction_slot(i))
        cx, cy, cw, ch = lay.box("centre")
        pad = cw * 0.14
        self.art(surface, sun_image(state.center_sun), (cx + pad, cy + pad, cw - 2 * pad, ch - 2 * pad))
        self.text(surface, t("ra.bag", n=state.bag_total), 20, (lay.zone("bag").center[0], cy + ch + 8),
                  theme.INK, True, "midtop")
        self.text(surface, t("ra.centre"), 20, (cx + cw / 2, cy + ch + 8), theme.INK, True, "midtop")
        for seat in range(state.num_players):
            self.cached(surface, f"p{seat}", self.player_key(session, seat, ui),
                        lambda surf, seat=seat: self.draw_player(surf, session, seat, ui))
        lk = (len(session.match.moves), session.generation, lang(), session.thinking(), session.bot_error)
        self.cached(surface, "status", lk, lambda surf: self.status.draw(surf, lay.box("status"), status()))
        self.cached(surface, "log", lk + (ui.get("reader"),),
                    lambda surf: self.log.draw(surf, lay.box("log"), session, ui.get("reader")))
        self.draw_bid(surface, session)
        glow(self, surface, ui.get("targets", []))
        for sp in self.anim.sprites:
            self.art(surface, sp.image, (sp.x, sp.y, sp.w, sp.h), int(max(0, min(255, sp.alpha))))
        for sp, _color in self.anim.floats:
            img = self.app.fonts.render(sp.label, self.app.viewport.px(30), theme.TERRA, True).copy()
            img.set_alpha(int(max(0, min(255, sp.alpha))))
            surface.blit(img, img.get_rect(midtop=self.app.viewport.point(sp.x, sp.y)))

    def draw_bid(self, surface: pygame.Surface, session: Any) -> None:
        """The high bid in its own place: the sun, and who bid it."""
        bidding = top(session.state.pending)
        if not isinstance(bidding, BidOrPass) or not bidding.high_bid or ("bid",) in self.anim.hidden:
            return
        x, y, w, h = self.layout.bid_box()
        sx, _sy, sw, _sh = self.layout.box("status")
        self.panel(surface, (x - 4, y - 4, sx + sw - x, h + 8), fill=(236, 216, 160), border=theme.TERRA, radius=12,
                   width=2)
        self.art(surface, sun_image(bidding.high_bid), (x, y, w, h))
        name = session.seats[bidding.high_bidder].name
        self.text(surface, t("ra.high_bid", sun=bidding.high_bid, name=name), 24, (x + w + 12, y + h / 2), theme.INK,
                  True, "midleft", sx + sw - x - w - 24)

    def player_key(self, session: Any, seat: int, ui: dict[str, Any]) -> tuple:
        s = session.state
        counters = self.anim.scores
        score = int(round(counters[seat].value)) if seat < len(counters) else 0
        to_move = s.current_player() == seat
        bidding = top(s.pending)
        bid = bidding.high_bid if isinstance(bidding, BidOrPass) and bidding.high_bidder == seat else 0
        return (tuple(s.up[seat]), tuple(s.down[seat]), tuple(s.held[seat]), to_move, score, lang(), bid,
                header_key(session, seat),
                frozenset(ui.get("legal_suns", ())) if to_move else None,
                frozenset(ui.get("legal_held", ())) if to_move else None, ui.get("dragging") if to_move else None)

    def cached(self, surface: pygame.Surface, zone: str, key: tuple, paint: Any) -> None:
        """Paint a zone into its own surface once per distinct `key` (idle frames only blit)."""
        self._zones.blit(surface, zone, self.layout.box(zone), key, self._static, paint, pad=24)

    def draw_player(self, surface: pygame.Surface, session: Any, seat: int, ui: dict[str, Any]) -> None:
        state = session.state
        lay = self.layout
        vp = self.app.viewport
        pz = lay.zone(f"p{seat}")
        to_move = state.current_player() == seat
        theme.panel(surface, self.rect((pz.x, pz.y, pz.w, pz.h)), fill=theme.PAPYRUS,
                    border=theme.HILITE if to_move else theme.SAND, radius=vp.px(18), width=vp.px(6 if to_move else 3))
        counters = self.anim.scores
        score = int(round(counters[seat].value)) if seat < len(counters) else state.scores()[seat]
        self.header.draw(surface, lay.box(f"p{seat}_header"), session, seat, score=score)
        hover_sun = ui.get("legal_suns", set()) if to_move else set()
        dragged = ui.get("dragging")
        bidding = top(state.pending)
        bid = bidding.high_bid if isinstance(bidding, BidOrPass) and bidding.high_bidder == seat else 0
        for value, up, box in lay.sun_boxes(seat, state.up[seat], state.down[seat]):
            if dragged == ("sun", value) and to_move:
                continue
            self.art(surface, sun_image(value, up), box, 120 if up and value == bid else 255)
            if up and value == bid:  # this seat's sun is the high bid: ringed, and said so
                r = self.rect(box)
                pygame.draw.circle(surface, theme.TERRA, r.center, r.w // 2 + vp.px(3), vp.px(5))
                self.text(surface, t("ra.tip.bid"), 18, (box[0] + box[2] / 2, box[1] + box[3] + 2), theme.TERRA,
                          True, "midtop")
            if value in hover_sun:
                pygame.draw.circle(surface, theme.HILITE, self.rect(box).center, self.rect(box).w // 2 + vp.px(3),
                                   vp.px(4))
        legal_held = ui.get("legal_held", set()) if to_move else set()
        for kind, box in lay.held_cells(seat).items():
            count = state.held[seat][kind]
            if not count:
                self.art(surface, tile_image(kind), box, 40)
                continue
            self.art(surface, tile_image(kind), box)
            if kind in legal_held:
                theme.glow(surface, self.rect(box), theme.BAD, vp.px(4), vp.px(10))
            if count > 1:
                r = self.rect(box)
                rad = max(4, r.w // 5)
                c = (r.right - rad // 2, r.bottom - rad // 2)
                pygame.draw.circle(surface, theme.INK, c, rad)
                img = self.app.fonts.render(str(count), int(rad * 1.4), theme.WHITE, True)
                surface.blit(img, img.get_rect(center=c))
