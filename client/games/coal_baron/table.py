"""Coal Baron behind the shared table interface: the board, one seat's pit in full, the other seats'
panels (hover one to see that pit, click to keep it), the card popup, every move by mouse.

Drawn only from `state.observation(viewer)` and its `facts()`; the card faces of a look at 5 are drawn
only for the seat looking when the table may show its secrets (`ui["private"]`). `view_model` records
what the last draw showed, for tests. Status, log and seat headers are the common layer's.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.anim.tween import Tweener
from client.games.base import Box, GameTable, Move, Piece
from client.games.coal_baron.anim import CBAnimator
from client.games.coal_baron.controls import CBControls
from client.games.coal_baron.layout import TILE_H, TILE_W, CBLayout, row_boxes
from client.games.coal_baron.model import pit_view
from client.games.coal_baron.pit import PitPainter
from client.games.coal_baron.popup import PopupPainter, popup_view
from client.games.coal_baron.tips import Tips
from client.games.coal_baron.view import BoardPainter
from client.games.common.bot_banner import panels_and_heading, spare_panel_or_log
from client.games.common.hotspots import glow, move_spots
from client.games.common.layers import ZoneCache
from client.games.common.log import LogPanel, LogStyle
from client.games.common.status import StatusPanel, StatusStyle
from client.i18n import lang, t
from client.ui import theme
from engine.games.coal_baron.mining import Mine
from engine.games.coal_baron.moves import STOP
from engine.games.coal_baron.pit import CartCubes

LOG = LogStyle(size=15, row=22, heading=True, top=44, bottom=6, pad=12, wrap=True)
STATUS = StatusStyle(head_size=21, head_color=theme.GOLD, head_bold=True, body_size=17, body_color=theme.PAPYRUS,
                     wrap_body=True, body_lines=3, pad=14, top=4, body_top=32)  # the mining prompt: 3 lines


def others_order(n: int, shown: int, viewer: int | None) -> list[int]:
    """The seats in the small panels: all but the pit's seat, the viewer's own first when another
    seat's pit is shown (so a click on it returns)."""
    seats = [q for q in range(n) if q != shown]
    if viewer is not None and shown != viewer and 0 <= viewer < n:
        seats = [viewer] + [q for q in seats if q != viewer]
    return seats[:3]


GLOWING = frozenset({"cart_cube", "cage_cube", "storage_cube", "spot", "held", "seen", "draft", "tile_slot",
                     "order_slot", "keep_none", "side"})


HOW = {"Mine": "cb.how.mine", "PlaceWorker": "cb.how.place"}  # decision -> the gesture that makes it


def board_key(s: Any) -> tuple:
    """What the board shows: it is repainted exactly when this changes."""
    return (tuple(s.fslots), tuple(s.oslots), tuple(s.occ_owner), tuple(s.occ_count), tuple(s.bank),
            tuple(s.canteen), s.shift, tuple(s.vp), len(s.tdeck), len(s.odeck))


def seat_key(s: Any, p: int) -> tuple:
    """What a seat's pit or panel shows."""
    return (p, tuple(s.tiles[p]), tuple(s.pit[16 * p:16 * p + 16]), s.cage_level[p], tuple(s.cage[4 * p:4 * p + 4]),
            tuple(s.storage[4 * p:4 * p + 4]), tuple(s.held[p]), len(s.delivered[p]), tuple(s.dcol[4 * p:4 * p + 4]),
            tuple(s.dtrans[4 * p:4 * p + 4]), s.vp[p], s.money[p], s.workers[p], s.lit[p], s.dark[p])


