"""Draws the Ra table: a cached static layer (board, tracks), then tiles, suns, panels, sprites."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.ra.anim import RaAnimator
from client.games.ra.layout import RaLayout, sun_image, tile_image
from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Painter
from client.ui.zone_cache import ZoneCache
from engine.core.decisions import top
from engine.games.ra.auction import BidOrPass
from engine.games.ra.disasters import DisasterDiscard
from engine.games.ra.tiles import AUCTION_TRACK_SPACES
from engine.games.ra.turn import Turn, UseGods


class RaView(Painter):
    def __init__(self, app: Any, layout: RaLayout, anim: RaAnimator, demo: bool = False) -> None:
        super().__init__(app)
        self.layout = layout
        self.anim = anim
        self.demo = demo
        self._static: pygame.Surface | None = None
        self._static_key: tuple = ()
        self._zones = ZoneCache(app)

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
    def draw(self, surface: pygame.Surface, session: Any, ui: dict[str, Any]) -> None:
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
        bidding = top(state.pending)
        if isinstance(bidding, BidOrPass) and bidding.high_bid:
            size = ch * 0.55
            self.art(surface, sun_image(bidding.high_bid), (cx + cw + 10, cy + ch * 0.3, size, size))
        for seat in range(state.num_players):
            self.cached(surface, f"p{seat}", self.player_key(session, seat, ui),
                        lambda surf, seat=seat: self.draw_player(surf, session, seat, ui))
        lk = (len(session.match.moves), session.generation, lang(), session.thinking())
        self.cached(surface, "status", lk, lambda surf: self.draw_status(surf, session))
        self.cached(surface, "log", lk, lambda surf: self.draw_log(surf, session))
        for box in ui.get("targets", []):
            theme.glow(surface, self.rect(box), theme.HILITE, self.app.viewport.px(5), self.app.viewport.px(14))
        for sp in self.anim.sprites:
            self.art(surface, sp.image, (sp.x, sp.y, sp.w, sp.h), int(max(0, min(255, sp.alpha))))
        for sp, _color in self.anim.floats:
            img = self.app.fonts.render(sp.label, self.app.viewport.px(30), theme.TERRA, True).copy()
            img.set_alpha(int(max(0, min(255, sp.alpha))))
            surface.blit(img, img.get_rect(midtop=self.app.viewport.point(sp.x, sp.y)))

    def player_key(self, session: Any, seat: int, ui: dict[str, Any]) -> tuple:
        s = session.state
        counters = self.anim.scores
        score = int(round(counters[seat].value)) if seat < len(counters) else 0
        to_move = s.current_player() == seat
        return (tuple(s.up[seat]), tuple(s.down[seat]), tuple(s.held[seat]), to_move, score, lang(),
                to_move and session.thinking(), session.seats[seat].name,
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
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        theme.panel(surface, self.rect((pz.x, pz.y, pz.w, pz.h)), fill=theme.PAPYRUS,
                    border=theme.HILITE if to_move else theme.SAND, radius=vp.px(18), width=vp.px(6 if to_move else 3))
        hz = lay.zone(f"p{seat}_header")
        pygame.draw.circle(surface, color, vp.point(hz.x + 18, hz.y + hz.h / 2), vp.px(14))
        spec = session.seats[seat]
        who = spec.name + ("" if spec.kind == "human" else f" · {t('level.' + (spec.level or 'easy'))}")
        if session.thinking() and to_move:
            who += "  " + t("table.thinking")
        self.text(surface, who, 26, (hz.x + 42, hz.y + hz.h / 2), theme.INK, True, "midleft", hz.w * 0.62)
        counters = self.anim.scores
        score = int(round(counters[seat].value)) if seat < len(counters) else state.scores()[seat]
        self.text(surface, str(score), 46, (hz.x + hz.w, hz.y + hz.h / 2), theme.INK, True, "midright")
        hover_sun = ui.get("legal_suns", set()) if to_move else set()
        dragged = ui.get("dragging")
        for value, up, box in lay.sun_boxes(seat, state.up[seat], state.down[seat]):
            if dragged == ("sun", value) and to_move:
                continue
            self.art(surface, sun_image(value, up), box)
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

    def status_lines(self, session: Any) -> list[str]:
        s = session.state
        lines = [t("ra.epoch", epoch=s.epoch) + "   " + t("ra.ra_track", n=s.ra_count, limit=s.ra_limit)]
        who = s.current_player()
        if session.over():
            lines.append(t("table.game_over"))
            return lines
        if who < 0:
            return lines
        name = session.seats[who].name
        decision = top(s.pending)
        if isinstance(decision, BidOrPass):
            lines.append(t("ra.auction", holder=session.seats[decision.holder].name))
            if decision.high_bid:
                lines.append(t("ra.high_bid", sun=decision.high_bid, name=session.seats[decision.high_bidder].name))
        if not session.is_human(who) or self.demo:  # what to do is said only to a person who can do it
            lines.append(t("table.waiting", name=name) + ("  " + t("table.thinking") if session.thinking() else ""))
        elif isinstance(decision, Turn):
            lines.append(t("ra.turn", name=name))
        elif isinstance(decision, UseGods):
            lines.append(t("ra.gods", name=name))
        elif isinstance(decision, BidOrPass):
            lines.append(t("ra.bid_turn", name=name))
        elif isinstance(decision, DisasterDiscard):
            lines.append(t("ra.disaster", name=name))
        return lines

    def draw_status(self, surface: pygame.Surface, session: Any) -> None:
        z = self.layout.zone("status")
        y = z.y
        for i, line in enumerate(self.status_lines(session)):
            self.text(surface, line, 28 if i else 24, (z.x, y), theme.INK, i == 1, max_w=z.w)
            y += 42

    def draw_log(self, surface: pygame.Surface, session: Any) -> None:
        z = self.layout.zone("log")
        self.text(surface, t("table.log"), 24, (z.x + 16, z.y + 12), theme.SAND, True)
        moves, actors = session.match.moves, session.actors
        game = session.match.game
        rows = int((z.h - 60) // 34)
        vp = self.app.viewport
        lines: list[str] = []  # newest moves last; long entries wrap rather than shrink
        for move, actor in zip(reversed(moves), reversed(actors), strict=False):
            who = session.seats[actor].name + ": " if actor >= 0 else "· "
            entry = self.app.fonts.wrap(who + game.describe(move, lang()), vp.px(20), vp.px(z.w - 32))
            lines[:0] = [entry[0]] + ["   " + rest for rest in entry[1:]]
            if len(lines) >= rows:
                break
        y = z.y + 56
        for line in lines[-rows:]:
            self.text(surface, line, 20, (z.x + 16, y), theme.PAPYRUS, max_w=z.w - 32)
            y += 34