class CoalBaronTable(GameTable):
    quick_events = frozenset({"cards_seen", "cart_loaded", "card_revealed", "kept_none", "cards_looked_at",
                              "mining_stopped", "cube_loaded", "cube_stored", "cage_moved", "spot_filled"})
    log_chance = False  # a shuffle is no news (and would name hidden cards)

    def __init__(self, app: Any, session: Any, tweener: Tweener, demo: bool = False) -> None:
        super().__init__(app, session, tweener, demo)
        self.layout = CBLayout()
        self.controls = CBControls(self.layout)
        self.board = BoardPainter(app, self.layout)
        self.pits = PitPainter(app, self.layout)
        self.popup = PopupPainter(app, self.layout)
        self.tips = Tips(self.layout)
        self.anim = CBAnimator(tweener, layout=self.layout)
        self.anim.sync(session.state)
        self.events.collect(self.anim)
        self.log = LogPanel(self.board.p, LOG)
        self.status = StatusPanel(self.board.p, STATUS)
        self.pinned: int | None = None  # another seat's pit kept in view by a click on its panel
        self.peek: int | None = None  # another seat's pit shown while the pointer is on its panel
        self._drawn: dict[str, Any] = {}
        self._static: pygame.Surface | None = None
        self._zones = ZoneCache(app)
        self._layer: tuple[tuple, pygame.Surface] | None = None
        self._last: dict[str, tuple] = {}  # the key each zone was last blitted onto the layer with
        self._texts = ZoneCache(app)
        self._targets: tuple[Any, list[Box], set[str]] = (None, [], set())
        self._facts: tuple[tuple, dict] | None = None
        self._clickable: tuple[tuple, list[Box]] = ((), [])
        self._popup_faces: list[int] = []  # the card faces the cached popup shows

    # --- who sees what --------------------------------------------------------------------------
    def has_private_view(self) -> bool:
        return True

    @property
    def view_model(self) -> dict[str, Any]:
        return self._drawn

    def pit_seat(self) -> int:
        return self.shown_seat()

    def facts(self) -> dict:
        key = (self.session.generation, len(self.session.match.moves), self.viewer())
        if self._facts is None or self._facts[0] != key:
            self._facts = (key, self.observation().facts())
        return self._facts[1]

    def update(self, dt: float, reader: int | None) -> None:
        super().update(dt, reader)
        self.anim.pit_seat = self.pit_seat()
        self.anim.panel_of = {q: i for i, q in enumerate(self.others())}

    def others(self) -> list[int]:
        return others_order(self.session.state.num_players, self.base_seat(), self.viewer())

    # --- drawing --------------------------------------------------------------------------------
    def invalidate_static(self) -> None:
        self._static = None
        self._layer = None
        self._zones.clear()
        self._texts.clear()

    def ui_state(self, drag: dict[str, Any] | None) -> dict[str, Any]:
        ui: dict[str, Any] = {"viewer": self.viewer()}
        seat = self.acting()
        if seat >= 0 and not self.tweener.blocking() and not (drag and drag["moved"]):
            ui["clickable"] = self.clickable(seat)
        if drag and drag["moved"] and seat >= 0:
            s = self.session.state
            ui["dragging"] = drag["piece"]
            if self._targets[0] is not drag:
                targets = self.controls.targets(s, seat, drag["piece"])
                legal = {tg[1] for tg, _b in targets if tg[0] == "space" and any(
                    s.why_illegal(m) is None for m in self.controls.drop_moves(s, seat, drag["piece"], tg))}
                self._targets = (drag, self.controls.legal_targets(s, seat, drag["piece"]), legal)
            ui["targets"] = self._targets[1]
            ui["legal_spaces"] = self._targets[2]
        return ui

    def clickable(self, seat: int) -> list[Box]:
        """The boxes of the pieces (not spaces) a click or a drag of which can play now: they glow softly,
        so a new player sees which cubes, cards and tiles are in play (cached per position)."""
        key = (self.session.generation, self.pit_seat(), self.peek)
        if self._clickable[0] != key:
            s = self.session.state
            boxes = [box for piece, box in self.controls.pieces(s, seat, self.pit_seat()) if piece[0] in GLOWING
                     and any(s.why_illegal(m) is None for m in self.controls.click_moves(s, seat, piece))]
            self._clickable = (key, boxes)
        return self._clickable[1]

    def draw(self, surface: pygame.Surface, ui: dict[str, Any]) -> None:
        """One cached layer: the static art with each zone blitted from its own cache (a move repaints
        only the zones it changed: a work step the pit, a placement the board). A frame blits the layer
        once, then the texts and whatever flies."""
        obs = self.observation()
        size = surface.get_size()
        if self._static is None or self._static.get_size() != size:
            self._static = pygame.Surface(size).convert()
            self.board.static(self._static, obs.t, obs.locked)
            self._zones.clear()
            self._layer = None
            self.warm(obs.t)
        zones = self.zones(obs, ui, size)
        if self._layer is None:
            self._layer = ((), self._static.copy())
            self._last = {}
        layer = self._layer[1]
        # a zone is blitted onto the kept layer only when its key changed; the popup lies over the board,
        # so the board is put back when the popup goes, and the popup again when the board changed
        again = "popup" in self._last and "popup" not in {z[0] for z in zones}
        for name, box, zkey, paint, pad in zones:
            if again or self._last.get(name) != zkey:
                self._zones.blit(layer, name, box, zkey, self._static, paint, pad)
                self._last[name] = zkey
                again = again or name == "board"
        self._last = {name: self._last[name] for name, *_rest in zones}
        if self._drawn.get("popup") is not None:
            self._drawn["faces"] = self._popup_faces
        surface.blit(self._layer[1], (0, 0))
        self.paint_texts(surface, ui.get("reader"))
        self.paint_overlay(surface, ui)

    def warm(self, tables: Any) -> None:
        """Rasterize the cards and tiles at the sizes the table shows them, once, with the static layer:
        so a card first seen in the draft or a look costs the first frame, not a frame while a bot thinks."""
        scratch = pygame.Surface((4, 4))  # off-screen: only the image cache keeps what is drawn here
        lay, parts = self.layout, self.popup.parts
        cards = [tables.order_transport.index(k) for k in range(4)]
        boxes = [lay.box("oslot_1"), lay.box("look_card_0"), lay.order_boxes(1)[0]]
        boxes += [lay.popup_cards(n, lay.box("draft"))[0] for n in (7, 13)]
        boxes += [(0.0, 0.0, b[2] * 0.78, 66.0) for n in range(1, 9) for b in row_boxes((0, 38, 220, 96), n, 52, 4)[:1]]
        for card in cards:
            for box in boxes:
                parts.order(scratch, tables, card, box)
        tile_w = lay.box("look_card_0")[2]
        for kind in range(len(tables.tile_names)):
            for box in (lay.box("fslot_1"), (0.0, 0.0, TILE_W, TILE_H), (0.0, 0.0, tile_w, tile_w * 0.66)):
                parts.tile(scratch, tables, kind, box)

    def zones(self, obs: Any, ui: dict[str, Any], size: tuple[int, int]) -> list[tuple]:
        """(zone, box, key, paint, pad) for the board, the pit, the panels and the popup."""
        facts = self.facts()
        hidden = self.anim.hidden  # places drawn empty until a sprite lands: each zone keys on its own
        common = (lang(), size)
        lay, sess = self.layout, self.session
        pit = self.pit_seat()
        on_board = frozenset(k for k in hidden if k[0] in ("space", "fslot", "oslot", "score"))
        in_pit = frozenset(k for k in hidden if k[0] in ("cage", "tile") and k[1] == pit)
        top = obs.pending[-1] if obs.pending else None
        mining = isinstance(top, Mine) and top.seat == pit
        out: list[tuple] = [
            ("board", lay.box("board"), common + board_key(obs) + (on_board,),
             lambda surf: self.board.draw(surf, obs, hidden, facts), 0),
            ("pit", lay.box("pit"), common + seat_key(obs, pit) + (
                mining, facts["work_steps"], in_pit, sess.thinking() and sess.to_move() == pit),
             lambda surf: self.pits.full(surf, obs, sess, pit_view(lay, obs, pit), facts, hidden, mining,
                                         pit == self.viewer()), 0)]
        order = self.others()
        for i, q in enumerate(order):
            pinned = q in (self.pinned, self.peek)
            out.append((f"other_{i}", lay.box(f"other_{i}"), common + seat_key(obs, q) + (
                pinned, sess.thinking() and sess.to_move() == q),
                lambda surf, q=q, i=i, pinned=pinned: self.pits.compact(surf, obs, sess, q, lay.box(f"other_{i}"),
                                                                        pinned), 6))
        pv = popup_view(lay, obs)
        show = False
        if pv is not None:
            private = ui.get("private")
            show = private is not None and private == pv.seat
            seen = frozenset(k for k in hidden if k[0] == "seen")

            own = pv.seat == self.viewer()

            def paint_popup(surf: pygame.Surface) -> None:  # the faces drawn belong to the cached picture
                self._popup_faces = self.popup.draw(surf, obs, sess, pv, show, hidden, own)
            out.append(("popup", lay.box("popup"), common + (pv, show, seen, own), paint_popup, 0))
        self._drawn = {"viewer": self.viewer(), "private": ui.get("private"), "pit_seat": pit, "others": order,
                       "popup": None if pv is None else pv.kind, "popup_seat": None if pv is None else pv.seat,
                       "faces": []}
        return out

    def paint_texts(self, surface: pygame.Surface, reader: int | None) -> None:
        sess, lay = self.session, self.layout
        key = (len(sess.match.moves), sess.thinking(), lang(), surface.get_size(), self.demo, sess.bot_error, reader)
        for zone, paint in (("status", lambda surf: self.status.draw(surf, lay.box("status"), self.status_lines())),
                            ("log", lambda surf: self.log.draw(surf, lay.box("log"), sess, reader, False))):
            self._texts.blit(surface, zone, lay.box(zone), key, self._static, paint)

    def paint_overlay(self, surface: pygame.Surface, ui: dict[str, Any]) -> None:
        p = self.board.p
        if self.peek is None:
            glow(p, surface, ui.get("clickable", []), theme.HILITE, 2, 6)
        glow(p, surface, ui.get("targets", []), theme.GOOD, 5, 10)
        if ui.get("dragging") == ("workers",):
            self.board.needed(surface, self.facts(), ui.get("legal_spaces", set()))
        for sp in self.anim.sprites:  # sizes in steps, so a shrinking sprite is not rasterized every frame
            w, h = max(6.0, round(sp.w / 6) * 6), max(6.0, round(sp.h / 6) * 6)
            p.art(surface, sp.image, (sp.x + (sp.w - w) / 2, sp.y + (sp.h - h) / 2, w, h),
                  int(max(0, min(255, sp.alpha))))
        for sp, _c in self.anim.floats:
            img = self.app.fonts.render(sp.label, self.app.viewport.px(30), theme.GOLD, True).copy()
            img.set_alpha(int(max(0, min(255, sp.alpha))))
            surface.blit(img, img.get_rect(midtop=self.app.viewport.point(sp.x, sp.y)))

    def banner_box(self) -> Box:
        return spare_panel_or_log(self, 3, self.board.p)

    def keep_clear(self) -> list[Box]:
        return panels_and_heading(self, self.board.p, "pit")

    # --- status and hover text -----------------------------------------------------------------
    def status_head(self) -> list[str]:
        s = self.observation()
        names = [seat.name for seat in self.session.seats]
        start = names[s.start] if 0 <= s.start < len(names) else "?"
        return [t("cb.shift", shift=min(s.shift, s.t.shifts), shifts=s.t.shifts) + "  ·  " + t("cb.start", name=start)]

    def status_lines(self) -> list[str]:
        """The common lines, and for a person to move a short "how" of the decision by mouse."""
        lines = super().status_lines()
        top = self.session.state.pending[-1] if self.session.state.pending else None
        how = HOW.get(type(top).__name__)
        if how and self.acting() >= 0:
            lines.append(t(how))
        return lines

    def tooltip(self, pos: tuple[float, float]) -> str | None:
        return self.tips.at(self.observation(), self.facts(), self.pit_seat(), self.others(), pos)

    # --- buttons, pieces and moves -------------------------------------------------------------
    def actions_box(self) -> Box:
        return self.layout.box("actions")

    def game_buttons(self) -> list:
        return [("stop", lambda: t("cb.button.stop"), lambda: [STOP], "ui/icons/pass"),
                ("moves", lambda: t("cb.button.moves"), self.all_moves, "ui/icons/menu")]

    def panels(self) -> list[tuple[int, Box]]:
        return [(q, self.layout.box(f"other_{i}")) for i, q in enumerate(self.others())]

    def view_click(self, pos: tuple[float, float]) -> bool:
        return self.pin_panel(pos)

    def hover(self, pos: tuple[float, float]) -> None:
        """The pointer on another seat's panel shows that seat's pit until it leaves."""
        self.peek_panel(pos)

    def pieces(self) -> list[tuple[Piece, Box]]:
        seat = self.acting()
        if seat < 0 or self.peek is not None:
            return []
        return self.controls.pieces(self.session.state, seat, self.pit_seat())

    def piece_at(self, pos: tuple[float, float]) -> Piece | None:
        seat = self.acting()
        if seat < 0 or self.peek is not None:
            return None
        return self.controls.piece_at(self.session.state, seat, self.pit_seat(), pos)

    def piece_box(self, piece: Piece) -> Box | None:
        return self.controls.piece_box(self.session.state, self.acting(), self.pit_seat(), piece)

    def piece_image(self, piece: Piece) -> str | None:
        return self.controls.piece_image(self.session.state, self.acting(), piece)

    def click_moves(self, piece: Piece) -> list[Move]:
        return self.controls.click_moves(self.session.state, self.acting(), piece)

    def move_spots(self, move: Move) -> list[Box]:
        """The hinted move's piece and target: asks the table's own clicks and drags (hotspots.move_spots)."""
        s, c, seat = self.session.state, self.controls, self.acting()
        if seat < 0:
            return []
        return move_spots(move, c.pieces(s, seat, self.pit_seat()), lambda p: c.click_moves(s, seat, p),
                          lambda p: c.targets(s, seat, p), lambda p, tg: c.drop_moves(s, seat, p, tg))

    def drop_moves(self, piece: Piece, pos: tuple[float, float]) -> list[Move] | None:
        found = self.controls.drop_at(self.session.state, self.acting(), piece, pos)
        return None if found is None else found[1]

    def auto_choice(self) -> list[Move]:
        s = self.session.state
        if s.pending and isinstance(s.pending[-1], CartCubes):  # a colour to pick, nothing to drag
            return s.legal_moves()
        return []

    # --- animation ------------------------------------------------------------------------------
    def reset(self) -> None:
        self.anim.clear_sprites()
        self.anim.sync(self.session.state)
        self._zones.clear()
        self._layer = None

    def settle(self) -> None:
        self.unpin_on_own_turn()
